#include "contract/run.hpp"

#include <algorithm>

#include "contract/flows.hpp"
#include "contract/host.hpp"

namespace pf::contract {

namespace {

bool wants(const TestOptions& options, Operation op) {
  return std::find(options.operations.begin(), options.operations.end(), op) != options.operations.end();
}

}  // namespace

Diagnostics checkPlan(const TestInput& input, const TestOptions& options) {
  Diagnostics diags;
  bool needsIds = wants(options, Operation::Get) || wants(options, Operation::Delete);
  if (needsIds && !wants(options, Operation::CreateOrUpdate) && !input.identifiers)
    diags.error("EXT105",
                "get and delete need the resource's identifiers: add createOrUpdate to --operations, or put "
                "\"identifiers\" in " + input.resourceFile);
  return diags;
}

report::Report runExtensionTest(const Url& endpoint, const TestInput& input, const TestOptions& options,
                                SendRequest send) {
  CheckLog log;
  Host host(endpoint, options, log, send);
  ResourceState state;
  Flow flow{host, input, state};
  if (wants(options, Operation::Preview)) runPreview(flow);
  bool created = true;
  if (wants(options, Operation::CreateOrUpdate)) created = runCreateOrUpdate(flow);
  // createOrUpdate's identifiers even when it failed later (a failed RELO resource stays
  // readable and deletable); else the file's, unless createOrUpdate failed before giving any.
  std::optional<Value> ids = state.identifiers;
  if (!ids && created) ids = input.identifiers;
  for (Operation op : {Operation::Get, Operation::Delete}) {
    if (!wants(options, op)) continue;
    if (!ids) {
      log.skipped(op, created ? "no identifiers: createOrUpdate answered 202 (an LRO returns none); put \"identifiers\" "
                                "in the resource file to test " + std::string(operationName(op))
                              : "createOrUpdate did not complete, so there is no resource to " + std::string(operationName(op)));
      continue;
    }
    if (op == Operation::Get) runGet(flow, *ids);
    else runDelete(flow, *ids);
  }
  return log.toReport(input.resourceFile, options.extensionVersion);
}

}  // namespace pf::contract
