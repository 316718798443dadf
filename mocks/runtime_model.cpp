#include "mocks/runtime_model.hpp"

#include "mocks/mocks.hpp"
#include "mocks/scope_answers.hpp"

namespace pf::mocks {

void MockRuntimeModel::project(Value& resource, const DeploymentContext& ctx) const {
  projectRuntimeProperties(resource, ctx, data_);
}

std::optional<Value> MockRuntimeModel::list(std::string_view type, std::string_view function,
                                            std::string_view apiVersion, std::string_view id,
                                            const DeploymentContext& ctx, const Value* declared) const {
  ListRequest request{id, function, apiVersion, declared, type};
  return listMock(request, ctx, data_);
}

Result<Value> MockRuntimeModel::providers(Call& call, const DeploymentContext& ctx) const {
  return answerProviders(call, ctx, data_);
}

Result<Value> MockRuntimeModel::zones(Call& call) const { return answerZones(call, data_); }

}  // namespace pf::mocks
