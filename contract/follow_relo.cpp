// RELO, the resource-based long-running createOrUpdate: the answer carried a non-terminal
// status, so the host calls get until the status is Succeeded, Failed or Canceled.
#include "contract/check_body.hpp"
#include "contract/check_error.hpp"
#include "contract/check_headers.hpp"
#include "contract/display.hpp"
#include "contract/flows.hpp"
#include "contract/poll.hpp"

namespace pf::contract {

bool followRelo(Flow& flow, const Value& identifiers, std::string lastStatus) {
  const Operation op = Operation::CreateOrUpdate;
  CheckLog& log = flow.log();
  log.checked(Rule::NonTerminal, op);
  PollBudget budget(flow.host.options().poll);
  for (;;) {
    std::string why;
    // RELO answers declare no Retry-After: the host's default interval applies.
    auto wait = budget.next(std::nullopt, why);
    if (!wait) {
      log.violation({Rule::NonTerminal, op, "RELO", "status",
                     "Succeeded, Failed or Canceled within --max-wait " +
                         duration(flow.host.options().poll.maxWait.count()),
                     "still " + lastStatus + " after " + std::to_string(budget.polls()) + " get call(s) over " +
                         duration(budget.elapsed().count()) + "; " + why});
      return false;
    }
    budget.wait(*wait);
    std::string step = "RELO get " + std::to_string(budget.polls());
    auto r = flow.host.post(op, step, referenceBody(flow.input, identifiers, flow.state.configId), Operation::Get);
    if (!r) return false;
    if (isErrorStatus(r->status) && r->status != 404) {
      checkErrorAnswer(log, op, step, *r, flow.version());
      return false;
    }
    if (r->status != 200) {
      // 404 included: the resource being created must stay readable while it provisions.
      log.violation({Rule::StatusCode, op, step, "status code", "200 with the resource while it provisions",
                     std::to_string(r->status)});
      return false;
    }
    checkCommonHeaders(log, op, step, *r, flow.version());
    auto body = objectBody(log, op, step, *r);
    if (!body) return false;
    checkResourceShape(log, op, step, *body, flow.input, {});
    checkConfig(log, op, step, *body, flow.input, flow.state.configId, false);
    const Value* status = member(*body, "status");
    if (checkStatusValue(log, op, step, status)) return false;
    switch (classifyStatus(status)) {
      case StatusKind::Succeeded: return true;
      case StatusKind::Running: lastStatus = statusText(status); continue;
      case StatusKind::Failed:
      case StatusKind::Canceled:
        log.violation({Rule::OperationFailed, op, step, "outcome", "Succeeded", statusText(status)});
        return false;
      default: return false;  // not a string: EXT031 said so
    }
  }
}

}  // namespace pf::contract
