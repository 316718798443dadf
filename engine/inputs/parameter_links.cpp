// Pairing each ARM parameter file with the template or Bicep file it parameterizes.
#include "engine/inputs/detail/discovery_state.hpp"
#include "engine/template/parameter_file.hpp"

namespace pf::inputs::detail {

namespace fs = std::filesystem;

namespace {

// How a file read on demand is shown: relative to the current folder when inside it.
std::string shownFor(const fs::path& abs) {
  std::error_code ec;
  fs::path cwd = fs::current_path(ec);
  if (!ec) {
    std::string rel = abs.lexically_relative(cwd).generic_string();
    if (!rel.empty() && rel.rfind("..", 0) != 0) return rel;
  }
  return abs.generic_string();
}

bool isDeployable(const FoundFile& f) {
  return f.type == FoundFile::Type::Template || f.type == FoundFile::Type::Bicep;
}

class Linker {
 public:
  Linker(DiscoveryState& s, size_t index) : s_(s), i_(index) {}

  void run() {
    if (byMetadata() || byName() || byParameterNames()) return;
    const FoundFile& p = s_.found[i_];
    std::string looked = "metadata.template";
    auto names = conventionalTemplateNames(fs::path(p.abs).filename().generic_string());
    if (!names.empty()) looked += ", then " + names.front() + " / .jsonc / .bicep beside it";
    std::string detail = "no template found (looked for " + looked + ")" + nearMiss_;
    s_.diags.warning("INP003", "parameter file '" + p.path + "': " + detail, Loc{p.fileId, 1, 1});
    s_.skip(p.path, SkipReason::UnlinkedParameters, detail, Severity::Warning);
  }

 private:
  DiscoveryState& s_;
  size_t i_;
  std::string nearMiss_;  // why the only template beside it does not fit

  void linkTo(size_t target, LinkMethod how) {
    s_.found[i_].linkedTo = target;
    s_.found[i_].link = how;
  }

  // metadata.template: "./x" and "../x" from the parameter file's folder, otherwise from the
  // root (as PSRule does), falling back to the parameter file's folder.
  bool byMetadata() {
    const std::string hint = s_.found[i_].metadataTemplate;
    const Loc at = s_.found[i_].metadataTemplateLoc;
    const std::string paramPath = s_.found[i_].path;
    if (hint.empty()) return false;
    fs::path dir = fs::path(s_.found[i_].abs).parent_path();
    std::vector<fs::path> tries;
    fs::path h(hint);
    if (h.is_absolute()) tries.push_back(h);
    else if (hint.rfind("./", 0) == 0 || hint.rfind("../", 0) == 0 || hint.rfind(".\\", 0) == 0) tries.push_back(dir / h);
    else tries = {s_.rootAbs / h, dir / h};
    std::string looked;
    for (const fs::path& t : tries) {
      fs::path abs = absoluteNormal(t);
      if (s_.relative(abs).rfind("..", 0) == 0) {
        s_.diags.warning("INP004",
                         "metadata.template '" + hint + "' of '" + paramPath + "' is outside the root '" +
                             s_.rootAbs.generic_string() + "'; it is not read",
                         at);
        return false;
      }
      std::error_code ec;
      if (!fs::is_regular_file(abs, ec)) {
        looked += (looked.empty() ? "" : ", ") + shownFor(abs);
        continue;
      }
      size_t target = s_.fileAt(abs.generic_string(), shownFor(abs), false);
      if (target != SIZE_MAX && isDeployable(s_.found[target])) {
        linkTo(target, LinkMethod::Metadata);
        return true;
      }
      s_.diags.warning("INP004", "metadata.template '" + hint + "' of '" + paramPath + "' is not an ARM template or Bicep file",
                       at);
      return false;
    }
    s_.diags.warning("INP004", "metadata.template '" + hint + "' of '" + paramPath + "' was not found (looked at " + looked + ")",
                     at);
    return false;
  }

  // x.parameters.json, x.parameters.<env>.json → x.json, x.jsonc, then x.bicep, beside it.
  bool byName() {
    fs::path abs(s_.found[i_].abs);
    auto names = conventionalTemplateNames(abs.filename().generic_string());
    if (names.empty()) return false;
    std::string json = names.front();
    names.push_back(json.substr(0, json.size() - 5) + ".bicep");
    for (const auto& name : names) {
      fs::path candidate = abs.parent_path() / name;
      std::error_code ec;
      if (!fs::is_regular_file(candidate, ec)) continue;
      size_t target = s_.fileAt(candidate.generic_string(), shownFor(candidate), false);
      if (target != SIZE_MAX && isDeployable(s_.found[target])) {
        linkTo(target, LinkMethod::Naming);
        return true;
      }
    }
    return false;
  }

  // The only template in the same folder that declares every parameter the file sets
  // (quickstart samples such as remove-user.parameters.json for azuredeploy.json).
  bool byParameterNames() {
    const FoundFile& p = s_.found[i_];
    if (p.parameterNames.empty()) return false;
    fs::path dir = fs::path(p.abs).parent_path();
    size_t match = SIZE_MAX, beside = 0;
    for (size_t t = 0; t < s_.found.size(); ++t) {
      const FoundFile& f = s_.found[t];
      if (f.type != FoundFile::Type::Template || fs::path(f.abs).parent_path() != dir) continue;
      std::vector<std::string> undeclared;
      for (const auto& name : p.parameterNames) {
        bool declared = false;
        for (const auto& d : f.parameterNames) declared |= iequals(d, name);
        if (!declared) undeclared.push_back(name);
      }
      if (++beside == 1 && !undeclared.empty())
        nearMiss_ = "; " + fs::path(f.abs).filename().generic_string() + " beside it does not declare '" + undeclared.front() +
                    "'" + (undeclared.size() > 1 ? " and " + std::to_string(undeclared.size() - 1) + " more" : "");
      if (beside > 1) nearMiss_.clear();
      if (!undeclared.empty()) continue;
      if (match != SIZE_MAX) return false;  // two candidates: do not guess
      match = t;
    }
    if (match == SIZE_MAX) return false;
    linkTo(match, LinkMethod::ParameterNames);
    s_.diags.info("INP005",
                  "parameter file '" + p.path + "' is used with '" + s_.found[match].path +
                      "', the only template beside it that declares all its parameters (set metadata.template to "
                      "make this explicit)",
                  Loc{p.fileId, 1, 1});
    return true;
  }
};

}  // namespace

void linkParameterFiles(DiscoveryState& state) {
  const size_t n = state.found.size();  // files read on demand are appended: only the originals
  for (size_t i = 0; i < n; ++i)
    if (state.found[i].type == FoundFile::Type::Parameters) Linker(state, i).run();
}

}  // namespace pf::inputs::detail
