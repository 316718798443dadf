#include "tests/corpus/avm.hpp"

#include <cstdlib>
#include <regex>

#include "engine/core/value.hpp"
#include "tests/corpus/corpus.hpp"

namespace pf::test {

namespace fs = std::filesystem;

fs::path avmRoot() {
  if (const char* env = std::getenv("PREFLIGHT_AVM")) return fs::exists(env) ? fs::path(env) : fs::path();
  fs::path corpus = corpusRoot();
  if (corpus.empty()) return {};
  std::error_code ec;
  fs::path avm = corpus.parent_path() / "avm";
  return fs::exists(avm / "avm", ec) ? avm : fs::path();
}

namespace {

bool inTests(const fs::path& p) {
  for (const auto& part : p)
    if (part == "tests") return true;
  return false;
}

}  // namespace

std::vector<fs::path> avmModules(const fs::path& root) {
  std::vector<fs::path> out;
  for (auto& p : corpusFiles(root / "avm", "main.bicep"))
    if (!inTests(p.lexically_relative(root))) out.push_back(p);
  return out;
}

std::vector<fs::path> avmTests(const fs::path& root) {
  std::vector<fs::path> out;
  for (auto& p : corpusFiles(root / "avm", "main.test.bicep"))
    if (p.parent_path().parent_path().filename() == "e2e") out.push_back(p);
  return out;
}

namespace {

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// A value of the shape a CI secret or tenant-specific setting has, by the parameter's name.
std::string syntheticValue(const std::string& name) {
  std::string n = lower(name);
  auto has = [&](const char* s) { return n.find(s) != std::string::npos; };
  if (has("resourceid") || (n.size() > 2 && n.compare(n.size() - 2, 2, "id") == 0 && has("resource")))
    return "/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/pf-ci-rg/providers/"
           "Microsoft.ManagedIdentity/userAssignedIdentities/pf-ci-" + n;
  if (has("objectid") || has("appid") || has("guid") || has("principalid") || has("clientid") || has("tenantid") ||
      has("subscriptionid"))
    return "11111111-2222-4333-8444-555555555555";
  if (has("billingscope")) return "/providers/Microsoft.Billing/billingAccounts/0000000/enrollmentAccounts/000000";
  return "pf-CI-secret-Value1!";
}

}  // namespace

Value ciParameters(const Value& compiledTest) {
  Object params;
  if (const Value* declared = compiledTest.get("parameters"); declared && declared->isObject()) {
    for (const auto& [name, decl] : declared->obj()) {
      const Value* type = decl.get("type");
      const Value* dflt = decl.get("defaultValue");
      std::string t = type && type->isString() ? lower(type->str()) : "";
      if (name == "namePrefix") {
        params.append(name, Value(Object{{"value", Value("pfx")}}));
      } else if (t == "securestring" && dflt && dflt->isString() && dflt->str().empty()) {
        params.append(name, Value(Object{{"value", Value(syntheticValue(name))}}));
      }
    }
  }
  Object file;
  file.append("$schema", Value("https://schema.management.azure.com/schemas/2019-04-01/deploymentParameters.json#"));
  file.append("contentVersion", Value("1.0.0.0"));
  file.append("parameters", Value(std::move(params)));
  return Value(std::move(file));
}

std::string pointModulesAtJson(const std::string& text, const fs::path& testFile, std::vector<std::string>& rewritten) {
  static const std::regex modulePath(R"((\bmodule\s+[A-Za-z_][A-Za-z0-9_]*\s+')([^']*main)\.bicep')");
  std::string out;
  auto begin = std::sregex_iterator(text.begin(), text.end(), modulePath);
  size_t at = 0;
  for (auto it = begin; it != std::sregex_iterator(); ++it) {
    const std::smatch& m = *it;
    std::string stem = m[2].str();
    fs::path target = (testFile.parent_path() / (stem + ".bicep")).lexically_normal();
    bool official = !inTests(target) && fs::exists(target.parent_path() / "main.json");
    out.append(text, at, static_cast<size_t>(m.position(0)) - at);
    if (official) {
      out += m[1].str() + stem + ".json'";
      rewritten.push_back(fs::path(stem).parent_path().generic_string());
    } else {
      out += m[0].str();
    }
    at = static_cast<size_t>(m.position(0) + m.length(0));
  }
  out.append(text, at, std::string::npos);
  return out;
}

}  // namespace pf::test
