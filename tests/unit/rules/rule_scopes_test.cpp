// PSRule's option scopes: label selection in baselines, local rules beside filters, rule modules
// with their ModuleConfig (binding, configuration defaults, default baseline).
#include <catch2/catch.hpp>

#include "engine/core/json.hpp"
#include "tests/temp_dir.hpp"
#include "tests/unit/rules/rules_helpers.hpp"

using namespace pf;
using namespace pf::rules;

namespace {

std::string rule(const std::string& name, const std::string& metadata, const std::string& spec = "") {
  return "---\napiVersion: github.com/microsoft/PSRule/v1\nkind: Rule\nmetadata:\n  name: " + name + "\n" + metadata +
         "spec:\n  type: [Microsoft.Storage/storageAccounts]\n" + spec +
         "  condition:\n    field: properties.minimumTlsVersion\n    equals: TLS1_2\n";
}

std::string baseline(const std::string& name, const std::string& ruleSpec, const std::string& extra = "") {
  return "---\napiVersion: github.com/microsoft/PSRule/v1\nkind: Baseline\nmetadata:\n  name: " + name +
         "\nspec:\n  rule:\n" + ruleSpec + extra;
}

// Three local rules: two labelled, one tagged GA.
const std::string kRules =
    rule("Org.Security", "  labels:\n    Azure.WAF/pillar: Security\n    Org.Controls/id: [C-1, C-2]\n") +
    rule("Org.Reliability", "  labels:\n    Azure.WAF/pillar: Reliability\n") +
    rule("Org.Plain", "  tags: {release: GA}\n") +
    baseline("Org.SecurityOnly", "    labels:\n      Azure.WAF/pillar: Security\n") +
    baseline("Org.AnyPillar", "    labels:\n      Azure.WAF/pillar: '*'\n") +
    baseline("Org.Control2", "    labels:\n      Org.Controls/id: [C-2, C-9]\n") +
    baseline("Org.CaseMatters", "    labels:\n      azure.waf/PILLAR: [security]\n");

std::vector<std::string> names(const RuleSelection& s) {
  std::vector<std::string> out;
  for (const auto& r : s.rules()) out.push_back(r->name);
  return out;
}

std::vector<std::string> select(const test::Loaded& l, RuleFilter f) {
  Diagnostics d;
  auto s = selectRules(l.set, f, d);
  CHECK(d.empty());
  return names(s);
}

}  // namespace

TEST_CASE("scopes: a baseline selects rules by label, as PSRule does", "[rules][psrule]") {
  auto l = test::loadRuleText(kRules);
  REQUIRE(l.errors() == "");
  RuleFilter f;
  f.baseline = "Org.SecurityOnly";
  CHECK(select(l, f) == std::vector<std::string>{"Org.Security"});
  f.baseline = "Org.AnyPillar";
  CHECK(select(l, f) == std::vector<std::string>{"Org.Security", "Org.Reliability"});
  f.baseline = "Org.Control2";  // any listed value among the rule's
  CHECK(select(l, f) == std::vector<std::string>{"Org.Security"});
  // Label names match without case, values exactly.
  f.baseline = "Org.CaseMatters";
  CHECK(select(l, f).empty());
  // The options file's rule.labels filters the same way.
  RuleFilter labels;
  labels.includeLocal = false;
  labels.labels.set("Azure.WAF/pillar", Value("Reliability"));
  CHECK(select(l, labels) == std::vector<std::string>{"Org.Reliability"});
}

TEST_CASE("scopes: local rules run beside the filters unless a baseline is named", "[rules][psrule]") {
  auto l = test::loadRuleText(kRules);
  RuleFilter tagged;
  tagged.tags.set("release", Value("GA"));
  // PSRule's rule.includeLocal defaults to true: a tag filter leaves local rules in.
  CHECK(select(l, tagged).size() == 3);
  tagged.includeLocal = false;
  CHECK(select(l, tagged) == std::vector<std::string>{"Org.Plain"});
  // Exclusion always wins.
  RuleFilter excluded;
  excluded.exclude = {"Org.Plain"};
  CHECK(select(l, excluded) == std::vector<std::string>{"Org.Security", "Org.Reliability"});
  // A named baseline turns local rules off; rule.includeLocal turns them back on.
  RuleFilter named;
  named.baseline = "Org.SecurityOnly";
  CHECK(select(l, named).size() == 1);
  named.includeLocal = true;
  CHECK(select(l, named).size() == 3);
}

TEST_CASE("scopes: the named baseline's filter wins over the options file's", "[rules][psrule]") {
  auto l = test::loadRuleText(kRules + baseline("Org.Named", "    include: [Org.Reliability]\n"));
  RuleFilter f;
  f.baseline = "Org.Named";
  f.include = {"Org.Security"};  // PSRule takes include from the first scope that sets it
  f.exclude = {"Org.Plain"};     // the baseline sets no exclude: the options file's applies
  CHECK(select(l, f) == std::vector<std::string>{"Org.Reliability"});
}

namespace {

// A rule module on disk (Org.Rules/Org.Rules.psd1 beside its rule files), loaded as the module,
// and a folder of local rules.
struct Module {
  test::TempDir dir;
  explicit Module(const std::string& config) {
    dir.write("Org.Rules/Org.Rules.psd1", "@{ ModuleVersion = '1.0.0' }\n");
    dir.write("Org.Rules/rules/Org.Rule.yaml",
              rule("Org.Module.Tls", "  tags: {release: GA}\n") + rule("Org.Module.Preview", "  tags: {release: preview}\n") +
                  baseline("Org.Default", "    tag: {release: GA}\n", "  configuration:\n    ORG_MIN: 2\n"));
    dir.write("Org.Rules/rules/Config.Rule.yaml", config);
    dir.write("local/Local.Rule.yaml", rule("Org.Local", ""));
    dir.write("Org.Rules/rules/Legacy.Rule.ps1", "Rule 'Org.Legacy' { $True }\n");
  }
  test::Loaded load() const {
    test::Loaded l;
    RuleSetBuilder b(*l.files, l.diags);
    b.addPath((dir.path() / "Org.Rules").string(), FileAccessPolicy(), "Org.Rules");
    b.addPath((dir.path() / "local").string());
    l.set = b.build();
    return l;
  }
};

const std::string kModuleConfig = R"(---
apiVersion: github.com/microsoft/PSRule/v1
kind: ModuleConfig
metadata:
  name: Org.Rules
spec:
  binding:
    targetName: [ResourceName, name]
    targetType: [ResourceType, type]
    field:
      resourceId: [ResourceId, id]
  configuration:
    ORG_MIN: 1
    ORG_OWNER: platform
  rule:
    baseline: Org.Default
)";

}  // namespace

TEST_CASE("scopes: a rule module's ModuleConfig sets its baseline, binding and defaults", "[rules][psrule]") {
  Module m(kModuleConfig);
  auto l = m.load();
  // The PowerShell rule file is said not to run; nothing else is reported.
  REQUIRE(l.diags.items().size() == 1);
  CHECK(l.diags.items()[0].code == "RULE022");
  CHECK_THAT(l.diags.items()[0].message, Catch::Contains("Legacy.Rule.ps1"));
  CHECK(l.set.moduleNames() == std::vector<std::string>{"Org.Rules"});
  Diagnostics d;
  RuleSelection s = selectRules(l.set, {}, d);
  CHECK(d.empty());
  // The module's default baseline keeps its preview rule out; the local rule runs.
  CHECK(names(s) == std::vector<std::string>{"Org.Module.Tls", "Org.Local"});  // in load order
  REQUIRE(s.scopes().size() == 2);
  CHECK(s.usedScopes() == std::vector<size_t>{0, 1});
  CHECK(RuleSelection().usedScopes().empty());
  const auto& moduleScope = s.scopes()[1];
  CHECK(moduleScope.module == "Org.Rules");
  // Configuration: the default baseline's value over the ModuleConfig's; the local scope has none.
  CHECK(moduleScope.configuration.find("ORG_MIN")->asInt() == 2);
  CHECK(moduleScope.configuration.find("ORG_OWNER")->str() == "platform");
  CHECK_FALSE(s.scopes()[0].configuration.find("ORG_MIN"));
  // Exported resource data binds ResourceName/ResourceType for the module's rules only.
  Value exported = test::target(R"J({"ResourceName": "stexported", "ResourceType": "Microsoft.Storage/storageAccounts",
      "ResourceId": "/subscriptions/s/resourceGroups/rg/providers/Microsoft.Storage/storageAccounts/stexported",
      "Name": "other", "Type": "Microsoft.Storage/storageAccounts", "Properties": {"minimumTlsVersion": "TLS1_0"}})J");
  auto results = evaluate(s, exported);
  REQUIRE(results.size() == 2);
  REQUIRE(results[0].rule->name == "Org.Module.Tls");
  CHECK(results[0].targetName() == "stexported");
  REQUIRE(results[0].fields().find("resourceId"));
  CHECK(results[0].fields().find("resourceId")->str().find("stexported") != std::string::npos);
  CHECK(results[0].outcome == Outcome::Fail);
  REQUIRE(results[1].rule->name == "Org.Local");
  CHECK(results[1].targetName() == "other");
  CHECK(results[1].fields().empty());
  // The workspace's configuration wins over the module's.
  RuleFilter workspace;
  workspace.configuration.set("ORG_MIN", Value(7));
  CHECK(selectRules(l.set, workspace, d).scopes()[1].configuration.find("ORG_MIN")->asInt() == 7);
}

TEST_CASE("scopes: a ModuleConfig outside its module is ignored and said, as PSRule ignores it", "[rules][psrule]") {
  auto l = test::loadRuleText(kRules + kModuleConfig);
  REQUIRE(l.diags.items().size() == 1);
  const Diagnostic& d = l.diags.items()[0];
  CHECK(d.code == "RULE022");
  CHECK(d.severity == Severity::Warning);
  CHECK(d.loc.line > 0);
  CHECK_THAT(d.message, Catch::Contains("Org.Rules.psd1"));
  Diagnostics none;
  auto s = selectRules(l.set, {}, none);
  CHECK(s.scopes().size() == 1);
  CHECK(s.entries().size() == 3);
  // A module whose ModuleConfig names a baseline that does not exist.
  Module m(std::string(kModuleConfig).replace(kModuleConfig.find("Org.Default"), 11, "Org.Missing"));
  auto broken = m.load();
  Diagnostics errors;
  (void)selectRules(broken.set, {}, errors);
  REQUIRE(errors.errorCount() == 1);
  CHECK(errors.items()[0].code == "RULE040");
  CHECK_THAT(errors.items()[0].message, Catch::Contains("Org.Missing"));
}

TEST_CASE("scopes: binding options name and type a target", "[rules][psrule]") {
  Value v = test::target(R"J({"name": "n", "type": "t", "ResourceName": "rn", "resourcetype": "rt",
      "_PSRule": {"name": "info-name", "type": "info-type"}})J");
  RuleTarget plain = bindTarget(v);
  CHECK(plain.name == "n");
  CHECK(plain.type == "t");
  Binding b;
  b.targetName = {"ResourceName"};
  b.targetType = {"ResourceType"};
  RuleTarget custom = bindTarget(v, b);
  CHECK(custom.name == "rn");
  CHECK(custom.type == "rt");  // property names match without case by default
  b.ignoreCase = false;
  CHECK(bindTarget(v, b).type == "t");  // `resourcetype` is not `ResourceType`: back to `type`
  b.preferTargetInfo = true;
  CHECK(bindTarget(v, b).name == "info-name");
  // The workspace's options win over a module's, option by option.
  Binding module;
  module.targetName = {"name"};
  module.preferTargetInfo = true;
  Binding workspace;
  workspace.targetType = {"ResourceType"};
  Binding both = combine(workspace, module);
  CHECK(both.targetName == std::vector<std::string>{"name"});
  CHECK(both.targetType == std::vector<std::string>{"ResourceType"});
  CHECK(both.preferTargetInfo == true);
}

namespace {

// Every part of a bound target, as text, to compare two bindings of one object.
std::string describe(const RuleTarget& t) {
  std::string out = t.name + "|" + t.type + "|" + t.scope + "|" + toJson(Value(t.fields));
  for (const TargetSource& s : t.sources)
    out += "|" + s.kind + ":" + s.file + ":" + std::to_string(s.line) + ":" + std::to_string(s.column);
  return out;
}

}  // namespace

TEST_CASE("scopes: rebinding a bound target is binding the object again", "[rules][psrule]") {
  Value v = test::target(R"J({"name": "n", "type": "t", "ResourceName": "rn", "ResourceType": "rt",
      "id": "/subscriptions/s/resourceGroups/rg/providers/Microsoft.Storage/storageAccounts/n", "ResourceId": "rid",
      "_PSRule": {"name": "info-name", "type": "info-type"},
      "_source": {"file": "main.json", "line": 3, "column": 5, "parameterFile": "main.parameters.json"}})J");
  Binding names;
  names.targetName = {"ResourceName"};
  names.targetType = {"ResourceType"};
  names.fields = {{"resourceId", {"ResourceId", "id"}}};
  Binding info;
  info.preferTargetInfo = true;
  Binding exact;
  exact.ignoreCase = false;
  exact.targetType = {"resourcetype"};
  RuleTarget plain = bindTarget(v);
  REQUIRE(plain.sources.size() == 2);
  for (const Binding& b : {Binding{}, names, info, exact}) {
    RuleTarget again = rebind(plain, b);
    CHECK(describe(again) == describe(bindTarget(v, b)));
    CHECK(again.object.identical(v));
  }
  // Rule results are the same whether the caller's default binding is handed over or not.
  Module m(kModuleConfig);
  auto l = m.load();
  Diagnostics d;
  RuleSelection s = selectRules(l.set, {}, d);
  Value exported = test::target(R"J({"ResourceName": "stexported", "ResourceType": "Microsoft.Storage/storageAccounts",
      "ResourceId": "/subscriptions/s/resourceGroups/rg/providers/Microsoft.Storage/storageAccounts/stexported",
      "Name": "other", "Type": "Microsoft.Storage/storageAccounts", "Properties": {"minimumTlsVersion": "TLS1_0"}})J");
  RuleTarget bound = bindTarget(exported);
  auto with = evaluate(s, exported, {}, &bound);
  auto without = evaluate(s, exported);
  REQUIRE(with.size() == without.size());
  for (size_t i = 0; i < with.size(); ++i) {
    CHECK(with[i].rule == without[i].rule);
    CHECK(with[i].outcome == without[i].outcome);
    CHECK(with[i].targetName() == without[i].targetName());
    CHECK(with[i].targetType() == without[i].targetType());
    CHECK(toJson(Value(with[i].fields())) == toJson(Value(without[i].fields())));
  }
}
