// Walking the arguments: folders in name order, input patterns and .gitignore files applied.
#include <algorithm>
#include <cerrno>

#include "engine/core/json.hpp"
#include "engine/inputs/detail/discovery_state.hpp"

namespace pf::inputs::detail {

namespace fs = std::filesystem;

namespace {

constexpr int kMaxDepth = 128;

enum class Ext { None, Json, Bicep, BicepParams };

Ext extensionOf(const std::string& name) {
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
      folder(abs, shown, 0);
    } else {
      gitignoresDownTo(abs.parent_path());
      file(abs, shown, true);
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

  void folder(const fs::path& abs, const std::string& shown, int depth) {
    if (s_.tooMany) return;
    if (depth > kMaxDepth) {
      s_.diags.warning("INP002", "'" + shown + "' is nested more than " + std::to_string(kMaxDepth) + " folders deep; not entered");
      return;
    }
    gitignore(abs);
    std::error_code ec;
    fs::directory_iterator it(abs, fs::directory_options::skip_permission_denied, ec);
    if (ec) {
      s_.diags.warning("INP002", "cannot read the folder '" + (shown.empty() ? std::string(".") : shown) + "': " + ec.message());
      return;
    }
    std::vector<fs::directory_entry> entries;
    for (; it != fs::directory_iterator(); it.increment(ec)) {
      if (ec) break;
      entries.push_back(*it);
    }
    std::sort(entries.begin(), entries.end(), [](const fs::directory_entry& a, const fs::directory_entry& b) {
      return a.path().filename().generic_string() < b.path().filename().generic_string();
    });
    for (const auto& e : entries) {
      std::string name = e.path().filename().generic_string();
      fs::path childAbs = abs / name;
      std::string childShown = shown.empty() ? name : shown + "/" + name;
      std::error_code ec2;
      bool isDir = e.is_directory(ec2);
      if (ec2) {
        // A link that leads nowhere usable: a loop, or a target that cannot be examined.
        unusable(childAbs, childShown, ec2.value() == ELOOP ? "a symbolic link loop" : "a symbolic link that cannot be followed (" + ec2.message() + ")");
        continue;
      }
      if (isDir) {
        if (e.is_symlink(ec2)) {  // a linked folder could lead back up: not followed
          s_.diags.info("INP010", "'" + childShown + "' is a link to a folder; it is not followed");
          continue;
        }
        if (name == ".git" && s_.config.input.ignoreGitPath) continue;
        if (s_.excludedBy(s_.relative(childAbs), true)) {
          ++s_.excluded;
          continue;
        }
        folder(childAbs, childShown, depth + 1);
      } else if (e.is_regular_file(ec2)) {
        file(childAbs, childShown, false);
      } else if (e.is_symlink(ec2) && !e.exists(ec2)) {
        unusable(childAbs, childShown, "a symbolic link to a file that does not exist");
      } else {
        unusable(childAbs, childShown, specialKind(e.status(ec2).type()) + ", not a regular file; it is not read");
      }
      if (s_.tooMany) return;
    }
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
  void unusable(const fs::path& abs, const std::string& shown, const std::string& why) {
    std::string name = abs.filename().generic_string();
    std::string rel = s_.relative(abs);
    if (s_.excludedBy(rel, false) || !included(rel)) return;
    if (extensionOf(name) == Ext::None) {
      s_.diags.info("INP011", "'" + shown + "' is " + why + "; it is not examined");
      return;
    }
    s_.skip(shown, SkipReason::Refused, why, Severity::Warning);
  }

  bool included(const std::string& rel) const {
    if (s_.include.empty()) return true;
    if (const PathPattern* m = s_.include.match(rel, false)) return !m->negated;
    for (size_t slash = rel.rfind('/'); slash != std::string::npos && slash > 0; slash = rel.rfind('/', slash - 1)) {
      if (const PathPattern* m = s_.include.match(std::string_view(rel).substr(0, slash), true)) return !m->negated;
    }
    return false;
  }

  void file(const fs::path& abs, const std::string& shown, bool named) {
    std::string name = abs.filename().generic_string();
    Ext ext = extensionOf(name);
    if (ext == Ext::None) {
      if (named) s_.skip(shown, SkipReason::NotArmJson, "not a template, parameter file or Bicep file");
      return;
    }
    std::string rel = s_.relative(abs);
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
    s_.pending.push_back({abs, shown, s_.diags.items().size()});  // read after the walk (recordPending)
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

std::string DiscoveryState::relative(const fs::path& abs) const {
  std::string rel = abs.lexically_relative(rootAbs).generic_string();
  return rel == "." ? std::string() : rel;
}

const PathPattern* DiscoveryState::excludedBy(std::string_view rel, bool isDir) const {
  // Each folder on the way, then the path: input.exclude decides where one of its patterns
  // matches (so '!x' there re-includes what a .gitignore leaves out); else the .gitignore files.
  auto level = [&](std::string_view path, bool dir) -> const PathPattern* {
    if (const PathPattern* m = exclude.match(path, dir)) return m->negated ? nullptr : m;
    if (const PathPattern* m = gitignore.match(path, dir)) return m->negated ? nullptr : m;
    return nullptr;
  };
  for (size_t slash = rel.find('/'); slash != std::string_view::npos; slash = rel.find('/', slash + 1))
    if (const PathPattern* m = level(rel.substr(0, slash), true)) return m;
  return level(rel, isDir);
}

FileRead readFile(const FileAccessPolicy& access, const fs::path& abs, bool resourceData, bool walked) {
  FileRead r;
  std::string name = abs.filename().generic_string();
  Ext ext = extensionOf(name);
  if (ext == Ext::None) return r;
  auto text = access.readIfPresent(abs.string());  // nothing there: not a candidate
  if (!text) return r;
  r.candidate = true;
  if (!*text) {
    r.error = text->error();
    return r;
  }
  r.text = std::move(*text).value();
  if (ext == Ext::Json) {
    ParsedJson parsed;
    parsed.root = parseJson(r.text, 0, parsed.diagnostics);
    r.json = jsonFacts(r.text, parsed.root, parsed.diagnostics, name, resourceData && walked);
    r.parsed = std::move(parsed);
  }
  else if (!resourceData) r.bicep = bicepFacts(r.text);
  return r;
}

size_t DiscoveryState::fileAt(const fs::path& abs, const std::string& shown, bool walked) {
  if (auto it = byAbs.find(abs.generic_string()); it != byAbs.end()) return it->second;
  return record(abs, shown, walked, readFile(access, abs, resourceData, walked));
}

size_t DiscoveryState::record(const fs::path& abs, const std::string& shown, bool walked, FileRead read) {
  std::string key = abs.generic_string();
  if (auto it = byAbs.find(key); it != byAbs.end()) return it->second;
  if (!read.candidate) return SIZE_MAX;
  byAbs[key] = SIZE_MAX;  // until it proves to be one of ours
  if (read.error) {
    bool refused = read.error->code == "IO010" || read.error->code == "IO011";
    std::string why = read.error->message;
    // The message names the absolute path; the report names the file as discovered.
    for (size_t at = 0; (at = why.find(abs.string(), at)) != std::string::npos; at += shown.size())
      why.replace(at, abs.string().size(), shown);
    skip(shown, refused ? SkipReason::Refused : SkipReason::Unreadable, why, Severity::Warning);
    diags.warning(refused ? "INP012" : "INP002", why);
    return SIZE_MAX;
  }
  FoundFile f;
  f.path = shown;
  f.abs = key;
  f.walked = walked;
  Ext ext = extensionOf(abs.filename().generic_string());
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
    if (f.type != FoundFile::Type::Resources) f.parsed = std::move(read.parsed);
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
  if (f.parsed) placeInFile(*f.parsed, f.fileId);
  if (f.metadataTemplateLoc.known()) f.metadataTemplateLoc.file = f.fileId;
  found.push_back(std::move(f));
  byAbs[key] = found.size() - 1;
  return found.size() - 1;
}

void walkArguments(DiscoveryState& state, const std::vector<std::string>& paths) {
  Walker walker(state);
  for (const auto& p : paths) walker.argument(p);
}

}  // namespace pf::inputs::detail
