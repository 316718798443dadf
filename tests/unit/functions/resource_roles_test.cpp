// roleDefinitions(roleName) and the built-in role table.
#include <catch2/catch.hpp>

#include <cctype>
#include <set>

#include "functions/detail/builtin_roles.hpp"
#include "tests/unit/functions/context_eval.hpp"

using namespace pf;

TEST_CASE("roleDefinitions: id and roleDefinitionId of a built-in role", "[fn-resource]") {
  // Azure/bicep issue 19507, output of a real deployment (subscription id replaced).
  CHECK(test::evalAt(TargetScope::ResourceGroup, "[roleDefinitions('Contributor')]") ==
        R"({"id":"/subscriptions/11111111-2222-3333-4444-555555555555/providers/Microsoft.Authorization/)"
        R"(roleDefinitions/b24988ac-6180-42a0-ab88-20f7382dd24c","roleDefinitionId":"b24988ac-6180-42a0-ab88-)"
        R"(20f7382dd24c"})");
  CHECK(test::evalAt(TargetScope::Subscription, "[roleDefinitions('reader').roleDefinitionId]") ==
        R"("acdd72a7-3385-48ef-bd42-f606fba81ae7")");
  // Without a subscription the id is tenant level.
  CHECK(test::evalAt(TargetScope::ManagementGroup, "[roleDefinitions('Owner').id]") ==
        R"("/providers/Microsoft.Authorization/roleDefinitions/8e3af657-a8ff-443c-a75c-2fe8c4bcb635")");
}

TEST_CASE("roleDefinitions: other names (custom roles) are unknown", "[fn-resource]") {
  CHECK(test::evalAt(TargetScope::ResourceGroup, "[roleDefinitions('My Custom Role').id]") ==
        R"("[roleDefinitions('My Custom Role').id]")");
  CHECK_THAT(test::evalAt(TargetScope::ResourceGroup, "[roleDefinitions(1)]"), Catch::StartsWith("error EVAL002"));
  CHECK_THAT(test::evalAt(TargetScope::ResourceGroup, "[roleDefinitions()]"), Catch::StartsWith("error EVAL001"));
}

TEST_CASE("built-in role table: every documented role, well-formed and unambiguous", "[fn-resource]") {
  // built-in-roles.md (04/09/2026) lists 498 roles.
  CHECK(builtinRoleCount() == 498);
  std::set<std::string> names, ids;
  for (size_t r = 0; r < builtinRoleCount(); ++r) {
    auto [name, id] = builtinRoleAt(r);
    INFO(name);
    CHECK(names.insert(toLowerAscii(name)).second);
    CHECK(ids.insert(std::string(id)).second);
    bool wellFormed = id.size() == 36;
    for (size_t i = 0; wellFormed && i < id.size(); ++i) {
      char ch = id[i];
      bool dash = i == 8 || i == 13 || i == 18 || i == 23;
      wellFormed = dash ? ch == '-' : (std::isdigit(static_cast<unsigned char>(ch)) || (ch >= 'a' && ch <= 'f'));
    }
    CHECK(wellFormed);
  }
  // Spot checks of ids that templates commonly hard-code (the first two as in AVM's BCPFR2 sample).
  CHECK(builtinRoleId("Role Based Access Control Administrator") == "f58310d9-a9f6-439a-9e8d-f62e7b41a168");
  CHECK(builtinRoleId("user access administrator") == "18d7d88d-d35e-4fb5-a5c3-7773c20a72d9");
  CHECK(builtinRoleId("Storage Blob Data Contributor") == "ba92f5b4-2d11-453d-a403-e96b0029c9fe");
  CHECK(builtinRoleId("Key Vault Secrets User") == "4633458b-17de-408a-b874-0445c86b69e6");
  CHECK(builtinRoleId("AcrPull") == "7f951dda-4ed3-4680-a7ca-43fe172d538d");
  CHECK_FALSE(builtinRoleId("Contributor2"));
  CHECK_FALSE(builtinRoleId(""));
}
