// How dependsOn, reference() and resourceId() find a deployment's resources by name
// (engine/expand/resource_index.hpp): the forms in order, without case, skipping unusable ones.
#include <catch2/catch.hpp>

#include <set>

#include "engine/core/value.hpp"
#include "engine/expand/resource_index.hpp"

using namespace pf;

namespace {

const std::string kRg = "/subscriptions/s/resourceGroups/rg";

std::vector<size_t> find(const ResourceIndex& index, std::string_view ref, std::set<size_t> unusable = {}) {
  return index.find(ref, [&](size_t i) { return !unusable.count(i); });
}

}  // namespace

TEST_CASE("resource index: symbolic names, copy loops and ids before names", "[expand][resource_index]") {
  ResourceIndex index;
  std::string id0 = kRg + "/providers/Microsoft.Storage/storageAccounts/web";
  std::string id1 = kRg + "/providers/Microsoft.Web/sites/store";
  index.add(0, {"store", -1, "", id0, "web", "Microsoft.Storage/storageAccounts"});
  index.add(1, {"", -1, "", id1, "store", "Microsoft.Web/sites"});
  index.add(2, {"", -1, "sites", kRg + "/providers/Microsoft.Web/sites/a0", "a0", "Microsoft.Web/sites"});
  index.add(3, {"", -1, "sites", kRg + "/providers/Microsoft.Web/sites/a1", "a1", "Microsoft.Web/sites"});
  CHECK(index.size() == 4);
  // "store" is resource 0's symbolic name and resource 1's name: the symbolic name wins...
  CHECK(find(index, "STORE") == std::vector<size_t>{0});
  // ...unless that resource failed.
  CHECK(find(index, "store", {0}) == std::vector<size_t>{1});
  CHECK(find(index, "Sites") == std::vector<size_t>{2, 3});
  CHECK(find(index, "sites", {2}) == std::vector<size_t>{3});
  CHECK(find(index, toLowerAscii(id1)) == std::vector<size_t>{1});
  CHECK(find(index, "web") == std::vector<size_t>{0});
  CHECK(find(index, "nothing").empty());
}

TEST_CASE("resource index: type/name, the end of an id and a child's last segment", "[expand][resource_index]") {
  ResourceIndex index;
  index.add(0, {"", -1, "", kRg + "/providers/Microsoft.Compute/virtualMachines/vm/extensions/ext", "vm/ext",
                "Microsoft.Compute/virtualMachines/extensions"});
  index.add(1, {"", -1, "", kRg + "/providers/Microsoft.Compute/virtualMachines/vm", "vm", "Microsoft.Compute/virtualMachines"});
  // An extension resource: its id ends with "/providers/<type>/<name>" although its scope is a VM.
  index.add(2, {"", -1, "", kRg + "/providers/Microsoft.Compute/virtualMachines/vm/providers/Microsoft.Authorization/locks/l",
                "l", "Microsoft.Authorization/locks"});
  CHECK(find(index, "microsoft.compute/virtualMachines/VM") == std::vector<size_t>{1});
  // The interleaved form that ends a child's id.
  CHECK(find(index, "Microsoft.Compute/virtualMachines/vm/extensions/ext") == std::vector<size_t>{0});
  CHECK(find(index, "Microsoft.Compute/virtualMachines/extensions/vm/ext") == std::vector<size_t>{0});
  CHECK(find(index, "Microsoft.Authorization/locks/l") == std::vector<size_t>{2});
  CHECK(find(index, "EXT") == std::vector<size_t>{0});  // the last segment of "vm/ext"
  // A reference starting with '/' is an id or nothing.
  CHECK(find(index, "/vm").empty());
}

TEST_CASE("resource index: empty segments of a type/name reference are ignored, not of an id",
          "[expand][resource_index]") {
  ResourceIndex index;
  std::string ext = kRg + "/providers/Microsoft.Compute/virtualMachines/vm0/extensions/OMS";
  index.add(0, {"", -1, "", ext, "vm0/OMS", "Microsoft.Compute/virtualMachines/extensions"});
  // The azmgmt-demo quickstart's dependsOn: concat(..., '/extensions/', '/OMS').
  CHECK(find(index, "Microsoft.Compute/virtualMachines/vm0/extensions//OMS") == std::vector<size_t>{0});
  CHECK(find(index, "Microsoft.Compute/virtualMachines/extensions/vm0//OMS/") == std::vector<size_t>{0});
  CHECK(find(index, "vm0//OMS") == std::vector<size_t>{0});
  // A resource with an empty name is found by the exact form first.
  index.add(1, {"", -1, "", kRg + "/providers/Microsoft.Network/networkSecurityGroups/", "",
                "Microsoft.Network/networkSecurityGroups"});
  index.add(2, {"", -1, "", kRg + "/providers/Microsoft.Network/networkSecurityGroups", "networkSecurityGroups",
                "Microsoft.Network"});
  CHECK(find(index, "Microsoft.Network/networkSecurityGroups/") == std::vector<size_t>{1});
  // A full id is compared as written.
  std::string doubled = kRg + "/providers/Microsoft.Compute/virtualMachines/vm0/extensions//OMS";
  CHECK(find(index, toLowerAscii(doubled)).empty());
}

TEST_CASE("resource index: matches of one form come back in the order they were added", "[expand][resource_index]") {
  ResourceIndex index;
  // Resource 0 matches by its id's end, resource 1 by type/name: both, in index order.
  index.add(0, {"", -1, "", "/providers/Microsoft.Management/managementGroups/mg/providers/T.P/x/n", "other", "T.P/other"});
  index.add(1, {"", -1, "", kRg + "/providers/T.P/x/other", "n", "T.P/x"});
  CHECK(find(index, "t.p/x/n") == std::vector<size_t>{0, 1});
}

TEST_CASE("resource index: one element of a symbolic copy loop as symbol[index]", "[expand][resource_index]") {
  ResourceIndex index;
  for (int i = 0; i < 3; ++i) {
    std::string name = "nic" + std::to_string(i);
    index.add(static_cast<size_t>(i), {"nic", i, "nic", kRg + "/providers/Microsoft.Network/networkInterfaces/" + name,
                                       name, "Microsoft.Network/networkInterfaces"});
  }
  CHECK(find(index, "nic") == std::vector<size_t>{0, 1, 2});
  CHECK(find(index, "NIC[1]") == std::vector<size_t>{1});
  CHECK(find(index, "nic[002]") == std::vector<size_t>{2});  // the index's value, not its digits
  CHECK(find(index, "nic[1]", {1}).empty());
  CHECK(find(index, "nic[7]").empty());
  CHECK(find(index, "nic[x]").empty());
}

TEST_CASE("resource index: type/name matches in any case, with an empty name too", "[expand][resource_index]") {
  ResourceIndex index;
  index.add(0, {"", -1, "", kRg + "/providers/Microsoft.Network/virtualNetworks/VNet-A", "VNet-A", "Microsoft.Network/virtualNetworks"});
  index.add(1, {"", -1, "", kRg + "/providers/Microsoft.Network/networkSecurityGroups/", "", "Microsoft.Network/networkSecurityGroups"});
  CHECK(find(index, "MICROSOFT.NETWORK/VIRTUALNETWORKS/vnet-a") == std::vector<size_t>{0});
  CHECK(find(index, "microsoft.network/virtualnetworks/VNET-A") == std::vector<size_t>{0});
  CHECK(find(index, "Microsoft.Network/networkSecurityGroups/") == std::vector<size_t>{1});
  CHECK(find(index, "Microsoft.Network/virtualNetworks/VNet-B").empty());
}

TEST_CASE("resource index: many resources, shared keys, growth of the table", "[expand][resource_index]") {
  ResourceIndex index;
  std::vector<std::string> ids;
  for (size_t i = 0; i < 600; ++i) {
    std::string name = "parent/R" + std::to_string(i);
    ids.push_back(kRg + "/providers/Microsoft.X/things/parent/children/R" + std::to_string(i));
    index.add(i, {"Sym" + std::to_string(i), i % 2 == 0 ? static_cast<int64_t>(i / 2) : -1, i % 2 == 0 ? "Loop" : "",
                  ids.back(), name, "Microsoft.X/things/children"});
  }
  CHECK(index.size() == 600);
  std::vector<size_t> evens;
  for (size_t i = 0; i < 600; i += 2) evens.push_back(i);
  CHECK(find(index, "LOOP") == evens);  // one key, 300 resources, in the order added across every growth
  CHECK(find(index, "sym599") == std::vector<size_t>{599});
  CHECK(find(index, "Sym598[299]") == std::vector<size_t>{598});
  CHECK(find(index, ids[417]) == std::vector<size_t>{417});
  CHECK(find(index, "microsoft.x/things/children/PARENT/r5") == std::vector<size_t>{5});  // type/name
  CHECK(find(index, "Microsoft.X/things/parent/children/R6") == std::vector<size_t>{6});  // the end of the id
  CHECK(find(index, "parent/r7") == std::vector<size_t>{7});                              // name
  CHECK(find(index, "r8") == std::vector<size_t>{8});                                     // last segment
  CHECK(find(index, "r8", {8}).empty());
  CHECK(find(index, "r600").empty());
}
