#pragma once
// `preflight extension test`: play the extensibility host against an extension's endpoint and
// report every contract rule checked, per operation.
#include <string>
#include <vector>

#include "contract/http_client.hpp"
#include "contract/options.hpp"
#include "contract/test_input.hpp"
#include "contract/url.hpp"
#include "engine/core/diagnostic.hpp"
#include "report/finding.hpp"

namespace pf::contract {

// Problems with the test itself, found before any request (EXT105: get or delete without a
// createOrUpdate to take identifiers from, and none in the resource file).
Diagnostics checkPlan(const TestInput& input, const TestOptions& options);

// Runs the operations in contract order (preview, createOrUpdate, get, delete), whatever order
// they were asked in. get and delete use createOrUpdate's identifiers, or the resource file's
// when createOrUpdate was not asked for or answered 202 (an LRO returns none); when
// createOrUpdate failed they are skipped (listed as such in the report). `send` makes each
// exchange (the client loaded by http_loader.hpp).
report::Report runExtensionTest(const Url& endpoint, const TestInput& input, const TestOptions& options,
                                SendRequest send);

}  // namespace pf::contract
