#include "tests/corpus/expansion_compare.hpp"

#include <algorithm>
#include <functional>
#include <map>
#include <regex>
#include <set>

#include "engine/core/json.hpp"
#include "tests/corpus/bicep_compare.hpp"

namespace pf::test {

namespace {

std::string show(const Value& v) {
  std::string s = toJson(v);
  return s.size() > 240 ? s.substr(0, 240) + "..." : s;
}

std::string lowerString(const Value* v) { return v && v->isString() ? toLowerAscii(v->str()) : std::string(); }

bool isDeployment(const Value& r) { return lowerString(r.get("type")) == "microsoft.resources/deployments"; }

std::string keyOf(const Value& r, const CompareOptions& options) {
  std::string id = lowerString(r.get("id"));
  std::string key = id.empty() ? lowerString(r.get("type")) + "|" + lowerString(r.get("name")) : id;
  return options.normaliseText ? options.normaliseText(key) : key;
}

// Every string of `v` through `f`.
Value mapStrings(const Value& v, const std::function<std::string(const std::string&)>& f) {
  if (v.isString()) return Value(f(v.str())).withLoc(v.loc());
  if (v.isArray()) {
    Array a;
    for (const Value& x : v.arr()) a.push_back(mapStrings(x, f));
    return Value(std::move(a)).withLoc(v.loc());
  }
  if (v.isObject()) {
    Object o;
    for (const auto& [k, x] : v.obj()) o.append(k, mapStrings(x, f));
    return Value(std::move(o)).withLoc(v.loc());
  }
  return v;
}

Value normalise(const Value& resource, bool generatedModule) {
  Value r = withoutGenerator(resource);
  Object& o = r.objMut();
  o.erase("_source");
  o.erase("resources");  // children are copied into their parent; each is compared on its own
  o.erase("dependsOn");
  if (generatedModule) o.erase("apiVersion");
  if (Value* p = o.find("properties"); p && p->isObject() && isDeployment(resource)) {
    p->objMut().erase("template");
    p->objMut().erase("templateLink");
  }
  return r;
}

// Resource types and ids are case-insensitive in Resource Manager.
bool isResourceIdLike(const std::string& path, const std::string& s) {
  if (path == "/type" || path == "/id") return true;
  return s.rfind("/subscriptions/", 0) == 0 || s.rfind("/providers/", 0) == 0;
}

// Multi-line strings keep the line endings of the .bicep file; the corpus holds LF files
// (as git stores them) while some official JSON was compiled from a CRLF working copy.
std::string withoutCarriageReturns(std::string s) {
  s.erase(std::remove(s.begin(), s.end(), '\r'), s.end());
  return s;
}

std::string runtimeText(const std::string& expr) {
  static const std::regex apiVersion(R"(,\s*'\d{4}-\d{2}-\d{2}(-[A-Za-z0-9]+)?')");
  return toLowerAscii(std::regex_replace(expr, apiVersion, ""));
}

// `pattern` with `wildcard` parts matching any text, against `text`.
bool globMatch(const std::string& pattern, const std::string& text, const std::string& wildcard) {
  std::vector<std::string> parts;
  size_t start = 0;
  for (size_t at; (at = pattern.find(wildcard, start)) != std::string::npos; start = at + wildcard.size())
    parts.push_back(pattern.substr(start, at - start));
  parts.push_back(pattern.substr(start));
  if (text.compare(0, parts.front().size(), parts.front()) != 0) return false;
  size_t pos = parts.front().size();
  for (size_t i = 1; i + 1 < parts.size(); ++i) {
    size_t at = text.find(parts[i], pos);
    if (at == std::string::npos) return false;
    pos = at + parts[i].size();
  }
  const std::string& last = parts.back();
  return text.size() >= pos + last.size() && text.compare(text.size() - last.size(), last.size(), last) == 0;
}

struct Comparer {
  const CompareOptions& options;

  std::optional<std::string> values(const Value& got, const Value& want, const std::string& path) const {
    if (got.isUnknown() && want.isUnknown()) {
      if (runtimeText(got.unknownData().expr) == runtimeText(want.unknownData().expr)) return std::nullopt;
      return path + ": runtime expression " + got.unknownData().expr + " vs " + want.unknownData().expr;
    }
    if (got.kind() != want.kind() && !(got.isNumber() && want.isNumber()))
      return path + ": bicep " + show(got) + " json " + show(want);
    if (got.isObject()) {
      for (const auto& [k, w] : want.obj()) {
        const Value* g = got.get(k);
        if (!g) return path + "/" + k + ": missing in bicep (json " + show(w) + ")";
        if (auto d = values(*g, w, path + "/" + k)) return d;
      }
      for (const auto& [k, g] : got.obj())
        if (!want.get(k)) return path + "/" + k + ": only in bicep " + show(g);
      return std::nullopt;
    }
    if (got.isArray()) {
      if (got.arr().size() != want.arr().size())
        return path + ": " + std::to_string(got.arr().size()) + " items in bicep, " +
               std::to_string(want.arr().size()) + " in json";
      for (size_t i = 0; i < got.arr().size(); ++i)
        if (auto d = values(got.arr()[i], want.arr()[i], path + "/" + std::to_string(i))) return d;
      return std::nullopt;
    }
    if (got.isString() && want.isString()) {
      if (isResourceIdLike(path, want.str()) && iequals(got.str(), want.str())) return std::nullopt;
      if (withoutCarriageReturns(got.str()) == withoutCarriageReturns(want.str())) return std::nullopt;
      if (!options.wildcard.empty() && got.str().find(options.wildcard) != std::string::npos &&
          globMatch(got.str(), want.str(), options.wildcard))
        return std::nullopt;
    }
    if (!got.equals(want)) return path + ": bicep " + show(got) + " json " + show(want);
    return std::nullopt;
  }
};

std::string categoryOf(const std::string& detail) {
  size_t end = detail.find_first_of("/:", 1);
  std::string top = detail.substr(1, end == std::string::npos ? std::string::npos : end - 1);
  std::string cat = top == "apiVersion" || top == "properties" || top == "name" || top == "type"
                        ? top
                        : "other member (" + top + ")";
  if (detail.find(": runtime expression") != std::string::npos) cat += ": runtime expression text";
  return cat;
}

struct Side {
  std::map<std::string, Value> byKey;                   // normalised resources
  std::map<std::string, std::set<std::string>> waits;  // key → everything it waits for
};

Side prepare(const std::vector<Value>& resources, const CompareOptions& options) {
  Side s;
  std::map<std::string, std::set<std::string>> direct;
  for (const Value& r : resources) {
    std::string k = keyOf(r, options);
    while (s.byKey.count(k)) k += "#";
    Value n = normalise(r, (options.anyDeploymentApiVersion && isDeployment(r)) ||
                               options.moduleDeployments.count(lowerString(r.get("id"))) > 0 ||
                               options.moduleDeployments.count(keyOf(r, options)) > 0);
    if (options.normaliseText) n = mapStrings(n, options.normaliseText);
    s.byKey.emplace(k, std::move(n));
    auto& deps = direct[k];
    if (const Value* d = r.get("dependsOn"); d && d->isArray())
      for (const Value& x : d->arr())
        if (x.isString()) deps.insert(toLowerAscii(options.normaliseText ? options.normaliseText(x.str()) : x.str()));
  }
  std::function<void(const std::string&)> visit = [&](const std::string& k) {
    if (s.waits.count(k)) return;
    s.waits[k];  // present (empty) while computed: a cycle stops here
    std::set<std::string> all;
    for (const std::string& d : direct[k]) {
      all.insert(d);
      visit(d);
      const auto& more = s.waits[d];
      all.insert(more.begin(), more.end());
    }
    s.waits[k] = std::move(all);
  };
  for (const auto& [k, r] : s.byKey) visit(k);
  return s;
}

}  // namespace

std::optional<ExpansionDifference> compareExpansions(const Expansion& got, const Expansion& want,
                                                     const CompareOptions& options) {
  Side g = prepare(got.resources, options);
  Side w = prepare(want.resources, options);
  for (const auto& [k, r] : w.byKey)
    if (!g.byKey.count(k)) return ExpansionDifference{"resource only in json", k};
  for (const auto& [k, r] : g.byKey)
    if (!w.byKey.count(k)) return ExpansionDifference{"resource only in bicep", k};
  Comparer cmp{options};
  for (const auto& [k, wr] : w.byKey) {
    if (auto d = cmp.values(g.byKey.at(k), wr, "")) return ExpansionDifference{categoryOf(*d), k + " " + *d};
    const auto& gw = g.waits.at(k);
    const auto& ww = w.waits.at(k);
    if (gw != ww) {
      std::string detail = k + " waits for";
      for (const auto& x : gw)
        if (!ww.count(x)) detail += " +" + x;
      for (const auto& x : ww)
        if (!gw.count(x)) detail += " -" + x;
      return ExpansionDifference{"dependsOn", detail + " (+: only in bicep, -: only in json)"};
    }
  }
  return std::nullopt;
}

}  // namespace pf::test
