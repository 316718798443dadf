// Reading rule help pages (rules/rule_help.hpp): PSRule's sections, examples and links.
#include <catch2/catch.hpp>

#include "rules/rule_help.hpp"

using namespace pf;
using rules::parseRuleHelp;

TEST_CASE("rule help: sections, examples and links of a PSRule page", "[help][rulehelp]") {
  Diagnostics d;
  auto h = parseRuleHelp(
      "---\n"
      "online version: https://example.test/rules/X\n"
      "---\n"
      "# Title of the rule\n"
      "\n"
      "## SYNOPSIS\n"
      "\n"
      "Short.\n"
      "\n"
      "## DESCRIPTION\n"
      "\n"
      "First paragraph.\n"
      "\n"
      "Second paragraph.\n"
      "\n"
      "```yaml\n"
      "## not a heading inside a code block\n"
      "```\n"
      "\n"
      "## RECOMMENDATION\n"
      "Do this.\n"
      "## EXAMPLES\n"
      "\n"
      "### Configure with Azure template\n"
      "\n"
      "```json\n"
      "{\"resources\": []}\n"
      "```\n"
      "\n"
      "### Configure with Bicep\n"
      "\n"
      "```bicep\n"
      "param a string\n"
      "\n"
      "output b string = a\n"
      "```\n"
      "\n"
      "## NOTES\n"
      "\n"
      "A note.\n"
      "\n"
      "## LINKS\n"
      "\n"
      "- [One](https://example.test/one)\n"
      "* https://example.test/two\n",
      0, d);
  CHECK(d.empty());
  CHECK(h.title == "Title of the rule");
  CHECK(h.onlineVersion == "https://example.test/rules/X");
  CHECK(h.synopsis == "Short.");
  CHECK(h.description == "First paragraph.\n\nSecond paragraph.\n\n```yaml\n## not a heading inside a code block\n```");
  CHECK(h.recommendation == "Do this.");
  CHECK(h.armExample == "{\"resources\": []}");
  CHECK(h.bicepExample == "param a string\n\noutput b string = a");
  CHECK(h.notes == "A note.");
  REQUIRE(h.links.size() == 2);
  CHECK(h.links[0] == rules::RuleHelpLink{"One", "https://example.test/one"});
  CHECK(h.links[1] == rules::RuleHelpLink{"https://example.test/two", "https://example.test/two"});
}

TEST_CASE("rule help: what is not PSRule's shape is a warning at its line, and the rest is read", "[help][rulehelp]") {
  Diagnostics d;
  auto h = parseRuleHelp(
      "# T\n"
      "## DESCRIPTION\n"
      "Text.\n"
      "## USAGE\n"
      "Dropped.\n"
      "## EXAMPLES\n"
      "### Configure with Terraform\n"
      "```hcl\n"
      "x\n"
      "```\n"
      "## LINKS\n"
      "see the docs\n"
      "```\n"
      "unclosed\n",
      7, d);
  CHECK(h.description == "Text.");
  CHECK(h.bicepExample.empty());
  REQUIRE(d.items().size() == 4);
  for (const auto& x : d.items()) {
    CHECK(x.code == rules::kHelpPage);
    CHECK(x.severity == Severity::Warning);
    CHECK(x.loc.file == 7);
  }
  CHECK(d.items()[0].loc.line == 4);   // ## USAGE
  CHECK(d.items()[1].loc.line == 7);   // ### Configure with Terraform
  CHECK(d.items()[2].loc.line == 12);  // a LINKS line that is not a link
  CHECK(d.items()[3].loc.line == 13);  // the code block that is not closed
}

TEST_CASE("rule help: CRLF line endings and an empty page", "[help][rulehelp]") {
  Diagnostics d;
  auto h = parseRuleHelp("# T\r\n## DESCRIPTION\r\nLine one.\r\nLine two.\r\n", 0, d);
  CHECK(d.empty());
  CHECK(h.description == "Line one.\nLine two.");
  auto empty = parseRuleHelp("", 0, d);
  CHECK(empty.title.empty());
  CHECK(d.empty());
}

TEST_CASE("rule help: more Bicep blocks that start with '// file: PATH' are files the example uses", "[help][rulehelp]") {
  Diagnostics d;
  auto h = parseRuleHelp(
      "# T\n## EXAMPLES\n### Configure with Bicep\n"
      "```bicep\nmodule m 'modules/m.bicep' = {\n  name: 'm'\n}\n```\n"
      "```bicep\n// file: modules/m.bicep\nparam p string = 'x'\n```\n"
      "```json\n// file: bicepconfig.json\n{}\n```\n",
      0, d);
  CHECK(d.empty());
  CHECK(h.bicepExample == "module m 'modules/m.bicep' = {\n  name: 'm'\n}");
  REQUIRE(h.exampleFiles.size() == 2);
  CHECK(h.exampleFiles[0] == rules::RuleHelpFile{"modules/m.bicep", "// file: modules/m.bicep\nparam p string = 'x'"});
  CHECK(h.exampleFiles[1].path == "bicepconfig.json");
}

TEST_CASE("rule help: a YAML block that starts with '# file: preflight.yaml' is the example's configuration",
          "[help][rulehelp]") {
  Diagnostics d;
  auto h = parseRuleHelp(
      "# T\n## EXAMPLES\n### Configure with Bicep\n"
      "```bicep\nparam location string = resourceGroup().location\n```\n"
      "```yaml\n# file: preflight.yaml\nconfiguration:\n  AZURE_STORAGE_ALLOWED_SKUS: [Standard_ZRS]\n```\n",
      0, d);
  CHECK(d.empty());
  CHECK(h.bicepExample == "param location string = resourceGroup().location");
  REQUIRE(h.exampleFiles.size() == 1);
  const rules::RuleHelpFile* config = rules::findExampleFile(h.exampleFiles, "preflight.yaml");
  REQUIRE(config);
  CHECK(config->text == "# file: preflight.yaml\nconfiguration:\n  AZURE_STORAGE_ALLOWED_SKUS: [Standard_ZRS]");
  CHECK(rules::findExampleFile(h.exampleFiles, "bicepconfig.json") == nullptr);
}
