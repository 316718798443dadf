// TextFinder: the same answers as comparing the needle at every position, in linear time.
#include <catch2/catch.hpp>

#include <random>
#include <string>

#include "engine/core/text_search.hpp"

using namespace pf;

namespace {

bool sameText(std::string_view a, std::string_view b, bool fold) {
  auto lower = [](char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c + 32) : c; };
  for (size_t i = 0; i < a.size(); ++i)
    if (a[i] != b[i] && (!fold || lower(a[i]) != lower(b[i]))) return false;
  return true;
}

// The reference: the needle compared at every position.
size_t naiveFirst(std::string_view hay, std::string_view needle, size_t from, bool fold) {
  for (size_t i = from; i <= hay.size() && hay.size() - i >= needle.size(); ++i)
    if (sameText(hay.substr(i, needle.size()), needle, fold)) return i;
  return TextFinder::npos;
}

size_t naiveLast(std::string_view hay, std::string_view needle, bool fold) {
  if (needle.size() > hay.size()) return TextFinder::npos;
  for (size_t i = hay.size() - needle.size() + 1; i-- > 0;)
    if (sameText(hay.substr(i, needle.size()), needle, fold)) return i;
  return TextFinder::npos;
}

// Strings of a small alphabet (so that needles occur, overlap and nearly occur), of a length
// on both sides of TextFinder::kShort.
std::string randomText(std::mt19937& rng, size_t maxLength, bool periodic) {
  static const char kLetters[] = "aAbB";
  std::uniform_int_distribution<size_t> length(0, maxLength), letter(0, periodic ? 1 : 3);
  std::string s(length(rng), 'a');
  for (char& c : s) c = kLetters[letter(rng)];
  if (periodic && s.size() > 4) {
    // Mostly a repeated short word: the case that defeats a search comparing at every position.
    size_t period = 1 + s.size() % 3;
    for (size_t i = period; i < s.size(); ++i) s[i] = s[i - period];
    if (s.size() % 2) s.back() = 'b';  // half of them end off the period
  }
  return s;
}

}  // namespace

TEST_CASE("TextFinder: first, last and every occurrence agree with a position-by-position search", "[core][text-search]") {
  std::mt19937 rng(7);
  for (int round = 0; round < 20000; ++round) {
    const bool fold = round % 2 == 1;
    const bool periodic = round % 3 == 0;
    std::string needle = randomText(rng, 40, periodic);
    std::string hay = randomText(rng, 160, periodic);
    if (round % 5 == 0 && !needle.empty()) hay.insert(hay.size() / 2, needle);  // present at least once
    TextFinder f(needle, fold);
    INFO("needle '" << needle << "' hay '" << hay << "' fold " << fold);
    for (size_t from : {size_t{0}, size_t{1}, hay.size() / 3, hay.size(), hay.size() + 1})
      REQUIRE(f.first(hay, from) == naiveFirst(hay, needle, from, fold));
    REQUIRE(f.last(hay) == naiveLast(hay, needle, fold));
    // A scan asked for positions that grow by uneven steps sees each occurrence a naive search sees.
    TextFinder::Scan scan(f, hay);
    for (size_t at = 0; at <= hay.size() + 1; at += 1 + round % 4) REQUIRE(scan.next(at) == naiveFirst(hay, needle, at, fold));
  }
}

TEST_CASE("TextFinder: overlapping occurrences of a long needle", "[core][text-search]") {
  std::string needle, hay;
  for (int i = 0; i < 10; ++i) needle += "ab";
  for (int i = 0; i < 30; ++i) hay += "aB";
  TextFinder f(needle, true);
  TextFinder::Scan scan(f, hay);
  for (size_t at = 0; at <= 40; ++at) CHECK(scan.next(at) == (at + 1) / 2 * 2);
  CHECK(scan.next(41) == TextFinder::npos);
  CHECK(f.last(hay) == 40);
}

TEST_CASE("TextFinder: empty needles and hays", "[core][text-search]") {
  CHECK(TextFinder("").first("abc") == 0);
  CHECK(TextFinder("").first("abc", 2) == 2);
  CHECK(TextFinder("").first("abc", 4) == TextFinder::npos);
  CHECK(TextFinder("").last("abc") == 3);
  CHECK(TextFinder("a").first("") == TextFinder::npos);
  CHECK(TextFinder("a").last("") == TextFinder::npos);
  CHECK(TextFinder(std::string(20, 'a')).last(std::string(19, 'a')) == TextFinder::npos);
}

TEST_CASE("TextFinder: a long needle that nearly occurs everywhere is found in linear time", "[core][text-search]") {
  // 8 MB against a needle of 1 MB that matches all but its last byte at every position: a
  // search comparing the needle at each position reads about 8 * 10^12 bytes (hours; minutes
  // with memcmp). Here each search reads the text about twice.
  const std::string hay(8'000'000, 'a');
  std::string needle(1'000'000, 'a');
  needle += 'b';
  for (bool fold : {false, true}) {
    TextFinder f(needle, fold);
    CHECK(f.first(hay) == TextFinder::npos);
    CHECK(f.last(hay) == TextFinder::npos);
    TextFinder::Scan scan(f, hay);
    CHECK(scan.next(0) == TextFinder::npos);
  }
  std::string withHit = hay + "B";
  CHECK(TextFinder(needle, true).first(withHit) == 7'000'000);
  CHECK(TextFinder(needle, true).last(withHit) == 7'000'000);
  CHECK(TextFinder(needle, false).first(withHit) == TextFinder::npos);
}
