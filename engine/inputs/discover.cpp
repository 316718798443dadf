// Discovery: walk, link parameter files, find linked templates and modules, build the units.
#include "engine/inputs/discover.hpp"

#include <algorithm>
#include <deque>
#include <tuple>

#include "engine/inputs/detail/discovery_state.hpp"
#include "engine/inputs/detail/file_readers.hpp"

namespace pf::inputs {

using namespace detail;
namespace fs = std::filesystem;

const char* unitKindName(UnitKind k) {
  switch (k) {
    case UnitKind::Template: return "template";
    case UnitKind::Bicep: return "bicep";
    case UnitKind::BicepParams: return "bicepparam";
    case UnitKind::Resources: return "resources";
  }
  return "template";
}

const char* linkMethodName(LinkMethod m) {
  switch (m) {
    case LinkMethod::None: return "none";
    case LinkMethod::Metadata: return "metadata";
    case LinkMethod::Naming: return "naming";
    case LinkMethod::ParameterNames: return "parameter-names";
    case LinkMethod::Using: return "using";
  }
  return "none";
}

const char* skipReasonName(SkipReason r) {
  switch (r) {
    case SkipReason::NotArmJson: return "not-arm-json";
    case SkipReason::InvalidJson: return "invalid-json";
    case SkipReason::Unreadable: return "unreadable";
    case SkipReason::UnlinkedParameters: return "unlinked-parameters";
    case SkipReason::Excluded: return "excluded";
    case SkipReason::Disabled: return "disabled";
    case SkipReason::Refused: return "refused";
  }
  return "not-arm-json";
}

bool AnalysisUnit::needsBicep() const { return kind == UnitKind::Bicep || kind == UnitKind::BicepParams; }

namespace {

std::string chooseRoot(const std::vector<std::string>& paths, const Config& config, const DiscoverOptions& options) {
  if (!options.root.empty()) return options.root;
  if (!config.path.empty()) return config.baseDir.empty() ? "." : config.baseDir;
  std::string folder;
  size_t folders = 0;
  for (const auto& p : paths) {
    std::error_code ec;
    if (fs::is_directory(p, ec)) ++folders, folder = p;
  }
  return folders == 1 ? folder : ".";
}

void addPatterns(DiscoveryState& s, PathFilter& filter, const std::vector<PatternEntry>& list, const char* origin) {
  std::string base;
  if (!s.config.path.empty()) base = s.relative(absoluteNormal(s.config.baseDir.empty() ? "." : s.config.baseDir));
  for (const auto& e : list)
    if (!filter.add(e.pattern, base, e.loc, origin))
      s.diags.warning("CFG004", std::string(origin) + " pattern '" + e.pattern + "' matches nothing", e.loc);
}

bool deployable(const FoundFile& f) { return f.type == FoundFile::Type::Template || f.type == FoundFile::Type::Bicep; }

// Which deployable files are reached only through another one: edges from a template to the
// templates its literals name, and from a Bicep file to its modules and imports. Files that no
// other file references are roots; whatever the roots reach is analyzed through them. A file
// only referenced within a cycle stays a root. Returns, per file, the first referencing file
// (SIZE_MAX when none).
std::vector<size_t> referencingParents(const DiscoveryState& s, std::vector<bool>& reachedFromRoot) {
  const size_t n = s.found.size();
  std::vector<std::vector<size_t>> edges(n);
  std::vector<size_t> parent(n, SIZE_MAX);
  std::vector<bool> referenced(n, false);
  for (size_t i = 0; i < n; ++i) {
    const FoundFile& f = s.found[i];
    if (!deployable(f)) continue;
    std::string_view dir = folderOf(f.abs);
    for (const auto& ref : f.references) {
      auto it = s.byAbs.find(absoluteNormalIn(dir, ref));
      if (it == s.byAbs.end() || it->second == SIZE_MAX || it->second == i) continue;
      size_t t = it->second;
      if (!deployable(s.found[t])) continue;
      if (std::find(edges[i].begin(), edges[i].end(), t) != edges[i].end()) continue;
      edges[i].push_back(t);
      referenced[t] = true;
      if (parent[t] == SIZE_MAX) parent[t] = i;
    }
  }
  // Breadth-first from the roots, in path order, so the parent recorded is deterministic.
  std::vector<size_t> order(n);
  for (size_t i = 0; i < n; ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return s.found[a].path < s.found[b].path; });
  reachedFromRoot.assign(n, false);
  std::vector<size_t> bfsParent(n, SIZE_MAX);
  std::deque<size_t> queue;
  for (size_t i : order)
    if (deployable(s.found[i]) && !referenced[i]) queue.push_back(i);
  std::vector<bool> seen(n, false);
  for (size_t i : queue) seen[i] = true;
  while (!queue.empty()) {
    size_t i = queue.front();
    queue.pop_front();
    for (size_t t : edges[i]) {
      if (seen[t]) continue;
      seen[t] = true;
      reachedFromRoot[t] = true;
      bfsParent[t] = i;
      queue.push_back(t);
    }
  }
  for (size_t i = 0; i < n; ++i)
    if (bfsParent[i] == SIZE_MAX) bfsParent[i] = parent[i];  // referenced only within a cycle
  return bfsParent;
}

AnalysisUnit unitFor(const FoundFile& source, const FoundFile* params, UnitKind kind, LinkMethod link) {
  AnalysisUnit u;
  u.kind = kind;
  u.source = source.path;
  u.sourceFile = source.fileId;
  u.scope = source.scope;
  u.generatedByBicep = source.generatedByBicep;
  if (params) {
    u.parameters = params->path;
    u.parametersFile = params->fileId;
    u.link = link;
  }
  return u;
}

}  // namespace

Discovery discover(const std::vector<std::string>& paths, const Config& config, SourceFiles& files, Diagnostics& diags,
                   const DiscoverOptions& options) {
  DiscoveryState s(config, files, diags);
  s.maxFiles = options.maxFiles;
  s.resourceData = options.resourceData;
  s.access = options.access;
  std::string root = chooseRoot(paths, config, options);
  s.rootAbs = absoluteNormal(root);
  addPatterns(s, s.exclude, config.input.exclude, "input.exclude");
  addPatterns(s, s.include, config.input.include, "input.include");

  // The readers' threads end once every file is read; they are joined when discover() returns,
  // so that ending them (their allocator's clean-up) overlaps the rest of discovery. A crew's
  // threads do not end: they go back to the crew, for the analysis.
  FileReaders readers(s.access, s.resourceData, options.jobs, options.crew);
  s.readers = &readers;
  walkArguments(s, paths);
  s.readers = nullptr;
  recordPending(s, readers);
  if (config.input.parameterFiles) linkParameterFiles(s);

  // The Bicep file each .bicepparam uses (read now if the walk did not meet it).
  std::vector<size_t> usingTarget(s.found.size(), SIZE_MAX);
  std::vector<std::string> usingShown(s.found.size());
  for (size_t i = 0; i < usingTarget.size(); ++i) {
    if (s.found[i].type != FoundFile::Type::BicepParams || s.found[i].usingPath.empty()) continue;
    fs::path target = absoluteNormal(fs::path(s.found[i].abs).parent_path() / s.found[i].usingPath);
    std::string shown = (fs::path(s.found[i].path).parent_path() / s.found[i].usingPath).lexically_normal().generic_string();
    std::error_code ec;
    if (!fs::is_regular_file(target, ec)) {
      diags.warning("INP007", "'" + s.found[i].path + "' uses '" + s.found[i].usingPath + "', which does not exist",
                    Loc{s.found[i].fileId, 1, 1});
      continue;
    }
    usingShown[i] = shown;
    usingTarget[i] = s.fileAt(target.generic_string(), shown, false);
  }

  std::vector<bool> linkedOnly;
  std::vector<size_t> parent = referencingParents(s, linkedOnly);

  Discovery d;
  d.root = root;
  const size_t n = s.found.size();
  usingTarget.resize(n, SIZE_MAX);
  usingShown.resize(n);
  // What each deployable file is expanded with: linked JSON parameter files and .bicepparam files.
  std::vector<std::vector<size_t>> paramsOf(n);
  std::vector<bool> hasBicepParams(n, false);
  for (size_t i = 0; i < n; ++i) {
    const FoundFile& f = s.found[i];
    if (f.type == FoundFile::Type::Parameters && f.linkedTo != SIZE_MAX) paramsOf[f.linkedTo].push_back(i);
    if (usingTarget[i] != SIZE_MAX && config.bicep.paramsFiles) hasBicepParams[usingTarget[i]] = true;
  }

  for (size_t i = 0; i < n; ++i) {
    const FoundFile& f = s.found[i];
    switch (f.type) {
      case FoundFile::Type::Template: ++d.counts.templates; break;
      case FoundFile::Type::Parameters: ++d.counts.parameterFiles; break;
      case FoundFile::Type::Bicep: ++d.counts.bicepFiles; break;
      case FoundFile::Type::BicepParams: ++d.counts.bicepParamFiles; break;
      case FoundFile::Type::Resources: ++d.counts.resourceFiles; break;
    }
    if (f.type == FoundFile::Type::Resources) {
      AnalysisUnit u;
      u.kind = UnitKind::Resources;
      u.source = f.path;
      u.sourceFile = f.fileId;
      d.units.push_back(std::move(u));
      continue;
    }
    if (f.type == FoundFile::Type::Parameters) {
      if (!config.input.parameterFiles)
        s.skip(f.path, SkipReason::Disabled,
               "parameter files are turned off (input.parameterFiles / AZURE_PARAMETER_FILE_EXPANSION)");
      else if (f.linkedTo != SIZE_MAX)
        ++d.counts.linkedParameterFiles;
      continue;
    }
    if (f.type == FoundFile::Type::BicepParams) {
      if (!config.bicep.paramsFiles) {
        s.skip(f.path, SkipReason::Disabled,
               ".bicepparam files are turned off (bicep.paramsFiles / AZURE_BICEP_PARAMS_FILE_EXPANSION)");
        continue;
      }
      AnalysisUnit u;
      u.kind = UnitKind::BicepParams;
      u.parameters = f.path;
      u.parametersFile = f.fileId;
      u.link = LinkMethod::Using;
      if (usingTarget[i] != SIZE_MAX) {
        const FoundFile& t = s.found[usingTarget[i]];
        u.source = t.path;
        u.sourceFile = t.fileId;
        u.scope = t.scope;
      } else {
        u.source = usingShown[i];  // exists, but is neither a template nor a Bicep file
      }
      d.units.push_back(std::move(u));
      continue;
    }
    // A template or Bicep file.
    UnitKind kind = f.type == FoundFile::Type::Template ? UnitKind::Template : UnitKind::Bicep;
    std::string referencedBy = parent[i] != SIZE_MAX ? s.found[parent[i]].path : std::string();
    for (size_t p : paramsOf[i]) {
      AnalysisUnit u = unitFor(f, &s.found[p], kind, s.found[p].link);
      u.referencedBy = referencedBy;
      d.units.push_back(std::move(u));
    }
    if (!paramsOf[i].empty() || hasBicepParams[i]) continue;
    if (!f.walked) continue;  // read only as a link target
    if (linkedOnly[i] && !config.input.analyzeLinkedTemplates) {
      d.linked.push_back({f.path, referencedBy});
      continue;
    }
    if (kind == UnitKind::Bicep && !config.bicep.files) {
      s.skip(f.path, SkipReason::Disabled, "Bicep files are turned off (bicep.files / AZURE_BICEP_FILE_EXPANSION)");
      continue;
    }
    AnalysisUnit u = unitFor(f, nullptr, kind, LinkMethod::None);
    u.referencedBy = referencedBy;
    d.units.push_back(std::move(u));
  }

  d.counts.excluded = s.excluded;
  d.skipped = std::move(s.skipped);
  // Compared in place (a pair of copies per comparison was most of the sort).
  auto key = [](const AnalysisUnit& u) { return std::tie(u.source.empty() ? u.parameters : u.source, u.parameters); };
  std::stable_sort(d.units.begin(), d.units.end(), [&](const AnalysisUnit& a, const AnalysisUnit& b) { return key(a) < key(b); });
  std::stable_sort(d.linked.begin(), d.linked.end(), [](const LinkedFile& a, const LinkedFile& b) { return a.path < b.path; });
  std::stable_sort(d.skipped.begin(), d.skipped.end(), [](const SkippedFile& a, const SkippedFile& b) { return a.path < b.path; });
  return d;
}

}  // namespace pf::inputs
