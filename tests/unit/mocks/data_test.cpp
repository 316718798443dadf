#include <catch2/catch.hpp>

#include <regex>
#include <set>

#include "tests/unit/mocks/mocks_test_util.hpp"

using namespace pf;
using namespace pf::mocks;
using namespace pf::mocks::test;

namespace {

std::string describe(const Diagnostics& d) {
  std::string out;
  for (const Diagnostic& x : d.items()) out += x.code + ": " + x.message + "\n";
  return out;
}

Diagnostics loadOne(std::string_view name, std::string_view text) {
  Diagnostics d;
  DataFile f{name, text};
  (void)MockData::load(std::span<const DataFile>(&f, 1), d);
  return d;
}

// Every "{suffix.X}" used by a template.
void collectSuffixes(const Value& v, std::set<std::string>& out) {
  if (v.isString()) {
    static const std::regex re(R"(\{suffix\.([A-Za-z]+))");
    for (std::sregex_iterator it(v.str().begin(), v.str().end(), re), end; it != end; ++it) out.insert((*it)[1]);
  }
  for (const Value& x : v.arr()) collectSuffixes(x, out);
  for (const auto& [k, x] : v.obj()) collectSuffixes(x, out);
}

bool containsSecret(const Value& v) {
  if (v.isString()) return v.str().find("{{Secret}}") != std::string::npos;
  for (const Value& x : v.arr())
    if (containsSecret(x)) return true;
  for (const auto& [k, x] : v.obj())
    if (containsSecret(x)) return true;
  return false;
}

}  // namespace

TEST_CASE("data: the embedded files all load without a problem", "[mocks]") {
  const BuiltinMockData& b = builtinMockData();
  INFO(describe(b.diagnostics));
  CHECK(b.diagnostics.empty());
  std::set<std::string> names;
  for (const DataFile& f : embeddedDataFiles()) names.insert(std::string(f.name));
  CHECK(names == std::set<std::string>{"environments.json", "list.json", "providers.json", "runtime-properties.json"});
  // Parsing once: the same table every time.
  CHECK(&builtinData() == &builtinMockData().data);
}

TEST_CASE("data: projections cover every type PSRule for Azure projects", "[mocks]") {
  const MockData& d = builtinData();
  for (const char* type : {"Microsoft.ManagedIdentity/userAssignedIdentities", "Microsoft.Network/virtualNetworks",
                           "Microsoft.ContainerRegistry/registries", "Microsoft.Network/privateEndpoints",
                           "Microsoft.Subscription/aliases", "Microsoft.Storage/storageAccounts/objectReplicationPolicies",
                           "Microsoft.KeyVault/vaults", "Microsoft.KeyVault/vaults/secrets",
                           "Microsoft.Authorization/roleAssignments", "Microsoft.Management/managementGroups",
                           "Microsoft.ServiceBus/namespaces", "Microsoft.Relay/namespaces",
                           "Microsoft.Storage/storageAccounts", "Microsoft.CognitiveServices/accounts",
                           "Microsoft.DocumentDB/databaseAccounts", "Microsoft.OperationalInsights/workspaces"}) {
    INFO(type);
    CHECK_FALSE(d.projections(type).empty());
  }
  CHECK_FALSE(d.projectionsForAnyType().empty());
  CHECK(d.allProjections().size() >= 60);
}

TEST_CASE("data: every suffix a template uses exists in the public cloud", "[mocks]") {
  const MockData& d = builtinData();
  std::set<std::string> used;
  for (const auto& [type, entries] : d.allProjections())
    for (const Projection& p : entries) collectSuffixes(p.value, used);
  for (const auto& [type, entries] : d.allListMocks())
    for (const ListMock& m : entries) collectSuffixes(m.value, used);
  REQUIRE_FALSE(used.empty());
  const Object* cloud = d.suffixes("AzureCloud");
  REQUIRE(cloud);
  for (const std::string& s : used) {
    INFO(s);
    CHECK(cloud->contains(s));
  }
}

TEST_CASE("data: every list response holds a secret and answers a list* name", "[mocks]") {
  size_t count = 0;
  for (const auto& [type, entries] : builtinData().allListMocks()) {
    for (const ListMock& m : entries) {
      INFO(type << " " << m.functions.front());
      CHECK((containsSecret(m.value) || (m.each && containsSecret(m.each->item))));
      for (const std::string& f : m.functions) CHECK(istartsWith(f, "list"));
      ++count;
    }
  }
  CHECK(count >= 50);
}

TEST_CASE("data: provider API versions are dates, newest first", "[mocks]") {
  static const std::regex version(R"(^\d{4}-\d{2}-\d{2}(-(preview|beta|alpha|privatepreview))?$)");
  for (const auto& [key, p] : builtinData().providers()) {
    for (const ProviderType& t : p.types) {
      INFO(p.ns << "/" << t.resourceType);
      REQUIRE_FALSE(t.apiVersions.empty());
      for (size_t i = 0; i < t.apiVersions.size(); ++i) {
        CHECK(std::regex_match(t.apiVersions[i], version));
        // Date parts never increase down the list (a preview may share its date with a release).
        if (i > 0) CHECK(t.apiVersions[i].substr(0, 10) <= t.apiVersions[i - 1].substr(0, 10));
      }
    }
  }
}

TEST_CASE("data: the loader reports malformed entries and keeps the rest", "[mocks]") {
  auto check = [](std::string_view file, std::string_view text, std::string_view expected) {
    Diagnostics d = loadOne(file, text);
    INFO(describe(d));
    REQUIRE(d.items().size() == 1);
    CHECK(d.items()[0].code == "MOCK001");
    CHECK(d.items()[0].message.find(file) != std::string::npos);
    CHECK(d.items()[0].message.find(expected) != std::string::npos);
  };
  check("runtime-properties.json", R"({"A/b": [{"path": "x", "value": 1, "vaule": 2}]})", "unknown member 'vaule'");
  check("runtime-properties.json", R"({"A/b": [{"path": "x", "value": "{nmae}"}]})", "unknown placeholder '{nmae}'");
  check("runtime-properties.json", R"({"A/b": [{"path": "x", "value": "{name|title}"}]})", "unknown filter");
  check("runtime-properties.json", R"({"A/b": [{"path": "x", "value": "{hex:0:seed}"}]})", "'hex:' needs a length");
  check("runtime-properties.json", R"({"A/b": [{"path": "x", "value": "{name"}]})", "'{' without '}'");
  check("runtime-properties.json", R"({"A/b": [{"path": "x[*]", "value": 1}]})", "must end with a member name");
  check("runtime-properties.json", R"({"A/b": [{"path": "a..b", "value": 1}]})", "bad path");
  check("runtime-properties.json", R"({"A/b": [{"path": "x", "value": 1, "unknown": true}]})", "exactly one of 'value' and 'unknown'");
  check("runtime-properties.json", R"({"A/b": [{"path": "x", "value": 1, "when": {"path": "k", "exists": true, "equals": "v"}}]})",
        "exactly one of 'exists', 'equals', 'contains'");
  check("list.json", R"({"A/b": [{"function": "getKeys", "value": {}}]})", "not a list* function name");
  check("list.json", R"({"A/b": [{"function": "listKeys"}]})", "needs a 'value' object");
  check("list.json", R"({"A/b": [{"function": "listKeys", "each": {"at": "v", "item": {}}, "value": {}}]})",
        "'each' needs 'at' and 'from'");
  check("list.json", R"({"A/b": [{"function": "listKeys", "each": {"at": "v", "from": "p", "item": "{itme}"}, "value": {}}]})",
        "unknown placeholder '{itme}'");
  check("providers.json", R"({"Microsoft.X": {"things": {"apiVersions": ["2020-01-01"]}}})", "needs 'locations'");
  check("environments.json", R"({"AzureCloud": {"suffixes": {"storage": 1}}})", "must be a string");
  check("other.json", "{}", "unexpected data file");
  check("list.json", "{\"A/b\": [", "not valid JSON");

  // The well-formed entry next to a broken one is kept.
  Diagnostics d;
  DataFile f{"runtime-properties.json", R"({"A/b": [{"path": "x", "value": "{bad}"}, {"path": "y", "value": "ok"}]})"};
  MockData data = MockData::load(std::span<const DataFile>(&f, 1), d);
  CHECK(d.items().size() == 1);
  REQUIRE(data.projections("a/B").size() == 1);
  CHECK(data.projections("A/b")[0].path == "y");
}

TEST_CASE("data: custom tables drive the same code (minApiVersion, name, conditions)", "[mocks]") {
  Diagnostics d;
  std::vector<DataFile> files = {
      {"list.json", R"({"Contoso.Widgets/widgets": [
          {"function": "listKeys", "minApiVersion": "2024-01-01", "value": {"v": "new", "k": "{{Secret}}"}},
          {"function": ["listKeys", "listOldKeys"], "value": {"v": "old {name}"}}]})"},
      {"runtime-properties.json", R"({"Contoso.Widgets/widgets": [
          {"path": "properties.colour", "value": "red", "when": [{"path": "sku.name", "equals": ["Premium", "Ultra"]}, {"path": "tags", "exists": false}]},
          {"path": "properties.shape", "value": "{prop:properties.colour}-{item}"}]})"}};
  MockData data = MockData::load(files, d);
  INFO(describe(d));
  REQUIRE(d.empty());
  DeploymentContext ctx;
  const std::string id = kRg() + "/providers/Contoso.Widgets/widgets/w1";
  auto fresh = listMock({id, "listKeys", "2024-06-01-preview", nullptr}, ctx, data);
  REQUIRE(fresh);
  CHECK(str(*fresh, "v") == "new");
  auto old = listMock({id, "listKeys", "2023-01-01", nullptr}, ctx, data);
  REQUIRE(old);
  CHECK(str(*old, "v") == "old w1");
  CHECK(old->secret());

  Value premium = resource("Contoso.Widgets/widgets", "w1", R"({"sku": {"name": "ultra"}})");
  CHECK(projectRuntimeProperties(premium, ctx, data) == 1);
  CHECK(str(premium, "properties.colour") == "red");
  CHECK(at(premium, "properties.shape").isNull());  // {item} has no input outside a [*] path

  Value tagged = resource("Contoso.Widgets/widgets", "w2", R"({"sku": {"name": "Premium"}, "tags": {}})");
  CHECK(projectRuntimeProperties(tagged, ctx, data) == 0);
}
