// The embedded alias catalogue and --aliases files.
#include <catch2/catch.hpp>

#include "policy/aliases/alias_table.hpp"
#include "policy/aliases/embedded.hpp"
#include "tests/unit/policy/policy_helpers.hpp"

using namespace pf::policy;
using pf::test::policy::json;

TEST_CASE("policy aliases: the embedded catalogue", "[policy][policy-aliases]") {
  std::vector<std::string> problems;
  AliasTable t = AliasTable::fromBlob(embeddedAliases(), problems);
  CHECK(problems.empty());
  CHECK(t.size() == 76170);  // every row of aliases.tsv
  const AliasTable& b = AliasTable::builtin();
  CHECK(b.size() == t.size());
  const AliasEntry* tls = b.find("microsoft.storage/storageaccounts/minimumTlsVersion", "Microsoft.Storage/storageAccounts");
  REQUIRE(tls);
  CHECK(tls->defaultPath == "properties.minimumTlsVersion");
  CHECK(tls->name == "Microsoft.Storage/storageAccounts/minimumTlsVersion");
  // An alias whose name does not mirror its path.
  const AliasEntry* vmSize = b.find("Microsoft.Compute/virtualMachines/sku.name", "Microsoft.Compute/virtualMachines");
  REQUIRE(vmSize);
  CHECK(vmSize->defaultPath == "properties.hardwareProfile.vmSize");
  // One name, several types: resolved by the evaluated resource's type.
  CHECK(b.find("Microsoft.Compute/imageId").size() >= 3);
  CHECK(b.find("Microsoft.Compute/imageId", "Microsoft.Compute/virtualMachines")->defaultPath ==
        "properties.storageProfile.imageReference.id");
  CHECK(b.find("Microsoft.Compute/imageId", "Microsoft.Compute/virtualMachineScaleSets")->defaultPath ==
        "properties.virtualMachineProfile.storageProfile.imageReference.id");
  CHECK_FALSE(b.find("Microsoft.Compute/imageId", "Microsoft.Storage/storageAccounts"));
  // Array aliases come in pairs.
  CHECK(b.find("Microsoft.Storage/storageAccounts/networkAcls.ipRules[*].value", "Microsoft.Storage/storageAccounts")
            ->defaultPath == "properties.networkAcls.ipRules[*].value");
  // Known modifiable: the field of a built-in modify operation.
  CHECK(b.find("Microsoft.Storage/storageAccounts/publicNetworkAccess", "Microsoft.Storage/storageAccounts")->modifiable ==
        Modifiable::Yes);
  CHECK(tls->modifiable == Modifiable::Unknown);
}

TEST_CASE("policy aliases: a damaged blob is reported, not trusted", "[policy][policy-aliases]") {
  std::vector<std::string> problems;
  AliasTable t = AliasTable::fromBlob("PFALIAS1\nnot zlib", problems);
  CHECK(t.size() == 0);
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].find("damaged") != std::string::npos);
  std::vector<std::string> p2;
  AliasTable::fromBlob("garbage", p2);
  CHECK(p2.size() == 1);
  // Truncated: the first half of the real blob.
  std::string_view real = embeddedAliases();
  std::vector<std::string> p3;
  AliasTable::fromBlob(real.substr(0, real.size() / 2), p3);
  CHECK(p3.size() == 1);
}

TEST_CASE("policy aliases: --aliases files add and override entries", "[policy][policy-aliases]") {
  AliasCatalog c;
  pf::Diagnostics d;
  size_t n = readProviderAliases(json(R"([{"namespace": "Microsoft.Storage", "resourceTypes": [
    {"resourceType": "storageAccounts", "aliases": [
      {"name": "Microsoft.Storage/storageAccounts/minimumTlsVersion", "defaultPath": "properties.minimumTlsVersion",
       "paths": [{"path": "properties.oldTls", "apiVersions": ["2019-01-01", "2018-01-01"]},
                 {"path": "properties.minimumTlsVersion", "apiVersions": ["2023-01-01"]}],
       "defaultMetadata": {"type": "String", "attributes": "Modifiable"}},
      {"name": "Microsoft.Storage/storageAccounts/brandNew", "defaultPath": "properties.brandNew",
       "defaultMetadata": {"type": "String", "attributes": "None"}}]},
    {"resourceType": "storageAccounts/blobServices", "aliases": null}]}])"),
                                 c, d);
  CHECK(d.empty());
  CHECK(n == 2);
  const AliasEntry* tls = c.find("Microsoft.Storage/storageAccounts/minimumTlsVersion", "Microsoft.Storage/storageAccounts");
  REQUIRE(tls);
  CHECK(tls->modifiable == Modifiable::Yes);
  CHECK(tls->pathFor("2019-01-01") == "properties.oldTls");
  CHECK(tls->pathFor("2023-01-01") == "properties.minimumTlsVersion");
  CHECK(tls->pathFor("2024-01-01") == "properties.minimumTlsVersion");
  CHECK(c.contains("Microsoft.Storage/storageAccounts/brandNew"));
  CHECK(c.find("Microsoft.Storage/storageAccounts/brandNew", "Microsoft.Storage/storageAccounts")->modifiable ==
        Modifiable::No);
  // The rest of the embedded catalogue is still there.
  CHECK(c.find("Microsoft.Storage/storageAccounts/allowBlobPublicAccess", "Microsoft.Storage/storageAccounts"));
  CHECK(c.find("Microsoft.Storage/storageAccounts/minimumTlsVersion").size() == 1);

  AliasCatalog rest;
  CHECK(readProviderAliases(json(R"({"value": [{"namespace": "X.Y", "resourceTypes": [{"resourceType": "t",
        "aliases": [{"name": "X.Y/t/a", "defaultPath": "properties.a"}]}]}]})"), rest, d) == 1);
  CHECK(readProviderAliases(json(R"({"namespace": "X.Y", "resourceTypes": [{"resourceType": "t",
        "aliases": [{"name": "X.Y/t/b", "paths": [{"path": "properties.b", "apiVersions": []}]}]}]})"), rest, d) == 1);
  CHECK(rest.contains("x.y/t/b"));

  pf::Diagnostics bad;
  AliasCatalog c2;
  CHECK(readProviderAliases(json(R"([{"namespace": "X", "resourceTypes": [{"resourceType": "t", "aliases": [{"name": "X/t/a"}]}]}])"),
                            c2, bad) == 0);
  REQUIRE(bad.items().size() == 1);
  CHECK(bad.items()[0].code == "POL030");
  CHECK(bad.items()[0].message.find("$[0].resourceTypes[0].aliases[0]") == 0);
  pf::Diagnostics bad2;
  readProviderAliases(json("42"), c2, bad2);
  CHECK(bad2.items().size() == 1);
}
