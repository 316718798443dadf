// get: POST .../resource/get with a ResourceReference; 200 with the Resource.
#include "contract/check_body.hpp"
#include "contract/flows.hpp"
#include "contract/sync_answer.hpp"

namespace pf::contract {

bool runGet(Flow& flow, const Value& identifiers) {
  const Operation op = Operation::Get;
  auto body = syncAnswer(flow, op, referenceBody(flow.input, identifiers, flow.state.configId));
  if (!body) return false;
  checkResourceShape(flow.log(), op, "", *body, flow.input, {});
  if (auto id = checkConfig(flow.log(), op, "", *body, flow.input, flow.state.configId, false); id && !flow.state.configId)
    flow.state.configId = id;
  checkStatusValue(flow.log(), op, "", member(*body, "status"));
  return true;
}

}  // namespace pf::contract
