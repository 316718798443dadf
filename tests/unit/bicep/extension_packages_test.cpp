// Registry extensions compile whether or not `bicep restore` has put their package (types.tgz) in
// the local cache: with it, the extension takes the package's name and version; without it, its
// resources are untyped and the name and version come from the reference, with a BCPPF09 note.
#include <catch2/catch.hpp>

#include <cstdlib>

#include "tests/helpers.hpp"
#include "tests/temp_dir.hpp"

using namespace pf;
using namespace pf::test;

namespace {

const char* kMain = R"(extension 'br:mcr.microsoft.com/bicep/extensions/hasconfig/v1:1.2.3' with {
  requiredString: 'abc'
} as ext

resource thing 'Thing@v1' = {
  name: 'thing1'
  size: 'large'
}
)";

// A package as `bicep restore` leaves it: index.json (settings, resource types) and types.json.
void writePackage(const TempDir& dir) {
  dir.write("pkg/index.json", R"({"resources": {"Thing@v1": {"$ref": "types.json#/3"}}, "resourceFunctions": {},
    "settings": {"name": "HasConfig", "version": "1.2.3", "isSingleton": false,
                 "configurationType": {"$ref": "types.json#/1"}}})");
  dir.write("pkg/types.json", R"([{"$type": "StringType"},
    {"$type": "ObjectType", "name": "config", "properties": {"requiredString": {"type": {"$ref": "#/0"}, "flags": 1}}},
    {"$type": "ObjectType", "name": "Thing", "properties": {"name": {"type": {"$ref": "#/0"}, "flags": 17},
                                                           "size": {"type": {"$ref": "#/0"}, "flags": 0}}},
    {"$type": "ResourceType", "name": "Thing@v1", "scopeType": 0, "body": {"$ref": "#/2"}, "flags": 0}])");
  std::string target = dir.str() + "/cache/br/mcr.microsoft.com/bicep$extensions$hasconfig$v1/1.2.3$";
  std::string cmd = "mkdir -p '" + target + "' && cd '" + dir.str() + "/pkg' && tar -czf '" + target +
                    "/types.tgz' index.json types.json";
  REQUIRE(std::system(cmd.c_str()) == 0);
}

void writeSource(const TempDir& dir) {
  dir.write("src/bicepconfig.json", R"({"cacheRootDirectory": ")" + dir.str() +
                                        R"(/cache", "experimentalFeaturesEnabled": {"moduleExtensionConfigs": true}})");
  dir.write("src/main.bicep", kMain);
}

}  // namespace

TEST_CASE("extension packages: a registry extension not in the cache compiles untyped with a BCPPF09 note",
          "[bicep][extensible]") {
  TempDir dir;
  writeSource(dir);
  std::string out, err;
  REQUIRE(runCli("build '" + dir.str() + "/src/main.bicep' --stdout", &out, &err) == 0);
  CHECK_THAT(err, Catch::Contains("main.bicep:1:11: info BCPPF09") && Catch::Contains("not in the local cache"));
  Value tpl = json(out);
  REQUIRE(tpl.get("extensions"));
  CHECK(toJson(*tpl.get("extensions")->get("ext")) ==
        R"({"name":"hasconfig","version":"1.2.3","config":{"requiredString":{"defaultValue":"abc"}}})");
  const Value& thing = *tpl.get("resources")->get("thing");
  CHECK(thing.get("extension")->str() == "ext");
  CHECK(thing.get("type")->str() == "Thing");
  CHECK(thing.get("apiVersion")->str() == "v1");
}

TEST_CASE("extension packages: a restored package names the extension and types its resources", "[bicep][extensible]") {
  TempDir dir;
  writePackage(dir);
  writeSource(dir);
  std::string out, err;
  REQUIRE(runCli("build '" + dir.str() + "/src/main.bicep' --stdout", &out, &err) == 0);
  CHECK(err.find("BCPPF09") == std::string::npos);
  Value tpl = json(out);
  REQUIRE(tpl.get("extensions"));
  CHECK(tpl.get("extensions")->get("ext")->get("name")->str() == "HasConfig");
  CHECK(tpl.get("extensions")->get("ext")->get("version")->str() == "1.2.3");
}

TEST_CASE("extension packages: a damaged package is said, and the extension is still compiled untyped",
          "[bicep][extensible]") {
  TempDir dir;
  dir.write("cache/br/mcr.microsoft.com/bicep$extensions$hasconfig$v1/1.2.3$/types.tgz", "not a gzip stream");
  writeSource(dir);
  std::string out, err;
  REQUIRE(runCli("build '" + dir.str() + "/src/main.bicep' --stdout", &out, &err) == 0);
  CHECK_THAT(err, Catch::Contains("main.bicep:1:11: info BCPPF09") && Catch::Contains("not valid gzip data"));
  CHECK(json(out).get("resources")->get("thing")->get("extension")->str() == "ext");
}
