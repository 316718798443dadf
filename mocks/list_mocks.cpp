// list*() responses from list.json.
#include "engine/expr/call.hpp"
#include "functions/resource_id.hpp"
#include "mocks/mocks.hpp"
#include "mocks/template_expander.hpp"

namespace pf::mocks {

namespace {

constexpr std::string_view kSecret = "{{Secret}}";

// Flag every string that holds a secret placeholder; returns whether any did.
bool flagSecrets(Value& v) {
  switch (v.kind()) {
    case Kind::String:
      if (v.str().find(kSecret) == std::string::npos) return false;
      v.setSecret(true);
      return true;
    case Kind::Array: {
      bool any = false;
      for (Value& x : v.arrMut()) any = flagSecrets(x) || any;
      return any;
    }
    case Kind::Object: {
      bool any = false;
      for (auto& [k, x] : v.objMut()) any = flagSecrets(x) || any;
      return any;
    }
    default: return false;
  }
}

bool matches(const ListMock& m, std::string_view function, const ResourceIdParts& parts, std::string_view apiVersion) {
  bool fn = false;
  for (const std::string& f : m.functions) fn = fn || iequals(f, function);
  if (!fn) return false;
  if (!m.name.empty() && (parts.names.empty() || !iequals(parts.names.back(), m.name))) return false;
  // API versions are dates ("2021-04-01", "2021-04-01-preview"): the date part orders them.
  if (!m.minApiVersion.empty() && apiVersion.substr(0, 10) < std::string_view(m.minApiVersion).substr(0, 10))
    return false;
  return true;
}

// The array at `from` in the declared resource, when there is one to build a list from.
const Value* eachSource(const ListMock& m, const Value* declared) {
  if (!m.each || !declared) return nullptr;
  const Value* from = lookupPath(*declared, m.each->from);
  return from && from->isArray() ? from : nullptr;
}

// Puts `v` at the dotted member path `at` of `out`, creating objects on the way.
void placeAt(Value& out, std::string_view at, Value v) {
  Value* cur = &out;
  while (true) {
    size_t dot = at.find('.');
    std::string key(at.substr(0, dot));
    if (!cur->isObject()) *cur = Value(Object());
    Object& o = cur->objMut();
    if (dot == std::string_view::npos) {
      o.set(key, std::move(v));
      return;
    }
    if (!o.find(key)) o.append(key, Value(Object()));
    cur = o.find(key);
    at.remove_prefix(dot + 1);
  }
}

}  // namespace

std::optional<Value> listMock(const ListRequest& request, const DeploymentContext& ctx, const MockData& data) {
  ResourceIdParts parts = parseResourceId(request.resourceId);
  if (!request.type.empty()) parts.type = std::string(request.type);
  if (parts.type.empty()) return std::nullopt;
  const ListMock* found = nullptr;
  const Value* items = nullptr;
  for (const ListMock& m : data.listMocks(parts.type)) {
    if (!matches(m, request.function, parts, request.apiVersion)) continue;
    // An entry built from a declared array answers only when the resource declares it.
    if (m.each && !(items = eachSource(m, request.resource))) continue;
    found = &m;
    break;
  }
  if (!found) return std::nullopt;

  Subject s;
  s.id = std::string(request.resourceId);
  s.type = parts.type;
  s.apiVersion = std::string(request.apiVersion);
  s.names = parts.names;
  s.resource = request.resource;
  s.ctx = &ctx;
  s.suffixes = data.suffixes(ctx.environmentName);
  // A value that cannot be made prints as the call that would return it.
  std::string call = std::string(request.function) + "(" + renderLiteral(Value(std::string(request.resourceId))) +
                     ", " + renderLiteral(Value(std::string(request.apiVersion))) + ")";
  Expansion ex = expandTemplate(found->value, s, call + ".");
  Value out = std::move(ex.value);
  if (items) {
    Array list;
    for (size_t i = 0; i < items->arr().size(); ++i) {
      s.item = &items->arr()[i];
      list.push_back(expandTemplate(found->each->item, s, call + "." + found->each->at + "[" + std::to_string(i) + "].").value);
    }
    s.item = nullptr;
    placeAt(out, found->each->at, Value(std::move(list)));
  }
  flagSecrets(out);
  out.setSecret(true);  // the response as a whole holds credentials
  return out;
}

}  // namespace pf::mocks
