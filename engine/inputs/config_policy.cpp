// preflight.yaml's `policy:` section: where the Azure Policy documents and aliases are.
#include "engine/inputs/config.hpp"
#include "engine/inputs/detail/config_sections.hpp"

namespace pf::inputs::detail {

void readPolicy(ConfigValues& cv, const Value& v) {
  if (!cv.object(v, "policy")) return;
  PolicySettings& p = cv.config().policy;
  for (const auto& [key, x] : v.obj()) {
    if (iequals(key, "paths")) {
      if (auto list = cv.strings(x, "policy.paths"))
        for (const auto& e : *list) {
          p.paths.push_back(cv.resolvePath(e.pattern));
          p.pathLocs.push_back(e.loc);
        }
    } else if (iequals(key, "aliases")) {
      if (auto list = cv.strings(x, "policy.aliases"))
        for (const auto& e : *list) p.aliases.push_back(cv.resolvePath(e.pattern));
    } else if (iequals(key, "assignAll")) {
      if (auto b = cv.boolean(x, "policy.assignAll")) p.assignAll = *b;
    } else {
      cv.unknownKey(key, x, "policy", "paths, aliases, assignAll");
    }
  }
}

}  // namespace pf::inputs::detail
