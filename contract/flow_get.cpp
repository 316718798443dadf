// get: POST .../resource/get with a ResourceReference; 200 with the Resource.
#include "contract/check_body.hpp"
#include "contract/check_error.hpp"
#include "contract/check_headers.hpp"
#include "contract/flows.hpp"

namespace pf::contract {

bool runGet(Flow& flow, const Value& identifiers) {
  const Operation op = Operation::Get;
  auto r = flow.host.post(op, "", referenceBody(flow.input, identifiers, flow.state.configId));
  if (!r) return false;
  flow.log().checked(Rule::StatusCode, op);
  if (isErrorStatus(r->status)) {
    // 404 included: the resource the test created (or named) was not found.
    checkErrorAnswer(flow.log(), op, "", *r, flow.version());
    return false;
  }
  if (r->status != 200) {
    unexpectedStatus(flow.log(), op, "", r->status, {200});
    return false;
  }
  checkCommonHeaders(flow.log(), op, "", *r, flow.version());
  auto body = objectBody(flow.log(), op, "", *r);
  if (!body) return false;
  checkResourceShape(flow.log(), op, "", *body, flow.input, {});
  if (auto id = checkConfig(flow.log(), op, "", *body, flow.input, flow.state.configId, false); id && !flow.state.configId)
    flow.state.configId = id;
  checkStatusValue(flow.log(), op, "", member(*body, "status"));
  return true;
}

}  // namespace pf::contract
