#include "engine/inputs/detail/file_facts.hpp"

#include <functional>

#include "engine/core/json.hpp"
#include "engine/core/trim.hpp"
#include "engine/template/parameter_file.hpp"
#include "engine/template/template.hpp"

namespace pf::inputs::detail {

namespace {

bool endsWithJson(std::string_view s) { return iendsWith(s, ".json") || iendsWith(s, ".jsonc"); }

void addCandidates(std::string_view literal, std::vector<std::string>& out) {
  for (auto& c : referenceCandidates(literal)) {
    bool seen = false;
    for (const auto& o : out) seen |= o == c;
    if (!seen) out.push_back(std::move(c));
  }
}

// Single-quoted literals of an ARM expression ('' is an escaped quote).
void expressionLiterals(std::string_view expr, std::vector<std::string>& out) {
  size_t i = 0;
  while (i < expr.size()) {
    if (expr[i] != '\'') {
      ++i;
      continue;
    }
    std::string lit;
    ++i;
    while (i < expr.size()) {
      if (expr[i] == '\'' && i + 1 < expr.size() && expr[i + 1] == '\'') {
        lit += '\'';
        i += 2;
      } else if (expr[i] == '\'') {
        ++i;
        break;
      } else {
        lit += expr[i++];
      }
    }
    if (endsWithJson(lit)) addCandidates(lit, out);
  }
}

// Whether ".json" appears (any case): every reference ends so, and most strings of a template
// do not hold it, so they need no closer look.
bool mentionsJson(std::string_view s) {
  for (size_t dot = s.find('.'); dot != std::string_view::npos && s.size() - dot >= 5; dot = s.find('.', dot + 1))
    if (iequals(s.substr(dot + 1, 4), "json")) return true;
  return false;
}

// The references a string value holds: the literals of an expression, or the string itself.
void stringReferences(const std::string& s, std::vector<std::string>& out) {
  if (!mentionsJson(s)) return;
  if (s.size() >= 2 && s.front() == '[' && s.back() == ']' && s.rfind("[[", 0) != 0) expressionLiterals(s, out);
  else if (endsWithJson(s) && s.find_first_of(" \t\n") == std::string::npos) addCandidates(s, out);
}

void collectReferences(const Value& v, std::vector<std::string>& out, int depth) {
  if (depth > 512) return;
  if (v.isString()) {
    stringReferences(v.str(), out);
  } else if (v.isArray()) {
    for (const Value& x : v.arr()) collectReferences(x, out, depth + 1);
  } else if (v.isObject()) {
    for (const auto& [k, x] : v.obj()) collectReferences(x, out, depth + 1);
  }
}

bool mentions(std::string_view text, std::string_view needle) {
  return toLowerAscii(text).find(needle) != std::string::npos;
}

}  // namespace

std::vector<std::string> referenceCandidates(std::string_view literal) {
  std::string_view s = literal;
  if (size_t q = s.find_first_of("?#"); q != std::string_view::npos) s = s.substr(0, q);
  std::vector<std::string> out;
  if (!endsWithJson(s)) return out;
  size_t scheme = s.find("://");
  if (scheme == std::string_view::npos) {
    if (s.find(':') != std::string_view::npos) return out;  // "C:\..." or another scheme
    std::string p(s);
    for (char& c : p)
      if (c == '\\') c = '/';
    out.push_back(std::move(p));
    return out;
  }
  size_t pathStart = s.find('/', scheme + 3);
  if (pathStart == std::string_view::npos) return out;
  if (mentions(s.substr(0, pathStart), "schema.management.azure.com")) return out;  // $schema URLs
  std::string_view path = s.substr(pathStart + 1);
  std::vector<std::string_view> segs;
  size_t start = 0;
  while (start <= path.size()) {
    size_t slash = path.find('/', start);
    std::string_view seg = path.substr(start, slash == std::string_view::npos ? std::string_view::npos : slash - start);
    if (!seg.empty()) segs.push_back(seg);
    if (slash == std::string_view::npos) break;
    start = slash + 1;
  }
  std::string suffix;
  for (size_t n = 1; n <= 4 && n <= segs.size(); ++n) {
    std::string_view seg = segs[segs.size() - n];
    suffix = n == 1 ? std::string(seg) : std::string(seg) + "/" + suffix;
    out.push_back(suffix);
  }
  return out;
}

bool isResourceData(const Value& root) {
  if (!root.isArray() || root.arr().empty()) return false;
  auto text = [](const Value& o, std::string_view a, std::string_view b) -> std::string {
    const Value* v = o.get(a);
    if (!v || !v->isString()) v = o.get(b);
    return v && v->isString() ? v->str() : std::string();
  };
  for (const Value& item : root.arr()) {
    if (!item.isObject()) return false;
    std::string type = text(item, "ResourceType", "type");
    size_t slash = type.find('/');
    if (slash == std::string::npos || slash == 0 || type.substr(0, slash).find('.') == std::string::npos) return false;
    // Exported data comes from deployed (or expanded) resources: each has its resource id.
    std::string id = text(item, "ResourceId", "id");
    if (id.empty() || id.front() != '/' || toLowerAscii(id).find("/providers/") == std::string::npos) return false;
  }
  return true;
}

namespace {

// What the facts read of a file: $schema, metadata and apiVersion in full, the names of the
// parameters, and the strings that may name a linked template. The rest is checked, not built.
bool readInFull(std::string_view key) {
  return iequals(key, "$schema") || iequals(key, "metadata") || iequals(key, "apiVersion");
}
bool namesOnly(std::string_view key) { return iequals(key, "parameters"); }
bool mayReference(std::string_view s) { return mentionsJson(s); }
constexpr JsonShallowSpec kFactsRead{readInFull, namesOnly, mayReference};

// How the references of a template section are found: in its values, or (shallow read) in the
// strings kept from it.
using SectionReferences = std::function<void(const Value& section, std::vector<std::string>& out)>;

JsonFacts factsOf(std::string_view text, const std::optional<Value>& root, const Diagnostics& ignored,
                  std::string_view fileName, bool resourceData, const SectionReferences& references);

}  // namespace

JsonFacts jsonFacts(std::string_view text, std::string_view fileName, bool resourceData) {
  Diagnostics ignored;  // syntax errors are expansion's to report, for the files it expands
  JsonShallowRead shallow = readJsonShallow(text, 0, ignored, kFactsRead);
  if (!shallow.complete) {
    Diagnostics full;
    return jsonFacts(text, parseJson(text, 0, full), full, fileName, resourceData);
  }
  auto kept = [&shallow](const Value& section, std::vector<std::string>& out) {
    const auto& entries = shallow.root->obj().entries();
    for (size_t i = 0; i < entries.size(); ++i)
      if (&entries[i].second == &section)
        for (const std::string& s : shallow.strings[i]) stringReferences(s, out);
  };
  return factsOf(text, shallow.root, ignored, fileName, resourceData, kept);
}

JsonFacts jsonFacts(std::string_view text, const std::optional<Value>& root, const Diagnostics& ignored,
                    std::string_view fileName, bool resourceData) {
  auto walked = [](const Value& section, std::vector<std::string>& out) { collectReferences(section, out, 0); };
  return factsOf(text, root, ignored, fileName, resourceData, walked);
}

namespace {

JsonFacts factsOf(std::string_view text, const std::optional<Value>& root, const Diagnostics& ignored,
                  std::string_view fileName, bool resourceData, const SectionReferences& references) {
  JsonFacts f;
  if (!root) {
    if (mentions(text, "deploymenttemplate.json")) {
      f.type = JsonFacts::Type::Template;
    } else if (mentions(text, "deploymentparameters.json")) {
      f.type = JsonFacts::Type::Parameters;
    } else if (resourceData) {
      f.type = JsonFacts::Type::Resources;
    } else {
      f.type = JsonFacts::Type::Invalid;
      f.detail = ignored.items().empty() ? "not valid JSON" : "not valid JSON: " + ignored.items().front().message;
    }
    return f;
  }
  const Value* schema = root->get("$schema");
  if (schema && schema->isString()) f.schema = schema->str();
  if (isTemplateSchema(f.schema)) {
    f.type = JsonFacts::Type::Template;
    f.scope = scopeFromSchema(f.schema);
    if (const Value* meta = root->get("metadata"))
      if (const Value* gen = meta->get("_generator"))
        if (const Value* name = gen->get("name"); name && name->isString()) f.generatedByBicep = iequals(name->str(), "bicep");
    if (const Value* params = root->get("parameters"))
      for (const auto& [name, _] : params->obj()) f.parameterNames.push_back(name);
    // Only what deploys: resources (incl. nested templates) and the values they draw on.
    for (const char* section : {"resources", "variables", "parameters"})
      if (const Value* s = root->get(section)) references(*s, f.references);
    return f;
  }
  if (isParameterFileSchema(f.schema)) {
    f.type = JsonFacts::Type::Parameters;
    if (const Value* params = root->get("parameters"))
      for (const auto& [name, _] : params->obj()) f.parameterNames.push_back(name);
    if (const Value* meta = root->get("metadata"))
      if (const Value* t = meta->get("template"); t && t->isString()) {
        f.metadataTemplate = t->str();
        f.metadataTemplateLoc = t->loc();
      }
    return f;
  }
  if (resourceData ? !(iendsWith(fileName, ".rule.json") || iendsWith(fileName, ".rule.jsonc")) : isResourceData(*root)) {
    f.type = JsonFacts::Type::Resources;
    return f;
  }
  f.type = JsonFacts::Type::Other;
  if (iendsWith(fileName, ".rule.json") || iendsWith(fileName, ".rule.jsonc") ||
      (root->get("apiVersion") && mentions(root->get("apiVersion")->str(), "microsoft/psrule")))
    f.detail = "a PSRule resource file (rules are loaded from rule paths)";
  else if (iequals(fileName, "bicepconfig.json"))
    f.detail = "Bicep configuration";
  else if (!f.schema.empty())
    f.detail = "JSON with $schema " + f.schema;
  else
    f.detail = "JSON without an ARM $schema";
  return f;
}

// The first single-quoted literal at or after `from` (no interpolation in module paths).
bool literalAfter(std::string_view line, size_t from, std::string& out) {
  size_t a = line.find('\'', from);
  if (a == std::string_view::npos) return false;
  size_t b = line.find('\'', a + 1);
  if (b == std::string_view::npos) return false;
  out = std::string(line.substr(a + 1, b - a - 1));
  return true;
}

bool isKeyword(std::string_view line, std::string_view word) {
  return line.size() > word.size() && line.substr(0, word.size()) == word &&
         (line[word.size()] == ' ' || line[word.size()] == '\t');
}

bool isLocalBicepPath(std::string_view p) {
  if (istartsWith(p, "br:") || istartsWith(p, "br/") || istartsWith(p, "ts:") || istartsWith(p, "ts/")) return false;
  return iendsWith(p, ".bicep") || iendsWith(p, ".json") || iendsWith(p, ".jsonc");
}

}  // namespace

BicepFacts bicepFacts(std::string_view text) {
  BicepFacts f;
  bool inComment = false;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    std::string_view line = text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
    start = end == std::string_view::npos ? text.size() : end + 1;
    line = trimAscii(line);
    if (inComment) {
      size_t close = line.find("*/");
      if (close == std::string_view::npos) continue;
      inComment = false;
      line = trimAscii(line.substr(close + 2));
    }
    if (line.substr(0, 2) == "/*" && line.find("*/") == std::string_view::npos) {
      inComment = true;
      continue;
    }
    std::string lit;
    if (isKeyword(line, "module")) {
      if (literalAfter(line, 6, lit) && isLocalBicepPath(lit)) f.references.push_back(lit);
    } else if (isKeyword(line, "import")) {
      size_t from = line.find(" from ");
      if (from != std::string_view::npos && literalAfter(line, from, lit) && isLocalBicepPath(lit))
        f.references.push_back(lit);
    } else if (isKeyword(line, "using")) {
      f.hasUsing = true;
      if (literalAfter(line, 5, lit) && isLocalBicepPath(lit)) f.usingPath = lit;
    } else if (isKeyword(line, "targetScope") || line.substr(0, 12) == "targetScope=") {
      if (literalAfter(line, 11, lit)) {
        if (lit == "subscription") f.scope = TargetScope::Subscription;
        else if (lit == "managementGroup") f.scope = TargetScope::ManagementGroup;
        else if (lit == "tenant") f.scope = TargetScope::Tenant;
      }
    }
  }
  return f;
}

}  // namespace pf::inputs::detail
