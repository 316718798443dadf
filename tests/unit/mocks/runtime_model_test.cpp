// The mocks behind the expansion engine: a template expanded with MockRuntimeModel.
#include <catch2/catch.hpp>

#include <memory>

#include "engine/core/json.hpp"
#include "engine/expand/expand.hpp"
#include "engine/template/template.hpp"
#include "mocks/runtime_model.hpp"
#include "tests/helpers.hpp"

using namespace pf;

namespace {

struct Expanded {
  std::unique_ptr<SourceFiles> files = std::make_unique<SourceFiles>();  // not movable itself
  Expansion result;
  const Value* resource(std::string_view name) const {
    for (const Value& r : result.resources)
      if (const Value* n = r.get("name"); n && n->isString() && n->str() == name) return &r;
    return nullptr;
  }
  std::string output(std::string_view name) const {
    const Value* o = result.outputs.get(name);
    return o && o->get("value") ? toJson(*o->get("value")) : "<missing>";
  }
};

Expanded expandWithMocks(std::string_view text) {
  Expanded e;
  Diagnostics d;
  uint32_t id = e.files->add("template.json", std::string(text));
  auto root = parseJson(e.files->text(id), id, d);
  REQUIRE(root);
  auto tpl = loadTemplate(*root, d);
  REQUIRE(tpl);
  ExpandRequest req;
  req.tpl = &*tpl;
  req.templatePath = "template.json";
  static const mocks::MockRuntimeModel runtime;
  ExpandServices services{pf::test::functions(), *e.files, &runtime};
  e.result = expand(req, services);
  return e;
}

}  // namespace

TEST_CASE("runtime model: expansion projects runtime properties and answers list*()", "[mocks]") {
  Expanded e = expandWithMocks(R"({
    "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
    "contentVersion": "1.0.0.0",
    "resources": [
      {"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01", "name": "stdata",
       "location": "[resourceGroup().location]", "kind": "StorageV2", "sku": {"name": "Standard_LRS"}},
      {"type": "Microsoft.Network/virtualNetworks", "apiVersion": "2023-04-01", "name": "vnet1",
       "location": "[resourceGroup().location]",
       "properties": {"addressSpace": {"addressPrefixes": ["10.0.0.0/16"]},
                      "subnets": [{"name": "default", "properties": {"addressPrefix": "10.0.0.0/24"}}]}}
    ],
    "outputs": {
      "blob": {"type": "string", "value": "[reference(resourceId('Microsoft.Storage/storageAccounts', 'stdata')).primaryEndpoints.blob]"},
      "subnetId": {"type": "string", "value": "[reference('vnet1').subnets[0].id]"},
      "keyName": {"type": "string", "value": "[listKeys(resourceId('Microsoft.Storage/storageAccounts', 'stdata'), '2023-01-01').keys[0].keyName]"},
      "key": {"type": "securestring", "value": "[listKeys(resourceId('Microsoft.Storage/storageAccounts', 'stdata'), '2023-01-01').keys[0].value]"}
    }
  })");
  std::string diags;
  for (const Diagnostic& d : e.result.diagnostics.items()) diags += d.code + ": " + d.message + "\n";
  INFO(diags);
  const Value* st = e.resource("stdata");
  REQUIRE(st);
  REQUIRE(st->get("properties"));
  CHECK(toJson(*st->get("properties")->get("primaryEndpoints")->get("blob")) == R"("https://stdata.blob.core.windows.net/")");
  CHECK(e.output("blob") == R"("https://stdata.blob.core.windows.net/")");
  CHECK(e.output("subnetId") ==
        R"("/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/preflight-rg/providers/Microsoft.Network/virtualNetworks/vnet1/subnets/default")");
  CHECK(e.output("keyName") == R"("key1")");
  CHECK(e.output("key") == R"("{{Secret}}")");
}
