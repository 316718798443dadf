// preview: POST .../resource/preview, synchronous; 200 with a PreviewResource.
#include "contract/check_body.hpp"
#include "contract/flows.hpp"
#include "contract/sync_answer.hpp"

namespace pf::contract {

bool runPreview(Flow& flow) {
  const Operation op = Operation::Preview;
  auto body = syncAnswer(flow, op, previewBody(flow.input));
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
