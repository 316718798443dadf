// roleDefinitions(roleName) and the built-in role table.
#include <catch2/catch.hpp>

#include <cctype>

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

TEST_CASE("built-in role table: well-formed GUIDs", "[fn-resource]") {
  CHECK(builtinRoleCount() >= 6);
  for (const char* name : {"Owner", "Contributor", "Reader", "User Access Administrator"}) {
    auto id = builtinRoleId(name);
    REQUIRE(id);
    REQUIRE(id->size() == 36);
    for (size_t i = 0; i < id->size(); ++i) {
      char ch = (*id)[i];
      if (i == 8 || i == 13 || i == 18 || i == 23) CHECK(ch == '-');
      else CHECK((std::isdigit(static_cast<unsigned char>(ch)) || (ch >= 'a' && ch <= 'f')));
    }
  }
  CHECK_FALSE(builtinRoleId("Contributor2"));
}
