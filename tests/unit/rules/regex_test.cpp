// Regular expressions of rule conditions (rules/detail/regex.hpp): compiled at once or when first
// searched, they answer alike; a rule set compiles a repeated pattern once.
#include <catch2/catch.hpp>

#include <atomic>
#include <thread>
#include <vector>

#include "rules/detail/regex.hpp"

using namespace pf::rules::detail;

namespace {

const char* const kPatterns[] = {
    "(?i)(pass(word|wd)|secret|token|credential|connectionstring|(api|access|account|storage|shared)_?key)",
    "^[a-z0-9]{3,24}$",
    "(?<year>[0-9]{4})-(?'month'[0-9]{2})",
    "\\\\[a-z]+\\.",
};
const char* const kTexts[] = {"adminPassword", "PASSWD", "st0rage", "storageKey", "2024-01", "\\path.", "", "ABC"};

}  // namespace

TEST_CASE("regex: a deferred pattern answers as one compiled at once, in either case mode", "[rules]") {
  for (const char* p : kPatterns)
    for (bool caseSensitive : {true, false}) {
      std::string error;
      auto eager = Regex::compile(p, caseSensitive, error);
      REQUIRE(eager);
      auto lazy = Regex::deferred(p, caseSensitive);
      CHECK(lazy->pattern() == p);
      for (const char* t : kTexts) {
        INFO(p << " / " << t << " / case-sensitive " << caseSensitive);
        CHECK(lazy->search(t) == eager->search(t));
      }
    }
}

TEST_CASE("regex: a deferred pattern is compiled once when threads search it at the same moment", "[rules]") {
  auto lazy = Regex::deferred(kPatterns[0], true);
  std::atomic<int> matches{0};
  std::vector<std::thread> threads;
  for (int i = 0; i < 8; ++i)
    threads.emplace_back([&] {
      for (int k = 0; k < 100; ++k) matches += lazy->search("adminPassword") && !lazy->search("name");
    });
  for (auto& t : threads) t.join();
  CHECK(matches == 800);
}

TEST_CASE("regex: a deferred pattern RE2 refuses matches nothing; compiled at once it is an error", "[rules]") {
  std::string error;
  CHECK_FALSE(Regex::compile("(?<=a)b", true, error));
  CHECK_THAT(error, Catch::Contains("look-around"));
  auto lazy = Regex::deferred("(?<=a)b", true);
  CHECK_FALSE(lazy->search("ab"));
}

TEST_CASE("regex: a rule set's cache compiles a pattern once per case mode, and keeps no failure", "[rules]") {
  RegexCache cache;
  std::string error;
  auto a = cache.compile("^x+$", true, error);
  auto b = cache.compile("^x+$", true, error);
  auto c = cache.compile("^x+$", false, error);
  REQUIRE(a);
  CHECK(a == b);
  CHECK(a != c);
  CHECK(c->search("XX"));
  CHECK_FALSE(a->search("XX"));
  // A refused pattern is reported each time it is asked for.
  error.clear();
  CHECK_FALSE(cache.compile("(?<=a)b", true, error));
  CHECK_FALSE(error.empty());
  error.clear();
  CHECK_FALSE(cache.compile("(?<=a)b", true, error));
  CHECK_FALSE(error.empty());
  // Deferring: nothing compiles now, and no error can be reported; a pattern met before stays
  // as it was compiled.
  cache.defer = true;
  error.clear();
  auto d = cache.compile("^y+$", true, error);
  CHECK(error.empty());
  CHECK(d->search("yy"));
  CHECK(cache.compile("^x+$", true, error) == a);
}
