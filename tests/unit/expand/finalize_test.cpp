// Resources nested under their parent (nestChildResources): ids compared without case.
#include <catch2/catch.hpp>

#include "engine/expand/finalize.hpp"
#include "tests/helpers.hpp"

using namespace pf;

namespace {

const std::string kRg = "/subscriptions/s/resourceGroups/rg/providers/";

Value resource(const std::string& id, const std::string& type) { return Value(Object{{"id", id}, {"type", type}}); }

// The ids under resources[i]'s "resources", in order.
std::vector<std::string> nestedIds(const std::vector<Value>& resources, size_t i) {
  std::vector<std::string> out;
  if (const Value* children = resources[i].get("resources"))
    for (const Value& c : children->arr()) out.push_back(c.get("id")->str());
  return out;
}

}  // namespace

TEST_CASE("nest child resources: children and extension resources under their parent, in any case", "[expand]") {
  std::vector<Value> resources = {
      resource(kRg + "Microsoft.Network/virtualNetworks/VNet", "Microsoft.Network/virtualNetworks"),
      resource(kRg + "microsoft.network/VIRTUALNETWORKS/vnet/subnets/a", "Microsoft.Network/virtualNetworks/subnets"),
      resource(kRg + "Microsoft.KeyVault/vaults/kv", "Microsoft.KeyVault/vaults"),
      resource(kRg + "Microsoft.KeyVault/vaults/KV/PROVIDERS/Microsoft.Insights/diagnosticSettings/d",
               "Microsoft.Insights/diagnosticSettings"),
      // The only provider segment: a resource of the group, not an extension of one.
      resource(kRg + "Microsoft.Authorization/locks/l", "Microsoft.Authorization/locks"),
      // A child whose parent is not in the list stays where it is.
      resource(kRg + "Microsoft.Sql/servers/other/databases/db", "Microsoft.Sql/servers/databases"),
  };
  nestChildResources(resources);
  CHECK(nestedIds(resources, 0) == std::vector<std::string>{kRg + "microsoft.network/VIRTUALNETWORKS/vnet/subnets/a"});
  CHECK(nestedIds(resources, 2) ==
        std::vector<std::string>{kRg + "Microsoft.KeyVault/vaults/KV/PROVIDERS/Microsoft.Insights/diagnosticSettings/d"});
  for (size_t i : {1, 3, 4, 5}) CHECK(nestedIds(resources, i).empty());
  CHECK(resources.size() == 6);  // nested copies; the list keeps every resource
}

TEST_CASE("nest child resources: a parent id ending in /providers is no parent", "[expand]") {
  // A child type whose id is ".../providers/x/c": dropping "/x/c" leaves ".../providers", not a resource.
  std::vector<Value> resources = {
      resource("/subscriptions/s/resourceGroups/rg/PROVIDERS", "Ns.A/x"),
      resource("/subscriptions/s/resourceGroups/rg/Providers/x/c", "Ns.A/x/c"),
  };
  nestChildResources(resources);
  CHECK(nestedIds(resources, 0).empty());
}
