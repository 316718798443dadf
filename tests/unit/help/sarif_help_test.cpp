// SARIF carries each built-in rule's help page (rules/azure/en/) as help.markdown, so code
// scanning shows the description, the fix and a Bicep example beside an alert.
#include <catch2/catch.hpp>

#include "engine/core/json.hpp"
#include "tests/helpers.hpp"

using namespace pf;

TEST_CASE("sarif: built-in rules carry their help page as help.markdown", "[help][sarif]") {
  std::string out, err;
  test::runCli("analyze samples/infra --format sarif", &out, &err);
  Diagnostics d;
  auto log = parseJson(out, 0, d);
  REQUIRE(log);
  const Value& rules = *log->get("runs")->arr()[0].get("tool")->get("driver")->get("rules");
  REQUIRE(rules.arr().size() >= 70);
  size_t withMarkdown = 0;
  for (const Value& r : rules.arr()) {
    const Value* help = r.get("help");
    REQUIRE(help);
    CHECK(help->get("text"));
    if (const Value* md = help->get("markdown")) {
      ++withMarkdown;
      CHECK(md->str().find("**How to fix it:**") != std::string::npos);
      CHECK(md->str().find("```bicep\n") != std::string::npos);
    }
    if (r.get("id")->str() == "PF-0101") {
      REQUIRE(help->get("markdown"));
      CHECK(help->get("markdown")->str().find("supportsHttpsTrafficOnly: true") != std::string::npos);
      CHECK(help->get("markdown")->str().find("- [Reference](https://learn.microsoft.com/azure/storage/common/") !=
            std::string::npos);
    }
    // A rule that reads configuration values shows the preflight.yaml its example is checked with.
    if (r.get("id")->str() == "PF-0111") {
      REQUIRE(help->get("markdown"));
      CHECK(help->get("markdown")->str().find("With this configuration (`preflight.yaml`):\n\n```yaml\n") !=
            std::string::npos);
      CHECK(help->get("markdown")->str().find("AZURE_STORAGE_ALLOWED_SKUS: [") != std::string::npos);
    }
  }
  CHECK(withMarkdown == rules.arr().size());
}
