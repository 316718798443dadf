#include "engine/core/value.hpp"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstring>
#include <utility>

#include "engine/core/byte_scan.hpp"

namespace pf {

const char* kindName(Kind k) {
  switch (k) {
    case Kind::Null: return "null";
    case Kind::Bool: return "bool";
    case Kind::Int: return "int";
    case Kind::Float: return "float";
    case Kind::String: return "string";
    case Kind::Array: return "array";
    case Kind::Object: return "object";
    case Kind::Unknown: return "unknown";
    case Kind::Lambda: return "lambda";
  }
  return "?";
}

namespace {

template <class T>
using Box = detail::Box<T>;

template <class T, class... A>
detail::Counted* box(A&&... a) {
  return new Box<T>(std::forward<A>(a)...);
}

template <class T>
T& unbox(detail::Counted* p) {
  return static_cast<Box<T>*>(p)->value;
}

using LambdaFn = std::shared_ptr<const LambdaBase>;

}  // namespace

Value::Value(std::string s) : kind_(Kind::String), p_(box<std::string>(std::move(s))) {}
Value::Value(Array a) : kind_(Kind::Array), p_(box<Array>(std::move(a))) {}
Value::Value(Object o) : kind_(Kind::Object), p_(box<Object>(std::move(o))) {}

Value Value::unknown(std::string expr) {
  Value v;
  v.kind_ = Kind::Unknown;
  v.p_ = box<UnknownData>(UnknownData{std::move(expr)});
  return v;
}

Value Value::lambda(std::shared_ptr<const LambdaBase> fn) {
  Value v;
  v.kind_ = Kind::Lambda;
  v.p_ = box<LambdaFn>(std::move(fn));
  return v;
}

void Value::destroy() noexcept {
  switch (kind_) {
    case Kind::String: delete static_cast<Box<std::string>*>(p_); break;
    case Kind::Array: delete static_cast<Box<Array>*>(p_); break;
    case Kind::Object: delete static_cast<Box<Object>*>(p_); break;
    case Kind::Unknown: delete static_cast<Box<UnknownData>*>(p_); break;
    case Kind::Lambda: delete static_cast<Box<LambdaFn>*>(p_); break;
    default: break;  // scalars hold no payload
  }
  p_ = nullptr;
}

Value Value::emptyObject() { return Value(Object{}); }

namespace detail {
const std::string kEmptyString;
const Array kEmptyArray;
const Object kEmptyObject;
}  // namespace detail

namespace {
const UnknownData kEmptyUnknown;
const std::shared_ptr<const LambdaBase> kNoLambda;
}  // namespace

const UnknownData& Value::unknownData() const {
  return kind_ == Kind::Unknown ? unbox<UnknownData>(p_) : kEmptyUnknown;
}
const std::shared_ptr<const LambdaBase>& Value::lambdaFn() const {
  return kind_ == Kind::Lambda ? unbox<LambdaFn>(p_) : kNoLambda;
}

// Copy on write: a payload another Value shares is copied first, and this Value lets go of it.
std::string& Value::strMut() {
  assert(kind_ == Kind::String);
  if (shared()) {
    detail::Counted* own = box<std::string>(str());
    release();
    p_ = own;
  }
  return unbox<std::string>(p_);
}
Array& Value::arrMut() {
  assert(kind_ == Kind::Array);
  if (shared()) {
    detail::Counted* own = box<Array>(arr());
    release();
    p_ = own;
  }
  return unbox<Array>(p_);
}
Object& Value::objMut() {
  assert(kind_ == Kind::Object);
  if (shared()) {
    detail::Counted* own = box<Object>(obj());
    release();
    p_ = own;
  }
  return unbox<Object>(p_);
}

bool Value::equals(const Value& o) const {
  if (isNumber() && o.isNumber()) {
    if (isInt() && o.isInt()) return u_.i == o.u_.i;
    return asNumber() == o.asNumber();
  }
  if (kind_ != o.kind_) return false;
  switch (kind_) {
    case Kind::Null: return true;
    case Kind::Bool: return u_.b == o.u_.b;
    case Kind::String: return str() == o.str();
    case Kind::Array: {
      const Array& a = arr();
      const Array& b = o.arr();
      if (a.size() != b.size()) return false;
      for (size_t i = 0; i < a.size(); ++i)
        if (!a[i].equals(b[i])) return false;
      return true;
    }
    case Kind::Object: {
      const Object& a = obj();
      const Object& b = o.obj();
      if (a.size() != b.size()) return false;
      for (const auto& [k, v] : a) {
        const Value* w = b.find(k);
        if (!w || !v.equals(*w)) return false;
      }
      return true;
    }
    case Kind::Unknown: return unknownData().expr == o.unknownData().expr;
    case Kind::Lambda: return p_ == o.p_;
    default: return false;
  }
}

bool Value::containsUnknown() const {
  switch (kind_) {
    case Kind::Unknown: return true;
    case Kind::Array:
      return std::any_of(arr().begin(), arr().end(), [](const Value& v) { return v.containsUnknown(); });
    case Kind::Object:
      for (const auto& [k, v] : obj())
        if (v.containsUnknown()) return true;
      return false;
    default: return false;
  }
}

bool Value::identical(const Value& o) const {
  if (kind_ != o.kind_ || taint_ != o.taint_ || open_ != o.open_ || !(loc_ == o.loc_)) return false;
  switch (kind_) {
    case Kind::Null: return true;
    case Kind::Bool: return u_.b == o.u_.b;
    case Kind::Int: return u_.i == o.u_.i;
    case Kind::Float: return std::memcmp(&u_.d, &o.u_.d, sizeof u_.d) == 0;  // -0.0 is not 0.0 here
    default: return p_ == o.p_;
  }
}

Object::Object(std::initializer_list<Entry> init) {
  entries_.reserve(init.size());
  for (const auto& e : init) set(e.first, e.second);
}

// Resource Manager looks a property up by its exact name first, then ignoring case: an object
// may hold "True" and "true" side by side (PSRule.Rules.Azure#794 observed this of ARM).
namespace {
inline char lowerAscii(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c + 32) : c; }
inline char upperAscii(char c) { return (c >= 'a' && c <= 'z') ? static_cast<char>(c - 32) : c; }

enum class KeyMatch { None, Folded, Exact };

// One pass over a stored key for both of ARM's lookups (exact, then ignoring case): lookups
// run millions of times per corpus, mostly against keys of another length.
inline KeyMatch matchKey(std::string_view stored, std::string_view key) {
  const size_t n = key.size();
  if (stored.size() != n) return KeyMatch::None;
  // Equal bytes eight at a time first ("properties", "dependsOn"...: most hits are exact).
  size_t i = 0;
  for (; i + 8 <= n; i += 8)
    if (bytes::load8(stored.data() + i) != bytes::load8(key.data() + i)) break;
  bool exact = true;
  for (; i < n; ++i) {
    if (stored[i] == key[i]) continue;
    if (lowerAscii(stored[i]) != lowerAscii(key[i])) return KeyMatch::None;
    exact = false;
  }
  return exact ? KeyMatch::Exact : KeyMatch::Folded;
}
}  // namespace

// With an index, the lookups below pick the same entry as their scans: the first exact match in
// order, else the first match ignoring case (positions, not the index's order, decide).
const Value* Object::find(std::string_view key) const {
  if (index_) {
    size_t at = indexedPosition(key);
    return at != SIZE_MAX ? &entries_[at].second : nullptr;
  }
  const Value* folded = nullptr;
  for (const auto& e : entries_) {
    KeyMatch m = matchKey(e.first, key);
    if (m == KeyMatch::Exact) return &e.second;
    if (m == KeyMatch::Folded && !folded) folded = &e.second;
  }
  return folded;
}

Value* Object::find(std::string_view key) {
  return const_cast<Value*>(static_cast<const Object&>(*this).find(key));
}

const Value* Object::findExact(std::string_view key) const {
  if (index_) {
    size_t first = SIZE_MAX;
    index_->forEach(detail::ObjectIndex::hashOf(key), [&](size_t at) {
      if (at < first && entries_[at].first == key) first = at;
    });
    return first != SIZE_MAX ? &entries_[first].second : nullptr;
  }
  for (const auto& e : entries_)
    if (e.first == key) return &e.second;
  return nullptr;
}

Value* Object::findExact(std::string_view key) {
  return const_cast<Value*>(static_cast<const Object&>(*this).findExact(key));
}

const std::string* Object::keyOf(std::string_view key) const {
  if (index_) {
    size_t at = indexedPosition(key);
    return at != SIZE_MAX ? &entries_[at].first : nullptr;
  }
  const std::string* folded = nullptr;
  for (const auto& e : entries_) {
    KeyMatch m = matchKey(e.first, key);
    if (m == KeyMatch::Exact) return &e.first;
    if (m == KeyMatch::Folded && !folded) folded = &e.first;
  }
  return folded;
}

size_t Object::indexedPosition(std::string_view key) const {
  size_t exact = SIZE_MAX, folded = SIZE_MAX;
  index_->forEach(detail::ObjectIndex::hashOf(key), [&](size_t at) {
    KeyMatch m = matchKey(entries_[at].first, key);
    if (m == KeyMatch::Exact && at < exact) exact = at;
    if (m == KeyMatch::Folded && at < folded) folded = at;
  });
  return exact != SIZE_MAX ? exact : folded;
}

void Object::setExact(std::string key, Value v) {
  if (Value* existing = findExact(key)) {
    *existing = std::move(v);
    return;
  }
  append(std::move(key), std::move(v));
}

void Object::set(std::string key, Value v) {
  if (Value* existing = find(key)) {
    *existing = std::move(v);
    return;
  }
  append(std::move(key), std::move(v));
}

bool Object::erase(std::string_view key) {
  for (auto it = entries_.begin(); it != entries_.end(); ++it) {
    if (iequals(it->first, key)) {
      entries_.erase(it);
      if (index_) reindex();
      return true;
    }
  }
  return false;
}

void Object::indexLast() {
  if (!index_) return reindex();
  index_->add(detail::ObjectIndex::hashOf(entries_.back().first), entries_.size() - 1);
}

void Object::reindex() {
  if (entries_.size() < detail::ObjectIndex::kIndexFrom) {
    index_.reset();
    return;
  }
  if (!index_) index_ = std::make_unique<detail::ObjectIndex>();
  index_->clear(entries_.size());
  for (size_t i = 0; i < entries_.size(); ++i) index_->add(detail::ObjectIndex::hashOf(entries_[i].first), i);
}

bool iequals(std::string_view a, std::string_view b) {
  const size_t n = a.size();
  if (b.size() != n) return false;
  size_t i = 0;
  for (; i + 8 <= n; i += 8) {
    uint64_t x = bytes::load8(a.data() + i), y = bytes::load8(b.data() + i);
    if (x != y && bytes::lowerAscii8(x) != bytes::lowerAscii8(y)) return false;
  }
  for (; i < n; ++i)
    if (lowerAscii(a[i]) != lowerAscii(b[i])) return false;
  return true;
}

bool istartsWith(std::string_view s, std::string_view p) {
  return s.size() >= p.size() && iequals(s.substr(0, p.size()), p);
}

bool iendsWith(std::string_view s, std::string_view p) {
  return s.size() >= p.size() && iequals(s.substr(s.size() - p.size()), p);
}

std::string toLowerAscii(std::string_view s) {
  std::string r(s);
  for (char& c : r) c = lowerAscii(c);  // vectorized by the compiler
  return r;
}

std::string toUpperAscii(std::string_view s) {
  std::string r(s);
  for (char& c : r) c = upperAscii(c);
  return r;
}

int icompare(std::string_view a, std::string_view b) {
  size_t n = std::min(a.size(), b.size());
  for (size_t i = 0; i < n; ++i) {
    unsigned char x = static_cast<unsigned char>(lowerAscii(a[i]));
    unsigned char y = static_cast<unsigned char>(lowerAscii(b[i]));
    if (x != y) return x < y ? -1 : 1;
  }
  return a.size() == b.size() ? 0 : (a.size() < b.size() ? -1 : 1);
}

}  // namespace pf
