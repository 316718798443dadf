// The structural diff of two values (engine/diff/value_diff.hpp) and the pairing of two sides.
#include <catch2/catch.hpp>

#include "engine/core/json.hpp"
#include "engine/core/secrets.hpp"
#include "engine/diff/diff_deployments.hpp"
#include "engine/diff/value_diff.hpp"
#include "tests/helpers.hpp"

using namespace pf;
using namespace pf::diff;

namespace {

// One line per change: "<change> <path>: <before> => <after>" (compact JSON; "-" when absent).
std::vector<std::string> changes(const Value& before, const Value& after) {
  std::vector<PropertyChange> out;
  diffValues(&before, &after, "", out);
  std::vector<std::string> lines;
  for (const auto& c : out)
    lines.push_back(std::string(changeName(c.change)) + " " + c.path + ": " + (c.before ? toJson(*c.before) : "-") +
                    " => " + (c.after ? toJson(*c.after) : "-"));
  return lines;
}

using Lines = std::vector<std::string>;

}  // namespace

TEST_CASE("diff: object key order and key case are not changes", "[diff]") {
  Value a = test::json(R"({"name": "x", "properties": {"a": 1, "b": {"c": true, "d": [1, 2]}}})");
  Value b = test::json(R"({"Properties": {"B": {"d": [1, 2], "c": true}, "A": 1.0}, "name": "x"})");
  CHECK(changes(a, b).empty());
}

TEST_CASE("diff: added, removed and modified members, with their paths", "[diff]") {
  Value a = test::json(R"({"sku": {"name": "Standard_LRS"}, "tags": {"owner": "a", "cost center": "1"}})");
  Value b = test::json(R"({"sku": {"name": "Standard_GRS", "tier": "Standard"}, "tags": {"cost center": "2"}})");
  CHECK(changes(a, b) == Lines{R"(modify sku.name: "Standard_LRS" => "Standard_GRS")",
                               R"(create sku.tier: - => "Standard")",
                               R"(modify tags['cost center']: "1" => "2")",
                               R"(delete tags.owner: "a" => -)"});
}

TEST_CASE("diff: arrays are compared by index, nested arrays too", "[diff]") {
  Value a = test::json(R"({"rules": [{"ports": [80, 443]}, {"ports": [22]}]})");
  Value b = test::json(R"({"rules": [{"ports": [80, 8443]}, {"ports": [22]}, {"ports": []}]})");
  CHECK(changes(a, b) == Lines{"modify rules[0].ports[1]: 443 => 8443", R"(create rules[2]: - => {"ports":[]})"});
  // An item inserted at the front moves every later one: each index shows its change.
  Value c = test::json(R"({"l": ["a", "b"]})");
  Value d = test::json(R"({"l": ["z", "a", "b"]})");
  CHECK(changes(c, d) == Lines{R"(modify l[0]: "a" => "z")", R"(modify l[1]: "b" => "a")", R"(create l[2]: - => "b")"});
}

TEST_CASE("diff: a value unknown before deployment is not a change", "[diff]") {
  Value a = test::json(R"({"properties": {"endpoint": "x"}})");
  Value b = a;
  Value u = Value::unknown("reference('st1').primaryEndpoints.blob");
  b.objMut().find("properties")->objMut().set("endpoint", u);
  CHECK(changes(a, b) == Lines{R"(unknown properties.endpoint: "x" => "[reference('st1').primaryEndpoints.blob]")"});
  // The same expression on both sides: nothing to say.
  Value c = b;
  CHECK(changes(b, c).empty());
  // Another expression: still only known after deployment.
  Value d = a;
  d.objMut().find("properties")->objMut().set("endpoint", Value::unknown("reference('st2').primaryEndpoints.blob"));
  CHECK(changes(b, d).size() == 1);
  CHECK(changes(b, d)[0].rfind("unknown ", 0) == 0);
}

TEST_CASE("diff: secure values compare as their placeholders", "[diff]") {
  Value a = test::json(R"({"properties": {"value": "old-password-1", "name": "x"}})");
  Value b = test::json(R"({"properties": {"value": "new-password-2", "name": "y"}})");
  SecretSet secrets;
  secrets.add("old-password-1");
  secrets.add("new-password-2");
  secrets.scrub(a);
  secrets.scrub(b);
  Lines got = changes(a, b);
  CHECK(got == Lines{R"(modify properties.name: "x" => "y")"});
  for (const auto& l : got) CHECK(l.find("password") == std::string::npos);
}

TEST_CASE("diff: member paths quote keys that are not identifiers", "[diff]") {
  CHECK(memberPath("", "a") == "a");
  CHECK(memberPath("a", "b-c") == "a.b-c");
  CHECK(memberPath("a", "b.c") == "a['b.c']");
  CHECK(memberPath("a", "it's") == R"(a['it\'s'])");
  CHECK(memberPath("a", "") == "a['']");
  CHECK(indexPath("a", 3) == "a[3]");
}

TEST_CASE("diff: values nested under long keys: paths shown with their middle elided", "[diff]") {
  // 300 levels of keys of 1 KB over 50,000 changed items: every change's path was 300 KB, and
  // the diff asked for 15 GB (a 642 KB template made `preflight diff` abort on bad_alloc).
  Value before(Array{}), after(Array{});
  for (int i = 0; i < 50000; ++i) {
    before.arrMut().emplace_back(i);
    after.arrMut().emplace_back(i + 1);
  }
  for (int d = 0; d < 300; ++d) {
    std::string key = "k" + std::to_string(d) + std::string(1000, 'x') + "\u00e9";  // non-ASCII: cut between characters
    Object b, a;
    b.append(key, std::move(before));
    a.append(key, std::move(after));
    before = Value(std::move(b));
    after = Value(std::move(a));
  }
  std::vector<PropertyChange> out;
  diffValues(&before, &after, "properties", out);
  REQUIRE(out.size() == 50000);
  CHECK(out[7].path.size() <= 512);
  CHECK(out[7].path.rfind("properties['k299xxx", 0) == 0);
  CHECK(out[7].path.find("...") != std::string::npos);
  CHECK(out[7].path.ends_with("xxx\u00e9'][7]"));
  CHECK(toJson(*out[7].before) == "7");
  CHECK(toJson(*out[7].after) == "8");
  // Paths up to 512 bytes are shown whole.
  CHECK(changes(test::json(R"({"a": {"b": [1]}})"), test::json(R"({"a": {"b": [2]}})")) == Lines{"modify a.b[0]: 1 => 2"});
}

TEST_CASE("diff: sides pair deployments by path, then renamed ones by shared ids", "[diff]") {
  auto res = [](const char* id, const char* sku) {
    return test::json(std::string(R"({"id": ")") + id + R"(", "type": "T/t", "name": "n", "sku": ")" + sku + "\"}");
  };
  SideInput base{"base", {{"a.json", "", {res("/x/1", "s"), res("/x/2", "s")}, "", {}},
                          {"old.json", "old.parameters.json", {res("/y/1", "s")}, "", {}},
                          {"gone.json", "", {res("/z/1", "s")}, "", {}}}};
  SideInput head{"head", {{"a.json", "", {res("/X/1", "s"), res("/x/3", "s")}, "", {}},
                          {"new.json", "new.parameters.json", {res("/y/1", "t")}, "", {}},
                          {"broken.json", "", {}, "the template cannot be read", {}}}};
  DiffResult d = diffSides(base, head);
  REQUIRE(d.deployments.size() == 4);
  CHECK(d.deployments[0].status == DeploymentStatus::Changed);
  CHECK(d.deployments[0].unchanged == 1);  // /x/1 and /X/1: ids compare ignoring case
  CHECK(d.deployments[0].count(Change::Create) == 1);
  CHECK(d.deployments[0].count(Change::Delete) == 1);
  CHECK(d.deployments[1].source == "new.json");
  CHECK(d.deployments[1].renamedFromSource == std::optional<std::string>("old.json"));
  CHECK(d.deployments[1].count(Change::Modify) == 1);
  CHECK(d.deployments[2].status == DeploymentStatus::Failed);
  CHECK(d.deployments[2].failure == "at the head: the template cannot be read");
  CHECK(d.deployments[3].status == DeploymentStatus::Removed);
  CHECK(d.hasChanges());
  CHECK(!diffSides(base, base).hasChanges());
}
