#include "mocks/template_expander.hpp"

#include <charconv>

#include "functions/azure_regions.hpp"
#include "mocks/detail/stable_id.hpp"
#include "mocks/mock_data.hpp"

namespace pf::mocks {

namespace {

enum class State { Ok, Missing, Unknown };

struct Resolved {
  State state = State::Ok;
  std::string text;
  std::string problem;  // for checkTemplate: why the placeholder is malformed
};

Resolved missing() { return {State::Missing, "", ""}; }
Resolved malformed(std::string why) { return {State::Missing, "", std::move(why)}; }

Resolved fromValue(const Value* v) {
  if (!v) return missing();
  switch (v->kind()) {
    case Kind::String: return {State::Ok, v->str(), ""};
    case Kind::Int: return {State::Ok, std::to_string(v->asInt()), ""};
    case Kind::Bool: return {State::Ok, v->asBool() ? "true" : "false", ""};
    case Kind::Unknown: return {State::Unknown, "", ""};
    default: return missing();
  }
}

Resolved fromString(const std::string& s) { return s.empty() ? missing() : Resolved{State::Ok, s, ""}; }

bool parseIndex(std::string_view s, size_t& out) {
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && p == s.data() + s.size();
}

// `check`: only validate the syntax (no subject).
Resolved resolve(std::string_view token, const Subject* s);

// guid:SEED[@SOURCE] and hex:N:SEED[@SOURCE]: stable values from SOURCE (default: the id).
Resolved resolveStable(std::string_view spec, size_t hexLength, bool guid, const Subject* s) {
  std::string_view seed = spec;
  std::string_view source = "id";
  if (size_t at = spec.find('@'); at != std::string_view::npos) {
    seed = spec.substr(0, at);
    source = spec.substr(at + 1);
  }
  if (seed.empty()) return malformed("a stable value needs a seed");
  // SOURCE may join several inputs with '+' ("id+item.name").
  std::string name;
  while (true) {
    size_t plus = source.find('+');
    std::string_view part = source.substr(0, plus);
    if (part.starts_with("guid:") || part.starts_with("hex:")) return malformed("nested stable values");
    Resolved base = resolve(part, s);
    if (!base.problem.empty() || base.state != State::Ok) return base;
    // Ids and names are case-insensitive in Azure: the same resource must give the same value.
    name += toLowerAscii(base.text) + "\n";
    if (plus == std::string_view::npos) break;
    source = source.substr(plus + 1);
  }
  name += seed;
  if (!s) return {State::Ok, "", ""};
  return {State::Ok, guid ? detail::nameUuid(name) : detail::stableHex(name, hexLength), ""};
}

Resolved resolve(std::string_view token, const Subject* s) {
  if (token.starts_with("guid:")) return resolveStable(token.substr(5), 0, true, s);
  if (token.starts_with("hex:")) {
    std::string_view rest = token.substr(4);
    size_t colon = rest.find(':');
    size_t n = 0;
    if (colon == std::string_view::npos || !parseIndex(rest.substr(0, colon), n) || n == 0 || n > 128)
      return malformed("'hex:' needs a length from 1 to 128 and a seed: {hex:N:seed}");
    return resolveStable(rest.substr(colon + 1), n, false, s);
  }
  if (token.starts_with("prop:")) {
    if (token.size() == 5) return malformed("'prop:' needs a path");
    if (!s) return {};
    return s->resource ? fromValue(lookupPath(*s->resource, token.substr(5))) : missing();
  }
  if (token == "item" || token.starts_with("item.")) {
    if (!s) return {};
    if (!s->item) return missing();
    return token == "item" ? fromValue(s->item) : fromValue(lookupPath(*s->item, token.substr(5)));
  }
  if (token.starts_with("suffix.")) {
    if (token.size() == 7) return malformed("'suffix.' needs a name");
    if (!s) return {};
    return s->suffixes ? fromValue(s->suffixes->find(token.substr(7))) : missing();
  }
  if (token.starts_with("name.")) {
    size_t i = 0;
    if (!parseIndex(token.substr(5), i)) return malformed("'name.N' needs a number");
    if (!s) return {};
    if (s->nameUnknown) return {State::Unknown, "", ""};
    return i < s->names.size() ? fromString(s->names[i]) : missing();
  }
  if (token == "id") return s ? (s->idUnknown ? Resolved{State::Unknown, "", ""} : fromString(s->id)) : Resolved{};
  if (token == "parentId") {
    if (!s) return {};
    if (s->idUnknown) return {State::Unknown, "", ""};
    // The id without its last "/<type>/<name>" pair.
    size_t cut = s->id.rfind('/');
    cut = cut == std::string::npos || cut == 0 ? std::string::npos : s->id.rfind('/', cut - 1);
    return cut == std::string::npos ? missing() : fromString(s->id.substr(0, cut));
  }
  if (token == "type") return s ? fromString(s->type) : Resolved{};
  if (token == "apiVersion") return s ? fromString(s->apiVersion) : Resolved{};
  if ((token == "name" || token == "fullName") && s && s->nameUnknown) return {State::Unknown, "", ""};
  if (token == "name") return s ? (s->names.empty() ? missing() : fromString(s->names.back())) : Resolved{};
  if (token == "fullName") {
    if (!s) return {};
    std::string full;
    for (const std::string& n : s->names) full += (full.empty() ? "" : "/") + n;
    return fromString(full);
  }
  if (token == "key") return s ? (s->key ? fromString(*s->key) : missing()) : Resolved{};
  if (token == "location") {
    if (!s) return {};
    const Value* loc = s->resource ? s->resource->get("location") : nullptr;
    if (loc && loc->isUnknown()) return {State::Unknown, "", ""};
    if (loc && loc->isString() && !loc->str().empty()) return {State::Ok, normalizeLocation(loc->str()), ""};
    return s->ctx ? fromString(normalizeLocation(s->ctx->location)) : missing();
  }
  if (token == "subscriptionId") return s ? (s->ctx ? fromString(s->ctx->subscriptionId) : missing()) : Resolved{};
  if (token == "resourceGroup") return s ? (s->ctx ? fromString(s->ctx->resourceGroup) : missing()) : Resolved{};
  if (token == "tenantId") return s ? (s->ctx ? fromString(s->ctx->tenantId) : missing()) : Resolved{};
  return malformed("unknown placeholder '{" + std::string(token) + "}'");
}

// "{token|filter|...}" without the braces.
Resolved resolveWithFilters(std::string_view body, const Subject* s) {
  size_t bar = body.find('|');
  Resolved r = resolve(body.substr(0, bar), s);
  while (bar != std::string_view::npos) {
    size_t next = body.find('|', bar + 1);
    std::string_view filter = body.substr(bar + 1, next == std::string_view::npos ? next : next - bar - 1);
    if (filter == "lower") r.text = toLowerAscii(r.text);
    else if (filter == "upper") r.text = toUpperAscii(r.text);
    else if (r.problem.empty()) r.problem = "unknown filter '|" + std::string(filter) + "'";
    bar = next;
  }
  return r;
}

// Substitute the placeholders of one string. "{{...}}" is kept as written: it is how
// Azure-style placeholders such as {{Secret}} appear in values.
Resolved substitute(std::string_view t, const Subject* s) {
  Resolved out;
  size_t i = 0;
  while (i < t.size()) {
    if (t[i] == '{' && i + 1 < t.size() && t[i + 1] == '{') {
      size_t close = t.find("}}", i + 2);
      if (close == std::string_view::npos) return malformed("'{{' without '}}'");
      out.text.append(t.substr(i, close + 2 - i));
      i = close + 2;
      continue;
    }
    if (t[i] == '}') return malformed("'}' without '{'");
    if (t[i] != '{') {
      // Up to the next brace at once.
      size_t next = i + 1;
      while (next < t.size() && t[next] != '{' && t[next] != '}') ++next;
      out.text.append(t.substr(i, next - i));
      i = next;
      continue;
    }
    size_t close = t.find('}', i + 1);
    if (close == std::string_view::npos) return malformed("'{' without '}'");
    Resolved r = resolveWithFilters(t.substr(i + 1, close - i - 1), s);
    if (!r.problem.empty()) return r;
    if (r.state == State::Unknown || (r.state == State::Missing && out.state != State::Unknown)) out.state = r.state;
    out.text += r.text;
    i = close + 1;
  }
  return out;
}

bool hasBraces(std::string_view t) { return t.find_first_of("{}") != std::string_view::npos; }

void expandInto(Value& v, const Subject& s, const PathTrail* path, const std::string& prefix, Expansion& ex) {
  switch (v.kind()) {
    case Kind::String: {
      if (!hasBraces(v.str())) {
        // Nothing to substitute: the same text, as a plain value (as a rebuilt one would be).
        v.setLoc(Loc{});
        v.setSecret(false);
        v.setOpen(false);
        return;
      }
      Resolved r = substitute(v.str(), &s);
      if (r.state == State::Ok && r.problem.empty()) {
        v = Value(std::move(r.text));
        return;
      }
      (r.state == State::Unknown ? ex.unknown : ex.missing) = true;
      v = Value::unknown(prefix + spellPath(path));
      return;
    }
    case Kind::Array: {
      Array& a = v.arrMut();
      for (size_t i = 0; i < a.size(); ++i) {
        PathTrail step{path, {}, i, true};
        expandInto(a[i], s, &step, prefix, ex);
      }
      return;
    }
    case Kind::Object:
      for (auto& [k, x] : v.objMut()) {
        PathTrail step{path, k, 0, false};
        expandInto(x, s, &step, prefix, ex);
      }
      return;
    default: return;
  }
}

std::optional<std::string> checkInto(const Value& v) {
  if (v.isString()) {
    Resolved r = substitute(v.str(), nullptr);
    if (!r.problem.empty()) return "'" + v.str() + "': " + r.problem;
    return std::nullopt;
  }
  for (const Value& x : v.arr())
    if (auto p = checkInto(x)) return p;
  for (const auto& [k, x] : v.obj())
    if (auto p = checkInto(x)) return p;
  return std::nullopt;
}

bool isIdentifier(std::string_view s) {
  if (s.empty() || (s[0] >= '0' && s[0] <= '9')) return false;
  for (char c : s)
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '$'))
      return false;
  return true;
}

}  // namespace

Expansion expandTemplate(const Value& tmpl, const Subject& subject, const std::string& unknownPrefix) {
  Expansion ex;
  ex.value = tmpl;
  expandInto(ex.value, subject, nullptr, unknownPrefix, ex);
  return ex;
}

std::optional<std::string> checkTemplate(const Value& tmpl) { return checkInto(tmpl); }

const Value* lookupPath(const Value& root, std::string_view path) {
  const Value* cur = &root;
  size_t i = 0;
  while (cur && i < path.size()) {
    if (path[i] == '.') {
      ++i;
      continue;
    }
    if (path[i] == '[') {
      size_t close = path.find(']', i);
      size_t index = 0;
      if (close == std::string_view::npos || !parseIndex(path.substr(i + 1, close - i - 1), index)) return nullptr;
      cur = cur->at(index);
      i = close + 1;
      continue;
    }
    size_t end = path.find_first_of(".[", i);
    if (end == std::string_view::npos) end = path.size();
    cur = cur->get(path.substr(i, end - i));
    i = end;
  }
  return cur;
}

std::string spellPath(const PathTrail* t) {
  if (!t) return "";
  std::string base = spellPath(t->parent);
  if (t->isIndex) return base + "[" + std::to_string(t->index) + "]";
  return appendMemberPath(std::move(base), t->member);
}

std::string appendMemberPath(std::string base, std::string_view member) {
  // Built in `base` itself: projections extend a path once per member of every resource.
  if (isIdentifier(member)) {
    base.reserve(base.size() + 1 + member.size());
    if (!base.empty()) base += '.';
    base.append(member);
    return base;
  }
  base.reserve(base.size() + member.size() + 4);
  base += "['";
  for (char c : member) {
    if (c == '\'') base += '\'';
    base += c;
  }
  base += "']";
  return base;
}

}  // namespace pf::mocks
