// union and intersection of arrays look items up by a hash of ARM equality: the same results as
// comparing every pair (1 equals 1.0, keys ignore case and order), in time linear in the items.
#include <catch2/catch.hpp>

#include <random>
#include <string>
#include <vector>

#include "engine/core/json.hpp"
#include "functions/detail/values.hpp"
#include "tests/helpers.hpp"

using namespace pf;
using test::evalJson;

namespace {

// A random value of a few shapes that ARM equality finds equal in more than one spelling.
std::string randomItem(std::mt19937& rng, int depth = 0) {
  std::uniform_int_distribution<int> pick(0, depth > 1 ? 5 : 8), small(0, 3);
  switch (pick(rng)) {
    case 0: return std::to_string(small(rng));
    case 1: return std::to_string(small(rng)) + ".0";
    case 2: return "\"s" + std::to_string(small(rng)) + "\"";
    case 3: return small(rng) == 0 ? "\"S1\"" : "\"s1\"";
    case 4: return small(rng) < 2 ? "true" : "null";
    case 5: return small(rng) == 0 ? "-0.0" : "0";
    case 6: {
      std::string a = "[";
      for (int k = small(rng); k > 0; --k) a += (a.size() > 1 ? "," : "") + randomItem(rng, depth + 1);
      return a + "]";
    }
    default: {
      // Keys in either order and case; sometimes two that differ only in case.
      static const char* kKeys[] = {"a", "A", "b", "B"};
      std::string o = "{";
      std::vector<std::string> used;
      for (int k = small(rng); k > 0; --k) {
        std::string key = kKeys[small(rng)];
        bool dup = false;
        for (const auto& u : used) dup |= u == key;
        if (dup) continue;
        used.push_back(key);
        o += (o.size() > 1 ? "," : "") + ("\"" + key + "\":") + randomItem(rng, depth + 1);
      }
      return o + "}";
    }
  }
}

// The reference: union and intersection comparing every pair.
Array referenceUnion(const std::vector<Array>& args) {
  Array out;
  for (const Array& a : args)
    for (const Value& x : a) {
      bool seen = false;
      for (const Value& y : out) seen = seen || deepEquals(x, y) == Tri::Yes;
      if (!seen) out.push_back(x);
    }
  return out;
}

Array referenceIntersection(const std::vector<Array>& args) {
  Array out;
  for (const Value& x : args[0]) {
    bool seen = false;
    for (const Value& y : out) seen = seen || deepEquals(x, y) == Tri::Yes;
    if (seen) continue;
    bool everywhere = true;
    for (size_t i = 1; i < args.size() && everywhere; ++i) {
      bool found = false;
      for (const Value& y : args[i]) found = found || deepEquals(x, y) == Tri::Yes;
      everywhere = found;
    }
    if (everywhere) out.push_back(x);
  }
  return out;
}

}  // namespace

TEST_CASE("union and intersection of arrays agree with comparing every pair", "[fn-array][text-search]") {
  std::mt19937 rng(3);
  std::uniform_int_distribution<int> count(0, 12), arrays(2, 3);
  for (int round = 0; round < 3000; ++round) {
    std::vector<Array> args;
    std::string params = "{";
    std::string names;
    for (int i = arrays(rng); i > 0; --i) {
      std::string a = "[";
      for (int k = count(rng); k > 0; --k) a += (a.size() > 1 ? "," : "") + randomItem(rng);
      a += "]";
      args.push_back(test::json(a).arr());
      std::string name = "p" + std::to_string(args.size());
      params += (params.size() > 1 ? ", \"" : "\"") + name + "\": " + a;
      names += (names.empty() ? "parameters('" : ", parameters('") + name + "')";
    }
    params += "}";
    INFO(params);
    REQUIRE(evalJson("union(" + names + ")", params) == toJson(Value(referenceUnion(args)), {}));
    REQUIRE(evalJson("intersection(" + names + ")", params) == toJson(Value(referenceIntersection(args)), {}));
  }
}

TEST_CASE("equalityHash: equal values share it; what it cannot vouch for has none", "[fn-array]") {
  auto h = [](const char* text) { return equalityHash(test::json(text)); };
  CHECK(h("1") == h("1.0"));
  CHECK(h("0") == h("-0.0"));
  CHECK(h(R"({"a": 1, "B": [2]})") == h(R"({"b": [2.0], "A": 1})"));
  CHECK(h(R"("a")") != h(R"("A")"));  // strings compare case-sensitively
  CHECK(h("[1, 2]") != h("[2, 1]"));
  CHECK_FALSE(equalityHash(Value::unknown("reference('x').y")).has_value());
  Object twoCases;
  twoCases.append("a", Value(1));
  twoCases.append("A", Value(1));
  CHECK_FALSE(equalityHash(Value(twoCases)).has_value());
}

TEST_CASE("union and intersection of two arrays of 50,000 items", "[fn-array][text-search]") {
  std::string a = "[", b = "[";
  for (int i = 0; i < 50000; ++i) {
    a += (i ? "," : "") + std::to_string(i);
    b += (i ? "," : "") + std::to_string(i + 25000) + ".0";
  }
  std::string params = R"({"a": )" + a + R"(], "b": )" + b + "]}";
  CHECK(evalJson("length(union(parameters('a'), parameters('b')))", params) == "75000");
  CHECK(evalJson("length(intersection(parameters('a'), parameters('b')))", params) == "25000");
  CHECK(evalJson("first(intersection(parameters('a'), parameters('b')))", params) == "25000");
}
