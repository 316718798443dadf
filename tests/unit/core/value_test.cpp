#include <catch2/catch.hpp>

#include "engine/core/json.hpp"
#include "engine/core/value.hpp"
#include "tests/helpers.hpp"

using namespace pf;

TEST_CASE("value: int and float are distinct kinds but compare equal by value", "[value]") {
  Value i(1), f(1.0);
  CHECK(i.isInt());
  CHECK(f.isFloat());
  CHECK(i.equals(f));
  CHECK_FALSE(Value(1).equals(Value("1")));
}

TEST_CASE("value: strings compare case-sensitively", "[value]") {
  CHECK_FALSE(Value("a").equals(Value("A")));
}

TEST_CASE("value: objects compare keys case-insensitively, in any order", "[value]") {
  CHECK(test::json(R"({"a":1,"B":[1,2]})").equals(test::json(R"({"b":[1,2],"A":1})")));
  CHECK_FALSE(test::json(R"({"a":1})").equals(test::json(R"({"a":1,"b":2})")));
  CHECK_FALSE(test::json(R"([1,2])").equals(test::json(R"([2,1])")));
}

TEST_CASE("value: set keeps the first spelling and position", "[value]") {
  Object o{{"Name", 1}, {"other", 2}};
  o.set("NAME", 3);
  REQUIRE(o.size() == 2);
  CHECK(o.entries()[0].first == "Name");
  CHECK(o.find("name")->asInt() == 3);
  CHECK(o.erase("OTHER"));
  CHECK(o.size() == 1);
}

TEST_CASE("value: copies share storage until written", "[value]") {
  Value a(Array{1, 2, 3});
  Value b = a;
  b.arrMut().push_back(4);
  CHECK(a.arr().size() == 3);
  CHECK(b.arr().size() == 4);
}

TEST_CASE("value: unknowns are found anywhere inside", "[value]") {
  Value v(Object{{"a", Array{1, Value::unknown("x()")}}});
  CHECK(v.containsUnknown());
  CHECK_FALSE(test::json(R"({"a":[1]})").containsUnknown());
}

TEST_CASE("value: case helpers", "[value]") {
  CHECK(iequals("Microsoft.Storage", "microsoft.STORAGE"));
  CHECK(istartsWith("listKeys", "LIST"));
  CHECK(iendsWith("abc.JSON", ".json"));
  CHECK(icompare("a", "B") < 0);
  CHECK(toLowerAscii("AbC") == "abc");
}

TEST_CASE("value: iequals folds only ASCII letters, every byte pair at every place of a word and a tail", "[value]") {
  auto fold = [](unsigned char c) { return c >= 'A' && c <= 'Z' ? c + 32 : c; };
  size_t wrong = 0;
  for (int x = 0; x < 256; ++x)
    for (int y = 0; y < 256; ++y)
      for (size_t at : {size_t{0}, size_t{3}, size_t{7}, size_t{8}, size_t{10}}) {
        std::string a(11, 'q'), b(11, 'Q');  // the rest differ by case only
        a[at] = static_cast<char>(x);
        b[at] = static_cast<char>(y);
        bool expected = fold(static_cast<unsigned char>(x)) == fold(static_cast<unsigned char>(y));
        if (iequals(a, b) != expected) ++wrong;
      }
  CHECK(wrong == 0);
  CHECK_FALSE(iequals("Microsoft.Storage/x", "Microsoft.Storage/"));
  // toLowerAscii lowers the same way, word by word and in the tail.
  std::string all;
  for (int c = 0; c < 256; ++c) all += static_cast<char>(c);
  std::string lowered = toLowerAscii(all + "XYZ");
  REQUIRE(lowered.size() == 259);
  size_t unlike = 0;
  for (int c = 0; c < 256; ++c) unlike += static_cast<unsigned char>(lowered[static_cast<size_t>(c)]) != fold(static_cast<unsigned char>(c));
  CHECK(unlike == 0);
  CHECK(lowered.substr(256) == "xyz");
}

TEST_CASE("value: lookup takes the exact spelling first, else the first one ignoring case", "[value]") {
  Object o;
  o.append("True", 1);
  o.append("tRUE", 2);
  o.append("true", 3);
  o.append("truE!", 4);
  CHECK(o.find("true")->asInt() == 3);
  CHECK(o.find("tRUE")->asInt() == 2);
  CHECK(o.find("TRUE")->asInt() == 1);
  CHECK(o.find("TRUE!")->asInt() == 4);
  CHECK(o.find("tru") == nullptr);
  CHECK(o.find("truex") == nullptr);
  CHECK(*o.keyOf("true") == "true");
  CHECK(*o.keyOf("TRUE") == "True");
  CHECK(o.keyOf("trUE?") == nullptr);
  // Only ASCII letters fold: '@' and '`' sit next to 'A' and 'a' but are not letters.
  Object p{{"a@", 1}};
  CHECK(p.find("A@") != nullptr);
  CHECK(p.find("a`") == nullptr);
  CHECK(Object{{"", 5}}.find("")->asInt() == 5);
}

TEST_CASE("value: lookup of long keys, compared eight bytes at a time where they are equal", "[value]") {
  Object o;
  o.append("ProvisioningState", 1);    // differs by case inside the first eight bytes
  o.append("provisioningstatE", 2);    // and after them
  o.append("provisioningState", 3);    // the exact spelling, last
  o.append("provisioningStateX", 4);   // longer
  o.append("networkAcls", 5);
  CHECK(o.find("provisioningState")->asInt() == 3);
  CHECK(o.find("PROVISIONINGSTATE")->asInt() == 1);  // no exact spelling: the first ignoring case
  CHECK(o.find("provisioningstatE")->asInt() == 2);
  CHECK(o.find("provisioningStatex")->asInt() == 4);
  CHECK(o.find("provisioningStat") == nullptr);
  CHECK(o.find("provisioningStatf") == nullptr);  // a difference in the last byte
  CHECK(o.find("networkacls")->asInt() == 5);
  CHECK(o.find("networkACLs")->asInt() == 5);
  CHECK(o.find("networkAcl_") == nullptr);
  CHECK(o.find("12345678") == nullptr);
  CHECK(Object{{"abcdefgh", 6}}.find("ABCDEFGH")->asInt() == 6);  // exactly eight, all folded
  CHECK(Object{{"abcdefgh", 6}}.find("abcdefg@") == nullptr);
}

TEST_CASE("value: identical means the same payload and metadata, not just equal", "[value]") {
  Value a(Object{{"k", 1}});
  Value copy = a;
  CHECK(copy.identical(a));
  CHECK_FALSE(Value(Object{{"k", 1}}).identical(a));  // equal, but other storage
  Value located = a;
  located.setLoc(Loc{1, 2, 3});
  CHECK_FALSE(located.identical(a));
  Value secret = a;
  secret.setSecret();
  CHECK_FALSE(secret.identical(a));
  Value open = a;
  open.setOpen();
  CHECK_FALSE(open.identical(a));
  CHECK(Value(3).identical(Value(3)));
  CHECK_FALSE(Value(3).identical(Value(3.0)));
  CHECK_FALSE(Value(0.0).identical(Value(-0.0)));
  CHECK(Value().identical(Value(nullptr)));
}

TEST_CASE("value: assigning a value from inside its own payload keeps it alive until the copy is made", "[value]") {
  // v = v's own member: the old payload (which holds the member) must outlive the assignment.
  Value v = test::json(R"({"inner": {"name": "kept", "list": [1, 2]}, "other": "x"})");
  v = *v.get("inner");
  CHECK(pf::toJson(v) == R"({"name":"kept","list":[1,2]})");
  Value moved = test::json(R"({"a": {"b": "deep"}})");
  moved = std::move(moved.objMut().entries()[0].second);
  CHECK(pf::toJson(moved) == R"({"b":"deep"})");
  Value arr = test::json(R"([["x", "y"]])");
  arr = arr.arr()[0];
  CHECK(pf::toJson(arr) == R"(["x","y"])");
  Value self = Value("same");
  const Value& alias = self;
  self = alias;
  CHECK(self.str() == "same");
}

TEST_CASE("value: writing detaches a shared payload and keeps location and flags", "[value]") {
  Value a = Value("text").withLoc(Loc{3, 4, 5});
  a.setSecret();
  a.setOpen();
  Value b = a;
  CHECK(&b.str() == &a.str());  // shared
  b.strMut() += "!";
  CHECK(a.str() == "text");
  CHECK(b.str() == "text!");
  CHECK(b.loc() == Loc{3, 4, 5});
  CHECK(b.secret());
  CHECK(b.open());
  Value kept = Value::unknown("parameters('p')");
  Value copy = kept;
  CHECK(copy.identical(kept));
  Value lambdaA = Value::lambda(nullptr), lambdaB = lambdaA;
  CHECK(lambdaA.equals(lambdaB));
  CHECK_FALSE(lambdaA.equals(Value::lambda(nullptr)));  // another lambda value, even of the same function
  // Moved from: the payload goes with the move; the source is only destroyed or assigned again.
  Value from = Value(Array{Value(1)});
  Value to = std::move(from);
  CHECK(to.arr().size() == 1);
  from = Value("reused");
  CHECK(from.str() == "reused");
}
