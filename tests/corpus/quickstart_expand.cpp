#include "tests/corpus/quickstart_expand.hpp"

#include <algorithm>
#include <cctype>
#include <climits>
#include <regex>
#include <stdexcept>

#include "engine/core/file.hpp"
#include "engine/core/json.hpp"
#include "engine/template/template_file.hpp"
#include "mocks/runtime_model.hpp"
#include "tests/corpus/corpus.hpp"
#include "tests/helpers.hpp"

namespace pf::test {

namespace {

// The pipeline's values for "GEN-<NAME>" (quickstart/test/ci-gen-setup/.config.json, copied
// unchanged into the corpus); empty when the corpus lacks it.
const Object& genConfig() {
  static const Object config = [] {
    auto text = readFile((corpusRoot() / "quickstart" / "test" / "ci-gen-setup" / ".config.json").string());
    if (!text) return Object{};
    Diagnostics ignored;
    auto v = parseJson(*text, 0, ignored);
    return v && v->isObject() ? v->obj() : Object{};
  }();
  return config;
}

std::string hexDigits(size_t n, int seed) {
  static const char* hex = "0123456789abcdef";
  std::string out;
  uint32_t x = 2654435761u * static_cast<uint32_t>(seed + 1);
  for (size_t i = 0; i < n; ++i) {
    x = x * 1103515245u + 12345u;
    out += hex[(x >> 16) & 15];
  }
  return out;
}

// What the prereq template's output would be: a value of the parameter's declared type that
// its constraints accept (the corpus README's rule for GET-PREREQ-<output>).
Value prereqValue(const std::string& output, const Value* decl) {
  if (!decl || !decl->isObject()) return Value(output);
  if (const Value* allowed = decl->get("allowedValues"); allowed && allowed->isArray() && !allowed->arr().empty())
    return allowed->arr()[0];
  std::string type = decl->get("type") && decl->get("type")->isString() ? toLowerAscii(decl->get("type")->str()) : "string";
  auto limit = [&](const char* key, int64_t dflt) {
    const Value* v = decl->get(key);
    return v && v->isInt() ? v->asInt() : dflt;
  };
  if (type == "int") return Value(std::min(std::max<int64_t>(1, limit("minValue", 1)), limit("maxValue", INT64_MAX)));
  if (type == "bool") return Value(true);
  if (type == "array") return Value(Array{});
  if (type == "object" || type == "secureobject") return Value(Object{});
  std::string v;
  for (char c : output)
    if (std::isalnum(static_cast<unsigned char>(c))) v += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (v.empty()) v = "prereq";
  auto maxLen = static_cast<size_t>(std::max<int64_t>(limit("maxLength", 64), 1));
  auto minLen = static_cast<size_t>(std::max<int64_t>(limit("minLength", 0), 0));
  if (v.size() > maxLen) v.resize(maxLen);
  while (v.size() < minLen) v += 'x';
  return Value(v);
}

// One placeholder value; `decl` is the parameter's declaration, for GET-PREREQ-.
void substituteValue(Value& v, const Value* decl, int& counter) {
  if (v.isArray()) {
    for (Value& item : v.arrMut()) substituteValue(item, nullptr, counter);
    return;
  }
  if (v.isObject()) {
    for (auto& [k, item] : v.objMut()) substituteValue(item, nullptr, counter);
    return;
  }
  if (!v.isString()) return;
  static const std::regex unique("GEN-UNIQUE(-([0-9]+))?");
  const std::string s = v.str();
  std::smatch m;
  if (std::regex_match(s, m, unique)) {
    size_t n = m[2].matched ? std::stoul(m[2].str()) : 18;
    std::string out = "pf" + std::to_string(++counter);
    while (out.size() < n) out += static_cast<char>('a' + out.size() % 26);
    out.resize(n);
    v = Value(out);
  } else if (s == "GEN-PASSWORD") {
    v = Value("cI#" + hexDigits(17, ++counter));
  } else if (s == "GEN-PASSWORD-AMP") {
    v = Value("cI&" + hexDigits(17, ++counter));
  } else if (s == "GEN-GUID") {
    std::string h = hexDigits(32, ++counter);
    v = Value(h.substr(0, 8) + "-" + h.substr(8, 4) + "-4" + h.substr(13, 3) + "-8" + h.substr(17, 3) + "-" + h.substr(20, 12));
  } else if (s.rfind("GET-PREREQ-", 0) == 0) {
    if (decl) v = prereqValue(s.substr(11), decl);
  } else if (s.rfind("GEN-", 0) == 0) {
    if (const Value* known = genConfig().find(s.substr(4))) v = *known;
  }
}

}  // namespace

void substituteQuickstartPlaceholders(Value& file, const Template* tpl) {
  Value* params = file.isObject() ? file.objMut().find("parameters") : nullptr;
  if (!params || !params->isObject()) return;
  int counter = 0;
  for (auto& [name, entry] : params->objMut()) {
    if (!entry.isObject()) continue;
    Object& e = entry.objMut();
    if (Value* ref = e.find("reference"); ref && ref->isString() && ref->str().rfind("GEN-", 0) == 0) {
      const Value* known = genConfig().find(ref->str().substr(4));
      *ref = known && known->isObject()
                 ? *known
                 : Value(Object{{"keyVault", Object{{"id", "/subscriptions/x/resourceGroups/y/providers/Microsoft.KeyVault/vaults/kv"}}},
                                {"secretName", name}});
      continue;
    }
    if (Value* v = e.find("value")) substituteValue(*v, tpl ? tpl->parameters.find(name) : nullptr, counter);
  }
}

namespace {

std::optional<ParameterFile> readCorpusParameters(const std::filesystem::path& paramPath, CorpusExpansion& out,
                                                  const Template* tpl) {
  if (paramPath.empty()) return std::nullopt;
  auto text = readFile(paramPath.string());
  if (!text) throw std::runtime_error("cannot read " + paramPath.string());
  uint32_t id = out.files->add(paramPath.string(), *text);
  auto parsed = parseJson(out.files->text(id), id, out.loadDiags);
  if (!parsed) return std::nullopt;
  substituteQuickstartPlaceholders(*parsed, tpl);
  return loadParameterFile(*parsed, out.loadDiags);
}

void expandLoaded(const Template& tpl, const std::optional<ParameterFile>& params,
                  const std::filesystem::path& templatePath, const std::filesystem::path& paramPath,
                  const std::filesystem::path& root, CorpusExpansion& out) {
  out.loaded = true;
  ExpandRequest req;
  req.tpl = &tpl;
  req.templatePath = templatePath.string();
  if (params) {
    req.parameters = &*params;
    req.parameterPath = paramPath.string();
  }
  ExpandOptions opts;
  opts.rootDir = root.string();
  static const mocks::MockRuntimeModel runtime;
  ExpandServices services{functions(), *out.files, &runtime};
  out.expansion = expand(req, services, opts);
}

}  // namespace

CorpusExpansion expandCorpusTemplate(const std::filesystem::path& templatePath, const std::filesystem::path& paramPath,
                                     const std::filesystem::path& root) {
  CorpusExpansion out;
  auto tpl = readTemplateFile(templatePath.string(), *out.files, out.loadDiags);
  auto params = readCorpusParameters(paramPath, out, tpl ? &*tpl : nullptr);
  if (tpl) expandLoaded(*tpl, params, templatePath, paramPath, root, out);
  return out;
}

CorpusExpansion expandCorpusValue(const Value& templateJson, std::unique_ptr<SourceFiles> files,
                                  const std::filesystem::path& templatePath, const std::filesystem::path& paramPath,
                                  const std::filesystem::path& root) {
  CorpusExpansion out;
  out.files = std::move(files);
  auto tpl = loadTemplate(templateJson, out.loadDiags);
  auto params = readCorpusParameters(paramPath, out, tpl ? &*tpl : nullptr);
  if (tpl) expandLoaded(*tpl, params, templatePath, paramPath, root, out);
  return out;
}

CorpusExpansion expandCorpusValue(const Value& templateJson, std::unique_ptr<SourceFiles> files,
                                  const std::filesystem::path& templatePath, const Value& parameterFile,
                                  const std::filesystem::path& root) {
  CorpusExpansion out;
  out.files = std::move(files);
  auto tpl = loadTemplate(templateJson, out.loadDiags);
  auto params = loadParameterFile(parameterFile, out.loadDiags);
  if (tpl) expandLoaded(*tpl, params, templatePath, templatePath, root, out);
  return out;
}

}  // namespace pf::test
