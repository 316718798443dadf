// Where an extension's configuration may be read, and how a module is given it, as Bicep checks
// (its InvalidExtensions baseline): BCP418 outside a module's extensionConfigs, BCP431 for an
// alias given anything but an object literal or an inheritance expression, BCP401 for a spread.
#include <catch2/catch.hpp>

#include "tests/unit/bicep/compile_helpers.hpp"

using pf::test::compile;

namespace {

const std::map<std::string, std::string> kModule = {{"app.bicep", "extension kubernetes as k8s\n"}};

// "CODE line:col" of every BCP418/BCP431/BCP401 of `text`.
std::vector<std::string> checksOf(const std::string& text) {
  auto c = compile(text, kModule);
  std::vector<std::string> out;
  for (const auto& d : c.result.diagnostics.items())
    if (d.code == "BCP418" || d.code == "BCP431" || d.code == "BCP401")
      out.push_back(d.code + " " + std::to_string(d.loc.line) + ":" + std::to_string(d.loc.col));
  return out;
}

std::string module(const std::string& configs) {
  return "extension kubernetes as k8s\nparam flag bool = true\nparam obj object = {}\n"
         "module m 'app.bicep' = {\n  name: 'm'\n  extensionConfigs: {\n" + configs + "  }\n}\n";
}

}  // namespace

TEST_CASE("extension config checks: an extension is read only in a module's extensionConfigs (BCP418)", "[bicep][extensible]") {
  using V = std::vector<std::string>;
  CHECK(checksOf("extension kubernetes as k8s\nvar ns = k8s.config.namespace\n") == V{"BCP418 2:10"});
  CHECK(checksOf("extension kubernetes as k8s\noutput o object = k8s\n") == V{"BCP418 2:19"});
  CHECK(checksOf("extension kubernetes as k8s\nparam key string = 'namespace'\nvar x = k8s[key]\n") == V{"BCP418 3:9"});
  // az is Azure Resource Manager itself: its functions are called as usual.
  CHECK(checksOf("extension az\nvar rg = az.resourceGroup().name\n").empty());
  // Inherited in a module's extensionConfigs, whole or piece by piece, or chosen by a condition.
  CHECK(checksOf(module("    k8s: k8s.config\n")).empty());
  CHECK(checksOf(module("    k8s: {\n      namespace: k8s.config.namespace\n    }\n")).empty());
  CHECK(checksOf(module("    k8s: flag ? k8s.config : k8s.config\n")).empty());
}

TEST_CASE("extension config checks: an alias takes an object literal or inheritance (BCP431), no spread (BCP401)",
          "[bicep][extensible]") {
  using V = std::vector<std::string>;
  CHECK(checksOf(module("    k8s: obj\n")) == V{"BCP431 7:5"});
  CHECK(checksOf(module("    k8s: flag ? k8s.config : { namespace: 'x' }\n")) == V{"BCP431 7:5"});
  CHECK(checksOf(module("    ...obj\n")) == V{"BCP401 7:5"});
  CHECK(checksOf(module("    k8s: {\n      ...obj\n    }\n")) == V{"BCP401 8:7"});
}
