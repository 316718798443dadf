// The secret placeholder rule: redactSecrets (flagged values) and SecretSet (their text).
#include <catch2/catch.hpp>

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
