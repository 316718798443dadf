// Walking the arguments: folders in name order, input patterns and .gitignore files applied.
#include <algorithm>
#include <cerrno>

#include "engine/core/json.hpp"
#include "engine/core/normal_path.hpp"
#include "engine/inputs/detail/discovery_state.hpp"
#include "engine/inputs/detail/file_readers.hpp"
#include "engine/inputs/detail/folder_entries.hpp"

namespace pf::inputs::detail {

namespace fs = std::filesystem;

namespace {

constexpr int kMaxDepth = 128;

enum class Ext { None, Json, Bicep, BicepParams };

Ext extensionOf(std::string_view name) {
  if (iendsWith(name, ".json") || iendsWith(name, ".jsonc")) return Ext::Json;
  if (iendsWith(name, ".bicep")) return Ext::Bicep;
  if (iendsWith(name, ".bicepparam")) return Ext::BicepParams;
  return Ext::None;
}

std::string describe(const PathPattern& p, const SourceFiles& files) {
  std::string where = p.origin;
  if (p.loc.file != 0) where = files.path(p.loc.file) + ":" + std::to_string(p.loc.line);
  return "excluded by '" + p.text + "' (" + where + ")";
}

class Walker {
 public:
  explicit Walker(DiscoveryState& s) : s_(s) {}

  void argument(const std::string& arg) {
    if (s_.tooMany) return;
    std::error_code ec;
    fs::path p(arg);
    auto status = fs::status(p, ec);
    if (ec || !fs::exists(status)) {
      s_.diags.error("INP001", "no such file or folder: '" + arg + "'");
      return;
    }
    fs::path abs = absoluteNormal(p);
    std::string shown = p.lexically_normal().generic_string();
    if (shown == "." || shown == "./") shown.clear();
    while (shown.size() > 1 && shown.back() == '/') shown.pop_back();
    if (fs::is_directory(status)) {
      gitignoresDownTo(abs);
      std::string rel = s_.relative(abs);
      if (const PathPattern* m = rel.empty() ? nullptr : s_.excludedBy(rel, true)) {
        s_.diags.info("INP008", "the folder '" + arg + "' is " + describe(*m, s_.files) + "; nothing in it is analyzed");
        return;
      }
      folder(abs.generic_string(), rel, shown, 0);
    } else {
      gitignoresDownTo(abs.parent_path());
      file(abs.generic_string(), s_.relative(abs), shown, true, false);
    }
  }

 private:
  DiscoveryState& s_;

  void gitignore(const fs::path& dirAbs) {
    if (!s_.config.input.gitignore) return;
    if (!s_.gitignoresLoaded.insert(dirAbs.generic_string()).second) return;
    fs::path p = dirAbs / ".gitignore";
    std::error_code ec;
    if (!fs::exists(fs::symlink_status(p, ec)) || fs::is_directory(p, ec)) return;
    auto text = s_.access.read(p.string());
    if (!text) {
      // An unreadable .gitignore excludes nothing; one the policy refuses is worth a word.
      if (text.error().code != "IO001")
        s_.diags.warning("INP009", "the .gitignore file is not used: " + text.error().message);
      return;
    }
    uint32_t id = s_.files.add(p.generic_string(), std::move(text).value());
    s_.gitignore.addGitignore(s_.files.text(id), s_.relative(dirAbs), id, ".gitignore");
  }

  // The .gitignore files of the root and of every folder between it and `dirAbs`.
  void gitignoresDownTo(const fs::path& dirAbs) {
    std::string rel = s_.relative(dirAbs);
    if (rel.rfind("..", 0) == 0) {  // outside the root: only its own
      gitignore(dirAbs);
      return;
    }
    fs::path at = s_.rootAbs;
    gitignore(at);
    if (rel.empty()) return;
    for (const auto& part : fs::path(rel)) {
      at /= part;
      gitignore(at);
    }
  }

  // `rel`: the folder relative to the root, as DiscoveryState::relative gives it.
  void folder(const std::string& abs, const std::string& rel, const std::string& shown, int depth) {
    if (s_.tooMany) return;
    if (depth > kMaxDepth) {
      s_.diags.warning("INP002", "'" + shown + "' is nested more than " + std::to_string(kMaxDepth) + " folders deep; not entered");
      return;
    }
    FolderListing listing = listFolder(abs);
    // Its .gitignore applies to what is in it; a folder without one has nothing to load (a
    // folder that cannot be listed is asked by path, as it may still hold one).
    if (listing.error || listing.entries.empty() || hasGitignore(listing)) gitignore(fs::path(abs));
    if (listing.error) {
      s_.diags.warning("INP002", "cannot read the folder '" + (shown.empty() ? std::string(".") : shown) +
                                     "': " + std::generic_category().message(listing.error));
      return;
    }
    for (const FolderEntry& e : listing.entries) {
      const std::string& name = e.name;
      std::string childAbs = abs == "/" ? "/" + name : abs + "/" + name;
      std::string childRel = childRelative(rel, name, childAbs);
      std::string childShown = shown.empty() ? name : shown + "/" + name;
      EntryStatus status = entryStatus(e, childAbs);
      if (status.error) {
        // A link that leads nowhere usable: a loop, or a target that cannot be examined.
        unusable(childRel, name, childShown, status.error == ELOOP ? "a symbolic link loop" : "a symbolic link that cannot be followed (" + std::generic_category().message(status.error) + ")");
        continue;
      }
      if (status.type == fs::file_type::directory) {
        if (entryIsLink(e, childAbs)) {  // a linked folder could lead back up: not followed
          s_.diags.info("INP010", "'" + childShown + "' is a link to a folder; it is not followed");
          continue;
        }
        if (name == ".git" && s_.config.input.ignoreGitPath) continue;
        if (s_.excludedBy(childRel, true)) {
          ++s_.excluded;
          continue;
        }
        folder(childAbs, childRel, childShown, depth + 1);
      } else if (status.type == fs::file_type::regular) {
        file(childAbs, childRel, childShown, false, e.listed == fs::file_type::regular);
      } else if (status.type == fs::file_type::not_found && entryIsLink(e, childAbs)) {
        unusable(childRel, name, childShown, "a symbolic link to a file that does not exist");
      } else {
        unusable(childRel, name, childShown, specialKind(status.type) + ", not a regular file; it is not read");
      }
      if (s_.tooMany) return;
    }
  }

  static bool hasGitignore(const FolderListing& listing) {
    auto it = std::lower_bound(listing.entries.begin(), listing.entries.end(), std::string_view(".gitignore"),
                               [](const FolderEntry& e, std::string_view n) { return e.name < n; });
    return it != listing.entries.end() && it->name == ".gitignore";
  }

  // A child's path relative to the root: its folder's and its name, while the folder is the
  // root or inside it; else as DiscoveryState::relative works it out (a walk above the root can
  // come back into it).
  std::string childRelative(const std::string& rel, const std::string& name, const std::string& childAbs) const {
    if (rel.empty()) return name;
    if (rel.rfind("..", 0) != 0) return rel + "/" + name;
    return s_.relative(fs::path(childAbs));
  }

  static std::string specialKind(fs::file_type t) {
    switch (t) {
      case fs::file_type::fifo: return "a FIFO";
      case fs::file_type::character: return "a character device";
      case fs::file_type::block: return "a block device";
      case fs::file_type::socket: return "a socket";
      default: return "a special file";
    }
  }

  // An entry that cannot be read as a file: listed as skipped when its name makes it a candidate
  // (unless the input patterns leave it out), else a note, so nothing disappears without a word.
  void unusable(const std::string& rel, const std::string& name, const std::string& shown, const std::string& why) {
    if (s_.excludedBy(rel, false) || !included(rel)) return;
    if (extensionOf(name) == Ext::None) {
      s_.diags.info("INP011", "'" + shown + "' is " + why + "; it is not examined");
      return;
    }
    s_.skip(shown, SkipReason::Refused, why, Severity::Warning);
  }

  bool included(const std::string& rel) const {
    if (s_.include.empty()) return true;
    if (const PathPattern* m = s_.include.match(rel, false, &s_.matchBudget)) return !m->negated;
    for (size_t slash = rel.rfind('/'); slash != std::string::npos && slash > 0; slash = rel.rfind('/', slash - 1)) {
      if (const PathPattern* m = s_.include.match(std::string_view(rel).substr(0, slash), true, &s_.matchBudget)) return !m->negated;
    }
    return false;
  }

  // `listed`: see readFile.
  void file(const std::string& abs, const std::string& rel, const std::string& shown, bool named, bool listed) {
    Ext ext = extensionOf(fileNameOf(abs));
    if (ext == Ext::None) {
      if (named) s_.skip(shown, SkipReason::NotArmJson, "not a template, parameter file or Bicep file");
      return;
    }
    const PathPattern* m = s_.excludedBy(rel, false);
    if (m || !included(rel)) {
      if (named) s_.skip(shown, SkipReason::Excluded, m ? describe(*m, s_.files) : "not matched by input.include");
      else ++s_.excluded;
      return;
    }
    if (++s_.candidates > s_.maxFiles) {
      s_.tooMany = true;
      s_.diags.error("INP006", "more than " + std::to_string(s_.maxFiles) +
                                   " template, parameter and Bicep files; discovery stopped (narrow the paths or add "
                                   "input.exclude patterns)");
      return;
    }
    s_.readers->add({abs, shown, s_.diags.items().size(), listed, {}});  // read meanwhile, recorded after the walk
  }
};

}  // namespace

fs::path absoluteNormal(const fs::path& p) {
  std::error_code ec;
  fs::path abs = fs::absolute(p, ec);
  if (ec) abs = p;
  abs = abs.lexically_normal();
  std::string s = abs.generic_string();
  if (s.size() > 1 && s.back() == '/') abs = fs::path(s.substr(0, s.size() - 1));
  return abs;
}

std::string absoluteNormalIn(std::string_view folder, std::string_view path) {
  if (auto joined = normalJoin(folder, path)) return std::move(*joined);
  return absoluteNormal(fs::path(folder) / path).generic_string();
}

std::string DiscoveryState::relative(const fs::path& abs) const {
  std::string rel = abs.lexically_relative(rootAbs).generic_string();
  return rel == "." ? std::string() : rel;
}

const PathPattern* DiscoveryState::excludedBy(std::string_view rel, bool isDir) {
  // Each folder on the way, then the path: input.exclude decides where one of its patterns
  // matches (so '!x' there re-includes what a .gitignore leaves out); else the .gitignore files.
  auto level = [&](std::string_view path, bool dir) -> const PathPattern* {
    if (const PathPattern* m = exclude.match(path, dir, &matchBudget)) return m->negated ? nullptr : m;
    if (const PathPattern* m = gitignore.match(path, dir, &matchBudget)) return m->negated ? nullptr : m;
    return nullptr;
  };
  for (size_t slash = rel.find('/'); slash != std::string_view::npos; slash = rel.find('/', slash + 1))
    if (const PathPattern* m = level(rel.substr(0, slash), true)) return m;
  return level(rel, isDir);
}

FileRead readFile(const FileAccessPolicy& access, const std::string& abs, bool resourceData, bool walked, bool listed) {
  FileRead r;
  std::string_view name = fileNameOf(abs);
  Ext ext = extensionOf(name);
  if (ext == Ext::None) return r;
  // Nothing there: not a candidate.
  auto text = listed ? access.readListedFile(abs) : access.readIfPresent(abs);
  if (!text) return r;
  r.candidate = true;
  if (!*text) {
    r.error = text->error();
    return r;
  }
  r.text = std::move(*text).value();
  // Only the facts: the unit that expands the file parses it in full, when it needs it (a parse
  // kept from here would be cold in memory by then, and all of them at once held the corpus).
  if (ext == Ext::Json) r.json = jsonFacts(r.text, name, resourceData && walked);
  else if (!resourceData) r.bicep = bicepFacts(r.text);
  return r;
}

size_t DiscoveryState::fileAt(const std::string& abs, const std::string& shown, bool walked) {
  if (auto it = byAbs.find(abs); it != byAbs.end()) return it->second;
  return record(abs, shown, walked, readFile(access, abs, resourceData, walked, false));
}

size_t DiscoveryState::record(const std::string& abs, const std::string& shown, bool walked, FileRead read) {
  const std::string& key = abs;
  if (auto it = byAbs.find(key); it != byAbs.end()) return it->second;
  if (!read.candidate) return SIZE_MAX;
  byAbs[key] = SIZE_MAX;  // until it proves to be one of ours
  if (read.error) {
    bool refused = read.error->code == "IO010" || read.error->code == "IO011";
    std::string why = read.error->message;
    // The message names the absolute path; the report names the file as discovered.
    for (size_t at = 0; (at = why.find(abs, at)) != std::string::npos; at += shown.size())
      why.replace(at, abs.size(), shown);
    skip(shown, refused ? SkipReason::Refused : SkipReason::Unreadable, why, Severity::Warning);
    diags.warning(refused ? "INP012" : "INP002", why);
    return SIZE_MAX;
  }
  FoundFile f;
  f.path = shown;
  f.abs = key;
  f.walked = walked;
  Ext ext = extensionOf(fileNameOf(abs));
  if (ext == Ext::Json) {
    JsonFacts& facts = read.json;
    if (facts.type == JsonFacts::Type::Other || facts.type == JsonFacts::Type::Invalid) {
      if (walked)
        skip(shown, facts.type == JsonFacts::Type::Other ? SkipReason::NotArmJson : SkipReason::InvalidJson, facts.detail);
      return SIZE_MAX;
    }
    if (facts.type == JsonFacts::Type::Resources && !walked) return SIZE_MAX;  // named by a link: not data
    f.type = facts.type == JsonFacts::Type::Template     ? FoundFile::Type::Template
             : facts.type == JsonFacts::Type::Parameters ? FoundFile::Type::Parameters
                                                         : FoundFile::Type::Resources;
    f.scope = facts.scope;
    f.parameterNames = std::move(facts.parameterNames);
    f.metadataTemplate = std::move(facts.metadataTemplate);
    f.metadataTemplateLoc = facts.metadataTemplateLoc;
    f.references = std::move(facts.references);
    f.generatedByBicep = facts.generatedByBicep;
  } else if (resourceData) {
    if (walked) skip(shown, SkipReason::Disabled, "--input-format resources analyzes exported resource data (JSON) only");
    return SIZE_MAX;
  } else {
    BicepFacts& facts = read.bicep;
    f.type = ext == Ext::Bicep ? FoundFile::Type::Bicep : FoundFile::Type::BicepParams;
    f.scope = facts.scope;
    f.references = std::move(facts.references);
    f.hasUsing = facts.hasUsing;
    f.usingPath = std::move(facts.usingPath);
  }
  f.fileId = files.add(shown, std::move(read.text));
  if (f.metadataTemplateLoc.known()) f.metadataTemplateLoc.file = f.fileId;
  found.push_back(std::move(f));
  byAbs[key] = found.size() - 1;
  return found.size() - 1;
}

void walkArguments(DiscoveryState& state, const std::vector<std::string>& paths) {
  Walker walker(state);
  for (const auto& p : paths) walker.argument(p);
  size_t dropped = state.gitignore.dropped() + state.exclude.dropped() + state.include.dropped();
  if (dropped > 0)
    state.diags.warning("INP015", "the .gitignore files and input patterns hold more than " +
                                      std::to_string(PathFilter::kMaxPatterns) + " patterns; the " + std::to_string(dropped) +
                                      " after the first " + std::to_string(PathFilter::kMaxPatterns) +
                                      " of each kind are not used, so some files they would leave out may be analyzed");
  if (state.matchBudget.spent)
    state.diags.warning("INP014",
                        "matching paths against the .gitignore files and input patterns went past its budget (" +
                            std::to_string(MatchBudget::kStart / 1'000'000) + " million steps, and " +
                            std::to_string(MatchBudget::kPerPath) +
                            " more for each path matched); past it, a pattern that needs more than its literal parts "
                            "to match did not match, so some files it would leave out may be analyzed");
}

}  // namespace pf::inputs::detail
