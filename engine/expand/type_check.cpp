#include "engine/expand/type_check.hpp"

#include <optional>

#include "engine/core/json.hpp"
#include "engine/core/secrets.hpp"
#include "engine/core/utf8.hpp"
#include "engine/expr/call.hpp"

namespace pf {

namespace {

constexpr int kMaxRefDepth = 32;

// The definition a "$ref" names, or nullptr.
const Value* refTarget(const Value& decl, const Object& defs) {
  const Value* ref = decl.get("$ref");
  if (!ref || !ref->isString()) return nullptr;
  std::string_view r = ref->str();
  const std::string_view prefix = "#/definitions/";
  if (r.substr(0, prefix.size()) != prefix) return nullptr;
  return defs.find(r.substr(prefix.size()));
}

const Value* resolveRef(const Value& decl, const Object& defs, int depth = 0) {
  const Value* target = depth > kMaxRefDepth ? nullptr : refTarget(decl, defs);
  return target ? resolveRef(*target, defs, depth + 1) : &decl;
}

std::string shortValue(const Value& v) {
  std::string s = v.isString() ? v.str() : toJson(v);
  if (s.size() > 80) s = s.substr(0, 77) + "...";
  return s;
}

std::string typeLabel(std::string_view t) {
  if (t == "string" || t == "securestring") return "String";
  if (t == "int") return "Integer";
  if (t == "bool") return "Boolean";
  if (t == "object" || t == "secureobject") return "Object";
  if (t == "array") return "Array";
  return std::string(t);
}

std::string kindLabel(const Value& v) {
  switch (v.kind()) {
    case Kind::String: return "String";
    case Kind::Int: return "Integer";
    case Kind::Float: return "Float";
    case Kind::Bool: return "Boolean";
    case Kind::Object: return "Object";
    case Kind::Array: return "Array";
    case Kind::Null: return "Null";
    default: return kindName(v.kind());
  }
}

bool kindMatches(std::string_view t, const Value& v) {
  if (t.empty() || t == "any") return true;
  if (t == "string" || t == "securestring") return v.isString();
  if (t == "int") return v.isInt();
  if (t == "bool") return v.isBool();
  if (t == "object" || t == "secureobject") return v.isObject();
  if (t == "array") return v.isArray();
  return true;
}

bool looseEquals(const Value& a, const Value& b) {
  if (a.isString() && b.isString()) return iequals(a.str(), b.str());
  return a.equals(b);
}

class Checker {
 public:
  Checker(const TypeCheckContext& ctx, const std::function<std::string()>& subject, Loc loc, bool secret)
      : ctx_(ctx), makeSubject_(subject), loc_(loc), secret_(secret) {}
  std::vector<Error> errors;

  void check(const Value& v, const Value& declIn, const std::string& path, int depth) {
    if (v.isUnknown() || depth > kMaxRefDepth) return;
    const Value& decl = *resolveRef(declIn, ctx_.definitions);
    bool nullable = isNullable(declIn, ctx_.definitions);
    if (v.isNull()) {
      if (!nullable && !declaredType(declIn, ctx_.definitions).empty() && !path.empty())
        fail("EXP021", "The value at '" + path + "' is null, but it is not nullable.");
      return;
    }
    // Constraints may sit on the declaration and on the referenced definition.
    if (&decl != &declIn) checkConstraints(v, declIn, path);
    std::string type = toLowerAscii(decl.get("type") && decl.get("type")->isString() ? decl.get("type")->str() : "");
    if (!kindMatches(type, v)) {
      fail("EXP020", "Expected a value of type '" + typeLabel(type) + "' but received a value of type '" + kindLabel(v) +
                         "'" + at(path) + ".");
      return;
    }
    checkConstraints(v, decl, path);
    if (v.isObject()) checkObject(v, decl, path, depth);
    if (v.isArray()) checkArray(v, decl, path, depth);
  }

 private:
  const TypeCheckContext& ctx_;
  const std::function<std::string()>& makeSubject_;
  std::optional<std::string> subject_;  // made on the first message
  Loc loc_;
  bool secret_;  // the whole value is secure: no part of it is quoted

  // A value as messages quote it.
  std::string show(const Value& v) const {
    return secret_ || v.secret() ? std::string(kSecretPlaceholder) : shortValue(v);
  }

  static bool isTrue(const Value* v) { return v && v->isBool() && v->asBool(); }
  static std::string at(const std::string& path) { return path.empty() ? "" : " at '" + path + "'"; }

  const std::string& subject() {
    if (!subject_) subject_ = makeSubject_();
    return *subject_;
  }

  void fail(const char* code, const std::string& detail) {
    errors.push_back(makeError(code, "The provided value for " + subject() + " is not valid. " + detail, loc_));
  }

  void checkConstraints(const Value& v, const Value& decl, const std::string& path) {
    if (const Value* allowed = decl.get("allowedValues"); allowed && allowed->isArray()) {
      auto inAllowed = [&](const Value& x) {
        for (const Value& a : allowed->arr())
          if (looseEquals(a, x)) return true;
        return false;
      };
      bool ok = true;
      if (v.isArray() && !allowed->arr().empty() && !allowed->arr()[0].isArray()) {
        for (const Value& x : v.arr())
          if (!x.isUnknown() && !inAllowed(x)) ok = false;
      } else {
        ok = inAllowed(v);
      }
      if (!ok) {
        std::string list;
        for (const Value& a : allowed->arr()) list += (list.empty() ? "" : ",") + shortValue(a);
        fail("EXP022", "The value '" + show(v) + "'" + at(path) + " is not part of the allowed value(s): '" + list +
                           "'.");
      }
    }
    auto intOf = [](const Value* x) -> std::optional<int64_t> {
      if (x && x->isInt()) return x->asInt();
      return std::nullopt;
    };
    if (v.isInt()) {
      if (auto mn = intOf(decl.get("minValue")); mn && v.asInt() < *mn)
        fail("EXP023", "The value " + show(v) + at(path) + " is less than the minimum value of " +
                           std::to_string(*mn) + ".");
      if (auto mx = intOf(decl.get("maxValue")); mx && v.asInt() > *mx)
        fail("EXP023", "The value " + show(v) + at(path) + " is greater than the maximum value of " +
                           std::to_string(*mx) + ".");
    }
    if (v.isString() || v.isArray()) {
      int64_t len = v.isString() ? static_cast<int64_t>(utf8::utf16Length(v.str())) : static_cast<int64_t>(v.arr().size());
      const char* unit = v.isString() ? "characters" : "items";
      if (auto mn = intOf(decl.get("minLength")); mn && len < *mn)
        fail("EXP024", "The length " + std::to_string(len) + at(path) + " is less than the minimum length of " +
                           std::to_string(*mn) + " " + unit + ".");
      if (auto mx = intOf(decl.get("maxLength")); mx && len > *mx)
        fail("EXP024", "The length " + std::to_string(len) + at(path) + " is greater than the maximum length of " +
                           std::to_string(*mx) + " " + unit + ".");
    }
    if (const Value* validate = decl.get("validate"); validate && validate->isArray() && ctx_.runPredicate)
      runValidate(v, validate->arr());
  }

  // validate: [predicate, message?, predicate, message?, ...]
  void runValidate(const Value& v, const Array& items) {
    for (size_t i = 0; i < items.size(); ++i) {
      const Value& pred = items[i];
      std::optional<std::string> message;
      if (i + 1 < items.size() && items[i + 1].isString() && !isLambdaText(items[i + 1])) message = items[++i].str();
      auto r = ctx_.runPredicate(pred, v);
      if (!r) {
        Error e = std::move(r).error();
        e.message = "The validation predicate of " + subject() + " could not be evaluated: " + e.message;
        errors.push_back(std::move(e));
        continue;
      }
      if (r->isUnknown()) continue;
      if (!r->isBool()) {
        fail("EXP026", "The custom validation predicate returned " + (secret_ ? std::string(kSecretPlaceholder) : describeValue(*r)) +
                           " instead of a bool.");
        continue;
      }
      if (!r->asBool()) {
        if (message)
          fail("EXP025", "The value was rejected by a custom validation predicate with the following message: '" + *message +
                             ".'");
        else
          fail("EXP025", "The value was rejected by a custom validation predicate.");
      }
    }
  }

  static bool isLambdaText(const Value& v) {
    return v.isString() && v.str().size() > 8 && istartsWith(v.str(), "[lambda(");
  }

  void checkObject(const Value& v, const Value& decl, const std::string& path, int depth) {
    if (const Value* disc = decl.get("discriminator"); disc && disc->isObject()) {
      const Value* prop = disc->get("propertyName");
      const Value* mapping = disc->get("mapping");
      if (prop && prop->isString() && mapping && mapping->isObject()) {
        const Value* tag = v.get(prop->str());
        if (!tag || !tag->isString()) {
          fail("EXP027", "The discriminator property '" + prop->str() + "'" + at(path) + " is missing or not a string.");
          return;
        }
        const Value* variant = mapping->obj().find(tag->str());
        if (!variant) {
          std::string list;
          for (const auto& [k, x] : mapping->obj()) list += (list.empty() ? "" : ", ") + k;
          fail("EXP027", "The discriminator value '" + show(*tag) + "'" + at(path) + " is not one of: " + list + ".");
          return;
        }
        check(v, *variant, path, depth + 1);
        return;
      }
    }
    const Value* props = decl.get("properties");
    if (props && props->isObject()) {
      for (const auto& [name, pdecl] : props->obj()) {
        const Value* pv = v.get(name);
        std::string sub = path.empty() ? name : path + "." + name;
        if (!pv) {
          if (!isNullable(pdecl, ctx_.definitions)) fail("EXP028", "The required property '" + sub + "' is missing.");
          continue;
        }
        check(*pv, pdecl, sub, depth + 1);
      }
    }
    const Value* additional = decl.get("additionalProperties");
    bool sealed = isTrue(decl.get("sealed")) || (additional && additional->isBool() && !additional->asBool());
    for (const auto& [name, pv] : v.obj()) {
      if (props && props->isObject() && props->obj().find(name)) continue;
      std::string sub = path.empty() ? name : path + "." + name;
      if (sealed && props) {
        fail("EXP029", "The property '" + sub + "' is not allowed (the type is sealed).");
      } else if (additional && additional->isObject()) {
        check(pv, *additional, sub, depth + 1);
      }
    }
  }

  void checkArray(const Value& v, const Value& decl, const std::string& path, int depth) {
    const Array& a = v.arr();
    size_t fixed = 0;
    if (const Value* prefix = decl.get("prefixItems"); prefix && prefix->isArray()) {
      fixed = prefix->arr().size();
      for (size_t i = 0; i < fixed && i < a.size(); ++i)
        check(a[i], prefix->arr()[i], path + "[" + std::to_string(i) + "]", depth + 1);
      if (a.size() < fixed)
        fail("EXP028", "Expected " + std::to_string(fixed) + " items" + at(path) + " but found " + std::to_string(a.size()) +
                           ".");
    }
    if (const Value* items = decl.get("items")) {
      if (items->isBool() && !items->asBool() && a.size() > fixed) {
        fail("EXP029", "Expected at most " + std::to_string(fixed) + " items" + at(path) + " but found " +
                           std::to_string(a.size()) + ".");
      } else if (items->isObject()) {
        for (size_t i = fixed; i < a.size(); ++i) check(a[i], *items, path + "[" + std::to_string(i) + "]", depth + 1);
      }
    }
  }
};

}  // namespace

namespace {

// The declared type name as written, after following $ref; null if none.
const std::string* declaredTypeAsWritten(const Value& decl, const Object& definitions) {
  const Value* t = resolveRef(decl, definitions)->get("type");
  return t && t->isString() ? &t->str() : nullptr;
}

}  // namespace

std::string declaredType(const Value& decl, const Object& definitions) {
  const std::string* t = declaredTypeAsWritten(decl, definitions);
  return t ? toLowerAscii(*t) : "";
}

// Any link of a $ref chain may say it: Bicep emits `type opt = cfg?` as
// {"$ref": "#/definitions/cfg", "nullable": true}, and `param p opt` refers to opt.
bool isNullable(const Value& decl, const Object& definitions) {
  const Value* d = &decl;
  for (int depth = 0; d && depth <= kMaxRefDepth; ++depth) {
    if (const Value* n = d->get("nullable"); n && n->isBool() && n->asBool()) return true;
    d = refTarget(*d, definitions);
  }
  return false;
}

// Asked of every parameter and output: compared without a lower-cased copy.
bool isSecureType(const Value& decl, const Object& definitions) {
  const std::string* t = declaredTypeAsWritten(decl, definitions);
  return t && (iequals(*t, "securestring") || iequals(*t, "secureobject"));
}

std::vector<Error> checkValue(const Value& v, const Value& decl, const std::function<std::string()>& subject, Loc loc,
                              const TypeCheckContext& ctx) {
  Checker c(ctx, subject, loc, v.secret());
  c.check(v, decl, "", 0);
  return std::move(c.errors);
}

}  // namespace pf
