// ConfigLoader: finding the bicepconfig.json for a file, following `extends`, caching.
#include <algorithm>
#include <filesystem>

#include "engine/core/file.hpp"
#include "engine/core/file_access.hpp"
#include "engine/core/json.hpp"
#include "engine/toolchain/bicep_config.hpp"
#include "engine/toolchain/detail/config_settings.hpp"

namespace fs = std::filesystem;

namespace pf::toolchain {

namespace {
constexpr size_t kMaxExtendsDepth = 64;  // as Bicep
}  // namespace

std::string ConfigLoader::findConfigFile(const std::string& sourceFile) {
  std::error_code ec;
  fs::path p = fs::absolute(fs::path(sourceFile), ec).lexically_normal();
  if (ec) return {};
  for (fs::path dir = p.parent_path();; dir = dir.parent_path()) {
    fs::path candidate = dir / "bicepconfig.json";
    if (fs::is_regular_file(candidate, ec)) return candidate.string();
    if (dir == dir.root_path() || dir.parent_path() == dir || dir.empty()) break;
  }
  return {};
}

std::shared_ptr<const BicepConfig> ConfigLoader::defaults() {
  static const std::shared_ptr<const BicepConfig> d = [] {
    SourceFiles none;
    Diagnostics ignored;
    return std::make_shared<const BicepConfig>(buildConfig("", Value::emptyObject(), {}, none, ignored));
  }();
  return d;
}

std::shared_ptr<const BicepConfig> ConfigLoader::forFile(const std::string& sourceFile, Diagnostics& diags) {
  std::string config = findConfigFile(sourceFile);
  if (config.empty()) return defaults();
  return load(config, diags);
}

std::shared_ptr<const BicepConfig> ConfigLoader::load(const std::string& configPath, Diagnostics& diags) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (auto it = cache_.find(configPath); it != cache_.end()) return it->second;

  // Reads one file of the chain; a missing or unparsable file yields nullopt (diagnosed).
  // Trusted: the machine's own file in a folder above the repository (an ancestor of a root), as
  // Bicep's upward search finds it. Anything else outside the roots (beside the repository, reached
  // from a file outside it) goes through the policy like any other read.
  bool trusted = false;
  if (access_.confined() && !access_.insideRoots(configPath)) {
    std::error_code ec;
    std::string dir = fs::weakly_canonical(fs::absolute(configPath, ec), ec).parent_path().generic_string();
    for (const auto& root : access_.roots())
      trusted = trusted || (root.size() > dir.size() && root.compare(0, dir.size(), dir) == 0 &&
                            (dir == "/" || root[dir.size()] == '/'));
  }
  auto read = [&](const std::string& file, Loc referencedAt) -> std::optional<Value> {
    auto text = trusted ? readFile(file) : access_.read(file);
    if (!text) {
      bool refused = text.error().code == "IO010" || text.error().code == "IO011";
      diags.error(referencedAt.known() && !refused ? "TOOL012" : text.error().code, text.error().message, referencedAt);
      return std::nullopt;
    }
    uint32_t id = files_.add(file, *text);
    auto v = parseJson(*text, id, diags);
    if (!v) return std::nullopt;
    if (!v->isObject()) {
      diags.error("TOOL011", "a bicepconfig.json file must contain a JSON object", v->loc());
      return std::nullopt;
    }
    detail::checkTopLevel(*v, diags);
    return v;
  };

  BicepConfig cfg;
  bool chainBroken = false;  // a base that could not be read might pin the version
  auto root = read(configPath, Loc{});
  std::vector<std::pair<std::string, Value>> bases;
  bases.reserve(kMaxExtendsDepth + 1);  // `current` points into it
  if (root) {
    std::vector<std::string> chain = {fs::path(configPath).lexically_normal().string()};
    const Value* current = &*root;
    std::string currentPath = configPath;
    while (const Value* ext = current->get("extends")) {
      chainBroken = true;  // until the base is read
      if (!ext->isString() || ext->str().empty()) {
        diags.error("TOOL012", "'extends' must be a relative path to another configuration file", ext->loc());
        break;
      }
      fs::path target(ext->str());
      if (target.is_absolute()) {
        diags.error("TOOL012", "'extends' must be a relative path, not '" + ext->str() + "'", ext->loc());
        break;
      }
      std::string resolved = (fs::path(currentPath).parent_path() / target).lexically_normal().string();
      if (std::find(chain.begin(), chain.end(), resolved) != chain.end()) {
        diags.error("TOOL012", "'extends' forms a cycle through '" + resolved + "'", ext->loc());
        break;
      }
      if (chain.size() > kMaxExtendsDepth) {
        diags.error("TOOL012", "the 'extends' chain is deeper than " + std::to_string(kMaxExtendsDepth) + " files",
                    ext->loc());
        break;
      }
      auto base = read(resolved, ext->loc());
      if (!base) break;
      chainBroken = false;
      chain.push_back(resolved);
      bases.emplace_back(resolved, std::move(*base));
      current = &bases.back().second;
      currentPath = resolved;
    }
    cfg = buildConfig(configPath, *root, bases, files_, diags);
    // A base that could not be read only matters when nothing nearer pins the version.
    cfg.bicepVersionInvalid = cfg.bicepVersionInvalid || (chainBroken && !cfg.bicepVersion);
  } else {
    cfg = buildConfig(configPath, Value::emptyObject(), {}, files_, diags);
    cfg.bicepVersionInvalid = true;  // whatever the file pins cannot be known
  }
  auto shared = std::make_shared<const BicepConfig>(std::move(cfg));
  cache_.emplace(configPath, shared);
  return shared;
}

}  // namespace pf::toolchain
