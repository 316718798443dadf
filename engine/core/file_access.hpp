#pragma once
// The file-access policy: every read that an analyzed repository can cause (Bicep load*
// functions, modules, `using`/`extends`/`import` targets, bicepconfig.json `extends`, linked
// templates, rule and configuration paths, discovered files) goes through one of these, so that
// a hostile pull request cannot make preflight read, and then print, a file of the machine it
// runs on.
//
// A confined policy reads only regular files inside its roots (the analysis root: the
// repository holding the analyzed paths) or inside folders allowed on purpose (--allow-read,
// the registry module cache). Paths are resolved (symbolic links included) before the check,
// and special files (FIFOs, devices, sockets, /proc and /sys) and files over the size limit are
// refused without being opened for reading. An unconfined policy (the default, for library
// callers and tests) keeps the special-file and size checks.
//
// Codes: IO001 the file does not exist or cannot be read, IO002 larger than the limit, IO010
// outside the allowed folders, IO011 not a regular file.
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/result.hpp"

namespace pf {

class FileAccessPolicy {
 public:
  static constexpr size_t kDefaultMaxBytes = 64u * 1024 * 1024;  // ARM's template limit is 4 MB

  FileAccessPolicy() = default;  // unconfined
  // Confined to `roots` (folders; relative ones are taken from the current folder).
  static FileAccessPolicy confinedTo(const std::vector<std::string>& roots);

  // Also allow reads under `dir` (e.g. --allow-read). No effect on an unconfined policy.
  void allow(const std::string& dir);
  void setMaxBytes(size_t n) { maxBytes_ = n; }
  size_t maxBytes() const { return maxBytes_; }

  bool confined() const { return confined_; }
  // Resolved (canonical) root folders, then allowed folders.
  const std::vector<std::string>& roots() const { return roots_; }
  const std::vector<std::string>& allowed() const { return allowed_; }
  // Whether a resolved absolute path lies inside a root or an allowed folder (always true when unconfined).
  bool permits(const std::string& resolved) const;
  // Whether `path` belongs to an analyzed repository: inside a root as written (a file the
  // repository holds, even a link leading elsewhere) or once resolved. Always true when unconfined.
  bool insideRoots(const std::string& path) const;

  // The resolved path of a file that may be read; nothing is opened. Messages name `path` as given.
  Result<std::string> check(const std::string& path) const;
  // The file's bytes, after check().
  Result<std::string> read(const std::string& path) const;
  // read(), or nothing when there is nothing at `path` to look at (no such file, a link leading
  // nowhere, a folder on the way that cannot be searched): what a status of the path would not
  // find. Saves the caller asking for that status first.
  std::optional<Result<std::string>> readIfPresent(const std::string& path) const;
  // readIfPresent() for a file that a folder listing has just recorded as a regular file, not a
  // link (the type a folder keeps for each entry). The listing stands in for the status a read
  // otherwise asks for before it opens anything, so that the path is looked up once, not twice;
  // what is opened is still refused unless it is a regular file reached without a link.
  std::optional<Result<std::string>> readListedFile(const std::string& path) const;
  // Names of the regular files directly in a folder that may be read, sorted; entries that are
  // links leading outside the allowed folders are left out.
  Result<std::vector<std::string>> listFiles(const std::string& dir) const;

 private:
  bool confined_ = false;
  std::vector<std::string> roots_;
  std::vector<std::string> lexicalRoots_;  // the roots as given, made absolute (links not resolved)
  std::vector<std::string> allowed_;
  size_t maxBytes_ = kDefaultMaxBytes;
  Result<std::string> resolve(const std::string& path, bool wantDirectory) const;
  Error refusal(const std::string& path) const;
  // read() through one O_PATH descriptor; nullopt when that cannot decide (read() then resolves
  // the path). When the path cannot be opened, `absent` (if given) says whether it has no status.
  // `listedRegular`: see readListedFile().
  std::optional<Result<std::string>> readPinned(const std::string& path, bool* absent, bool listedRegular) const;
  // readIfPresent() and readListedFile().
  std::optional<Result<std::string>> readPresent(const std::string& path, bool listedRegular) const;
  // read() by resolving the path, for what the pinned read leaves to it.
  Result<std::string> readResolving(const std::string& path) const;
};

// `e` with the quoted path `asked` (as a read was asked for) replaced by `shown` (as the user
// wrote it), for messages at the line that asked.
Error withPathShown(Error e, const std::string& asked, const std::string& shown);

// The analysis root of an analyzed path: the nearest folder at or above it holding `.git`, else
// the folder itself (for a file, its folder). Absolute and normalised; symbolic links resolved.
std::string analysisRootOf(const std::string& path);

}  // namespace pf
