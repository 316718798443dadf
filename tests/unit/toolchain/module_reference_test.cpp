#include <catch2/catch.hpp>

#include "engine/toolchain/module_reference.hpp"
#include "tests/temp_dir.hpp"

using namespace pf;
using namespace pf::toolchain;
using pf::test::TempDir;

namespace {

BicepConfig configWithAliases() {
  BicepConfig cfg = *ConfigLoader::defaults();
  cfg.path = "/repo/bicepconfig.json";
  cfg.registryAliases["contoso"] = RegistryAlias{"contoso.azurecr.io", "bicep/modules", {}};
  cfg.registryAliases["bare"] = RegistryAlias{"bare.azurecr.io", "", {}};
  cfg.templateSpecAliases["specs"] = TemplateSpecAlias{"00000000-1111-2222-3333-444444444444", "Specs-RG", {}};
  return cfg;
}

}  // namespace

TEST_CASE("modules: br references, with and without aliases", "[toolchain]") {
  BicepConfig cfg = configWithAliases();
  auto pub = parseModuleReference("br/public:avm/res/storage/storage-account:0.9.0", cfg);
  REQUIRE(pub.ok());
  CHECK(pub->registry == "mcr.microsoft.com");
  CHECK(pub->repository == "bicep/avm/res/storage/storage-account");
  CHECK(pub->tag == "0.9.0");
  CHECK(pub->alias == "public");
  CHECK(pub->fullyQualified() == "br:mcr.microsoft.com/bicep/avm/res/storage/storage-account:0.9.0");

  auto plain = parseModuleReference("br:myacr.azurecr.io:443/infra/vnet:V2", cfg);
  REQUIRE(plain.ok());
  CHECK(plain->registry == "myacr.azurecr.io:443");
  CHECK(plain->repository == "infra/vnet");
  CHECK(plain->tag == "V2");

  auto alias = parseModuleReference("br/contoso:network/vnet:1.0", cfg);
  REQUIRE(alias.ok());
  CHECK(alias->fullyQualified() == "br:contoso.azurecr.io/bicep/modules/network/vnet:1.0");
  CHECK(parseModuleReference("br/bare:vnet:1.0", cfg)->fullyQualified() == "br:bare.azurecr.io/vnet:1.0");

  // IPv6 registries in brackets, with or without a port (as in Bicep's Registry baseline).
  auto v6 = parseModuleReference("br:[::1]:5000/passthrough/ipv6port:v1", cfg);
  REQUIRE(v6.ok());
  CHECK(v6->registry == "[::1]:5000");
  CHECK(v6->repository == "passthrough/ipv6port");
  CHECK(parseModuleReference("br:[::1]/passthrough/ipv6:v1", cfg)->registry == "[::1]");
  CHECK(parseModuleReference("br:127.0.0.1:5000/passthrough/ipv4port:v1", cfg)->registry == "127.0.0.1:5000");
  CHECK_FALSE(parseModuleReference("br:[::1/x:v1", cfg).ok());
  CHECK_FALSE(parseModuleReference("br:[zz::1]/x:v1", cfg).ok());
  CHECK_FALSE(parseModuleReference("br:[::1]x/x:v1", cfg).ok());

  std::string digest = "sha256:" + std::string(64, 'a');
  auto byDigest = parseModuleReference("br:r.io/m@" + digest, cfg);
  REQUIRE(byDigest.ok());
  CHECK(byDigest->digest == digest);
  CHECK(byDigest->tag.empty());
}

TEST_CASE("modules: ts references, with and without aliases", "[toolchain]") {
  BicepConfig cfg = configWithAliases();
  auto ts = parseModuleReference("ts:00000000-1111-2222-3333-444444444444/rg-1/storageSpec:2.0a", cfg);
  REQUIRE(ts.ok());
  CHECK(ts->scheme == ModuleScheme::TemplateSpec);
  CHECK(ts->resourceGroup == "rg-1");
  CHECK(ts->templateSpec == "storageSpec");
  CHECK(ts->version == "2.0a");
  auto alias = parseModuleReference("ts/specs:storageSpec:1.0", cfg);
  REQUIRE(alias.ok());
  CHECK(alias->fullyQualified() == "ts:00000000-1111-2222-3333-444444444444/Specs-RG/storageSpec:1.0");
}

TEST_CASE("modules: malformed references and unknown aliases", "[toolchain]") {
  BicepConfig cfg = configWithAliases();
  struct Case {
    const char* text;
    const char* code;
    const char* says;
  };
  const Case cases[] = {
      {"br:myacr.azurecr.io/infra/vnet", "TOOL030", "tag"},
      {"br:myacr.azurecr.io/infra/vnet:", "TOOL030", "tag"},
      {"br:myacr.azurecr.io/Infra/vnet:v1", "TOOL030", "'Infra'"},
      {"br:myacr.azurecr.io/infra//vnet:v1", "TOOL030", "segment ''"},
      {"br:myacr.azurecr.io/vnet:v 1", "TOOL030", "not a valid tag"},
      {"br:myacr.azurecr.io/vnet@sha256:abc", "TOOL030", "digest"},
      {"br:vnet:v1", "TOOL030", "expected <registry>/<module path>:<tag>"},
      {"br/my alias:vnet:v1", "TOOL030", "alias 'my alias'"},
      {"br/nope:vnet:v1", "TOOL031", "'br/nope' is not defined in /repo/bicepconfig.json (moduleAliases.br)"},
      {"ts/nope:spec:v1", "TOOL031", "'ts/nope' is not defined"},
      {"ts:not-a-guid/rg/spec:1.0", "TOOL030", "subscription GUID"},
      {"ts:00000000-1111-2222-3333-444444444444/rg/spec", "TOOL030", "expected <subscription>"},
      {"ts:00000000-1111-2222-3333-444444444444/rg./spec:1", "TOOL030", "resource group"},
      {"ts:00000000-1111-2222-3333-444444444444/rg/a/b:1", "TOOL030", "expected <subscription>"},
      {"./local.bicep", "TOOL030", "expected 'br:'"},
  };
  for (const auto& c : cases) {
    INFO(c.text);
    auto r = parseModuleReference(c.text, cfg);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().code == c.code);
    CHECK_THAT(r.error().message, Catch::Contains(c.says));
  }
  CHECK(isExternalModuleReference("br/public:x:1"));
  CHECK(isExternalModuleReference("ts:x"));
  CHECK_FALSE(isExternalModuleReference("modules/br.bicep"));
}

TEST_CASE("modules: tag encoding matches Bicep's cache folder names", "[toolchain]") {
  // Vectors from Bicep's own tests of its tag encoder.
  CHECK(encodeTag("") == "$");
  CHECK(encodeTag("v1") == "v1$");
  CHECK(encodeTag("V1") == "V1$1");
  CHECK(encodeTag("AbCd") == "AbCd$5");
  CHECK(encodeTag("ABCDABCDABCDABCDAB") == "ABCDABCDABCDABCDAB$3ffff");
  CHECK(encodeTag("ABCDABCDABCDABCDABCDABCDABCDABCDAbC") == "ABCDABCDABCDABCDABCDABCDABCDABCDAbC$5ffffffff");
  std::string allCaps(128, 'A');
  CHECK(encodeTag(allCaps) == allCaps + "$" + std::string(32, 'f'));
  // Upper case only past the first 64 characters keeps the later word zero-padded.
  std::string late = std::string(64, 'a') + "B";
  CHECK(encodeTag(late) == late + "$10000000000000000");
}

TEST_CASE("modules: cache paths as bicep restore lays them out", "[toolchain]") {
  BicepConfig cfg = configWithAliases();
  auto pub = *parseModuleReference("br/public:avm/res/storage/storage-account:0.9.0", cfg);
  CHECK(moduleCachePath(pub, "/home/u/.bicep") ==
        "/home/u/.bicep/br/mcr.microsoft.com/bicep$avm$res$storage$storage-account/0.9.0$/main.json");
  auto port = *parseModuleReference("br:MyAcr.azurecr.io:5000/infra/vnet:V2", cfg);
  CHECK(moduleCachePath(port, "/c") == "/c/br/myacr.azurecr.io$5000/infra$vnet/V2$1/main.json");
  std::string digest = "sha256:" + std::string(64, 'b');
  auto byDigest = *parseModuleReference("br:r.io/m@" + digest, cfg);
  CHECK(moduleCachePath(byDigest, "/c") == "/c/br/r.io/m/sha256#" + std::string(64, 'b') + "/main.json");
  auto ts = *parseModuleReference("ts/specs:StorageSpec:V1.0", cfg);
  CHECK(moduleCachePath(ts, "/c") == "/c/ts/00000000-1111-2222-3333-444444444444/specs-rg/storagespec/v1.0/main.json");
}

TEST_CASE("modules: loading from the local cache, or a clear error when not restored", "[toolchain]") {
  TempDir t;
  BicepConfig cfg = configWithAliases();
  auto ref = *parseModuleReference("br/public:avm/res/network/vnet:1.2.0", cfg);
  auto ts = *parseModuleReference("ts/specs:storage:1.0", cfg);
  SourceFiles files;
  Diagnostics diags;

  auto missing = loadCachedModule(ref, t.str(), files, diags);
  REQUIRE_FALSE(missing.ok());
  CHECK(missing.error().code == "TOOL032");
  CHECK_THAT(missing.error().message, Catch::Contains("'br/public:avm/res/network/vnet:1.2.0' has not been restored") &&
                                          Catch::Contains("<Bicep cache>/br/mcr.microsoft.com/bicep$avm$res$network$vnet/1.2.0$/main.json") &&
                                          Catch::Contains("bicep restore") && Catch::Contains("outputs are unknown") &&
                                          !Catch::Contains(t.str()));

  t.write("br/mcr.microsoft.com/bicep$avm$res$network$vnet/1.2.0$/main.json",
          R"({"$schema": "x", "resources": [], "outputs": {"id": {"type": "string", "value": "abc"}}})");
  auto loaded = loadCachedModule(ref, t.str(), files, diags);
  REQUIRE(loaded.ok());
  CHECK(loaded->get("outputs")->get("id")->get("value")->str() == "abc");

  t.write("ts/00000000-1111-2222-3333-444444444444/specs-rg/storage/1.0/main.json",
          R"({"id": "/subscriptions/x", "properties": {"mainTemplate": {"resources": [{"type": "a/b"}]}}})");
  auto spec = loadCachedModule(ts, t.str(), files, diags);
  REQUIRE(spec.ok());
  CHECK(spec->get("resources")->at(0)->get("type")->str() == "a/b");

  t.write("br/mcr.microsoft.com/bicep$avm$res$network$vnet/1.2.0$/main.json", "{ broken");
  auto broken = loadCachedModule(ref, t.str(), files, diags);
  REQUIRE_FALSE(broken.ok());
  CHECK(broken.error().code == "TOOL033");
  CHECK(diags.hasErrors());  // the JSON error, with its position in the cached file
}

TEST_CASE("modules: one call from reference text to template, using the config's cache root", "[toolchain]") {
  TempDir t;
  t.write("bicepconfig.json", R"({"cacheRootDirectory": "modcache"})");
  t.write("modcache/br/contoso.azurecr.io/bicep$modules$vnet/v1$/main.json", R"({"resources": [], "outputs": {}})");
  SourceFiles files;
  Diagnostics diags;
  ConfigLoader loader(files);
  auto cfgPtr = loader.forFile(t.write("main.bicep", ""), diags);
  BicepConfig cfg = *cfgPtr;
  cfg.registryAliases["contoso"] = RegistryAlias{"contoso.azurecr.io", "bicep/modules", {}};
  auto ok = loadRegistryModule("br/contoso:vnet:v1", cfg, "/nonexistent-home", files, diags);
  REQUIRE(ok.ok());
  CHECK(ok->get("outputs"));
  auto missing = loadRegistryModule("br/contoso:vnet:v2", cfg, "/nonexistent-home", files, diags);
  REQUIRE_FALSE(missing.ok());
  // The cache folder is the runner's (often under its home): messages show the path inside it only.
  CHECK_THAT(missing.error().message, Catch::Contains("(<Bicep cache>/br/contoso.azurecr.io/"));
  CHECK_THAT(missing.error().message, !Catch::Contains(t.path().string()));
  auto badAlias = loadRegistryModule("br/other:vnet:v1", cfg, "/nonexistent-home", files, diags);
  REQUIRE_FALSE(badAlias.ok());
  CHECK(badAlias.error().code == "TOOL031");
}
