// preview: POST .../resource/preview, synchronous; 200 with a PreviewResource.
#include "contract/check_body.hpp"
#include "contract/check_error.hpp"
#include "contract/check_headers.hpp"
#include "contract/flows.hpp"

namespace pf::contract {

bool runPreview(Flow& flow) {
  const Operation op = Operation::Preview;
  auto r = flow.host.post(op, "", previewBody(flow.input));
  if (!r) return false;
  flow.log().checked(Rule::StatusCode, op);
  if (isErrorStatus(r->status)) {
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
  // A preview describes the resource as a get would after the operation; its identifiers may
  // still be unknown, so they are not required here.
  checkResourceShape(flow.log(), op, "", *body, flow.input, {});
  if (auto id = checkConfig(flow.log(), op, "", *body, flow.input, flow.state.configId, true); id && !flow.state.configId)
    flow.state.configId = id;
  checkUnevaluated(flow.log(), *body, flow.input);
  return true;
}

}  // namespace pf::contract
