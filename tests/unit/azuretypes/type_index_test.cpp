#include <zlib.h>

#include <catch2/catch.hpp>
#include <algorithm>
#include <thread>

#include "engine/azuretypes/type_index.hpp"

using pf::azuretypes::Kind;
using pf::azuretypes::TypeIndex;

namespace {

const TypeIndex& index() { return TypeIndex::builtin(); }

// A blob in the table's format (engine/azuretypes/README.md) from section texts, in the order given.
std::string blob(const std::vector<std::pair<std::string, std::string>>& sections) {
  std::string header = "PFAZTYPES 1\n" + std::to_string(sections.size()) + "\n", payload;
  for (const auto& [name, text] : sections) {
    uLongf len = compressBound(static_cast<uLong>(text.size()));
    std::string packed(len, '\0');
    compress(reinterpret_cast<Bytef*>(packed.data()), &len, reinterpret_cast<const Bytef*>(text.data()),
             static_cast<uLong>(text.size()));
    packed.resize(len);
    header += name + "\t" + std::to_string(payload.size()) + "\t" + std::to_string(len) + "\t" +
              std::to_string(text.size()) + "\n";
    payload += packed;
  }
  return header + payload;
}

}  // namespace

TEST_CASE("azure types: the embedded index loads every section without a problem", "[azuretypes]") {
  CHECK(index().verify().empty());
}

TEST_CASE("azure types: resource type spellings come from the index, per API version", "[azuretypes]") {
  CHECK(index().spelling("Microsoft.DocumentDb/databaseAccounts", "2024-11-15") == "Microsoft.DocumentDB/databaseAccounts");
  CHECK(index().spelling("microsoft.network/publicipaddresses", "2024-05-01") == "Microsoft.Network/publicIPAddresses");
  CHECK(index().spelling("Microsoft.Storage/storageAccounts", "2023-01-01") == "Microsoft.Storage/storageAccounts");
  // The index spells this type in two ways, depending on the API version.
  CHECK(index().spelling("Microsoft.Authorization/policyAssignments", "2016-04-01") == "Microsoft.Authorization/policyassignments");
  CHECK(index().spelling("Microsoft.Authorization/policyassignments", "2024-04-01") == "Microsoft.Authorization/policyAssignments");
  // API versions match ignoring case; a version or a type the index does not know has no spelling.
  CHECK(index().spelling("Microsoft.Web/sites", "2015-08-01-PREVIEW").has_value() ==
        index().spelling("Microsoft.Web/sites", "2015-08-01-preview").has_value());
  CHECK_FALSE(index().spelling("Microsoft.Storage/storageAccounts", "1999-01-01"));
  CHECK_FALSE(index().spelling("Contoso.Widgets/gadgets", "2024-01-01"));
  CHECK_FALSE(index().spelling("", ""));
}

TEST_CASE("azure types: the API versions of a type, sorted", "[azuretypes]") {
  // As ../shared/reference/azure-types/resource-types.tsv lists them (21 versions).
  std::vector<std::string> v = index().apiVersions("microsoft.keyvault/VAULTS");
  REQUIRE(v.size() == 21);
  CHECK(v.front() == "2015-06-01");
  CHECK(v[3] == "2018-02-14-preview");  // after its stable version of the same date
  CHECK(v.back() == "2026-03-01-preview");
  CHECK(std::is_sorted(v.begin(), v.end()));
  CHECK(index().apiVersions("Microsoft.KeyVault/vaultz").empty());
  CHECK(index().apiVersions("Contoso.Unknown/things").empty());
}

TEST_CASE("azure types: the listed API versions are the sorted ones, unsorted and perhaps repeated", "[azuretypes]") {
  for (const char* type : {"microsoft.keyvault/VAULTS", "Microsoft.Storage/storageAccounts", "Microsoft.Web/sites"}) {
    std::vector<std::string_view> listed = index().listedApiVersions(type);
    std::vector<std::string> asSet(listed.begin(), listed.end());
    std::sort(asSet.begin(), asSet.end());
    asSet.erase(std::unique(asSet.begin(), asSet.end()), asSet.end());
    CHECK(asSet == index().apiVersions(type));
  }
  CHECK(index().listedApiVersions("Contoso.Unknown/things").empty());
}

TEST_CASE("azure types: body schemas give the kind at a path", "[azuretypes]") {
  auto storage = index().body("Microsoft.Storage/storageAccounts", "2023-01-01");
  REQUIRE(storage);
  CHECK(storage->kind() == Kind::Object);
  REQUIRE(storage->property("name"));
  CHECK(storage->property("name")->kind() == Kind::String);
  // Properties are found ignoring case, as Bicep does.
  REQUIRE(storage->property("TAGS"));
  CHECK(storage->property("tags")->kind() == Kind::Object);
  REQUIRE(storage->property("tags")->additionalProperties());
  CHECK(storage->property("tags")->additionalProperties()->kind() == Kind::String);
  CHECK_FALSE(storage->property("nom"));
  CHECK_FALSE(storage->items());

  auto vault = index().body("microsoft.keyvault/VAULTS", "2022-07-01");
  REQUIRE(vault);
  auto policies = vault->property("properties")->property("accessPolicies");
  REQUIRE(policies);
  CHECK(policies->kind() == Kind::Array);
  REQUIRE(policies->items());
  CHECK(policies->items()->kind() == Kind::Object);
  CHECK(policies->items()->property("tenantId")->kind() == Kind::String);
  CHECK_FALSE(policies->additionalProperties());

  // Booleans, integers and untyped (any) values.
  auto web = index().body("Microsoft.Web/serverfarms", "2024-11-01");
  REQUIRE(web);
  CHECK(web->property("properties")->property("reserved")->kind() == Kind::Bool);
  CHECK(web->property("properties")->property("maximumElasticWorkerCount")->kind() == Kind::Int);
  auto integration = index().body("Microsoft.Logic/integrationAccounts/agreements", "2019-05-01");
  REQUIRE(integration);
  CHECK(integration->property("properties")->property("metadata")->kind() == Kind::Any);

  CHECK_FALSE(index().body("Microsoft.Storage/storageAccounts", "1999-01-01"));
  CHECK_FALSE(index().body("Contoso.Widgets/gadgets", "2024-01-01"));
}

TEST_CASE("azure types: discriminated bodies keep their variants", "[azuretypes]") {
  auto ext = index().body("Microsoft.Web/sites/extensions", "2025-03-01");
  REQUIRE(ext);
  CHECK(ext->kind() == Kind::Discriminated);
  CHECK(ext->discriminator() == "name");
  auto variants = ext->variants();
  REQUIRE(variants.size() >= 2);
  bool msDeploy = false;
  for (const auto& [key, v] : variants) {
    CHECK(v.kind() == Kind::Object);
    if (key == "MSDeploy") msDeploy = v.property("properties").has_value();
  }
  CHECK(msDeploy);
}

TEST_CASE("azure types: lookups are safe from several threads", "[azuretypes]") {
  std::vector<std::thread> threads;
  std::vector<int> found(8, 0);
  for (int i = 0; i < 8; ++i)
    threads.emplace_back([i, &found] {
      found[i] = index().body("Microsoft.Compute/virtualMachines", "2024-07-01").has_value() &&
                 index().spelling("microsoft.compute/virtualmachines", "2024-07-01").has_value();
    });
  for (auto& t : threads) t.join();
  CHECK(found == std::vector<int>(8, 1));
}

TEST_CASE("azure types: a damaged table reports its problems and answers nothing", "[azuretypes]") {
  SECTION("not a table") {
    TypeIndex t("hello");
    REQUIRE(t.problems().size() == 1);
    CHECK_THAT(t.problems()[0], Catch::Contains("PFAZTYPES"));
    CHECK_FALSE(t.spelling("A.B/c", "2020-01-01"));
  }
  SECTION("a section of no known kind") {
    std::string b = blob({{"other", "x\n"}});  // the index reads the blob in place: it must outlive it
    TypeIndex t(b);
    REQUIRE(t.verify().size() == 1);
    CHECK_THAT(t.verify()[0], Catch::Contains("\"other\" is of no known kind"));
  }
  SECTION("a section outside the data") {
    TypeIndex t("PFAZTYPES 1\n1\ntypes:a.b\t0\t99\t10\nxx");
    CHECK_THAT(t.problems().at(0), Catch::Contains("outside the data"));
  }
  SECTION("a section that does not inflate") {
    std::string b = "PFAZTYPES 1\n1\ntypes:a.b\t0\t4\t10\nxxxx";
    TypeIndex t(b);
    CHECK_FALSE(t.spelling("A.B/c", "2020-01-01"));
    auto problems = t.verify();
    REQUIRE(problems.size() == 1);
    CHECK_THAT(problems[0], Catch::Contains("zlib"));
  }
  SECTION("a node that refers to a node that does not exist") {
    std::string b = blob({{"ns:a.b", "o\t\tx\t9\n@A.B/c@2020-01-01\t4\n"}, {"types:a.b", "A.B/c\t2020-01-01\n"}});
    TypeIndex t(b);
    CHECK(t.spelling("a.b/C", "2020-01-01") == "A.B/c");
    CHECK_FALSE(t.body("A.B/c", "2020-01-01"));
    auto problems = t.verify();
    REQUIRE(problems.size() == 1);
    CHECK_THAT(problems[0], Catch::Contains("ns:a.b") && Catch::Contains("\"x\""));
  }
  SECTION("a sound hand-made table") {
    std::string b = blob({{"ns:a.b", "o\t0\tname\t0\tlist\t5\nr\t2\n@A.B/c@2020-01-01\t4\n"},
                          {"types:a.b", "A.B/c\t2020-01-01,2021-01-01\nA.B/d\t2020-01-01\nA.b/D\t2022-01-01\n"}});
    TypeIndex t(b);
    CHECK(t.verify().empty());
    auto body = t.body("a.b/c", "2020-01-01");
    REQUIRE(body);
    CHECK(body->additionalProperties()->kind() == Kind::String);
    CHECK(body->property("list")->items()->kind() == Kind::Bool);
    CHECK_FALSE(t.body("A.B/c", "2021-01-01"));  // spelled, but no body
    CHECK(t.spelling("A.B/C", "2021-01-01") == "A.B/c");
    // Two spellings of one type, each for its own versions.
    CHECK(t.spelling("a.b/d", "2020-01-01") == "A.B/d");
    CHECK(t.spelling("a.b/d", "2022-01-01") == "A.b/D");
    CHECK_FALSE(t.spelling("a.b/e", "2020-01-01"));
  }
  SECTION("sections out of order") {
    std::string b = blob({{"types:a.b", "A.B/c\t2020-01-01\n"}, {"ns:a.b", "@A.B/c@2020-01-01\t0\n"}});
    TypeIndex t(b);
    CHECK_THAT(t.problems().at(0), Catch::Contains("\"ns:a.b\" is out of order"));
    CHECK_FALSE(t.spelling("A.B/c", "2020-01-01"));
  }
  SECTION("types out of order within a section") {
    std::string b = blob({{"types:a.b", "A.B/d\t2020-01-01\nA.B/c\t2020-01-01\n"}});
    TypeIndex t(b);
    auto problems = t.verify();
    REQUIRE(problems.size() == 1);
    CHECK_THAT(problems[0], Catch::Contains("line 2 is out of order"));
  }
}
