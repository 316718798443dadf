// delete: POST .../resource/delete with a ResourceReference; 204 when done, 202 with Location
// (LRO, the only long-running delete in vnext).
#include "contract/check_headers.hpp"
#include "contract/flows.hpp"
#include "contract/sync_answer.hpp"

namespace pf::contract {

bool runDelete(Flow& flow, const Value& identifiers) {
  const Operation op = Operation::Delete;
  auto r = postAnswer(flow, op, referenceBody(flow.input, identifiers, flow.state.configId));
  if (!r) return false;
  if (r->status == 204) return true;
  if (r->status == 202) {
    checkCommonHeaders(flow.log(), op, "", *r, flow.version());
    return followLro(flow, op, *r);
  }
  unexpectedStatus(flow.log(), op, "", r->status, {202, 204});
  return false;
}

}  // namespace pf::contract
