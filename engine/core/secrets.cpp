#include "engine/core/secrets.hpp"

#include <algorithm>
#include <cstdlib>

namespace pf {

namespace {

// Whether a scalar is replaced: flagged itself, or (strings and unknowns, and for display anything)
// inside a flagged container. A number or bool that merely sits in a flagged object (settings built
// together with a password) is the rules' to check; one read out of a secure value is flagged itself.
// A placeholder already in place (and flagged, as redact() leaves it) stays as it is.
bool replaced(const Value& v, bool secret, Redact mode) {
  if (!(v.secret() || (secret && (mode == Redact::ForDisplay || v.isString() || v.isUnknown())))) return false;
  return !(v.isString() && v.secret() && v.str() == kSecretPlaceholder);
}

// Whether `v` may hold something to replace: an unflagged scalar outside a flagged container
// never does (most members), and is passed over without a call.
bool mayNeedRedaction(const Value& v, bool secret) {
  return secret || v.secret() || v.kind() == Kind::Array || v.kind() == Kind::Object;
}

// Whether anything inside `v` would be replaced. Read-only: most values hold no secret, and
// descending through objMut()/arrMut() would copy storage they share with the template.
bool needsRedaction(const Value& v, bool inherited, Redact mode) {
  bool secret = inherited || v.secret();
  switch (v.kind()) {
    case Kind::Array:
      for (const Value& x : v.arr())
        if (mayNeedRedaction(x, secret) && needsRedaction(x, secret, mode)) return true;
      return false;
    case Kind::Object:
      for (const auto& [k, x] : v.obj())
        if (mayNeedRedaction(x, secret) && needsRedaction(x, secret, mode)) return true;
      return false;
    case Kind::String:
    case Kind::Unknown:
    case Kind::Bool:
    case Kind::Int:
    case Kind::Float: return replaced(v, secret, mode);
    default: return false;
  }
}

void redact(Value& v, bool inherited, Redact mode) {
  bool secret = inherited || v.secret();
  switch (v.kind()) {
    case Kind::String:
    case Kind::Unknown:
    case Kind::Bool:
    case Kind::Int:
    case Kind::Float:
      if (replaced(v, secret, mode)) {
        Loc l = v.loc();
        uint8_t taint = v.taint();
        v = Value(std::string(kSecretPlaceholder));
        v.setLoc(l);
        v.addTaint(taint ? taint : Value::kSecure);
      }
      break;
    case Kind::Array:
      // Only the members that hold something to replace are written to (and their shared
      // storage copied); the rest stay shared.
      for (size_t i = 0; i < v.arr().size(); ++i)
        if (needsRedaction(v.arr()[i], secret, mode)) redact(v.arrMut()[i], secret, mode);
      break;
    case Kind::Object:
      for (size_t i = 0; i < v.obj().size(); ++i)
        if (needsRedaction(v.obj().entries()[i].second, secret, mode))
          redact(v.objMut().entries()[i].second, secret, mode);
      break;
    default: break;
  }
}

}  // namespace

void redactSecrets(Value& v, Redact mode) { redact(v, false, mode); }

namespace {

bool isPlaceholder(std::string_view s) {
  return s == kSecretPlaceholder || s.rfind("{{SecretReference:", 0) == 0;
}

}  // namespace

void SecretSet::insert(std::string_view text) {
  if (text.size() < kMinLength || isPlaceholder(text)) return;
  auto pos = std::lower_bound(items_.begin(), items_.end(), text, [](const std::string& a, std::string_view b) {
    return a.size() != b.size() ? a.size() > b.size() : a < b;
  });
  if (pos != items_.end() && *pos == text) return;
  items_.insert(pos, std::string(text));
}

void SecretSet::insertValue(const Value& v) {
  switch (v.kind()) {
    case Kind::String: insert(v.str()); break;
    case Kind::Array:
      for (const Value& x : v.arr()) insertValue(x);
      break;
    case Kind::Object:
      for (const auto& [k, x] : v.obj()) insertValue(x);
      break;
    default: break;
  }
}

void SecretSet::index() {
  skip_.fill(0);
  ends_.fill(false);
  window_ = items_.empty() ? 0 : std::min<size_t>(items_.back().size(), 255);
  if (window_ == 0) return;
  skip_.fill(static_cast<uint8_t>(window_));
  for (const std::string& s : items_) {
    // A byte at j < window-1 of a secret's window: moving the window further than window-1-j
    // could pass that secret's start.
    for (size_t j = 0; j + 1 < window_; ++j) {
      auto c = static_cast<unsigned char>(s[j]);
      skip_[c] = std::min(skip_[c], static_cast<uint8_t>(window_ - 1 - j));
    }
    ends_[static_cast<unsigned char>(s[window_ - 1])] = true;
  }
}

void SecretSet::add(std::string_view text) {
  insert(text);
  index();
}

void SecretSet::addValue(const Value& v) {
  insertValue(v);
  index();
}

void SecretSet::merge(const SecretSet& other) {
  for (const std::string& s : other.items_) insert(s);
  index();
}

std::string SecretSet::scrub(std::string text) const {
  // Most text holds no secret: one scan says so without rewriting anything.
  if (!contains(text)) return text;
  for (const std::string& s : items_) {
    for (size_t at = text.find(s); at != std::string::npos; at = text.find(s, at + kSecretPlaceholder.size()))
      text.replace(at, s.size(), kSecretPlaceholder);
  }
  return text;
}

bool SecretSet::startsAt(std::string_view text, size_t at) const {
  std::string_view rest = text.substr(at);
  // The window's first byte rules out most candidates without comparing.
  for (const std::string& s : items_)
    if (s.front() == rest.front() && rest.starts_with(s)) return true;
  return false;
}

bool SecretSet::contains(std::string_view text) const {
  const size_t n = text.size(), m = window_;
  if (m == 0 || n < m) return false;
  const auto* p = reinterpret_cast<const unsigned char*>(text.data());
  for (size_t at = 0; at + m <= n; at += skip_[p[at + m - 1]])
    if (ends_[p[at + m - 1]] && startsAt(text, at)) return true;
  return false;
}

bool SecretSet::appearsInText(std::string_view text) const { return contains(text); }

bool SecretSet::appearsIn(const Value& v) const {
  // A member: a string is scanned in place, numbers, bools and nulls are passed without a call.
  auto holds = [this](const Value& x) {
    switch (x.kind()) {
      case Kind::String: return contains(x.str());
      case Kind::Unknown:
      case Kind::Array:
      case Kind::Object: return appearsIn(x);
      default: return false;
    }
  };
  switch (v.kind()) {
    case Kind::String: return contains(v.str());
    case Kind::Unknown: return contains(v.unknownData().expr);
    case Kind::Array:
      for (const Value& x : v.arr())
        if (holds(x)) return true;
      return false;
    case Kind::Object:
      for (const auto& [k, x] : v.obj())
        if (contains(k) || holds(x)) return true;
      return false;
    default: return false;
  }
}

void SecretSet::scrub(Value& v) const {
  // Looking first keeps shared storage shared: only what holds a secret is copied and rewritten.
  if (items_.empty() || !appearsIn(v)) return;
  switch (v.kind()) {
    case Kind::String: {
      std::string s = scrub(v.str());
      if (s != v.str()) v.strMut() = std::move(s);
      break;
    }
    case Kind::Array:
      for (Value& x : v.arrMut()) scrub(x);
      break;
    case Kind::Object: {
      bool keys = false;
      for (const auto& [k, x] : v.obj()) keys = keys || scrub(k) != k;
      if (keys) {
        // A secret used as a key: rebuild the object with scrubbed keys (the order is kept).
        Object renamed;
        for (const auto& [k, x] : v.obj()) renamed.set(scrub(k), x);
        Loc l = v.loc();
        bool secret = v.secret(), open = v.open();
        v = Value(std::move(renamed));
        v.setLoc(l);
        v.setSecret(secret);
        v.setOpen(open);
      }
      for (auto& [k, x] : v.objMut()) scrub(x);
      break;
    }
    case Kind::Unknown: {
      std::string s = scrub(v.unknownData().expr);
      if (s != v.unknownData().expr) {
        Loc l = v.loc();
        bool secret = v.secret();
        v = Value::unknown(std::move(s));
        v.setLoc(l);
        v.setSecret(secret);
      }
      break;
    }
    default: break;
  }
}

void SecretSet::scrub(Diagnostics& diags) const {
  if (items_.empty()) return;
  for (Diagnostic& d : diags.items()) d.message = scrub(std::move(d.message));
}

SecretSet environmentSecrets(const std::set<std::string>& names) {
  SecretSet out;
  for (const std::string& name : names)
    if (const char* v = std::getenv(name.c_str())) out.add(v);
  return out;
}

}  // namespace pf
