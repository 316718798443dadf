// createOrUpdate: POST .../resource/createOrUpdate. 200/201 with a Resource (synchronous, or
// RELO while its status is not terminal), or 202 with Location (LRO).
#include "contract/check_body.hpp"
#include "contract/check_headers.hpp"
#include "contract/flows.hpp"
#include "contract/sync_answer.hpp"

namespace pf::contract {

bool runCreateOrUpdate(Flow& flow) {
  const Operation op = Operation::CreateOrUpdate;
  auto r = postAnswer(flow, op, createBody(flow.input));
  if (!r) return false;
  if (r->status == 202) {
    checkCommonHeaders(flow.log(), op, "", *r, flow.version());
    return followLro(flow, op, *r);
  }
  if (r->status != 200 && r->status != 201) {
    unexpectedStatus(flow.log(), op, "", r->status, {200, 201, 202});
    return false;
  }
  auto body = answerBody(flow, op, *r);
  if (!body) return false;
  checkResourceShape(flow.log(), op, "", *body, flow.input, {.identifiers = true});
  if (auto id = checkConfig(flow.log(), op, "", *body, flow.input, flow.state.configId, true); id && !flow.state.configId)
    flow.state.configId = id;
  const Value* ids = member(*body, "identifiers");
  if (!ids || !ids->isObject()) return false;  // nothing to get, poll or delete with
  flow.state.identifiers = *ids;

  const Value* status = member(*body, "status");
  if (checkStatusValue(flow.log(), op, "", status)) return false;
  switch (classifyStatus(status)) {
    case StatusKind::Succeeded: return true;
    case StatusKind::Running: return followRelo(flow, *ids, statusText(status));
    case StatusKind::Failed:
    case StatusKind::Canceled:
      // vnext's Resource has no error member: the status is all a RELO failure says.
      flow.log().violation({Rule::OperationFailed, op, "", "outcome", "Succeeded", statusText(status)});
      return false;
    default: return false;  // not a string: EXT031 said so
  }
}

}  // namespace pf::contract
