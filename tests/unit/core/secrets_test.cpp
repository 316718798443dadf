// The secret placeholder rule: redactSecrets (flagged values) and SecretSet (their text).
#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "engine/core/json.hpp"
#include "engine/core/secrets.hpp"
#include "tests/helpers.hpp"

using pf::SecretSet;
using pf::Value;

TEST_CASE("secrets: a SecretSet scrubs every occurrence, longest secret first", "[core]") {
  SecretSet s;
  s.add("hunter2-pass");
  s.add("hunter2-pass-long");
  s.add("abc");            // too short to scrub from text
  s.add("{{Secret}}");     // a placeholder is not a secret
  CHECK(s.size() == 2);
  CHECK(s.scrub("x hunter2-pass-long y hunter2-pass z hunter2-pass") == "x {{Secret}} y {{Secret}} z {{Secret}}");
  CHECK(s.scrub("abc stays") == "abc stays");
  CHECK(SecretSet().scrub("hunter2-pass") == "hunter2-pass");
}

TEST_CASE("secrets: a SecretSet scrubs strings, keys and unknowns inside a value, and messages", "[core]") {
  SecretSet s;
  s.addValue(pf::test::json(R"({"a": ["planted-secret", 1], "b": "tiny"})"));
  CHECK(s.size() == 1);
  Value v = pf::test::json(R"({"name": "st-planted-secret-1", "planted-secret": {"x": ["planted-secret"]}})");
  v.setSecret();
  s.scrub(v);
  CHECK(pf::toJson(v) == R"({"name":"st-{{Secret}}-1","{{Secret}}":{"x":["{{Secret}}"]}})");
  CHECK(v.secret());  // flags survive a rebuilt object
  Value u = Value::unknown("reference('planted-secret').x");
  s.scrub(u);
  CHECK(u.unknownData().expr == "reference('{{Secret}}').x");
  pf::Diagnostics d;
  d.error("X001", "the value 'planted-secret' is wrong");
  s.scrub(d);
  CHECK(d.items()[0].message == "the value '{{Secret}}' is wrong");
}

TEST_CASE("secrets: scrubbing a value rewrites only what holds a secret; keys that scrub alike are one", "[core]") {
  SecretSet s;
  s.add("planted-secret");
  s.add("other-secret");
  const std::string text =
      R"({"planted-secret":1,"other-secret":{"deep":["x","planted-secret"]},"plain":{"k":"v"},"list":[1,"other-secret"]})";
  Value v = pf::test::json(text);
  Value before = v;  // shares v's storage
  s.scrub(v);
  CHECK(pf::toJson(v) == R"({"{{Secret}}":{"deep":["x","{{Secret}}"]},"plain":{"k":"v"},"list":[1,"{{Secret}}"]})");
  CHECK(pf::toJson(before) == text);                       // the copy that shared it is untouched
  CHECK(v.get("plain")->identical(*before.get("plain")));  // what held no secret is still shared
  Value clean = pf::test::json(R"({"a":["no secret here"],"b":{"c":"nor here"}})");
  Value cleanBefore = clean;
  s.scrub(clean);
  CHECK(clean.identical(cleanBefore));
}

TEST_CASE("secrets: redactSecrets replaces flagged values; numbers and bools as the mode says", "[core]") {
  Value obj = pf::test::json(R"({"port": 1234, "on": true, "pw": "x", "none": null})");
  obj.setSecret();
  Value read(8443);  // read out of a secure object: flagged itself
  read.setSecret();
  Value outer = pf::Value(pf::Object{{"cfg", obj}, {"plain", Value("visible")}, {"read", read}});
  Value forRules = outer;
  pf::redactSecrets(forRules);
  CHECK(pf::toJson(forRules) ==
        R"({"cfg":{"port":1234,"on":true,"pw":"{{Secret}}","none":null},"plain":"visible","read":"{{Secret}}"})");
  pf::redactSecrets(outer, pf::Redact::ForDisplay);
  CHECK(pf::toJson(outer) ==
        R"({"cfg":{"port":"{{Secret}}","on":"{{Secret}}","pw":"{{Secret}}","none":null},"plain":"visible","read":"{{Secret}}"})");
  Value env("from-the-environment");
  env.addTaint(Value::kFromEnvironment);
  CHECK(env.secret());
  CHECK_FALSE(env.secure());  // hidden, but not secure in ARM's sense
  pf::redactSecrets(env);
  CHECK(env.str() == "{{Secret}}");
}

TEST_CASE("secrets: redactSecrets writes only where something is replaced", "[core]") {
  // A template's literals are shared with the resources built from them: a subtree without a
  // secret keeps its storage (no copy), a subtree with one is copied, and the original is untouched.
  Value plain = pf::test::json(R"({"sku": {"name": "Standard_LRS", "tier": ["a", {"b": 1}]}})");
  Value pw("p@ss");
  pw.setSecret();
  Value withSecret = pf::Value(pf::Object{{"login", Value("admin")}, {"password", pw}});
  Value resource = pf::Value(pf::Object{{"properties", plain}, {"profile", withSecret}});
  pf::redactSecrets(resource);
  CHECK(pf::toJson(resource) ==
        R"({"properties":{"sku":{"name":"Standard_LRS","tier":["a",{"b":1}]}},"profile":{"login":"admin","password":"{{Secret}}"}})");
  CHECK(&resource.get("properties")->obj() == &plain.obj());        // shared still: nothing to replace
  CHECK(&resource.get("profile")->obj() != &withSecret.obj());      // copied before writing
  CHECK(withSecret.get("password")->str() == "p@ss");               // the shared original is not written
  Value again = resource;
  pf::redactSecrets(again);  // nothing left to replace: no copy at all
  CHECK(&again.obj() == &resource.obj());
  // Inside a flagged array, strings go and numbers stay (for rules).
  Value arr = pf::test::json(R"([["x", 2], {"k": "v"}])");
  arr.setSecret();
  pf::redactSecrets(arr);
  CHECK(pf::toJson(arr) == R"([["{{Secret}}",2],{"k":"{{Secret}}"}])");
}

TEST_CASE("secrets: environmentSecrets holds the values of the named variables that are set", "[core]") {
  setenv("PF_SECRETS_TEST_SET", "value-of-the-variable", 1);
  unsetenv("PF_SECRETS_TEST_UNSET");
  SecretSet s = pf::environmentSecrets({"PF_SECRETS_TEST_SET", "PF_SECRETS_TEST_UNSET"});
  CHECK(s.size() == 1);
  CHECK(s.scrub("value-of-the-variable") == "{{Secret}}");
}

namespace {

// The plain definitions the scan must agree with: a find per secret.
bool naiveAppears(const std::vector<std::string>& secrets, std::string_view text) {
  for (const std::string& s : secrets)
    if (s.size() >= SecretSet::kMinLength && text.find(s) != std::string_view::npos) return true;
  return false;
}

std::string naiveScrub(std::vector<std::string> secrets, std::string text) {
  std::erase_if(secrets, [](const std::string& s) { return s.size() < SecretSet::kMinLength; });
  std::sort(secrets.begin(), secrets.end(), [](const std::string& a, const std::string& b) {
    return a.size() != b.size() ? a.size() > b.size() : a < b;
  });
  for (const std::string& s : secrets)
    for (size_t at = text.find(s); at != std::string::npos; at = text.find(s, at + pf::kSecretPlaceholder.size()))
      text.replace(at, s.size(), pf::kSecretPlaceholder);
  return text;
}

}  // namespace

TEST_CASE("secrets: a secret is found wherever it is in the text", "[core]") {
  SecretSet s;
  CHECK_FALSE(s.appearsInText("anything at all"));
  CHECK_FALSE(s.appearsInText(""));
  s.add("abcdef");  // the shortest secret scrubbed
  CHECK(s.appearsInText("abcdef"));
  CHECK(s.appearsInText("abcdef at the start"));
  CHECK(s.appearsInText("at the end abcdef"));
  CHECK(s.appearsInText("in the abcdef middle"));
  CHECK(s.appearsInText("aabcabcdeff"));
  CHECK_FALSE(s.appearsInText("abcde"));
  CHECK_FALSE(s.appearsInText("bcdef abcde abcdeg"));
  CHECK_FALSE(s.appearsInText(""));
  CHECK(s.scrub("abcdefabcdef") == "{{Secret}}{{Secret}}");
  // Overlapping secrets: each is found alone, and the longer goes first.
  SecretSet o;
  o.add("abcdefgh");
  o.add("efghijklmnop");
  CHECK(o.appearsInText("xxabcdefghxx"));
  CHECK(o.appearsInText("xxefghijklmnopxx"));
  CHECK(o.appearsInText("abcdefghijklmnop"));
  CHECK_FALSE(o.appearsInText("abcdefgijklmnop"));
  CHECK(o.scrub("abcdefghijklmnop") == "abcd{{Secret}}");
  CHECK(o.scrub("efghijklmnop abcdefgh") == "{{Secret}} {{Secret}}");
  // A secret inside another: both go.
  SecretSet nested;
  nested.add("password");
  nested.add("my-password-1");
  CHECK(nested.scrub("my-password-1 password") == "{{Secret}} {{Secret}}");
  // Bytes beyond ASCII, and a repeated byte.
  SecretSet bytes;
  bytes.add("p\xC3\xA4ss\xFF\xFE");
  bytes.add("aaaaaaaaa");
  CHECK(bytes.appearsInText("x p\xC3\xA4ss\xFF\xFE y"));
  CHECK_FALSE(bytes.appearsInText("x p\xC3\xA4ss\xFF y"));
  CHECK(bytes.appearsInText("baaaaaaaaab"));
  CHECK_FALSE(bytes.appearsInText("baaaaaaaab aaaaaaaa"));
  CHECK(bytes.scrub(std::string("aaaaaaaaaaaaaaaaaa")) == "{{Secret}}{{Secret}}");
}

TEST_CASE("secrets: a secret longer than the scan's window is found and scrubbed", "[core]") {
  std::string longSecret(300, 'k');
  longSecret[0] = 'L';
  longSecret[299] = 'E';
  SecretSet s;
  s.add(longSecret);
  CHECK(s.appearsInText("x" + longSecret + "y"));
  CHECK_FALSE(s.appearsInText("x" + longSecret.substr(0, 299) + "y"));
  CHECK_FALSE(s.appearsInText(longSecret.substr(1)));
  CHECK(s.scrub("<" + longSecret + ">") == "<{{Secret}}>");
}

TEST_CASE("secrets: the scan agrees with a find per secret", "[core]") {
  // Few letters, so that near misses and overlaps are common.
  std::mt19937 random(20261127);
  auto text = [&](size_t n) {
    std::string t;
    for (size_t i = 0; i < n; ++i) t += "abc-"[random() % 4];
    return t;
  };
  for (int round = 0; round < 400; ++round) {
    std::vector<std::string> secrets;
    SecretSet set;
    size_t count = random() % 4;
    for (size_t i = 0; i < count; ++i) {
      secrets.push_back(text(4 + random() % (round % 50 == 0 ? 300 : 9)));
      set.add(secrets.back());
    }
    SecretSet merged;
    merged.merge(set);
    for (int probe = 0; probe < 20; ++probe) {
      std::string t = text(random() % 40);
      if (!secrets.empty() && probe % 3 == 0) t.insert(random() % (t.size() + 1), secrets[random() % secrets.size()]);
      INFO("text: " << t);
      CHECK(set.appearsInText(t) == naiveAppears(secrets, t));
      CHECK(merged.appearsInText(t) == naiveAppears(secrets, t));
      CHECK(set.scrub(t) == naiveScrub(secrets, t));
      CHECK(set.appearsIn(Value(t)) == naiveAppears(secrets, t));
    }
  }
}

TEST_CASE("secrets: with many secrets the scan by two-byte blocks agrees with a find per secret", "[core]") {
  // More than a few secrets are scanned by two-byte blocks in shared slots: bytes that differ
  // only in their top bits ('a', '!', 0xE1, 0xA1) share slots, so that blocks collide.
  std::mt19937 random(20261129);
  const std::string alphabet = "a!\xE1\xA1" "b\"-c";
  auto text = [&](size_t n) {
    std::string t;
    for (size_t i = 0; i < n; ++i) t += alphabet[random() % alphabet.size()];
    return t;
  };
  for (int round = 0; round < 200; ++round) {
    std::vector<std::string> secrets;
    SecretSet set, merged;
    size_t count = 5 + random() % 80;
    for (size_t i = 0; i < count; ++i) {
      secrets.push_back(text(6 + random() % (round % 20 == 0 ? 300 : 10)));
      set.add(secrets.back());
    }
    merged.merge(set);
    for (int probe = 0; probe < 20; ++probe) {
      std::string t = text(random() % 60);
      if (probe % 3 == 0) t.insert(random() % (t.size() + 1), secrets[random() % secrets.size()]);
      INFO("text: " << t << " secrets: " << secrets.size());
      bool want = naiveAppears(secrets, t);
      CHECK(set.appearsInText(t) == want);
      CHECK(merged.appearsInText(t) == want);
      CHECK(set.appearsIn(Value(t)) == want);
      CHECK(set.scrub(t) == naiveScrub(secrets, t));
    }
  }
}

TEST_CASE("secrets: appearsIn looks at strings, keys and unknowns at any depth", "[core]") {
  SecretSet s;
  s.addValue(pf::test::json(R"({"a": ["planted-secret"], "b": {"c": "other-secret"}})"));
  CHECK(s.size() == 2);
  CHECK(s.appearsIn(pf::test::json(R"({"x": [1, {"y": ["no", "xx-other-secret"]}]})")));
  CHECK(s.appearsIn(pf::test::json(R"({"x": {"planted-secret-key": 1}})")));
  CHECK(s.appearsIn(pf::test::json(R"([[["planted-secret"]]])")));
  CHECK(s.appearsIn(Value(pf::Array{Value::unknown("reference('planted-secret')")})));
  CHECK_FALSE(s.appearsIn(pf::test::json(R"({"x": [1, {"y": ["planted-secre", "other"]}], "z": true})")));
  CHECK_FALSE(SecretSet().appearsIn(pf::test::json(R"({"planted-secret": "planted-secret"})")));
}

TEST_CASE("secrets: redactSecrets finds a flagged value among plain members at any depth", "[core]") {
  Value pw("p@ssword");
  pw.setSecret();
  Value deep = pf::Value(pf::Array{Value(1), Value("plain"), pf::Value(pf::Object{{"n", Value(2)}, {"pw", pw}})});
  Value resource = pf::Value(pf::Object{{"a", Value(true)}, {"b", Value("x")}, {"deep", deep}});
  pf::redactSecrets(resource);
  CHECK(pf::toJson(resource) == R"({"a":true,"b":"x","deep":[1,"plain",{"n":2,"pw":"{{Secret}}"}]})");
  Value n(42);
  n.setSecret();
  Value withNumber = pf::Value(pf::Object{{"plain", Value(1)}, {"n", n}});
  pf::redactSecrets(withNumber);
  CHECK(pf::toJson(withNumber) == R"({"plain":1,"n":"{{Secret}}"})");
}

TEST_CASE("secrets: adding many secrets at once sorts them once", "[core][text-search]") {
  // 200,000 strings of a secure array in descending order: one by one, each went to the
  // front of the list (131 s in a template of 2.8 MB).
  pf::Array list;
  for (int i = 200000; i > 0; --i) list.emplace_back(std::to_string(1000000 + i) + "xyz");
  list.emplace_back("1000005xyz");  // once more: kept once
  list.emplace_back("short");       // too short to scrub from text
  SecretSet s;
  s.add("another-secret-value");
  s.addValue(Value(std::move(list)));
  CHECK(s.size() == 200001);
  CHECK(s.scrub("a 1000005xyz b another-secret-value c 1200001xyz") == "a {{Secret}} b {{Secret}} c 1200001xyz");
  SecretSet merged;
  merged.add("1000007xyz");
  merged.merge(s);
  CHECK(merged.size() == 200001);
  CHECK(merged.scrub("1000007xyz and 1000009xyz") == "{{Secret}} and {{Secret}}");
}

TEST_CASE("secrets: secrets that nearly match a long text everywhere: bounded, and the text hidden", "[core][text-search]") {
  // Two thousand secrets that share a window which every position of the text ends, each
  // compared there over 300 bytes: 6 * 10^11 bytes for 1 MB of text (2.4 s for 100 KB).
  SecretSet s;
  s.add(std::string(50, 'a') + "b");
  std::vector<Value> many;
  for (int i = 0; i < 2000; ++i) many.emplace_back(std::string(300, 'a') + "b" + std::to_string(i));
  s.addValue(Value(pf::Array(many.begin(), many.end())));
  const std::string text(1'000'000, 'a');
  CHECK(s.appearsInText(text));  // too costly to look through: taken as holding a secret
  CHECK(s.scrub(text) == "{{Secret}}");
  // A secret far longer than the window, nearly matching everywhere.
  SecretSet longOne;
  longOne.add(std::string(1'000'000, 'a') + "b");
  CHECK(longOne.scrub(std::string(4'000'000, 'a')) == "{{Secret}}");
  // Short texts and ordinary secrets are looked through as before.
  CHECK_FALSE(s.appearsInText(std::string(400, 'x')));
  CHECK(s.scrub(std::string(300, 'a') + "b7 x") == "{{Secret}} x");
}

TEST_CASE("secrets: a secret occurring 500,000 times is scrubbed in one pass", "[core][text-search]") {
  SecretSet s;
  s.add("secret");
  std::string text;
  for (int i = 0; i < 500000; ++i) text += "secret-";
  std::string expected;
  for (int i = 0; i < 500000; ++i) expected += "{{Secret}}-";
  CHECK(s.scrub(text) == expected);
}
