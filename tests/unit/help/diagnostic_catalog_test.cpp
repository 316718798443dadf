// The diagnostics catalogue (<phase>/diagnostic_codes.cpp, help/diagnostic_catalog.hpp) covers
// every code the source can report, lists none it cannot, and each entry is usable.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include "help/diagnostic_catalog.hpp"

using namespace pf;
namespace fs = std::filesystem;

namespace {

// Every "XXXnnn" string literal (2 to 5 capitals, 2 or 3 digits) in the product's C++ sources,
// with the first place it is written. Tests, benchmarks, fuzz harnesses and build folders are not
// the product.
std::map<std::string, std::string> codesInSource() {
  static const std::regex code("\"([A-Z]{2,5}[0-9]{2,3})\"");
  std::map<std::string, std::string> out;
  fs::path root(PREFLIGHT_SOURCE_DIR);
  for (auto it = fs::recursive_directory_iterator(root); it != fs::recursive_directory_iterator(); ++it) {
    std::string name = it->path().filename().string();
    if (it->is_directory()) {
      if (name == "tests" || name == "fuzz" || name == "bench" || name == "docs" || name.starts_with("build") ||
          name.starts_with("."))
        it.disable_recursion_pending();
      continue;
    }
    std::string ext = it->path().extension().string();
    if (ext != ".cpp" && ext != ".hpp") continue;
    std::ifstream in(it->path());
    std::string line;
    for (int n = 1; std::getline(in, line); ++n)
      for (std::sregex_iterator m(line.begin(), line.end(), code), end; m != end; ++m)
        out.emplace((*m)[1].str(), fs::relative(it->path(), root).string() + ":" + std::to_string(n));
  }
  return out;
}

}  // namespace

TEST_CASE("diagnostics catalogue: every code the source reports is in a table", "[help][diagnostics]") {
  auto used = codesInSource();
  REQUIRE(used.size() > 250);
  for (const auto& [code, where] : used) {
    INFO(code << " is used at " << where
              << " but no diagnostics table lists it: add it, with its severity, meaning and fix, to the table of "
                 "that phase (<phase folder>/diagnostic_codes.cpp), then run `preflight docs docs`");
    CHECK(help::findDiagnostic(code).has_value());
  }
}

TEST_CASE("diagnostics catalogue: every code in a table is one the source reports", "[help][diagnostics]") {
  auto used = codesInSource();
  for (const std::string& code : help::allDiagnosticCodes()) {
    INFO(code << " is in a diagnostics table but nothing in the source uses it: remove the row (codes are never "
                 "reused, so keep its number free)");
    CHECK(used.count(code) == 1);
  }
}

TEST_CASE("diagnostics catalogue: codes are unique, carry their table's prefix, and say what to do", "[help][diagnostics]") {
  std::set<std::string> seen;
  for (const DiagnosticTable& t : help::diagnosticTables()) {
    INFO("table " << t.prefix << " (" << t.phase << ")");
    CHECK_FALSE(t.rows.empty());
    std::string previous;
    for (const DiagnosticInfo& d : t.rows) {
      std::string code(d.code);
      INFO(code);
      CHECK(seen.insert(code).second);
      REQUIRE(code.starts_with(t.prefix));
      // BCPPF codes have a table of their own: the BCP table holds digits after its prefix only.
      CHECK(std::isdigit(static_cast<unsigned char>(code[t.prefix.size()])));
      CHECK(code > previous);  // in order, so a reader finds a code where expected
      previous = code;
      CHECK(d.meaning.size() >= 20);
      CHECK(d.fix.size() >= 10);
      CHECK(d.meaning.find('\n') == std::string_view::npos);
      CHECK(d.fix.find('\n') == std::string_view::npos);
    }
  }
}

TEST_CASE("diagnostics catalogue: codes are found whatever their case", "[help][diagnostics]") {
  auto e = help::findDiagnostic("exp040");
  REQUIRE(e.has_value());
  CHECK(e->info.code == "EXP040");
  CHECK(e->table.prefix == "EXP");
  CHECK_FALSE(help::findDiagnostic("EXP999").has_value());
  CHECK_FALSE(help::findDiagnostic("").has_value());
}
