#pragma once
// Ready-made answers for the deployment-state functions a Scope implements (list*,
// providers, the zone functions), from the mock data. The function library has already
// checked the arguments; each answer is the mocked value, or an Unknown printing as the
// call when the data has none, or an error for input Azure would reject.
#include "engine/core/result.hpp"
#include "engine/expr/call.hpp"
#include "mocks/mock_data.hpp"

namespace pf::mocks {

// list*(resourceId, apiVersion, [body]): `resource` is the expanded resource when it is
// part of the deployment (its properties can fill the response), else null.
Result<Value> answerList(Call& call, const DeploymentContext& ctx, const Value* resource,
                         const MockData& data = builtinData());

// providers(namespace, [resourceType]).
Result<Value> answerProviders(Call& call, const DeploymentContext& ctx, const MockData& data = builtinData());

// pickZones, toLogicalZone(s), toPhysicalZone(s) (dispatched on call.name()).
Result<Value> answerZones(Call& call, const MockData& data = builtinData());

}  // namespace pf::mocks
