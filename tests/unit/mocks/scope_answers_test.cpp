#include <catch2/catch.hpp>

#include "engine/expr/eval_context.hpp"
#include "engine/expr/parser.hpp"
#include "mocks/scope_answers.hpp"
#include "tests/unit/mocks/mocks_test_util.hpp"

using namespace pf;
using namespace pf::mocks;
using namespace pf::mocks::test;

namespace {

// A scope that answers the deployment-state functions from the mocks, as the expansion
// engine's scope will.
class MockScope : public SimpleScope {
 public:
  Result<Value> list(Call& c) override { return answerList(c, context(), nullptr); }
  Result<Value> providers(Call& c) override { return answerProviders(c, context()); }
  Result<Value> zones(Call& c) override { return answerZones(c); }
};

std::string run(std::string_view expr) {
  MockScope scope;
  EvalSession session(pf::test::functions());
  EvalContext ctx(session, scope);
  Result<Value> r = evaluateExpression(expr, Loc{}, ctx);
  if (!r) return "error " + r.error().code + ": " + r.error().message;
  return toJson(*r);
}

}  // namespace

TEST_CASE("scope answers: list* through the function library", "[mocks]") {
  CHECK(run("listKeys(resourceId('Microsoft.Storage/storageAccounts', 'st1'), '2023-01-01').keys[0].value") ==
        R"("{{Secret}}")");
  CHECK(run("listKeys(resourceId('Microsoft.Storage/storageAccounts', 'st1'), '2023-01-01').keys[1].keyName") ==
        R"("key2")");
  // Nothing in the data: an unknown that prints as the call.
  CHECK(run("listWidgets(resourceId('Microsoft.Storage/storageAccounts', 'st1'), '2023-01-01')") ==
        R"("[listWidgets('/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/preflight-rg/providers/)"
        R"(Microsoft.Storage/storageAccounts/st1', '2023-01-01')]")");
}

TEST_CASE("scope answers: providers", "[mocks]") {
  CHECK(run("providers('Microsoft.Resources').namespace") == R"("Microsoft.Resources")");
  CHECK(run("providers('Microsoft.Storage', 'storageAccounts').apiVersions[0]") == R"("2024-01-01")");
  CHECK(run("providers('Contoso.Widgets')") == R"("[providers('Contoso.Widgets')]")");
}

TEST_CASE("scope answers: zone functions", "[mocks]") {
  CHECK(run("toPhysicalZone(subscription().subscriptionId, 'eastus', '2')") == R"("eastus-az2")");
  CHECK(run("toLogicalZones(subscription().subscriptionId, 'eastus', createArray('eastus-az1', 'eastus-az3'))") ==
        R"(["1","3"])");
  CHECK(run("toPhysicalZone(subscription().subscriptionId, 'atlantis', '1')") ==
        R"("[toPhysicalZone('00000000-0000-0000-0000-000000000000', 'atlantis', '1')]")");
  CHECK(run("toPhysicalZone(subscription().subscriptionId, 'westus', '1')").starts_with("error EVAL010:"));
  // pickZones answers known cases itself; the scope gets the rest (here a type the
  // function library's table does not know).
  CHECK(run("pickZones('Microsoft.Network', 'azureFirewalls', 'westeurope', 3)") == R"(["1","2","3"])");
  CHECK(run("pickZones('Microsoft.Network', 'virtualNetworks', 'westeurope')") == "[]");
}
