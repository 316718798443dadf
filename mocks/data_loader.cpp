// Parsing and checking the mock data files (formats in mocks/README.md).
#include <algorithm>

#include "engine/core/json.hpp"
#include "mocks/mock_data.hpp"
#include "mocks/template_expander.hpp"

namespace pf::mocks {

class DataLoader {
 public:
  DataLoader(MockData& data, Diagnostics& diags) : data_(data), diags_(diags) {}

  void file(const DataFile& f) {
    file_ = std::string(f.name);
    Diagnostics parseDiags;
    std::optional<Value> root = parseJson(f.text, 0, parseDiags, JsonReadOptions{.lenient = false});
    if (!root) {
      for (const Diagnostic& d : parseDiags.items()) problem(d.loc, "not valid JSON: " + d.message);
      return;
    }
    if (!root->isObject()) return problem(root->loc(), "the file must hold a JSON object");
    if (file_ == "runtime-properties.json") projections(*root);
    else if (file_ == "list.json") lists(*root);
    else if (file_ == "providers.json") providers(*root);
    else if (file_ == "environments.json") environments(*root);
    else problem(root->loc(), "unexpected data file (expected runtime-properties.json, list.json, providers.json "
                              "or environments.json)");
  }

 private:
  MockData& data_;
  Diagnostics& diags_;
  std::string file_;

  static bool isComment(std::string_view key) { return !key.empty() && key[0] == '$'; }

  void problem(const Loc& loc, const std::string& message) {
    std::string where = file_;
    if (loc.known()) where += ":" + std::to_string(loc.line);
    diags_.error("MOCK001", "mock data " + where + ": " + message, loc);
  }

  // Reject members the format does not know, so that a typo is not silently ignored.
  bool onlyKeys(const Value& v, std::initializer_list<std::string_view> allowed, const std::string& what) {
    bool ok = true;
    for (const auto& [k, x] : v.obj()) {
      if (isComment(k)) continue;
      std::string_view key = k;  // a named copy: clang 14 cannot capture structured bindings
      if (std::none_of(allowed.begin(), allowed.end(), [&](std::string_view a) { return a == key; })) {
        problem(x.loc(), what + ": unknown member '" + k + "'");
        ok = false;
      }
    }
    return ok;
  }

  std::optional<std::vector<std::string>> stringList(const Value& v, const std::string& what) {
    std::vector<std::string> out;
    if (v.isString()) {
      out.push_back(v.str());
      return out;
    }
    if (v.isArray() && !v.arr().empty()) {
      for (const Value& x : v.arr()) {
        if (!x.isString()) {
          problem(x.loc(), what + " must hold strings");
          return std::nullopt;
        }
        out.push_back(x.str());
      }
      return out;
    }
    problem(v.loc(), what + " must be a string or a non-empty array of strings");
    return std::nullopt;
  }

  // "properties.subnets[*].id" → properties, subnets, [*], id
  std::optional<std::vector<PathStep>> parsePath(const Value& v, const std::string& what) {
    if (!v.isString() || v.str().empty()) {
      problem(v.loc(), what + ": 'path' must be a non-empty string");
      return std::nullopt;
    }
    std::vector<PathStep> steps;
    std::string_view s = v.str();
    size_t i = 0;
    while (i <= s.size()) {
      size_t dot = s.find('.', i);
      std::string_view seg = s.substr(i, dot == std::string_view::npos ? std::string_view::npos : dot - i);
      bool each = false;
      if (seg.size() > 3 && seg.substr(seg.size() - 3) == "[*]") {
        each = true;
        seg.remove_suffix(3);
      }
      if (seg.empty() || seg.find_first_of("[]{} ") != std::string_view::npos) {
        problem(v.loc(), what + ": bad path '" + std::string(s) + "'");
        return std::nullopt;
      }
      if (seg == "*") steps.push_back({PathStep::Kind::EachMember, ""});
      else steps.push_back({PathStep::Kind::Member, std::string(seg)});
      if (each) steps.push_back({PathStep::Kind::EachItem, ""});
      if (dot == std::string_view::npos) break;
      i = dot + 1;
    }
    if (steps.back().kind != PathStep::Kind::Member) {
      problem(v.loc(), what + ": path '" + std::string(s) + "' must end with a member name");
      return std::nullopt;
    }
    return steps;
  }

  std::optional<Condition> condition(const Value& v, const std::string& what) {
    if (!v.isObject()) {
      problem(v.loc(), what + ": a condition must be an object");
      return std::nullopt;
    }
    if (!onlyKeys(v, {"path", "exists", "equals", "contains", "not"}, what)) return std::nullopt;
    Condition c;
    const Value* path = v.get("path");
    if (!path || !path->isString() || path->str().empty()) {
      problem(v.loc(), what + ": a condition needs a 'path'");
      return std::nullopt;
    }
    c.path = path->str();
    int ops = 0;
    if (const Value* e = v.get("exists")) {
      ++ops;
      if (!e->isBool()) {
        problem(e->loc(), what + ": 'exists' must be true or false");
        return std::nullopt;
      }
      c.op = Condition::Op::Exists;
      c.negate = !e->asBool();
    }
    for (auto [key, op] : {std::pair{"equals", Condition::Op::Equals}, std::pair{"contains", Condition::Op::Contains}}) {
      if (const Value* x = v.get(key)) {
        ++ops;
        auto values = stringList(*x, what + ": '" + key + "'");
        if (!values) return std::nullopt;
        c.op = op;
        c.values = std::move(*values);
      }
    }
    if (ops != 1) {
      problem(v.loc(), what + ": a condition needs exactly one of 'exists', 'equals', 'contains'");
      return std::nullopt;
    }
    if (const Value* n = v.get("not")) {
      if (!n->isBool() || c.op == Condition::Op::Exists) {
        problem(n->loc(), what + ": 'not' must be a bool and goes with 'equals' or 'contains'");
        return std::nullopt;
      }
      c.negate = n->asBool();
    }
    return c;
  }

  void projections(const Value& root) {
    for (const auto& [type, entries] : root.obj()) {
      if (isComment(type)) continue;
      if (!entries.isArray()) {
        problem(entries.loc(), "'" + type + "' must be an array of projections");
        continue;
      }
      std::vector<Projection>& out = type == "*" ? data_.anyType_ : data_.projections_[toLowerAscii(type)];
      for (const Value& e : entries.arr()) {
        std::string what = "'" + type + "' projection";
        if (!e.isObject()) {
          problem(e.loc(), what + " must be an object");
          continue;
        }
        if (!onlyKeys(e, {"path", "value", "unknown", "when"}, what)) continue;
        Projection p;
        const Value* path = e.get("path");
        auto steps = parsePath(path ? *path : Value(), what);
        if (!steps) continue;
        p.path = path->str();
        p.steps = std::move(*steps);
        what += " '" + p.path + "'";
        const Value* value = e.get("value");
        const Value* unknown = e.get("unknown");
        if (unknown && (!unknown->isBool() || !unknown->asBool())) {
          problem(unknown->loc(), what + ": 'unknown' can only be true");
          continue;
        }
        if ((value != nullptr) == (unknown != nullptr)) {
          problem(e.loc(), what + ": needs exactly one of 'value' and 'unknown'");
          continue;
        }
        if (value) {
          if (auto bad = checkTemplate(*value)) {
            problem(value->loc(), what + ": " + *bad);
            continue;
          }
          p.value = *value;
        }
        p.unknown = unknown != nullptr;
        bool ok = true;
        if (const Value* when = e.get("when")) {
          Array conds = when->isArray() ? when->arr() : Array{*when};
          for (const Value& c : conds) {
            auto cond = condition(c, what);
            if (!cond) {
              ok = false;
              break;
            }
            p.when.push_back(std::move(*cond));
          }
        }
        if (ok) out.push_back(std::move(p));
      }
    }
  }

  void lists(const Value& root) {
    for (const auto& [type, entries] : root.obj()) {
      if (isComment(type)) continue;
      if (!entries.isArray() || type.find('/') == std::string::npos) {
        problem(entries.loc(), "'" + type + "' must be a resource type with an array of responses");
        continue;
      }
      std::vector<ListMock>& out = data_.lists_[toLowerAscii(type)];
      for (const Value& e : entries.arr()) {
        std::string what = "'" + type + "' response";
        if (!e.isObject()) {
          problem(e.loc(), what + " must be an object");
          continue;
        }
        if (!onlyKeys(e, {"function", "name", "minApiVersion", "each", "value"}, what)) continue;
        ListMock m;
        const Value* fn = e.get("function");
        auto fns = fn ? stringList(*fn, what + ": 'function'") : std::nullopt;
        if (!fns) {
          if (!fn) problem(e.loc(), what + ": needs a 'function'");
          continue;
        }
        m.functions = std::move(*fns);
        bool ok = true;
        for (const std::string& f : m.functions)
          if (!istartsWith(f, "list")) {
            problem(fn->loc(), what + ": '" + f + "' is not a list* function name");
            ok = false;
          }
        if (const Value* n = e.get("name")) {
          if (n->isString()) m.name = n->str();
          else ok = false, problem(n->loc(), what + ": 'name' must be a string");
        }
        if (const Value* a = e.get("minApiVersion")) {
          if (a->isString()) m.minApiVersion = a->str();
          else ok = false, problem(a->loc(), what + ": 'minApiVersion' must be a string");
        }
        if (const Value* each = e.get("each")) {
          m.each = listEach(*each, what);
          ok = ok && m.each.has_value();
        }
        const Value* value = e.get("value");
        if (!value || !value->isObject()) {
          problem(e.loc(), what + ": needs a 'value' object");
          ok = false;
        }
        if (!ok) continue;
        if (auto bad = checkTemplate(*value)) {
          problem(value->loc(), what + ": " + *bad);
          continue;
        }
        m.value = *value;
        out.push_back(std::move(m));
      }
    }
  }

  std::optional<ListEach> listEach(const Value& each, const std::string& what) {
    if (!each.isObject() || !onlyKeys(each, {"at", "from", "item"}, what + ": 'each'")) {
      if (!each.isObject()) problem(each.loc(), what + ": 'each' must be an object {at, from, item}");
      return std::nullopt;
    }
    const Value* at = each.get("at");
    const Value* from = each.get("from");
    const Value* item = each.get("item");
    if (!at || !at->isString() || at->str().empty() || !from || !from->isString() || from->str().empty() || !item) {
      problem(each.loc(), what + ": 'each' needs 'at' and 'from' (non-empty paths) and an 'item' template");
      return std::nullopt;
    }
    if (auto bad = checkTemplate(*item)) {
      problem(item->loc(), what + ": 'each.item': " + *bad);
      return std::nullopt;
    }
    return ListEach{at->str(), from->str(), *item};
  }

  void providers(const Value& root) {
    for (const auto& [ns, types] : root.obj()) {
      if (isComment(ns)) continue;
      if (!types.isObject() || ns.find('.') == std::string::npos) {
        problem(types.loc(), "'" + ns + "' must be a provider namespace with an object of resource types");
        continue;
      }
      Provider p;
      p.ns = ns;
      for (const auto& [typeName, t] : types.obj()) {
        if (isComment(typeName)) continue;
        std::string what = "'" + ns + "/" + typeName + "'";
        if (!t.isObject() || !onlyKeys(t, {"apiVersions", "locations", "zones"}, what)) {
          if (!t.isObject()) problem(t.loc(), what + " must be an object");
          continue;
        }
        ProviderType pt;
        pt.resourceType = typeName;
        const Value* versions = t.get("apiVersions");
        auto vs = versions ? stringList(*versions, what + ": 'apiVersions'") : std::nullopt;
        if (!vs) {
          if (!versions) problem(t.loc(), what + ": needs 'apiVersions'");
          continue;
        }
        pt.apiVersions = std::move(*vs);
        const Value* locs = t.get("locations");
        if (!locs) {
          problem(t.loc(), what + ": needs 'locations' (\"all\", \"global\" or a list of regions)");
          continue;
        }
        if (locs->isString() && locs->str() == "all") pt.allLocations = true;
        else if (locs->isString() && locs->str() == "global") pt.global = true;
        else if (auto l = stringList(*locs, what + ": 'locations'")) pt.locations = std::move(*l);
        else continue;
        if (const Value* z = t.get("zones")) {
          if (!z->isBool()) {
            problem(z->loc(), what + ": 'zones' must be a bool");
            continue;
          }
          pt.zones = z->asBool();
        }
        if (pt.global) pt.zones = false;
        p.types.push_back(std::move(pt));
      }
      data_.providers_[toLowerAscii(ns)] = std::move(p);
    }
  }

  void environments(const Value& root) {
    for (const auto& [name, env] : root.obj()) {
      if (isComment(name)) continue;
      if (!env.isObject() || !onlyKeys(env, {"suffixes"}, "'" + name + "'")) {
        if (!env.isObject()) problem(env.loc(), "'" + name + "' must be an object");
        continue;
      }
      const Value* suffixes = env.get("suffixes");
      if (!suffixes || !suffixes->isObject()) {
        problem(env.loc(), "'" + name + "' needs a 'suffixes' object");
        continue;
      }
      bool ok = true;
      for (const auto& [k, s] : suffixes->obj())
        if (!s.isString()) ok = false, problem(s.loc(), "'" + name + "' suffix '" + k + "' must be a string");
      if (ok) data_.environments_[toLowerAscii(name)] = suffixes->obj();
    }
  }
};

MockData MockData::load(std::span<const DataFile> files, Diagnostics& diags) {
  MockData data;
  DataLoader loader(data, diags);
  for (const DataFile& f : files) loader.file(f);
  return data;
}

namespace {
const std::vector<Projection> kNoProjections;
const std::vector<ListMock> kNoLists;
}  // namespace

const std::vector<Projection>& MockData::projections(std::string_view type) const {
  auto it = projections_.find(toLowerAscii(type));
  return it == projections_.end() ? kNoProjections : it->second;
}

const std::vector<ListMock>& MockData::listMocks(std::string_view type) const {
  auto it = lists_.find(toLowerAscii(type));
  return it == lists_.end() ? kNoLists : it->second;
}

const Provider* MockData::provider(std::string_view ns) const {
  auto it = providers_.find(toLowerAscii(ns));
  return it == providers_.end() ? nullptr : &it->second;
}

const ProviderType* Provider::find(std::string_view resourceType) const {
  for (const ProviderType& t : types)
    if (iequals(t.resourceType, resourceType)) return &t;
  return nullptr;
}

const Object* MockData::suffixes(std::string_view environment) const {
  auto it = environments_.find(toLowerAscii(environment));
  return it == environments_.end() ? nullptr : &it->second;
}

const BuiltinMockData& builtinMockData() {
  static const BuiltinMockData builtin = [] {
    BuiltinMockData b;
    b.data = MockData::load(embeddedDataFiles(), b.diagnostics);
    return b;
  }();
  return builtin;
}

}  // namespace pf::mocks
