#pragma once
// Helpers shared by the [mocks] tests.
#include <regex>
#include <string>

#include "engine/core/json.hpp"
#include "engine/expr/deployment_context.hpp"
#include "mocks/mocks.hpp"
#include "mocks/template_expander.hpp"
#include "tests/helpers.hpp"

namespace pf::mocks::test {

// A function, not a global: other tests' globals are built from it during static initialisation.
inline std::string kRg() { return "/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/preflight-rg"; }

// An expanded resource as the expansion engine hands it over: `extra` (a JSON object
// text) is merged over {id, name, type, apiVersion, location}.
inline Value resource(const std::string& type, const std::string& name, const std::string& extra = "{}",
                      const std::string& apiVersion = "2023-01-01") {
  std::string id = kRg() + "/providers/" + type.substr(0, type.find('/'));
  // Type segments after the namespace interleaved with name segments.
  std::string rest = type.substr(type.find('/') + 1);
  std::string names = name;
  while (true) {
    size_t ts = rest.find('/');
    size_t ns = names.find('/');
    id += "/" + rest.substr(0, ts) + "/" + names.substr(0, ns);
    if (ts == std::string::npos) break;
    rest = rest.substr(ts + 1);
    names = ns == std::string::npos ? "" : names.substr(ns + 1);
  }
  Object o{{"id", id}, {"name", name}, {"type", type}, {"apiVersion", apiVersion}, {"location", "eastus"}};
  Value merged = pf::test::json(extra);  // named: obj() refers into it
  for (const auto& [k, v] : merged.obj()) o.set(k, v);
  return Value(std::move(o));
}

// The value at `path`, or null when absent.
inline Value at(const Value& root, std::string_view path) {
  const Value* v = lookupPath(root, path);
  return v ? *v : Value();
}

inline std::string str(const Value& root, std::string_view path) {
  Value v = at(root, path);
  return v.isString() ? v.str() : "<" + std::string(kindName(v.kind())) + ">";
}

inline bool isGuid(const Value& v) {
  static const std::regex re("^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$");
  return v.isString() && std::regex_match(v.str(), re);
}

}  // namespace pf::mocks::test
