// indexOf, lastIndexOf, contains, replace and split on long texts and long needles: the same
// answers as comparing at every position, in time linear in the lengths (see TextFinder). A
// template of a few hundred bytes searching a 4 MB string for a 1 MB needle ran for hours.
#include <catch2/catch.hpp>

#include <random>
#include <string>
#include <vector>

#include "engine/core/json.hpp"
#include "tests/helpers.hpp"

using namespace pf;
using test::evalJson;

namespace {

// .NET's String.Split(string[], None) as a position-by-position reference: at each position
// the first separator listed that matches wins.
std::vector<std::string> referenceSplit(const std::string& s, const std::vector<std::string>& seps) {
  std::vector<std::string> out;
  size_t start = 0;
  for (size_t i = 0; i < s.size();) {
    size_t matched = 0;
    for (const auto& sep : seps)
      if (!sep.empty() && s.compare(i, sep.size(), sep) == 0) {
        matched = sep.size();
        break;
      }
    if (matched) {
      out.push_back(s.substr(start, i - start));
      i += matched;
      start = i;
    } else {
      ++i;
    }
  }
  out.push_back(s.substr(start));
  return out;
}

std::string quoted(const std::string& s) { return "'" + s + "'"; }

}  // namespace

TEST_CASE("split: many separators, long and overlapping, as .NET splits", "[fn-string][text-search]") {
  CHECK(evalJson("split('abcabc', createArray('bc', 'abc'))") == R"(["","",""])");
  CHECK(evalJson("split('abc', createArray('ab', 'abc'))") == R"(["","c"])");  // a tie: the first listed
  CHECK(evalJson("split('abc', createArray('abc', 'ab'))") == R"(["",""])");
  CHECK(evalJson("split('aaa', createArray('', 'a'))") == R"(["","","",""])");
  std::mt19937 rng(11);
  std::uniform_int_distribution<int> letter(0, 1), count(1, 3), length(1, 24), textLength(0, 80);
  for (int round = 0; round < 3000; ++round) {
    auto text = [&](int n) {
      std::string s(static_cast<size_t>(n), 'a');
      for (char& c : s) c = letter(rng) ? 'a' : 'b';
      return s;
    };
    std::string s = text(textLength(rng));
    std::vector<std::string> seps;
    std::string args;
    for (int k = count(rng); k > 0; --k) {
      seps.push_back(text(length(rng)));
      args += ", " + quoted(seps.back());
    }
    std::string expected = "[";
    for (const auto& piece : referenceSplit(s, seps)) expected += (expected.size() > 1 ? ",\"" : "\"") + piece + "\"";
    expected += "]";
    INFO("split('" << s << "', [" << args.substr(2) << "])");
    REQUIRE(evalJson("split(" + quoted(s) + ", createArray(" + args.substr(2) + "))") == expected);
  }
}

TEST_CASE("string searches: a 4 MB text and a 1 MB needle that nearly matches everywhere", "[fn-string][text-search]") {
  const std::string params = R"({"big": ")" + std::string(4'000'000, 'a') + R"(", "needle": ")" +
                             std::string(1'000'000, 'a') + R"(b", "hit": ")" + std::string(1'000'000, 'A') + R"(B"})";
  CHECK(evalJson("indexOf(parameters('big'), parameters('needle'))", params) == "-1");
  CHECK(evalJson("lastIndexOf(parameters('big'), parameters('needle'))", params) == "-1");
  CHECK(evalJson("contains(parameters('big'), parameters('needle'))", params) == "false");
  CHECK(evalJson("length(replace(parameters('big'), parameters('needle'), 'x'))", params) == "4000000");
  CHECK(evalJson("length(split(parameters('big'), parameters('needle')))", params) == "1");
  // indexOf ignores case; contains, replace and split do not.
  CHECK(evalJson("indexOf(concat(parameters('big'), 'b'), parameters('hit'))", params) == "3000000");
  CHECK(evalJson("lastIndexOf(concat(parameters('big'), 'b', parameters('big')), parameters('hit'))", params) ==
        "3000000");
  CHECK(evalJson("contains(concat(parameters('big'), 'b'), parameters('hit'))", params) == "false");
  CHECK(evalJson("length(replace(concat(parameters('big'), 'b'), parameters('needle'), 'x'))", params) == "3000001");
  CHECK(evalJson("length(split(concat(parameters('big'), 'b', parameters('big')), parameters('needle')))", params) ==
        "2");
}

TEST_CASE("split: many separators over a long text stop at the work budget", "[fn-string][text-search]") {
  // Each separator may scan the whole text: 40 separators over 4 MB are charged 10 million
  // units, past the 4 million an expression may spend.
  std::string params = R"({"big": ")" + std::string(4'000'000, 'a') + R"(", "seps": [)";
  for (int k = 0; k < 40; ++k) params += (k ? ", \"" : "\"") + std::string(20, 'a') + "b" + std::to_string(k) + "\"";
  params += "]}";
  CHECK_THAT(evalJson("split(parameters('big'), parameters('seps'))", params), Catch::Contains("EVAL060"));
  CHECK(evalJson("length(split(parameters('big'), take(parameters('seps'), 2)))", params) == "1");
}
