// pickZones, toLogicalZone(s), toPhysicalZone(s).
#include <catch2/catch.hpp>

#include "tests/unit/functions/context_eval.hpp"

using namespace pf;

namespace {
std::string rg(std::string_view expr) { return test::evalAt(TargetScope::ResourceGroup, expr); }
}  // namespace

TEST_CASE("pickZones: the documented example outputs", "[fn-resource]") {
  // pickzones.json: supported / notSupportedRegion / notSupportedType.
  CHECK(rg("[pickZones('Microsoft.Compute', 'virtualMachines', 'westus2')]") == R"(["1"])");
  CHECK(rg("[pickZones('Microsoft.Compute', 'virtualMachines', 'westus')]") == "[]");
  CHECK(rg("[pickZones('Microsoft.Cdn', 'profiles', 'westus2')]") == "[]");
  // "When the numberOfZones parameter is set to 3, it returns [1, 2, 3]".
  CHECK(rg("[pickZones('Microsoft.Network', 'publicIPAddresses', 'eastus', 3)]") == R"(["1","2","3"])");
  // The cosmosdb example detects zone support with storage accounts.
  CHECK(rg("[pickZones('Microsoft.Storage', 'storageAccounts', 'westeurope')]") == R"(["1"])");
  CHECK(rg("[pickZones('Microsoft.Storage', 'storageAccounts', 'australiasoutheast')]") == "[]");
}

TEST_CASE("pickZones: offset, display names and case", "[fn-resource]") {
  CHECK(rg("[pickZones('Microsoft.Compute', 'virtualMachines', 'West US 2', 2, 1)]") == R"(["2","3"])");
  CHECK(rg("[pickZones('microsoft.compute', 'VIRTUALMACHINES', 'EastUS2', 1, 2)]") == R"(["3"])");
  CHECK_THAT(rg("[pickZones('Microsoft.Compute', 'virtualMachines', 'westus2', 2, 2)]"),
             Catch::StartsWith("error EVAL053: pickZones: the offset (2) plus the number of zones (2) exceeds the 3"));
}

TEST_CASE("pickZones: zone counts come from the region table", "[fn-resource]") {
  // The canary region has four zones, so an offset of 1 still leaves room for three.
  CHECK(rg("[pickZones('Microsoft.Compute', 'virtualMachines', 'East US 2 EUAP', 3, 1)]") == R"(["2","3","4"])");
  CHECK(rg("[pickZones('Microsoft.Compute', 'virtualMachines', 'swedensouth')]") == "[]");
}

TEST_CASE("pickZones: argument checks", "[fn-resource]") {
  CHECK_THAT(rg("[pickZones('Microsoft.Compute', 'virtualMachines', 'westus2', 4)]"),
             Catch::StartsWith("error EVAL002: pickZones: argument 4 must be an integer from 1 to 3"));
  CHECK_THAT(rg("[pickZones('Microsoft.Compute', 'virtualMachines', 'westus2', 0)]"), Catch::Contains("argument 4"));
  CHECK_THAT(rg("[pickZones('Microsoft.Compute', 'virtualMachines', 'westus2', 1, -1)]"),
             Catch::Contains("argument 5 must be a non-negative integer"));
  CHECK_THAT(rg("[pickZones('Microsoft.Compute', 'virtualMachines', 'westus2', '1')]"),
             Catch::Contains("argument 4 must be an integer"));
  CHECK_THAT(rg("[pickZones('Microsoft.Compute', 'virtualMachines')]"), Catch::StartsWith("error EVAL001"));
  CHECK_THAT(rg("[pickZones('Microsoft.Compute', 'virtualMachines', 3)]"), Catch::Contains("argument 3 must be a string"));
}

TEST_CASE("pickZones: regions and types the table does not know are unknown", "[fn-resource]") {
  CHECK(rg("[pickZones('Microsoft.Web', 'serverfarms', 'westus2')]") ==
        R"("[pickZones('Microsoft.Web', 'serverfarms', 'westus2')]")");
  CHECK(rg("[pickZones('Microsoft.Compute', 'virtualMachines', 'marsnorth')]") ==
        R"("[pickZones('Microsoft.Compute', 'virtualMachines', 'marsnorth')]")");
}

TEST_CASE("toLogicalZone(s) / toPhysicalZone(s): per-subscription mappings are unknown", "[fn-resource]") {
  CHECK(rg("[toLogicalZone('s', 'eastus', 'eastus-az1')]") == R"("[toLogicalZone('s', 'eastus', 'eastus-az1')]")");
  CHECK(rg("[toPhysicalZone('s', 'eastus', '1')]") == R"("[toPhysicalZone('s', 'eastus', '1')]")");
  CHECK(rg("[toLogicalZones('s', 'eastus', createArray('eastus-az1', 'eastus-az2'))]") ==
        R"("[toLogicalZones('s', 'eastus', createArray('eastus-az1', 'eastus-az2'))]")");
  // An empty list maps to an empty list.
  CHECK(rg("[toLogicalZones('s', 'eastus', createArray())]") == "[]");
  CHECK(rg("[toPhysicalZones('s', 'eastus', createArray())]") == "[]");
  CHECK_THAT(rg("[toPhysicalZones('s', 'eastus', '1')]"), Catch::Contains("argument 3 must be an array"));
  CHECK_THAT(rg("[toPhysicalZones('s', 'eastus', createArray(1))]"),
             Catch::Contains("argument 3 must be an array of zone names"));
  CHECK_THAT(rg("[toPhysicalZone('s', 'eastus', 1)]"), Catch::Contains("argument 3 must be a string"));
  CHECK_THAT(rg("[toLogicalZone('s', 'eastus')]"), Catch::StartsWith("error EVAL001"));
}
