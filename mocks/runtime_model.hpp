#pragma once
// The expansion engine's RuntimeModel (engine/expand/runtime_model.hpp) answered from the
// mock data: the CLI builds one and passes it in ExpandServices::runtime.
#include "engine/expand/runtime_model.hpp"
#include "mocks/mock_data.hpp"

namespace pf::mocks {

class MockRuntimeModel final : public RuntimeModel {
 public:
  explicit MockRuntimeModel(const MockData& data = builtinData()) : data_(data) {}
  void project(Value& resource, const DeploymentContext& ctx) const override;
  std::optional<Value> list(std::string_view type, std::string_view function, std::string_view apiVersion,
                            std::string_view id, const DeploymentContext& ctx, const Value* declared) const override;
  Result<Value> providers(Call& call, const DeploymentContext& ctx) const override;
  Result<Value> zones(Call& call) const override;

 private:
  const MockData& data_;
};

}  // namespace pf::mocks
