#include "tests/unit/report/json_schema.hpp"

#include <re2/re2.h>

#include "engine/core/json.hpp"

#include <cmath>
#include <cstdlib>

namespace pf::test {

namespace {

std::string typeOf(const Value& v) {
  switch (v.kind()) {
    case Kind::Null: return "null";
    case Kind::Bool: return "boolean";
    case Kind::Int: return "integer";
    case Kind::Float: return "number";
    case Kind::String: return "string";
    case Kind::Array: return "array";
    case Kind::Object: return "object";
    default: return "unsupported";
  }
}

bool hasType(const Value& v, const std::string& type) {
  if (type == "number") return v.isNumber();
  if (type == "integer")
    return v.isInt() || (v.isFloat() && std::isfinite(v.asFloat()) && v.asFloat() == std::floor(v.asFloat()));
  return typeOf(v) == type;
}

size_t codePoints(const std::string& s) {
  size_t n = 0;
  for (unsigned char c : s)
    if ((c & 0xC0) != 0x80) ++n;
  return n;
}

bool validPercentEncoding(std::string_view s) {
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '%') continue;
    if (i + 2 >= s.size() || !std::isxdigit(static_cast<unsigned char>(s[i + 1])) ||
        !std::isxdigit(static_cast<unsigned char>(s[i + 2])))
      return false;
  }
  return true;
}

// RFC 3986, loosely: no spaces, controls, non-ASCII or characters that must always be encoded.
bool uriReferenceChars(std::string_view s) {
  for (unsigned char c : s)
    if (c <= 0x20 || c >= 0x7F || c == '"' || c == '<' || c == '>' || c == '\\' || c == '^' || c == '`' ||
        c == '{' || c == '|' || c == '}')
      return false;
  return validPercentEncoding(s);
}

bool isUri(std::string_view s) {
  static const RE2 scheme("^[A-Za-z][A-Za-z0-9+.-]*:");
  return uriReferenceChars(s) && RE2::PartialMatch(s, scheme);
}

bool isDateTime(std::string_view s) {
  static const RE2 dt(R"(^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$)");
  return RE2::FullMatch(s, dt);
}

std::string pointerEscape(std::string_view key) {
  std::string out;
  for (char c : key) {
    if (c == '~') out += "~0";
    else if (c == '/') out += "~1";
    else out += c;
  }
  return out;
}

}  // namespace

const Value* member(const Value& obj, std::string_view key) {
  if (!obj.isObject()) return nullptr;
  for (const auto& [k, v] : obj.obj())
    if (k == key) return &v;
  return nullptr;
}

bool jsonEqual(const Value& a, const Value& b) {
  if (a.isNumber() && b.isNumber()) return a.asNumber() == b.asNumber();
  if (a.kind() != b.kind()) return false;
  switch (a.kind()) {
    case Kind::Null: return true;
    case Kind::Bool: return a.asBool() == b.asBool();
    case Kind::String: return a.str() == b.str();
    case Kind::Array: {
      if (a.arr().size() != b.arr().size()) return false;
      for (size_t i = 0; i < a.arr().size(); ++i)
        if (!jsonEqual(a.arr()[i], b.arr()[i])) return false;
      return true;
    }
    case Kind::Object: {
      if (a.obj().size() != b.obj().size()) return false;
      for (const auto& [k, v] : a.obj()) {
        const Value* o = member(b, k);
        if (!o || !jsonEqual(v, *o)) return false;
      }
      return true;
    }
    default: return false;
  }
}

JsonSchema::JsonSchema(Value schema) : root_(std::move(schema)) {}
JsonSchema::~JsonSchema() = default;

const Value* JsonSchema::resolve(const std::string& ref) const {
  if (ref.empty() || ref[0] != '#') return nullptr;  // only references within this document
  const Value* cur = &root_;
  size_t pos = 1;
  while (cur && pos < ref.size()) {
    if (ref[pos] != '/') return nullptr;
    size_t next = ref.find('/', pos + 1);
    std::string token = ref.substr(pos + 1, next == std::string::npos ? std::string::npos : next - pos - 1);
    std::string key;
    for (size_t i = 0; i < token.size(); ++i) {
      if (token[i] == '~' && i + 1 < token.size()) {
        key += token[i + 1] == '1' ? '/' : '~';
        ++i;
      } else {
        key += token[i];
      }
    }
    if (cur->isArray()) {
      char* end = nullptr;
      unsigned long idx = std::strtoul(key.c_str(), &end, 10);
      cur = (end && *end == 0) ? cur->at(idx) : nullptr;
    } else {
      cur = member(*cur, key);
    }
    pos = next == std::string::npos ? ref.size() : next;
  }
  return cur;
}

const re2::RE2& JsonSchema::regex(const std::string& pattern) const {
  auto it = regexes_.find(pattern);
  if (it == regexes_.end()) it = regexes_.emplace(pattern, std::make_unique<re2::RE2>(pattern)).first;
  return *it->second;
}

std::vector<std::string> JsonSchema::validate(const Value& instance) const {
  std::vector<std::string> errors;
  check(root_, instance, "", errors, 0);
  return errors;
}

void JsonSchema::check(const Value& s, const Value& v, const std::string& path, std::vector<std::string>& errors,
                       int refDepth) const {
  auto fail = [&](const std::string& what) { errors.push_back((path.empty() ? "/" : path) + ": " + what); };
  if (!s.isObject()) return;  // draft-04 schemas are objects; anything else constrains nothing

  if (const Value* ref = member(s, "$ref"); ref && ref->isString()) {
    const Value* target = resolve(ref->str());
    if (!target) return fail("unresolvable $ref " + ref->str());
    if (refDepth > 64) return fail("$ref cycle at " + ref->str());
    return check(*target, v, path, errors, refDepth + 1);  // draft-04: $ref replaces its siblings
  }

  if (const Value* t = member(s, "type")) {
    bool ok = false;
    std::string names;
    auto one = [&](const Value& tv) {
      if (!tv.isString()) return;
      names += (names.empty() ? "" : "|") + tv.str();
      ok = ok || hasType(v, tv.str());
    };
    if (t->isArray()) for (const Value& tv : t->arr()) one(tv);
    else one(*t);
    if (!ok) return fail("expected " + names + ", found " + typeOf(v));
  }

  if (const Value* e = member(s, "enum"); e && e->isArray()) {
    bool ok = false;
    for (const Value& ev : e->arr()) ok = ok || jsonEqual(ev, v);
    if (!ok) fail("value is not one of the enum values");
  }

  if (v.isNumber()) {
    double x = v.asNumber();
    if (const Value* m = member(s, "minimum"); m && m->isNumber()) {
      const Value* ex = member(s, "exclusiveMinimum");
      bool exclusive = ex && ex->isBool() && ex->asBool();
      if (exclusive ? x <= m->asNumber() : x < m->asNumber()) fail("below the minimum " + toJson(*m));
    }
    if (const Value* m = member(s, "maximum"); m && m->isNumber()) {
      const Value* ex = member(s, "exclusiveMaximum");
      bool exclusive = ex && ex->isBool() && ex->asBool();
      if (exclusive ? x >= m->asNumber() : x > m->asNumber()) fail("above the maximum " + toJson(*m));
    }
  }

  if (v.isString()) {
    const std::string& str = v.str();
    if (const Value* m = member(s, "minLength"); m && m->isInt() && codePoints(str) < static_cast<size_t>(m->asInt()))
      fail("shorter than minLength");
    if (const Value* m = member(s, "maxLength"); m && m->isInt() && codePoints(str) > static_cast<size_t>(m->asInt()))
      fail("longer than maxLength");
    if (const Value* p = member(s, "pattern"); p && p->isString()) {
      const re2::RE2& re = regex(p->str());
      if (!re.ok()) fail("schema pattern does not compile: " + p->str());
      else if (!RE2::PartialMatch(str, re)) fail("'" + str + "' does not match the pattern " + p->str());
    }
    if (const Value* f = member(s, "format"); f && f->isString()) {
      const std::string& fmt = f->str();
      if (fmt == "uri" && !isUri(str)) fail("'" + str + "' is not an absolute URI");
      if (fmt == "uri-reference" && !uriReferenceChars(str)) fail("'" + str + "' is not a URI reference");
      if (fmt == "date-time" && !isDateTime(str)) fail("'" + str + "' is not an RFC 3339 date-time");
    }
  }

  if (v.isArray()) {
    const Array& a = v.arr();
    if (const Value* m = member(s, "minItems"); m && m->isInt() && a.size() < static_cast<size_t>(m->asInt()))
      fail("fewer than minItems " + std::to_string(m->asInt()) + " items");
    if (const Value* m = member(s, "maxItems"); m && m->isInt() && a.size() > static_cast<size_t>(m->asInt()))
      fail("more than maxItems " + std::to_string(m->asInt()) + " items");
    if (const Value* u = member(s, "uniqueItems"); u && u->isBool() && u->asBool()) {
      for (size_t i = 0; i < a.size(); ++i)
        for (size_t j = i + 1; j < a.size(); ++j)
          if (jsonEqual(a[i], a[j])) fail("items " + std::to_string(i) + " and " + std::to_string(j) + " are equal");
    }
    if (const Value* items = member(s, "items")) {
      if (items->isObject()) {
        for (size_t i = 0; i < a.size(); ++i) check(*items, a[i], path + "/" + std::to_string(i), errors, 0);
      } else if (items->isArray()) {
        const Value* extra = member(s, "additionalItems");
        for (size_t i = 0; i < a.size(); ++i) {
          std::string p = path + "/" + std::to_string(i);
          if (i < items->arr().size()) check(items->arr()[i], a[i], p, errors, 0);
          else if (extra && extra->isBool() && !extra->asBool()) fail("additional item " + std::to_string(i));
          else if (extra && extra->isObject()) check(*extra, a[i], p, errors, 0);
        }
      }
    }
  }

  if (v.isObject()) {
    const Object& o = v.obj();
    if (const Value* req = member(s, "required"); req && req->isArray())
      for (const Value& r : req->arr())
        if (r.isString() && !member(v, r.str())) fail("required property '" + r.str() + "' is missing");
    if (const Value* m = member(s, "minProperties"); m && m->isInt() && o.size() < static_cast<size_t>(m->asInt()))
      fail("fewer than minProperties");
    if (const Value* m = member(s, "maxProperties"); m && m->isInt() && o.size() > static_cast<size_t>(m->asInt()))
      fail("more than maxProperties");
    const Value* props = member(s, "properties");
    const Value* patterns = member(s, "patternProperties");
    const Value* extra = member(s, "additionalProperties");
    for (const auto& [k, pv] : o) {
      std::string p = path + "/" + pointerEscape(k);
      bool matched = false;
      if (const Value* ps = props ? member(*props, k) : nullptr) {
        matched = true;
        check(*ps, pv, p, errors, 0);
      }
      if (patterns && patterns->isObject()) {
        for (const auto& [pat, ps] : patterns->obj()) {
          if (RE2::PartialMatch(k, regex(pat))) {
            matched = true;
            check(ps, pv, p, errors, 0);
          }
        }
      }
      if (matched || !extra) continue;
      if (extra->isBool() && !extra->asBool()) fail("property '" + k + "' is not allowed");
      else if (extra->isObject()) check(*extra, pv, p, errors, 0);
    }
  }

  if (const Value* all = member(s, "allOf"); all && all->isArray())
    for (const Value& sub : all->arr()) check(sub, v, path, errors, 0);
  auto passes = [&](const Value& sub) {
    std::vector<std::string> e;
    check(sub, v, path, e, 0);
    return e.empty();
  };
  if (const Value* any = member(s, "anyOf"); any && any->isArray()) {
    bool ok = false;
    for (const Value& sub : any->arr()) ok = ok || passes(sub);
    if (!ok) fail("matches none of anyOf");
  }
  if (const Value* one = member(s, "oneOf"); one && one->isArray()) {
    size_t n = 0;
    for (const Value& sub : one->arr()) n += passes(sub) ? 1 : 0;
    if (n != 1) fail("matches " + std::to_string(n) + " of oneOf (exactly one required)");
  }
  if (const Value* no = member(s, "not"); no && passes(*no)) fail("matches the 'not' schema");
}

std::filesystem::path referenceFile(const std::string& name) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (const char* env = std::getenv("PREFLIGHT_REFERENCE")) {
    fs::path p = fs::path(env) / name;
    return fs::exists(p, ec) ? p : fs::path();
  }
  for (fs::path dir = fs::absolute(PREFLIGHT_SOURCE_DIR, ec); !dir.empty(); dir = dir.parent_path()) {
    fs::path p = dir / ".." / "shared" / "reference" / name;
    if (fs::exists(p, ec)) return fs::canonical(p, ec);
    if (dir == dir.parent_path()) break;
  }
  return {};
}

}  // namespace pf::test
