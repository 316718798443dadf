// Object paths: every form, PSRule's "not found" rules, unknown values and parse errors.
#include <catch2/catch.hpp>

#include "engine/core/json.hpp"
#include "rules/detail/object_path.hpp"
#include "tests/helpers.hpp"
#include "tests/unit/rules/rules_helpers.hpp"

using namespace pf;
using pf::rules::detail::ObjectPath;
using pf::rules::detail::PathMatch;

namespace {

const Value& sample() {
  static const Value v = test::target(R"([
    {
      "TargetName": "First",
      "Spec": {
        "": {"Key": "value"},
        "Properties": {
          "Value1": 1, "Kind": "Test",
          "array": [{"id": "1"}, {"id": "2"}],
          "array2": ["1", "2", "3"],
          "nested": [["deep"], [1, 2, 3]],
          "from": null
        },
        "config": {"example": [{"prop": [{"public": true}]}]}
      }
    },
    {
      "TargetName": "Second",
      "Spec": {
        "Properties": {
          "Value2": 2, "Kind": "Test",
          "array": [{"id": "1"}, {"id": "2"}, null],
          "array2": ["1", "2", "3"],
          "from": "abc"
        },
        "config": {"example": [{"prop": [{"public": false}]}]}
      }
    }
  ])");
  return v;
}

ObjectPath path(std::string_view text) {
  std::string err;
  auto p = ObjectPath::parse(text, err);
  if (!p) FAIL("path '" << text << "' did not parse: " << err);
  return *p;
}

PathMatch eval(std::string_view text, const Value& input = sample()) { return path(text).evaluate(input); }

// The selected values as compact JSON, or "not found".
std::string sel(std::string_view text, const Value& input = sample()) {
  PathMatch m = eval(text, input);
  if (m.unknown) return "unknown " + m.unknownExpr;
  if (!m.found) return "not found";
  return toJson(m.value());
}

std::string parseError(std::string_view text) {
  std::string err;
  auto p = ObjectPath::parse(text, err);
  return p ? "" : err;
}

}  // namespace

TEST_CASE("path: wildcard, negative index and nested wildcards", "[rules][rules-path]") {
  CHECK(eval("$[*]").many);
  CHECK(eval("$[*]").items.size() == 2);
  CHECK(sel("$[-1].TargetName") == R"("Second")");
  CHECK_FALSE(eval("$[-1].TargetName").many);
  CHECK(sel("$[-3].TargetName") == "not found");
  CHECK(sel("$[*].Spec.Properties.array[*].id") == R"(["1","2","1","2"])");
  CHECK(sel("[0].TargetName") == R"("First")");
}

TEST_CASE("path: members are case-insensitive unless written with +", "[rules][rules-path]") {
  CHECK(sel("$[*].spec.properties.ARRAY[*].id") == R"(["1","2","1","2"])");
  CHECK(sel("$[0].targetName") == R"("First")");
  CHECK(sel("$[0]+targetName") == "not found");
  CHECK(sel("$[0]+TargetName") == R"("First")");
  CHECK(sel("$[0].Spec+properties") == "not found");
}

TEST_CASE("path: plain, quoted and bracketed member names", "[rules][rules-path]") {
  Value v = test::json(R"({"$schema": "s", "a-b": {"c_d": 1, "with space": 2}, "properties": {"x": {"y": 3}}})");
  CHECK(sel("$schema", v) == R"("s")");
  CHECK(sel("a-b.c_d", v) == "1");
  CHECK(sel("'a-b'.'with space'", v) == "2");
  CHECK(sel("a-b['with space']", v) == "2");
  CHECK(sel("properties[\"x\"].y", v) == "3");
  CHECK(sel(".properties.x.y", v) == "3");
  CHECK(sel("$.properties.x.y", v) == "3");
  CHECK(sel("properties.x.missing", v) == "not found");
  CHECK(sel("properties.x.y.z", v) == "not found");  // member of a number
}

TEST_CASE("path: the object itself", "[rules][rules-path]") {
  Value v = test::json(R"({"a": 1})");
  for (auto p : {".", "$", "@"}) {
    CHECK(path(p).isSelf());
    CHECK(sel(p, v) == R"({"a":1})");
  }
}

TEST_CASE("path: filters compare with ==, strictly typed", "[rules][rules-path]") {
  CHECK(sel("$[*].Spec.Properties.array[?(@.id=='1')].id") == R"(["1","1"])");
  CHECK(sel("$[*].Spec.Properties.array[?(@.id==1)].id") == "not found");  // "1" is not 1
  CHECK(sel("$[?@.TargetName == 'First'].TargetName") == R"(["First"])");
  CHECK(sel("$[?@.TargetName == 'first'].TargetName") == R"(["First"])");  // strings ignore case
  CHECK(sel("$[?@.TargetName != 'First'].TargetName") == R"(["Second"])");
}

TEST_CASE("path: filters with || && ! and groups", "[rules][rules-path]") {
  CHECK(sel("$[*].Spec.Properties.array[?(@.id=='1' || @.id=='2')].id") == R"(["1","2","1","2"])");
  CHECK(sel("$[*].Spec.Properties.array2[?(@ == '1' || @ == '2' || @ == '3')]") ==
        R"(["1","2","3","1","2","3"])");
  CHECK(sel("$[*].Spec.Properties.array[?(@.id=='1' && @.id=='2')].id") == "not found");
  CHECK(sel("$[*].Spec.Properties.array2[?(@ == '1' && @ == '1')]") == R"(["1","1"])");
  CHECK(sel("$[?(@Spec.Properties.Kind == 'Test' || @Spec.Properties.Kind == 'Other') && @Spec.Properties.Value1]"
             ".TargetName") == R"(["First"])");
  CHECK(sel("$[?((@Spec.Properties.Kind == 'Test' || @Spec.Properties.Kind == 'Other') && @Spec.Properties.Value2)]"
             ".TargetName") == R"(["Second"])");
  CHECK(sel("$[?(@.Spec.Properties.Value1 || @.Spec.Properties.Value2) && @.Spec.Properties.Kind == 'Test']"
             ".TargetName") == R"(["First","Second"])");
  CHECK(sel("$[?!@.Spec.Properties.Value1].TargetName") == R"(["Second"])");
  CHECK(sel("$[?!(@.TargetName == 'First')].TargetName") == R"(["Second"])");
  // && binds tighter than ||
  CHECK(sel("$[?@.TargetName == 'Second' || @.TargetName == 'First' && @.Spec.Properties.Value2].TargetName") ==
        R"(["Second"])");
}

TEST_CASE("path: filters on null, existence and numbers", "[rules][rules-path]") {
  CHECK(sel("$[?@.Spec.Properties.from == 'abc'].TargetName") == R"(["Second"])");
  CHECK(sel("$[?@.Spec.Properties.from == null].TargetName") == R"(["First"])");
  CHECK(sel("$[?@.Spec.Properties.Kind].TargetName") == R"(["First","Second"])");
  CHECK(sel("$[?@.Spec.Properties.Value1].TargetName") == R"(["First"])");
  CHECK(sel("$[?@.Spec.Properties.Value2 >= 2].TargetName") == R"(["Second"])");
  CHECK(sel("$[?@.Spec.Properties.Value2 > 2].TargetName") == "not found");
  CHECK(sel("$[?@.Spec.Properties.Value1 < 2].TargetName") == R"(["First"])");
  CHECK(sel("$[?@.Spec.Properties.Value1 <= 0].TargetName") == "not found");
  CHECK(sel("$[?@.Spec.Properties.array2 < 4].TargetName") == R"(["First","Second"])");  // item count
}

TEST_CASE("path: =~ runs an RE2 regular expression, case-insensitively", "[rules][rules-path]") {
  CHECK(sel("$[?@.TargetName =~ '^f'].TargetName") == R"(["First"])");
  CHECK(sel("$[?@.TargetName =~ 'ond$'].TargetName") == R"(["Second"])");
  CHECK(sel("$[?@.Spec =~ '.*'].TargetName") == "not found");  // not a string
}

TEST_CASE("path: filters over an object's member values", "[rules][rules-path]") {
  Value v = test::json(R"({"m": {"a": {"on": true}, "b": {"on": false}}})");
  CHECK(sel("m[?@.on == true].on", v) == "[true]");
}

TEST_CASE("path: slices", "[rules][rules-path]") {
  CHECK(sel("$[0].Spec.Properties.array[:1].id") == R"(["1"])");
  CHECK(sel("$[0].spec.properties.array2[::]") == R"(["1","2","3"])");
  CHECK(sel("$[0].spec.properties.array2[1:]") == R"(["2","3"])");
  CHECK(sel("$[0].spec.properties.array2[::-1]") == R"(["3","2","1"])");
  CHECK(sel("$[0].spec.properties.array2[:1:-1]") == "[]");  // found, empty
  CHECK(sel("$[0].spec.properties.array2[2:1:-1]") == R"(["3"])");
  CHECK(sel("$[0].spec.properties.array2[0:3:2]") == R"(["1","3"])");
  CHECK(eval("$[0].spec.properties.array2[5:]").found);
}

TEST_CASE("path: unions of indexes and of names", "[rules][rules-path]") {
  CHECK(sel("$[0].Spec.Properties.array2[0,2]") == R"(["1","3"])");
  CHECK(sel("$[0].Spec.Properties.array2[0, -1]") == R"(["1","3"])");
  CHECK(sel("$[0]['TargetName','Missing']") == R"(["First"])");
  CHECK(sel("$[0].Spec.Properties.array2[7,8]") == "not found");
}

TEST_CASE("path: descendants", "[rules][rules-path]") {
  CHECK(sel("$[*]..Value2") == "[2]");
  CHECK(sel("$[*]..id") == R"(["1","2","1","2"])");
  CHECK(sel("$[?@..Value2].TargetName") == R"(["Second"])");
  CHECK(sel("$..missing") == "not found");
}

TEST_CASE("path: arrays are flattened one level in array-shaped results", "[rules][rules-path]") {
  CHECK(sel("$[0].Spec.Properties.nested[*]") == R"(["deep",1,2,3])");
  // A plain path to an array gives the array itself.
  CHECK(sel("$[0].Spec.Properties.array2") == R"(["1","2","3"])");
  CHECK_FALSE(eval("$[0].Spec.Properties.array2").many);
  CHECK(sel("Spec.config.[*][*].prop[*].public", sample().arr()[0]) == "[true]");
  CHECK(sel("Spec.config[*][*].prop[*].public", sample().arr()[1]) == "[false]");
  CHECK(sel("Spec.config.*[*].prop[*].public", sample().arr()[1]) == "[false]");
}

TEST_CASE("path: wildcards and filters that select nothing are not found", "[rules][rules-path]") {
  Value v = test::json(R"({"empty": [], "one": [1]})");
  CHECK_FALSE(eval("empty[*]", v).found);
  CHECK_FALSE(eval("one[?@ == 2]", v).found);
  CHECK(eval("empty", v).found);
}

TEST_CASE("path: unknown values make navigation unknown", "[rules][rules-path]") {
  Value v = test::target(R"J({"a": "!unknown:reference('x').a", "list": [{"n": 1}, "!unknown:y()"],
                             "arr": [{"k": "!unknown:z()"}, {"k": "v"}]})J");
  PathMatch m = eval("a.b", v);
  CHECK(m.unknown);
  CHECK(m.unknownExpr == "reference('x').a");
  // Reaching an unknown value itself is fine: the condition decides what to do with it.
  m = eval("a", v);
  CHECK(m.found);
  CHECK_FALSE(m.unknown);
  CHECK(m.value().isUnknown());
  CHECK(eval("list[*].n", v).unknown);
  CHECK(eval("arr[?@.k == 'v'].k", v).unknown);
  CHECK(eval("arr[1].k", v).found);
  CHECK_FALSE(eval("arr[1].k", v).unknown);
}

TEST_CASE("path: malformed paths are errors with a position", "[rules][rules-path]") {
  CHECK(parseError("") == "the path is empty");
  CHECK(parseError("a.") != "");
  CHECK(parseError("a[") != "");
  CHECK(parseError("a[?@.x") != "");
  CHECK(parseError("a[1:2:0]") == "a slice step cannot be 0");
  CHECK(parseError("a b") == "unexpected ' ' at character 2");
  CHECK(parseError("a[?'x']") != "");
  CHECK(parseError("a[?@.x =~ 5]").find("quoted regular expression") != std::string::npos);
  CHECK(parseError("a[?@.x =~ '(?=x)']").find("invalid regular expression") != std::string::npos);
  CHECK(parseError("a[abc]") != "");
  CHECK(parseError("a[?@.x == bare]").find("is not a value") != std::string::npos);
  CHECK(parseError("'unterminated").find("no closing") != std::string::npos);
  std::string deep = "a";
  for (int i = 0; i < 100; ++i) deep += "[?@.b";
  CHECK(parseError(deep) != "");
}

TEST_CASE("path: the elements a sub-selector iterates", "[rules][rules-path]") {
  Value v = test::json(R"({"list": [1, 2], "one": "x", "objs": [{"a": [3]}, {"a": []}, {"a": 4}]})");
  auto elements = [&](std::string_view p) {
    PathMatch m = eval(p, v);
    std::string s;
    for (size_t i = 0; i < m.elementCount(); ++i) s += toJson(m.element(i)) + ";";
    return s;
  };
  CHECK(elements("list") == "1;2;");      // one array value: its items
  CHECK(elements("one") == "\"x\";");     // one value: itself
  CHECK(elements("objs[*].a") == "3;4;");  // selected items, arrays flattened
  CHECK(elements("missing") == "");
  CHECK(elements("objs[*].none") == "");
}

TEST_CASE("path: filter operands compare the first selected value, arrays flattened", "[rules][rules-path]") {
  Value v = test::json(R"({"items": [{"n": "a", "tags": ["x", "y"]}, {"n": "b", "tags": []}, {"n": "c", "tags": "x"},
                                     {"n": "d", "tags": [["x"]]}]})");
  CHECK(sel("items[?@.tags == 'x'].n", v) == R"(["a","c"])");
  CHECK(sel("items[?@.tags == null].n", v) == R"(["b"])");  // an empty array reads as null
  CHECK(sel("items[?@.tags[*] == 'x'].n", v) == R"(["a","d"])");
  CHECK(sel("items[?@.tags[0] == 'y'].n", v) == "not found");
  CHECK(sel("items[?@.tags[-1] == 'y'].n", v) == R"(["a"])");
  CHECK(sel("items[?$.items[0].n == 'a'].n", v) == R"(["a","b","c","d"])");
}

TEST_CASE("path: filters that nest paths from $ are evaluated once per path, not once per item",
          "[rules][rules-path]") {
  // Found with a rule in a pull request: each `$` operand walked the whole list again for every
  // item it was tested against, 2,000^4 steps (the run did not end within a minute).
  Array list;
  for (int i = 0; i < 2000; ++i) list.push_back(Value(i));
  Object props;
  props.append("list", Value(std::move(list)));
  Object root;
  root.append("properties", Value(std::move(props)));
  Value v(std::move(root));
  std::string nested = "properties.list[?@ == $.properties.list[?@ == $.properties.list[?@ == $.properties.list[*]]]]";
  PathMatch m = path(nested).evaluate(v, 20'000);  // n*k steps fit in 20,000; n^2 would not
  CHECK_FALSE(m.tooMuchWork);
  REQUIRE(m.found);
  CHECK(m.items.size() == 1);  // every `$` operand reads the first item: 0
  CHECK(m.items[0]->asInt() == 0);
  // The same answers as one level at a time.
  CHECK(sel("Spec.Properties.array[?@.id == $.Spec.Properties.array[1].id]", sample().arr()[0]) == "[{\"id\":\"2\"}]");
  CHECK(sel("Spec.Properties.array2[?@ == $.Spec.Properties.array2[?@ == '3']]", sample().arr()[0]) == "[\"3\"]");
}

TEST_CASE("path: a path that visits more values than allowed selects nothing and says so", "[rules][rules-path]") {
  Array list;
  for (int i = 0; i < 500; ++i) list.push_back(Value(i));
  Value v(std::move(list));
  PathMatch within = path("[?@ >= 0]").evaluate(v, 2'000);
  CHECK_FALSE(within.tooMuchWork);
  CHECK(within.items.size() == 500);
  PathMatch over = path("[?@ >= 0]").evaluate(v, 600);
  CHECK(over.tooMuchWork);
  CHECK_FALSE(over.found);
  CHECK(over.items.empty());
  CHECK_THAT(rules::detail::pathTooCostly(), Catch::Contains("16000000 values"));
}
