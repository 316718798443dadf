#include "contract/sync_answer.hpp"

#include "contract/check_body.hpp"
#include "contract/check_error.hpp"
#include "contract/check_headers.hpp"

namespace pf::contract {

std::optional<HttpResponse> postAnswer(Flow& flow, Operation op, const std::string& body) {
  auto r = flow.host.post(op, "", body);
  if (!r) return std::nullopt;
  flow.log().checked(Rule::StatusCode, op);
  if (isErrorStatus(r->status)) {
    // 404 included: for get and delete, the resource the test created (or named) was not found.
    checkErrorAnswer(flow.log(), op, "", *r, flow.version());
    return std::nullopt;
  }
  return r;
}

std::optional<Value> answerBody(Flow& flow, Operation op, const HttpResponse& r) {
  checkCommonHeaders(flow.log(), op, "", r, flow.version());
  return objectBody(flow.log(), op, "", r);
}

std::optional<Value> syncAnswer(Flow& flow, Operation op, const std::string& body) {
  auto r = postAnswer(flow, op, body);
  if (!r) return std::nullopt;
  if (r->status != 200) {
    unexpectedStatus(flow.log(), op, "", r->status, {200});
    return std::nullopt;
  }
  return answerBody(flow, op, *r);
}

}  // namespace pf::contract
