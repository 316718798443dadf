#include "tests/corpus/bicep_compare.hpp"

#include <set>

#include "engine/core/json.hpp"

namespace pf::test {

Value withoutGenerator(const Value& v) {
  if (v.isArray()) {
    Array a;
    for (const Value& x : v.arr()) a.push_back(withoutGenerator(x));
    return Value(std::move(a));
  }
  if (!v.isObject()) return v;
  Object o;
  for (const auto& [k, x] : v.obj()) {
    if (iequals(k, "metadata") && x.isObject() && x.get("_generator")) {
      Object md;
      for (const auto& [mk, mx] : x.obj())
        if (!iequals(mk, "_generator")) md.append(mk, withoutGenerator(mx));
      if (!md.empty()) o.append(k, Value(std::move(md)));
      continue;
    }
    o.append(k, withoutGenerator(x));
  }
  return Value(std::move(o));
}

namespace {

bool looksLikeResourceType(const std::string& s) {
  size_t slash = s.find('/');
  size_t dot = s.find('.');
  return slash != std::string::npos && dot != std::string::npos && dot < slash && s.find(' ') == std::string::npos &&
         s.find('[') == std::string::npos;
}

void collectTypes(const Value& v, std::set<std::string>& out) {
  if (v.isArray()) {
    for (const Value& x : v.arr()) collectTypes(x, out);
  } else if (v.isObject()) {
    for (const auto& [k, x] : v.obj()) {
      if (iequals(k, "type") && x.isString() && looksLikeResourceType(x.str())) out.insert(toLowerAscii(x.str()));
      collectTypes(x, out);
    }
  }
}

Value foldTypes(const Value& v, const std::set<std::string>& types) {
  if (v.isArray()) {
    Array a;
    for (const Value& x : v.arr()) a.push_back(foldTypes(x, types));
    return Value(std::move(a));
  }
  if (v.isObject()) {
    Object o;
    for (const auto& [k, x] : v.obj()) o.append(k, foldTypes(x, types));
    return Value(std::move(o));
  }
  if (!v.isString()) return v;
  std::string s = v.str();
  std::string lower = toLowerAscii(s);
  for (const std::string& t : types)
    for (size_t at = lower.find(t); at != std::string::npos; at = lower.find(t, at + t.size()))
      s.replace(at, t.size(), t);
  return Value(std::move(s));
}

}  // namespace

std::pair<Value, Value> withTypeCaseFolded(const Value& got, const Value& want) {
  std::set<std::string> types;
  collectTypes(got, types);
  collectTypes(want, types);
  return {foldTypes(got, types), foldTypes(want, types)};
}

std::string firstDifference(const Value& got, const Value& want, const std::string& path) {
  auto show = [](const Value& v) {
    std::string s = toJson(v);
    return s.size() > 300 ? s.substr(0, 300) + "..." : s;
  };
  if (got.kind() != want.kind() && !(got.isNumber() && want.isNumber()))
    return path + ": got " + show(got) + " want " + show(want);
  if (got.isObject()) {
    for (const auto& [k, w] : want.obj()) {
      const Value* g = got.get(k);
      if (!g) return path + "/" + k + ": missing (want " + show(w) + ")";
      std::string d = firstDifference(*g, w, path + "/" + k);
      if (!d.empty()) return d;
    }
    for (const auto& [k, g] : got.obj())
      if (!want.get(k)) return path + "/" + k + ": unexpected " + show(g);
    return "";
  }
  if (got.isArray()) {
    if (got.arr().size() != want.arr().size())
      return path + ": " + std::to_string(got.arr().size()) + " items, want " + std::to_string(want.arr().size()) +
             " (got " + show(got) + " want " + show(want) + ")";
    for (size_t i = 0; i < got.arr().size(); ++i) {
      std::string d = firstDifference(got.arr()[i], want.arr()[i], path + "/" + std::to_string(i));
      if (!d.empty()) return d;
    }
    return "";
  }
  if (!got.equals(want)) return path + ": got " + show(got) + " want " + show(want);
  return "";
}

}  // namespace pf::test
