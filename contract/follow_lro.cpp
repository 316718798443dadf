// LRO, the stepwise long-running operation: a 202 with Location (and Retry-After); the host
// GETs the Location's path on the extension's endpoint until a terminal status.
#include "contract/check_body.hpp"
#include "contract/check_error.hpp"
#include "contract/check_headers.hpp"
#include "contract/display.hpp"
#include "contract/flows.hpp"
#include "contract/poll.hpp"

namespace pf::contract {

namespace {

// A later answer's Retry-After, honoured without a finding (polls declare no headers).
std::optional<long long> quietRetryAfter(const HttpResponse& r, std::optional<long long> previous) {
  const std::string* v = r.header("Retry-After");
  if (!v || v->empty() || v->size() > 9) return previous;
  for (char c : *v)
    if (c < '0' || c > '9') return previous;
  return std::stoll(*v);
}

}  // namespace

bool followLro(Flow& flow, Operation op, const HttpResponse& accepted) {
  CheckLog& log = flow.log();
  auto target = checkLocation(log, op, "", accepted, flow.host.endpoint());
  std::optional<long long> retryAfter = checkRetryAfter(log, op, "", accepted);
  if (!target) return false;
  log.checked(Rule::NonTerminal, op);
  PollBudget budget(flow.host.options().poll);
  std::string lastStatus = "(no poll answered yet)";
  for (;;) {
    std::string why;
    auto wait = budget.next(retryAfter, why);
    if (!wait) {
      log.violation({Rule::NonTerminal, op, "LRO", "status",
                     "Succeeded, Failed or Canceled within --max-wait " +
                         duration(flow.host.options().poll.maxWait.count()),
                     "still " + lastStatus + " after " + std::to_string(budget.polls()) + " poll(s) over " +
                         duration(budget.elapsed().count()) + "; " + why});
      return false;
    }
    budget.wait(*wait);
    std::string step = "poll " + std::to_string(budget.polls());
    auto r = flow.host.get(op, step, *target);
    if (!r) return false;
    log.checked(Rule::StatusCode, op);
    if (isErrorStatus(r->status)) {
      // The poll itself failed (the contract's 4xx/5xx of the operation endpoint), not the operation.
      checkErrorAnswer(log, op, step, *r, flow.version());
      return false;
    }
    if (r->status != 200) {
      unexpectedStatus(log, op, step, r->status, {200});
      return false;
    }
    auto body = objectBody(log, op, step, *r);
    if (!body) return false;
    log.checked(Rule::BodyShape, op);
    const Value* status = member(*body, "status");
    if (!status || !status->isString()) {
      log.violation({Rule::BodyShape, op, step, "body.status", "a status string (required in a LongRunningOperation)",
                     status ? std::string("a JSON ") + kindName(status->kind()) : missingMember(*body, "status")});
      return false;
    }
    if (checkStatusValue(log, op, step, status)) return false;
    switch (classifyStatus(status)) {
      case StatusKind::Succeeded: return true;
      case StatusKind::Failed:
      case StatusKind::Canceled: checkOperationError(log, op, step, *body, status->str()); return false;
      default:
        lastStatus = statusText(status);
        retryAfter = quietRetryAfter(*r, retryAfter);
        continue;
    }
  }
}

}  // namespace pf::contract
