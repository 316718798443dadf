// The `like` operator's matching: the same answers as a backtracking match of '*', on random
// patterns, and linear time on a long pattern that nearly matches everywhere.
#include <catch2/catch.hpp>

#include <random>
#include <string>

#include "policy/language/operators.hpp"

using pf::policy::likeMatch;

namespace {

// Reference: greedy matching that goes back to the last '*' (time: value times pattern).
bool backtrackingLike(std::string_view v, std::string_view p) {
  size_t i = 0, j = 0, star = std::string::npos, mark = 0;
  while (i < v.size()) {
    if (j < p.size() && p[j] == '*') {
      star = j++;
      mark = i;
    } else if (j < p.size() && p[j] == v[i]) {
      ++i;
      ++j;
    } else if (star != std::string::npos) {
      j = star + 1;
      i = ++mark;
    } else {
      return false;
    }
  }
  while (j < p.size() && p[j] == '*') ++j;
  return j == p.size();
}

}  // namespace

TEST_CASE("policy like: literal runs between '*' agree with backtracking", "[policy][policy-operators][text-search]") {
  std::mt19937 rng(5);
  std::uniform_int_distribution<int> pick(0, 9), valueLength(0, 30), patternLength(0, 40);
  for (int round = 0; round < 50000; ++round) {
    std::string v(static_cast<size_t>(valueLength(rng)), 'a'), p(static_cast<size_t>(patternLength(rng)), 'a');
    for (char& c : v) c = pick(rng) < 7 ? 'a' : 'b';
    for (char& c : p) {
      int k = pick(rng);
      c = k < 5 ? 'a' : k < 7 ? 'b' : '*';
    }
    INFO("value '" << v << "' pattern '" << p << "'");
    REQUIRE(likeMatch(v, p) == backtrackingLike(v, p));
  }
  CHECK(likeMatch("Value-12", "value-*"));  // ignoring case
  CHECK(likeMatch("", "*"));
  CHECK(likeMatch("", ""));
  CHECK_FALSE(likeMatch("a", ""));
  CHECK(likeMatch("ab", "a**b"));
  CHECK_FALSE(likeMatch("aba", "ab*ba"));  // the first and last runs may not overlap
}

TEST_CASE("policy like: a long pattern that nearly matches a long value everywhere", "[policy][policy-operators][text-search]") {
  // 4 MB of 'a' against '*' + 200,000 'a' + 'b*': backtracking compares about 8 * 10^11 bytes.
  const std::string value(4'000'000, 'a');
  const std::string pattern = "*" + std::string(200'000, 'a') + "b*";
  CHECK_FALSE(likeMatch(value, pattern));
  CHECK(likeMatch(value + "B" + value, pattern));
}
