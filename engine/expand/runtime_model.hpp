#pragma once
// What expansion asks of the runtime model (implemented in mocks/): the properties Azure adds
// to a deployed resource, and the answers of list*() functions.
#include <optional>
#include <string_view>

#include "engine/core/result.hpp"
#include "engine/core/value.hpp"
#include "engine/expr/deployment_context.hpp"

namespace pf {

class Call;

class RuntimeModel {
 public:
  virtual ~RuntimeModel() = default;
  // Add what Azure would add to `resource` (an expanded resource object) without overwriting.
  virtual void project(Value& resource, const DeploymentContext& ctx) const = 0;
  // The value of `function` (listKeys, ...) on a resource of `type` with `id`; nullopt if unknown.
  // `declared`: the expanded resource when the deployment declares it (its answer may follow
  // what the template sets, such as an IoT hub's shared access policies), else null.
  virtual std::optional<Value> list(std::string_view type, std::string_view function, std::string_view apiVersion,
                                    std::string_view id, const DeploymentContext& ctx,
                                    const Value* declared) const = 0;
  // providers(namespace[, type]) and the zone functions (pickZones, to{Logical,Physical}Zone[s]);
  // the call's arguments are checked. Unknown when there is no data.
  virtual Result<Value> providers(Call& call, const DeploymentContext& ctx) const = 0;
  virtual Result<Value> zones(Call& call) const = 0;
};

}  // namespace pf
