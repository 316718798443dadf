#include <catch2/catch.hpp>

#include "tests/expand_helpers.hpp"

using namespace pf;
using test::expandText;

namespace {
std::string outputOf(const char* tpl, const char* params = "") {
  auto e = expandText(tpl, params);
  return e.output("o");
}
}  // namespace

TEST_CASE("parameters: given value, then defaultValue, then configured default", "[expand][params]") {
  const char* tpl = R"({"parameters": {"p": {"type": "string", "defaultValue": "[concat('d', 'ef')]"}},
                        "outputs": {"o": {"type": "string", "value": "[parameters('p')]"}}})";
  CHECK(outputOf(tpl) == "\"def\"");
  CHECK(outputOf(tpl, R"({"parameters": {"p": {"value": "given"}}})") == "\"given\"");
  ExpandOptions opts;
  opts.parameterDefaults.set("q", Value("configured"));
  auto e = expandText(R"({"parameters": {"q": {"type": "string"}}, "outputs": {"o": {"type": "string", "value": "[parameters('q')]"}}})",
                      "", opts);
  CHECK(e.output("o") == "\"configured\"");
  CHECK_FALSE(e.hasDiagnostic("EXP001"));
}

TEST_CASE("parameters: defaults may use other parameters, in any order", "[expand][params]") {
  CHECK(outputOf(R"({"parameters": {"b": {"type": "string", "defaultValue": "[concat(parameters('a'), '-b')]"},
                                    "a": {"type": "string", "defaultValue": "a"}},
                     "outputs": {"o": {"type": "string", "value": "[parameters('b')]"}}})") == "\"a-b\"");
}

TEST_CASE("parameters: nullable gives null; otherwise a placeholder with a warning", "[expand][params]") {
  auto e = expandText(R"({"parameters": {"n": {"type": "string", "nullable": true}, "s": {"type": "string", "minLength": 12},
                                         "i": {"type": "int", "minValue": 3}, "a": {"type": "string", "allowedValues": ["x", "y"]}},
                          "outputs": {"o": {"type": "array", "value": "[createArray(parameters('n'), parameters('s'), parameters('i'), parameters('a'))]"}}})");
  CHECK(e.output("o") == R"([null,"sxxxxxxxxxxx",3,"x"])");
  size_t warnings = 0;
  for (const auto& d : e.result.diagnostics.items())
    if (d.code == "EXP001") {
      ++warnings;
      CHECK(d.severity == Severity::Warning);
    }
  CHECK(warnings == 3);
  CHECK_FALSE(e.result.diagnostics.hasErrors());
}

TEST_CASE("parameters: Key Vault references become a secret placeholder", "[expand][params]") {
  auto e = expandText(R"({"parameters": {"pw": {"type": "securestring"}},
                          "outputs": {"o": {"type": "string", "value": "[parameters('pw')]"}}})",
                      R"({"parameters": {"pw": {"reference": {"keyVault": {"id": "/subscriptions/x/resourceGroups/y/providers/Microsoft.KeyVault/vaults/kv"}, "secretName": "adminPw"}}}})");
  INFO(e.diagnostics());
  const Value* o = e.result.outputs.get("o")->get("value");
  CHECK(o->str() == "{{SecretReference:adminPw}}");
  CHECK(o->secret());
}

TEST_CASE("parameters: values in parameter files may be expressions", "[expand][params]") {
  CHECK(outputOf(R"({"parameters": {"p": {"type": "string"}}, "outputs": {"o": {"type": "string", "value": "[parameters('p')]"}}})",
                 R"({"parameters": {"p": {"value": "[concat('x', 'y')]"}}})") == "\"xy\"");
}

TEST_CASE("parameters: a parameter file value the template does not declare is an error", "[expand][params]") {
  auto e = expandText(R"({"parameters": {}})", R"({"parameters": {"extra": {"value": 1}}})");
  CHECK(e.hasDiagnostic("EXP003"));
  CHECK_THAT(e.diagnostics(), Catch::Contains("'extra'"));
}

TEST_CASE("parameters: a cycle between defaults is an error", "[expand][params]") {
  auto e = expandText(R"({"parameters": {"a": {"type": "string", "defaultValue": "[parameters('b')]"},
                                         "b": {"type": "string", "defaultValue": "[parameters('a')]"}}})");
  CHECK(e.hasDiagnostic("EXP005"));
}

TEST_CASE("constraints: type, allowedValues, lengths and values", "[expand][params]") {
  struct Case {
    const char* decl;
    const char* value;
    const char* code;  // nullptr: valid
  };
  const Case cases[] = {
      {R"({"type": "int"})", "\"5\"", "EXP020"},
      {R"({"type": "int"})", "5", nullptr},
      {R"({"type": "string", "allowedValues": ["a", "b"]})", "\"c\"", "EXP022"},
      {R"({"type": "string", "allowedValues": ["a", "b"]})", "\"a\"", nullptr},
      {R"({"type": "array", "allowedValues": ["a", "b"]})", "[\"a\", \"c\"]", "EXP022"},
      {R"({"type": "array", "allowedValues": ["a", "b"]})", "[\"b\", \"a\"]", nullptr},
      {R"({"type": "int", "minValue": 2, "maxValue": 4})", "1", "EXP023"},
      {R"({"type": "int", "minValue": 2, "maxValue": 4})", "5", "EXP023"},
      {R"({"type": "int", "minValue": 2, "maxValue": 4})", "4", nullptr},
      {R"({"type": "string", "minLength": 3, "maxLength": 4})", "\"ab\"", "EXP024"},
      {R"({"type": "string", "minLength": 3, "maxLength": 4})", "\"abcde\"", "EXP024"},
      {R"({"type": "array", "maxLength": 1})", "[1, 2]", "EXP024"},
      {R"({"type": "bool"})", "true", nullptr},
      {R"({"type": "object"})", "[]", "EXP020"},
  };
  for (const auto& c : cases) {
    std::string tpl = std::string(R"({"parameters": {"p": )") + c.decl + "}}";
    std::string params = std::string(R"({"parameters": {"p": {"value": )") + c.value + "}}}";
    INFO(c.decl << " with " << c.value);
    auto e = expandText(tpl, params);
    if (c.code) {
      CHECK(e.hasDiagnostic(c.code));
      CHECK_THAT(e.diagnostics(), Catch::Contains("The provided value for the template parameter 'p' is not valid."));
      // The diagnostic points at the parameter file's entry.
      for (const auto& d : e.result.diagnostics.items())
        if (d.code == c.code) CHECK(e.files->path(d.loc.file) == "template.parameters.json");
    } else {
      CHECK_FALSE(e.result.diagnostics.hasErrors());
    }
  }
}

TEST_CASE("constraints: user-defined types through $ref", "[expand][params]") {
  const char* tpl = R"({
    "definitions": {
      "subnet": {"type": "object", "properties": {"name": {"type": "string"}, "size": {"type": "int", "minValue": 1},
                                                 "note": {"type": "string", "nullable": true}}, "additionalProperties": false},
      "pet": {"type": "object", "discriminator": {"propertyName": "kind", "mapping": {
        "cat": {"type": "object", "properties": {"kind": {"type": "string"}, "lives": {"type": "int"}}},
        "dog": {"type": "object", "properties": {"kind": {"type": "string"}, "good": {"type": "bool"}}}}}},
      "pair": {"type": "array", "prefixItems": [{"type": "string"}, {"type": "int"}], "items": false},
      "maybe": {"type": "string", "nullable": true}
    },
    "parameters": {"p": {"$ref": "#/definitions/subnet"}, "pets": {"type": "array", "items": {"$ref": "#/definitions/pet"}},
                   "t": {"$ref": "#/definitions/pair"}, "m": {"$ref": "#/definitions/maybe"}}})";
  auto ok = expandText(tpl, R"({"parameters": {"p": {"value": {"name": "a", "size": 2}},
      "pets": {"value": [{"kind": "cat", "lives": 9}, {"kind": "dog", "good": true}]}, "t": {"value": ["x", 1]}}})");
  INFO(ok.diagnostics());
  CHECK_FALSE(ok.result.diagnostics.hasErrors());
  CHECK_FALSE(ok.hasDiagnostic("EXP001"));  // m is nullable through its definition

  auto bad = expandText(tpl, R"({"parameters": {"p": {"value": {"name": "a", "size": 0, "extra": 1}},
      "pets": {"value": [{"kind": "cat", "lives": "nine"}, {"kind": "fish"}]}, "t": {"value": ["x", 1, 2]}}})");
  std::string d = bad.diagnostics();
  CHECK_THAT(d, Catch::Contains("at 'size'"));
  CHECK_THAT(d, Catch::Contains("'extra' is not allowed"));
  CHECK_THAT(d, Catch::Contains("at '[0].lives'"));
  CHECK_THAT(d, Catch::Contains("'fish' at '[1]' is not one of: cat, dog"));
  CHECK_THAT(d, Catch::Contains("at most 2 items"));
  auto missing = expandText(tpl, R"({"parameters": {"p": {"value": {"size": 2}}, "pets": {"value": []}, "t": {"value": ["x", 1]}}})");
  CHECK_THAT(missing.diagnostics(), Catch::Contains("The required property 'name' is missing."));
}

TEST_CASE("constraints: validate lambda predicates with ARM's exact messages", "[expand][params]") {
  const char* tpl = R"({"parameters": {
      "p": {"type": "string", "validate": ["[lambda('x', not(equals(lambdaVariables('x'), 'bad')))]", "Must not be bad"]},
      "q": {"type": "int", "validate": ["[lambda('x', less(lambdaVariables('x'), 10))]"]},
      "n": {"type": "string", "nullable": true, "validate": ["[lambda('x', equals(length(lambdaVariables('x')), 3))]"]}}})";
  auto e = expandText(tpl, R"({"parameters": {"p": {"value": "bad"}, "q": {"value": 12}}})");
  INFO(e.diagnostics());
  std::vector<std::string> messages;
  for (const auto& d : e.result.diagnostics.items())
    if (d.code == "EXP025") messages.push_back(d.message);
  REQUIRE(messages.size() == 2);
  CHECK(messages[0] ==
        "The provided value for the template parameter 'p' is not valid. The value was rejected by a custom validation "
        "predicate with the following message: 'Must not be bad.'");
  CHECK(messages[1] ==
        "The provided value for the template parameter 'q' is not valid. The value was rejected by a custom validation "
        "predicate.");
  auto good = expandText(tpl, R"({"parameters": {"p": {"value": "fine"}, "q": {"value": 3}}})");
  CHECK_FALSE(good.hasDiagnostic("EXP025"));
}

TEST_CASE("constraints: a validate predicate that is not a lambda is EVAL055", "[expand][params]") {
  auto e = expandText(R"({"parameters": {"p": {"type": "int", "validate": ["[add(1, 2)]"]}}})",
                      R"({"parameters": {"p": {"value": 1}}})");
  INFO(e.diagnostics());
  CHECK(e.hasDiagnostic("EVAL055"));
  CHECK_FALSE(e.hasDiagnostic("EVAL050"));  // fail()'s code
}

TEST_CASE("parameters: a given null falls back to the default value", "[expand][params]") {
  auto e = expandText(R"({"resources": [{"type": "Microsoft.Resources/deployments", "apiVersion": "2022-09-01", "name": "m",
      "properties": {"mode": "Incremental", "expressionEvaluationOptions": {"scope": "inner"},
        "parameters": {"list": {"value": null}},
        "template": {"parameters": {"list": {"type": "array", "defaultValue": ["a"]}},
                     "outputs": {"n": {"type": "int", "value": "[length(parameters('list'))]"}}}}}],
    "outputs": {"o": {"type": "int", "value": "[reference('m').outputs.n.value]"}}})");
  INFO(e.diagnostics());
  CHECK(e.output("o") == "1");
}

TEST_CASE("parameters: file values that look like expressions but are not stay literal", "[expand][params]") {
  auto e = expandText(R"({"parameters": {"t": {"type": "string"}, "g": {"type": "string"}},
      "outputs": {"o": {"type": "array", "value": "[createArray(parameters('t'), parameters('g'))]"}}})",
                      R"({"parameters": {"t": {"value": "[dbo].[emp]"}, "g": {"value": "[newGuid()]"}}})");
  CHECK(e.output("o") == R"(["[dbo].[emp]","[newGuid()]"])");
  CHECK(e.hasDiagnostic("EXP008"));
  CHECK_FALSE(e.result.diagnostics.hasErrors());
}

TEST_CASE("parameters: placeholders are not checked against constraints", "[expand][params]") {
  auto e = expandText(R"({"parameters": {"loc": {"type": "string", "allowedValues": []},
                                         "code": {"type": "string", "validate": ["[lambda('x', equals(lambdaVariables('x'), 'never'))]"]}}})");
  CHECK(e.hasDiagnostic("EXP001"));
  CHECK_FALSE(e.result.diagnostics.hasErrors());
}

TEST_CASE("parameters: reading into object and array placeholders gives unknowns", "[expand][params]") {
  auto e = expandText(R"({"parameters": {"cfg": {"type": "object"}, "list": {"type": "array"}},
      "outputs": {"a": {"type": "string", "value": "[parameters('cfg').account.name]"},
                  "b": {"type": "string", "value": "[parameters('list')[2]]"},
                  "n": {"type": "int", "value": "[length(parameters('list'))]"}}})");
  INFO(e.diagnostics());
  CHECK_FALSE(e.result.diagnostics.hasErrors());
  CHECK(e.output("a") == "\"[parameters('cfg').account.name]\"");
  CHECK(e.output("b") == "\"[parameters('list')[2]]\"");
  CHECK(e.output("n") == "0");
}

TEST_CASE("parameters: a type made nullable anywhere along its $ref chain needs no value (PSRule case)",
          "[expand][params]") {
  // Bicep: `type cfg = {...}`, `type optCfg = cfg?`, `param p optCfg`.
  auto e = expandText(R"({
    "languageVersion": "2.0",
    "definitions": {"cfg": {"type": "object", "properties": {"a": {"type": "string"}}},
                    "optCfg": {"$ref": "#/definitions/cfg", "nullable": true}},
    "parameters": {"p": {"$ref": "#/definitions/optCfg"}},
    "resources": {},
    "outputs": {"isNull": {"type": "bool", "value": "[equals(parameters('p'), null())]"}}})");
  INFO(e.diagnostics());
  CHECK_FALSE(e.hasDiagnostic("EXP001"));
  CHECK_FALSE(e.result.diagnostics.hasErrors());
  CHECK(e.output("isNull") == "true");
}

TEST_CASE("parameters: languageVersion 2.0 accepts a null default only for a nullable type (PSRule case)", "[expand][params]") {
  const char* tpl = R"({
    %LV%
    "definitions": {"str": {"type": "string"}},
    "parameters": {"a": {"type": "string", "defaultValue": null},
                   "b": {"$ref": "#/definitions/str", "defaultValue": null},
                   "c": {"type": "string", "nullable": true, "defaultValue": null}},
    "resources": %RES%})";
  auto make = [&](bool v2) {
    std::string t = tpl;
    t.replace(t.find("%LV%"), 4, v2 ? R"("languageVersion": "2.0",)" : "");
    t.replace(t.find("%RES%"), 5, v2 ? "{}" : "[]");
    return expandText(t);
  };
  auto v2 = make(true);
  int nulls = 0;
  for (const auto& d : v2.result.diagnostics.items())
    if (d.code == "EXP021") {
      ++nulls;
      CHECK(d.loc.line == (d.message.find("'a'") != std::string::npos ? 4 : 5));  // at the defaultValue
    }
  CHECK(nulls == 2);
  // A 1.0 template may default a string to null.
  CHECK_FALSE(make(false).hasDiagnostic("EXP021"));
}

TEST_CASE("parameters: a default may read a variable (older Bicep: variables('$fxv#0') for loadTextContent)",
          "[expand][params]") {
  auto e = expandText(R"({
    "parameters": {"script": {"type": "string", "defaultValue": "[variables('$fxv#0')]"}},
    "variables": {"$fxv#0": "echo hello"},
    "resources": [],
    "outputs": {"s": {"type": "string", "value": "[parameters('script')]"}}})");
  INFO(e.diagnostics());
  CHECK_FALSE(e.result.diagnostics.hasErrors());
  CHECK(e.output("s") == "\"echo hello\"");
}

TEST_CASE("parameters: read in any case, listed in the summary as declared", "[expand][params]") {
  // One name longer than a short-name buffer, read in another case than declared, several times.
  std::string longName = "aParameterWhoseNameIsLongerThanSixtyFourCharactersForTheLookupKeyX";
  std::string tpl = R"({"parameters": {"Zone": {"type": "string", "defaultValue": "z"},
                                       ")" + longName + R"(": {"type": "string", "defaultValue": "[toUpper(parameters('ZONE'))]"}},
                        "outputs": {"o": {"type": "string",
                                          "value": "[concat(parameters('zone'), parameters(')" + toUpperAscii(longName) + R"('), parameters('Zone'))]"}}})";
  auto e = expandText(tpl.c_str());
  INFO(e.diagnostics());
  CHECK(e.output("o") == "\"zZz\"");
  const Value* summarized = e.result.deployments.at(0).get("parameters");
  REQUIRE(summarized);
  REQUIRE(summarized->obj().size() == 2);
  // In the order of their lower-case names, spelled as declared.
  CHECK(summarized->obj().entries().at(0).first == longName);
  CHECK(summarized->obj().entries().at(1).first == "Zone");
  CHECK_FALSE(e.hasDiagnostic("EXP003"));
}
