#include "mocks/runtime_model.hpp"

#include "mocks/mocks.hpp"

namespace pf::mocks {

void MockRuntimeModel::project(Value& resource, const DeploymentContext& ctx) const {
  projectRuntimeProperties(resource, ctx, data_);
}

std::optional<Value> MockRuntimeModel::list(std::string_view type, std::string_view function,
                                            std::string_view apiVersion, std::string_view id,
                                            const DeploymentContext& ctx) const {
  ListRequest request{id, function, apiVersion, nullptr, type};
  return listMock(request, ctx, data_);
}

}  // namespace pf::mocks
