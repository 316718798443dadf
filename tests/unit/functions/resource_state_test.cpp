// reference, references, resourceInfo, list*, listOutputsWithSecureValues, providers:
// argument checking here, answers from the Scope.
#include <catch2/catch.hpp>

#include "engine/expr/call.hpp"
#include "tests/unit/functions/context_eval.hpp"

using namespace pf;

namespace {

std::string rg(std::string_view expr) { return test::evalAt(TargetScope::ResourceGroup, expr); }

// A scope that answers every deployment-state call with a record of what it was asked.
class RecordingScope : public SimpleScope {
 public:
  RecordingScope() : SimpleScope(test::contextAt(TargetScope::ResourceGroup)) {}
  Result<Value> reference(Call& c) override { return record("reference", c); }
  Result<Value> references(Call& c) override { return record("references", c); }
  Result<Value> resourceInfo(Call& c) override { return record("resourceInfo", c); }
  Result<Value> target(Call& c) override { return record("target", c); }
  Result<Value> list(Call& c) override { return record("list", c); }
  Result<Value> providers(Call& c) override { return record("providers", c); }
  Result<Value> zones(Call& c) override { return record("zones", c); }
  Result<Value> externalInputs(Call& c) override { return record("externalInputs", c); }
  Result<Value> extensions(Call& c) override { return record("extensions", c); }

 private:
  static Result<Value> record(const char* hook, Call& c) {
    return Value(Object{{"hook", hook}, {"name", c.name()}, {"args", Value(Array(c.args.begin(), c.args.end()))}});
  }
};

std::string recorded(std::string_view expr) {
  RecordingScope scope;
  return test::evalIn(scope, expr);
}

}  // namespace

TEST_CASE("reference: arguments are checked, then the scope answers", "[fn-resource]") {
  CHECK(recorded("[reference('sa')]") == R"({"hook":"reference","name":"reference","args":["sa"]})");
  CHECK(recorded("[reference(resourceId('Microsoft.Storage/storageAccounts', 'sa'), '2022-09-01', 'Full')]") ==
        R"({"hook":"reference","name":"reference","args":["/subscriptions/11111111-2222-3333-4444-555555555555/)"
        R"(resourceGroups/examplegroup/providers/Microsoft.Storage/storageAccounts/sa","2022-09-01","Full"]})");
  // Bicep emits 'full' in lower case.
  CHECK_THAT(recorded("[reference('sa', '2022-09-01', 'full')]"), Catch::Contains(R"("hook":"reference")"));
  CHECK_THAT(recorded("[reference('sa', '2021-04-01-preview')]"), Catch::Contains(R"("hook":"reference")"));
  CHECK_THAT(rg("[reference('sa', '2022-09-01', 'Properties')]"),
             Catch::StartsWith("error EVAL002: reference: argument 3 must be 'Full'"));
  CHECK_THAT(rg("[reference('sa', 'latest')]"),
             Catch::StartsWith("error EVAL002: reference: argument 2 must be an API version"));
  CHECK_THAT(rg("[reference('sa', '2022-9-01')]"), Catch::Contains("must be an API version"));
  CHECK_THAT(rg("[reference(1)]"), Catch::StartsWith("error EVAL002: reference: argument 1 must be a string"));
  CHECK_THAT(rg("[reference()]"), Catch::StartsWith("error EVAL001"));
  CHECK_THAT(rg("[reference('a', '2022-09-01', 'Full', 'x')]"), Catch::StartsWith("error EVAL001"));
}

TEST_CASE("reference: without deployment state the value is unknown and prints as the call", "[fn-resource]") {
  CHECK(rg("[reference('sa', '2022-09-01').primaryEndpoints.blob]") ==
        R"("[reference('sa', '2022-09-01').primaryEndpoints.blob]")");
  CHECK(rg("[reference(resourceId('Microsoft.Network/publicIPAddresses', 'ip')).dnsSettings.fqdn]") ==
        R"("[reference('/subscriptions/11111111-2222-3333-4444-555555555555/resourceGroups/examplegroup/providers/)"
        R"(Microsoft.Network/publicIPAddresses/ip').dnsSettings.fqdn]")");
}

TEST_CASE("references: symbolic name and 'Full' or 'Properties'", "[fn-resource]") {
  CHECK(recorded("[references('containerWorkers', 'full')]") ==
        R"({"hook":"references","name":"references","args":["containerWorkers","full"]})");
  CHECK_THAT(recorded("[references('w', 'Properties')]"), Catch::Contains(R"("hook":"references")"));
  CHECK_THAT(recorded("[references('w')]"), Catch::Contains(R"("hook":"references")"));
  CHECK_THAT(rg("[references('w', 'all')]"), Catch::StartsWith("error EVAL002: references: argument 2 must be 'Full' or "
                                                                "'Properties'"));
  CHECK_THAT(rg("[references('w', 'Full', 'x')]"), Catch::StartsWith("error EVAL001"));
  CHECK(rg("[references('w')]") == R"("[references('w')]")");
}

TEST_CASE("resourceInfo: one symbolic name", "[fn-resource]") {
  CHECK(recorded("[resourceInfo('stg')]") == R"({"hook":"resourceInfo","name":"resourceInfo","args":["stg"]})");
  CHECK(rg("[resourceInfo('stg').id]") == R"("[resourceInfo('stg').id]")");
  CHECK_THAT(rg("[resourceInfo(createArray())]"), Catch::StartsWith("error EVAL002"));
  CHECK_THAT(rg("[resourceInfo('a', 'b')]"), Catch::StartsWith("error EVAL001"));
}

TEST_CASE("target: nothing or 'Full', then the scope answers", "[fn-resource]") {
  // Bicep's this.exists() is not(empty(target('full'))); this.existingResource() of an
  // extension's resource is target().
  CHECK(recorded("[target('full')]") == R"({"hook":"target","name":"target","args":["full"]})");
  CHECK(recorded("[target()]") == R"({"hook":"target","name":"target","args":[]})");
  CHECK_THAT(rg("[target('Properties')]"), Catch::StartsWith("error EVAL002: target: argument 1 must be 'Full'"));
  CHECK_THAT(rg("[target('full', 'x')]"), Catch::StartsWith("error EVAL001"));
  // Without deployment state the value is unknown.
  CHECK(rg("[target('full')]") == R"("[target('full')]")");
}

TEST_CASE("list*: any name starting with list, the scope sees the name as written", "[fn-resource]") {
  CHECK(recorded("[listKeys('sa', '2019-06-01')]") == R"({"hook":"list","name":"listKeys","args":["sa","2019-06-01"]})");
  CHECK(recorded("[LISTSECRETS('fn', '2022-03-01')]") ==
        R"({"hook":"list","name":"LISTSECRETS","args":["fn","2022-03-01"]})");
  CHECK(recorded("[list('cfg', '2022-03-01')]") == R"({"hook":"list","name":"list","args":["cfg","2022-03-01"]})");
  // The documented listAccountSas example passes an object of function values.
  CHECK(recorded("[listAccountSas('sa', '2018-02-01', createObject('signedServices', 'b'))]") ==
        R"({"hook":"list","name":"listAccountSas","args":["sa","2018-02-01",{"signedServices":"b"}]})");
  CHECK(rg("[listAccountSas('sa', '2018-02-01', createObject('signedServices', 'b')).accountSasToken]") ==
        R"("[listAccountSas('sa', '2018-02-01', createObject('signedServices', 'b')).accountSasToken]")");
  CHECK(rg("[listKeys(resourceId('Microsoft.Storage/storageAccounts', 'sa'), '2019-06-01').keys[0].value]") ==
        R"("[listKeys('/subscriptions/11111111-2222-3333-4444-555555555555/resourceGroups/examplegroup/providers/)"
        R"(Microsoft.Storage/storageAccounts/sa', '2019-06-01').keys[0].value]")");
  CHECK_THAT(rg("[listKeys('sa')]"), Catch::StartsWith("error EVAL001"));
  CHECK_THAT(rg("[listKeys('sa', '2019-06-01', createObject(), 'x')]"), Catch::StartsWith("error EVAL001"));
  CHECK_THAT(rg("[listAccountSas('sa', '2018-02-01', 'x')]"),
             Catch::StartsWith("error EVAL002: list: argument 3 must be an object"));
  CHECK_THAT(rg("[listKeys('sa', 'v1')]"), Catch::Contains("argument 2 must be an API version"));
}

TEST_CASE("listOutputsWithSecureValues: deployment id and API version", "[fn-resource]") {
  CHECK(recorded("[listOutputsWithSecureValues(resourceId('Microsoft.Resources/deployments', 'mod'), '2022-09-01')]") ==
        R"({"hook":"list","name":"listOutputsWithSecureValues","args":["/subscriptions/11111111-2222-3333-4444-)"
        R"(555555555555/resourceGroups/examplegroup/providers/Microsoft.Resources/deployments/mod","2022-09-01"]})");
  // Its own entry: exactly two arguments, unlike list*.
  CHECK_THAT(rg("[listOutputsWithSecureValues('d', '2022-09-01', createObject())]"), Catch::StartsWith("error EVAL001"));
}

TEST_CASE("providers: namespace and optional type", "[fn-resource]") {
  CHECK(recorded("[providers('Microsoft.Web', 'sites')]") ==
        R"({"hook":"providers","name":"providers","args":["Microsoft.Web","sites"]})");
  CHECK(rg("[providers('Microsoft.Web')]") == R"("[providers('Microsoft.Web')]")");
  CHECK_THAT(rg("[providers('Microsoft.Web', 2)]"), Catch::StartsWith("error EVAL002: providers: argument 2"));
  CHECK_THAT(rg("[providers()]"), Catch::StartsWith("error EVAL001"));
}
