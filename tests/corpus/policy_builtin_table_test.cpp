// Built-in "minimum TLS" and "public network access should be disabled" definitions, assigned with
// effect Deny, over every quickstart sample, from ARM JSON (azuredeploy.json) and from Bicep
// (main.bicep compiled natively): each resource the policy denies must be one that violates the
// definition by an independent reading of its request (the oracle below, written from the
// definition's text), and each violating resource must be denied; a value known only at
// deployment must make both sides inconclusive. The definitions are read from
// ../shared/reference/azure-policy/builtin.
#include <catch2/catch.hpp>

#include <filesystem>
#include <functional>
#include <iomanip>
#include <iostream>
#include <map>

#include "engine/bicep/compiler.hpp"
#include "engine/core/json.hpp"
#include "policy/definitions/definition.hpp"
#include "policy/effects/evaluation.hpp"
#include "policy/io/json_file.hpp"
#include "policy/language/functions.hpp"
#include "policy/language/resource.hpp"
#include "tests/corpus/corpus.hpp"
#include "tests/corpus/quickstart_expand.hpp"

using namespace pf;
namespace fs = std::filesystem;

namespace {

enum class Verdict { Comply, Violate, Unknown };

// The request's string at properties.<name>: nullopt when missing, "?" when not known.
std::optional<std::string> prop(const Value& r, const char* name) {
  const Value* p = r.get("properties");
  const Value* v = p && p->isObject() ? p->get(name) : nullptr;
  if (p && p->isUnknown()) return std::string("?");
  if (!v || v->isNull()) return std::nullopt;
  if (v->isUnknown() || v->secret()) return std::string("?");
  if (v->isString()) return v->str();
  return toJson(*v);
}

// "<property> must be <wanted>": a missing property violates (the request does not carry it).
Verdict mustEqual(const Value& r, const char* name, const char* wanted) {
  auto v = prop(r, name);
  if (!v) return Verdict::Violate;
  if (*v == "?") return Verdict::Unknown;
  return iequals(*v, wanted) ? Verdict::Comply : Verdict::Violate;
}

struct Row {
  const char* definition;  // under builtin/policyDefinitions
  const char* type;
  std::function<Verdict(const Value&)> oracle;
};

std::vector<Row> rows() {
  return {
      {"Storage/StorageAccountMinimumTLSVersion_Audit.json", "Microsoft.Storage/storageAccounts",
       [](const Value& r) { return mustEqual(r, "minimumTlsVersion", "TLS1_2"); }},
      {"Storage/StoragePublicNetworkAccess_AuditDeny.json", "Microsoft.Storage/storageAccounts",
       [](const Value& r) { return mustEqual(r, "publicNetworkAccess", "Disabled"); }},
      {"Container Registry/ACR_PublicNetworkAccess_AuditDeny.json", "Microsoft.ContainerRegistry/registries",
       [](const Value& r) { return mustEqual(r, "publicNetworkAccess", "Disabled"); }},
      {"Cosmos DB/Cosmos_PrivateNetworkAccess_AuditDeny.json", "Microsoft.DocumentDB/databaseAccounts",
       [](const Value& r) { return mustEqual(r, "publicNetworkAccess", "Disabled"); }},
      {"SQL/SqlServer_PublicNetworkAccess_Audit.json", "Microsoft.Sql/servers",
       [](const Value& r) { return mustEqual(r, "publicNetworkAccess", "Disabled"); }},
      {"Key Vault/PublicNetworkAccess_Audit.json", "Microsoft.KeyVault/vaults",
       [](const Value& r) {
         auto mode = prop(r, "createMode");
         if (mode && *mode == "?") return Verdict::Unknown;
         if (mode && iequals(*mode, "recover")) return Verdict::Comply;
         const Value* api = r.get("apiVersion");
         // Before 2021-06-01-preview the property did not exist: every request violates.
         if (api && api->isString() && api->str() < "2021-06-01-preview") return Verdict::Violate;
         return mustEqual(r, "publicNetworkAccess", "Disabled");
       }},
  };
}

struct Loaded {
  policy::PolicyDefinition definition;
  Object parameters;
};

const char* name(Verdict v) { return v == Verdict::Comply ? "comply" : v == Verdict::Violate ? "violate" : "unknown"; }

}  // namespace

TEST_CASE("corpus: built-in TLS and public network access definitions deny exactly the violating quickstart resources",
          "[corpus][policy-table]") {
  PF_REQUIRE_CORPUS();
  fs::path reference = test::corpusRoot().parent_path() / "reference" / "azure-policy" / "builtin" / "policyDefinitions";
  REQUIRE(fs::exists(reference));
  FunctionRegistry functions = policy::policyFunctions();
  policy::AliasCatalog aliases;
  std::vector<Row> table = rows();
  std::vector<Loaded> defs;
  for (const Row& row : table) {
    SourceFiles files;
    Diagnostics d;
    auto doc = policy::readJsonFile((reference / row.definition).string(), FileAccessPolicy(), files, d);
    REQUIRE(doc);
    auto def = policy::loadDefinition(*doc, row.definition, policy::DefinitionOptions{&aliases, &functions}, d);
    INFO(row.definition);
    REQUIRE(def);
    auto params = policy::resolveParameters(*def, Value(Object{{"effect", "Deny"}}), "table", d);
    REQUIRE(params);
    defs.push_back({std::move(*def), std::move(*params)});
  }

  fs::path root = test::corpusRoot() / "quickstart";
  struct Count {
    size_t denied = 0, inconclusive = 0, compliant = 0;
  };
  std::map<std::string, Count> perRow;  // "<definition> <json|bicep>"
  std::vector<std::string> mismatches;
  size_t armSamples = 0, bicepSamples = 0;
  DeploymentContext context;
  EvalSession session(functions);
  auto check = [&](const test::CorpusExpansion& x, const std::string& sample, const char* form) {
    for (const Value& request : x.expansion.requests) {
      const Value* type = request.get("type");
      if (!type || !type->isString()) continue;
      for (size_t i = 0; i < table.size(); ++i) {
        if (!iequals(type->str(), table[i].type)) continue;
        policy::PolicyResource r = policy::makeResource(request, context);
        policy::EvaluationRequest req{defs[i].definition, defs[i].parameters, {}, std::nullopt, {}};
        policy::PolicyEvaluation e = policy::evaluatePolicy(req, r, aliases, context, session);
        Verdict got = e.error ? Verdict::Unknown
                      : !e.effect ? Verdict::Comply
                      : e.inconclusive ? Verdict::Unknown
                                       : (*e.effect == policy::Effect::Deny ? Verdict::Violate : Verdict::Unknown);
        Verdict want = table[i].oracle(request);
        Count& c = perRow[std::string(table[i].definition) + " " + form];
        (got == Verdict::Violate ? c.denied : got == Verdict::Unknown ? c.inconclusive : c.compliant)++;
        if (got != want)
          mismatches.push_back(std::string(form) + " " + sample + " " + r.fullName + " (" + table[i].definition +
                               "): policy " + name(got) + ", oracle " + name(want) +
                               (e.error ? " error " + e.error->message : ""));
      }
    }
  };
  for (const fs::path& tpl : test::corpusFiles(root, "azuredeploy.json")) {
    fs::path dir = tpl.parent_path();
    std::string sample = fs::relative(dir, root).string();
    fs::path params = dir / "azuredeploy.parameters.json";
    if (!fs::exists(params)) params.clear();
    auto fromJson = test::expandCorpusTemplate(tpl, params, dir);
    if (fromJson.loaded) {
      ++armSamples;
      check(fromJson, sample, "json");
    }
    if (!fs::exists(dir / "main.bicep")) continue;
    auto files = std::make_unique<SourceFiles>();
    auto compiled = bicep::compileBicepFile((dir / "main.bicep").string(), *files, {});
    if (!compiled.ok()) continue;
    auto fromBicep = test::expandCorpusValue(*compiled.tmpl, std::move(files), tpl, params, dir);
    if (!fromBicep.loaded) continue;
    ++bicepSamples;
    check(fromBicep, sample, "bicep");
  }
  std::cout << "built-in deny table over quickstart: " << armSamples << " ARM samples, " << bicepSamples
            << " Bicep samples\n";
  std::cout << std::left << std::setw(72) << "definition form" << std::right << std::setw(8) << "denied"
            << std::setw(8) << "inconc" << std::setw(8) << "comply" << "\n";
  for (const auto& [k, c] : perRow)
    std::cout << std::left << std::setw(72) << k << std::right << std::setw(8) << c.denied << std::setw(8)
              << c.inconclusive << std::setw(8) << c.compliant << "\n";
  for (size_t i = 0; i < mismatches.size() && i < 30; ++i) std::cout << "  mismatch: " << mismatches[i] << "\n";
  CHECK(mismatches.empty());
  // Not vacuous: each definition denies something, from both forms.
  for (const Row& row : table) {
    INFO(row.definition);
    CHECK(perRow[std::string(row.definition) + " json"].denied > 0);
    CHECK(perRow[std::string(row.definition) + " bicep"].denied > 0);
  }
  PF_REQUIRE_CORPUS_INPUTS("quickstart ARM samples expanded", armSamples, 800);
  PF_REQUIRE_CORPUS_INPUTS("quickstart Bicep samples expanded", bicepSamples, 300);
}
