#pragma once
// The files discovery has found so far, shared by the walk (walk.cpp), the parameter-file
// links (parameter_links.cpp) and the assembly of units (discover.cpp).
#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "engine/inputs/detail/file_facts.hpp"
#include "engine/inputs/discover.hpp"
#include "engine/inputs/path_filter.hpp"

namespace pf::inputs::detail {

struct FoundFile {
  enum class Type { Template, Parameters, Bicep, BicepParams, Resources } type;
  std::string path;  // as shown (built from the argument it was found under)
  std::string abs;   // absolute and normal: the identity of the file
  uint32_t fileId = 0;
  TargetScope scope = TargetScope::ResourceGroup;
  std::vector<std::string> parameterNames;
  std::string metadataTemplate;
  Loc metadataTemplateLoc;
  std::vector<std::string> references;  // relative to the file's folder
  bool hasUsing = false;
  std::string usingPath;
  bool generatedByBicep = false;
  bool walked = true;  // false: read only because a parameter file names it
  // Filled by linking:
  size_t linkedTo = SIZE_MAX;  // parameter files: the template/Bicep file
  LinkMethod link = LinkMethod::None;
};

// What reading and classifying one candidate file found. Made without touching the state, so
// that many files can be read at once (read_files.cpp); recorded in walk order afterwards.
struct FileRead {
  bool candidate = false;      // false: no extension of ours, or no such file
  std::optional<Error> error;  // could not be read (or the policy refused it)
  std::string text;
  JsonFacts json;              // .json/.jsonc
  BicepFacts bicep;            // .bicep/.bicepparam
};
// `abs`: absolute, normal and '/'-separated. `listed`: its folder's listing recorded it as a
// regular file, not a link (FileAccessPolicy::readListedFile).
FileRead readFile(const FileAccessPolicy& access, const std::string& abs, bool resourceData, bool walked, bool listed);

// A file the walk met, read by the file readers (file_readers.hpp) and recorded after the walk;
// `diagsAt` is how many diagnostics there were when the walk met it, so that its own diagnostics
// land where recording it then would have put them.
struct PendingFile {
  std::string abs;
  std::string shown;
  size_t diagsAt = 0;
  bool listed = false;  // see readFile
  FileRead read;
};

class FileReaders;

struct DiscoveryState {
  const Config& config;
  SourceFiles& files;
  Diagnostics& diags;
  std::filesystem::path rootAbs;
  PathFilter exclude;    // input.exclude: decides where it matches, also against .gitignore
  PathFilter gitignore;  // the .gitignore files met on the way
  PathFilter include;    // input.include
  std::set<std::string> gitignoresLoaded;
  MatchBudget matchBudget;  // shared by the three filters; INP014 when spent
  std::vector<FoundFile> found;
  std::map<std::string, size_t> byAbs;
  std::vector<SkippedFile> skipped;
  size_t candidates = 0;
  size_t excluded = 0;
  bool tooMany = false;
  size_t maxFiles = 0;
  bool resourceData = false;  // --input-format resources
  FileAccessPolicy access;  // every read goes through it

  DiscoveryState(const Config& c, SourceFiles& f, Diagnostics& d) : config(c), files(f), diags(d) {}

  // The pattern that leaves `rel` out (a folder on its way, or itself), null when none does.
  const PathPattern* excludedBy(std::string_view rel, bool isDir);
  // Path relative to the root, '/'-separated ("" for the root itself).
  std::string relative(const std::filesystem::path& abs) const;
  // The found file at `abs`, reading and classifying it first when it is not known yet and
  // exists (a link target outside the walked paths). SIZE_MAX when it is not a template,
  // parameter file or Bicep file.
  size_t fileAt(const std::string& abs, const std::string& shown, bool walked);
  // fileAt's second half: records what readFile found (a byAbs hit returns the known file).
  size_t record(const std::string& abs, const std::string& shown, bool walked, FileRead read);
  FileReaders* readers = nullptr;  // where the walk hands the files it meets
  void skip(std::string path, SkipReason reason, std::string detail, Severity severity = Severity::Info) {
    skipped.push_back({std::move(path), reason, std::move(detail), severity});
  }
};

std::filesystem::path absoluteNormal(const std::filesystem::path& p);
// absoluteNormal(folder / path).generic_string() for an absolute normal `folder`, by text where
// the shape of `path` allows.
std::string absoluteNormalIn(std::string_view folder, std::string_view path);

// The last component of a '/'-separated path.
inline std::string_view fileNameOf(std::string_view path) {
  size_t slash = path.rfind('/');
  return slash == std::string_view::npos ? path : path.substr(slash + 1);
}

// The folder of an absolute, normal, '/'-separated path, as its parent_path() would be.
inline std::string_view folderOf(std::string_view abs) {
  size_t slash = abs.rfind('/');
  if (slash == std::string_view::npos) return {};
  return abs.substr(0, slash == 0 ? 1 : slash);
}

// walk.cpp: every argument, with the input patterns and .gitignore files applied.
void walkArguments(DiscoveryState& state, const std::vector<std::string>& paths);
// read_files.cpp: once the walk is over, records the walked files in walk order as they are read.
void recordPending(DiscoveryState& state, FileReaders& readers);
// parameter_links.cpp: links every parameter file (or marks it unlinked).
void linkParameterFiles(DiscoveryState& state);

}  // namespace pf::inputs::detail
