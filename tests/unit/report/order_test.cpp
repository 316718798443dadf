#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "report/order.hpp"
#include "tests/unit/report/sample_report.hpp"

using namespace pf::report;
using namespace pf::report::test;

TEST_CASE("order: selected findings are stably sorted in source order", "[report][order]") {
  // Many ties on file, line, column and rule; texts both shared (one copy) and equal but copied.
  std::mt19937 random(7);
  SharedText shared("infra/shared.json");
  std::vector<Finding> findings;
  for (int i = 0; i < 3000; ++i) {
    Finding f = storageFailure("st" + std::to_string(random() % 4), static_cast<uint32_t>(random() % 5));
    switch (random() % 4) {
      case 0: f.location.file = shared; break;
      case 1: f.location.file = std::string("infra/shared.json"); break;
      case 2: f.location.file = "infra/" + std::to_string(random() % 30) + ".json"; break;
      default: f.location.file = ""; break;
    }
    f.location.column = static_cast<uint32_t>(random() % 3);
    if (random() % 3 == 0) f.ruleId = random() % 2 ? "PF-A" : "pf-a";
    if (random() % 5 == 0) f.outcome = Outcome::Pass;
    if (random() % 7 == 0) f.suppression = Suppression{};
    if (random() % 4 == 0) f.messageKey = std::to_string(random() % 3);
    f.message = std::to_string(i);  // tells equal findings apart: their order must be kept
    findings.push_back(f);
  }
  for (Selection sel : {Selection{false, false}, Selection{true, false}, Selection{true, true}}) {
    std::vector<const Finding*> expected;
    for (const Finding& f : findings)
      if ((f.isProblem() || sel.passes) && (!f.suppressed() || sel.suppressed)) expected.push_back(&f);
    std::stable_sort(expected.begin(), expected.end(), [](const Finding* a, const Finding* b) { return sourceOrder(*a, *b); });
    CHECK(selectFindings(findings, sel) == expected);
  }
}
