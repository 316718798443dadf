#pragma once
// Value: a JSON value with ARM semantics.
//  - objects keep key order and the original key case; lookup is case-insensitive;
//  - integers (int64) and floats are distinct kinds;
//  - Unknown stands for what cannot be known before deployment and carries the
//    expression text that would produce it;
//  - Lambda is a function value that only exists while evaluating lambda functions.
// Arrays, objects and strings are shared and copied on write, so copying a Value is cheap.
// Every Value may carry the source position it was read from (Loc) and a secret flag.
#include <algorithm>
#include <atomic>
#include <cstdint>
#include <iterator>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/core/source.hpp"

namespace pf {

class Value;
class Object;
using Array = std::vector<Value>;

enum class Kind : uint8_t { Null, Bool, Int, Float, String, Array, Object, Unknown, Lambda };
const char* kindName(Kind k);

// Something only the expression engine understands (a lambda's parameters and body).
// Core sees it as opaque so that values stay independent of the expression AST.
class LambdaBase {
 public:
  virtual ~LambdaBase() = default;
  virtual std::string describe() const = 0;
};

struct UnknownData {
  std::string expr;  // the ARM expression (without brackets) that would produce the value
};

namespace detail {
// The shared part of a string, array, object, unknown or lambda: a reference count in front
// of the payload, in one allocation. The Value that holds it knows the payload's type by its
// kind, so the payload needs neither a type tag nor a virtual destructor (shared_ptr's control
// block had both, and made every Value 8 bytes larger).
struct Counted {
  std::atomic<uint32_t> refs{1};
};
}  // namespace detail

class Value {
 public:
  Value() = default;
  Value(std::nullptr_t) {}
  Value(bool b) : kind_(Kind::Bool) { u_.b = b; }
  Value(int v) : kind_(Kind::Int) { u_.i = v; }
  Value(long v) : kind_(Kind::Int) { u_.i = v; }
  Value(long long v) : kind_(Kind::Int) { u_.i = v; }
  Value(unsigned v) : kind_(Kind::Int) { u_.i = v; }
  Value(double v) : kind_(Kind::Float) { u_.d = v; }
  Value(std::string s);
  Value(std::string_view s) : Value(std::string(s)) {}
  Value(const char* s) : Value(std::string(s)) {}
  Value(Array a);
  Value(Object o);

  Value(const Value& o) noexcept
      : kind_(o.kind_), taint_(o.taint_), open_(o.open_), loc_(o.loc_), u_(o.u_), p_(o.p_) {
    if (p_) p_->refs.fetch_add(1, std::memory_order_relaxed);
  }
  Value(Value&& o) noexcept
      : kind_(o.kind_), taint_(o.taint_), open_(o.open_), loc_(o.loc_), u_(o.u_), p_(o.p_) {
    o.p_ = nullptr;
  }
  // By value: the argument is copied or moved before the old payload is let go, so assigning a
  // value from inside this one's own payload (v = v.obj()...) is safe.
  Value& operator=(Value o) noexcept {
    swap(o);
    return *this;
  }
  ~Value() { release(); }
  void swap(Value& o) noexcept {
    std::swap(kind_, o.kind_);
    std::swap(taint_, o.taint_);
    std::swap(open_, o.open_);
    std::swap(loc_, o.loc_);
    std::swap(u_, o.u_);
    std::swap(p_, o.p_);
  }

  static Value unknown(std::string expr);
  static Value lambda(std::shared_ptr<const LambdaBase> fn);
  static Value emptyArray() { return Value(Array{}); }
  static Value emptyObject();

  Kind kind() const { return kind_; }
  bool isNull() const { return kind_ == Kind::Null; }
  bool isBool() const { return kind_ == Kind::Bool; }
  bool isInt() const { return kind_ == Kind::Int; }
  bool isFloat() const { return kind_ == Kind::Float; }
  bool isNumber() const { return kind_ == Kind::Int || kind_ == Kind::Float; }
  bool isString() const { return kind_ == Kind::String; }
  bool isArray() const { return kind_ == Kind::Array; }
  bool isObject() const { return kind_ == Kind::Object; }
  bool isUnknown() const { return kind_ == Kind::Unknown; }
  bool isLambda() const { return kind_ == Kind::Lambda; }

  bool asBool() const { return u_.b; }
  int64_t asInt() const { return u_.i; }
  double asFloat() const { return u_.d; }
  double asNumber() const { return kind_ == Kind::Int ? static_cast<double>(u_.i) : u_.d; }
  const std::string& str() const;
  const Array& arr() const;
  const Object& obj() const;
  const UnknownData& unknownData() const;
  const std::shared_ptr<const LambdaBase>& lambdaFn() const;

  // Mutable access; detaches shared storage first (copy on write).
  std::string& strMut();
  Array& arrMut();
  Object& objMut();

  // Object member lookup (case-insensitive); null when absent or not an object.
  const Value* get(std::string_view key) const;
  // Array element; null when out of range or not an array.
  const Value* at(size_t i) const;

  const Loc& loc() const { return loc_; }
  void setLoc(const Loc& l) { loc_ = l; }
  Value&& withLoc(const Loc& l) && { loc_ = l; return std::move(*this); }

  // Taint: where a value's secrecy comes from, kept through every derivation (see
  // engine/core/secrets.hpp). kSecure: secure in ARM's sense (a secure parameter or output, a Key
  // Vault reference, a list*() answer); kFromEnvironment: read from the environment, which is
  // only hidden from outputs (a template may output it without outputting a secret).
  static constexpr uint8_t kSecure = 1, kFromEnvironment = 2;
  bool secret() const { return taint_ != 0; }     // never shown: any taint
  bool secure() const { return (taint_ & kSecure) != 0; }
  uint8_t taint() const { return taint_; }
  void setSecret(bool s = true) { taint_ = s ? static_cast<uint8_t>(taint_ | kSecure) : 0; }
  void addTaint(uint8_t t) { taint_ |= t; }

  // An open object or array stands for something only partly known: a deployed resource's
  // state (Azure adds properties at deployment) or a placeholder for a parameter without a
  // value. Reading a member or item it does not have gives an Unknown instead of an error;
  // members read from an open value are open too.
  bool open() const { return open_; }
  void setOpen(bool o = true) { open_ = o; }

  // Deep structural equality as ARM's equals(): strings case-sensitive, object keys
  // matched case-insensitively regardless of order, 1 == 1.0. Locations and flags ignored.
  bool equals(const Value& other) const;
  friend bool operator==(const Value& a, const Value& b) { return a.equals(b); }

  // True when this value or anything inside it is Unknown.
  bool containsUnknown() const;

  // The same value in every respect: kind, flags, location and the very same payload (shared
  // storage, or equal bits for scalars). One may then stand for the other, as a copy would.
  bool identical(const Value& other) const;

 private:
  Kind kind_ = Kind::Null;
  uint8_t taint_ = 0;
  bool open_ = false;
  Loc loc_;
  union {
    bool b;
    int64_t i;
    double d;
  } u_{};
  detail::Counted* p_ = nullptr;  // string, array, object, unknown or lambda payload

  void release() noexcept {
    if (p_ && p_->refs.fetch_sub(1, std::memory_order_acq_rel) == 1) destroy();
  }
  void destroy() noexcept;  // frees p_ as the payload of kind_
  bool shared() const { return p_->refs.load(std::memory_order_acquire) > 1; }
};

namespace detail {
// The hash index of a large Object's keys (kIndexFrom keys or more). Object's lookups scan its
// entries otherwise, and a template could make n lookups in, or n additions to, an object of n
// keys: 200,000 keys took minutes. Keys are hashed with ASCII capitals folded, so that ARM's
// exact and case-ignoring lookups share their candidates. The hash is seeded per process: keys
// cannot be written to collide, and no answer depends on it (lookups pick positions, not slots).
class ObjectIndex {
 public:
  static constexpr size_t kIndexFrom = 32;
  static uint32_t hashOf(std::string_view key);
  // Empty, with room for `keys` keys.
  void clear(size_t keys);
  void add(uint32_t hash, size_t position);
  // Every position added under `hash` (a superset of the keys that match it), in no set order.
  template <class F>
  void forEach(uint32_t hash, F&& f) const {
    const size_t mask = slots_.size() - 1;
    for (size_t i = hash & mask;; i = (i + 1) & mask) {
      const uint64_t slot = slots_[i];
      if (slot == 0) return;
      if (static_cast<uint32_t>(slot >> 32) == hash) f(static_cast<size_t>((slot & 0xFFFFFFFFu) - 1));
    }
  }

 private:
  std::vector<uint64_t> slots_;  // (hash << 32) | (position + 1); 0 is empty; a power of two, under half full
  size_t used_ = 0;
  void grow();
};
}  // namespace detail

// Order-keeping object with ARM's key lookup: the exact name first, then ignoring (ASCII) case.
// Keys that differ only by case may both be present in data (variables, createObject(),
// union()), as in Resource Manager; template sections keep one of each name (template.cpp).
// Keys change only through the members below (an iteration may change values, never keys): a
// large object keeps an index of them.
class Object {
 public:
  using Entry = std::pair<std::string, Value>;
  Object() = default;
  Object(std::initializer_list<Entry> init);
  Object(const Object& o)
      : entries_(o.entries_), index_(o.index_ ? std::make_unique<detail::ObjectIndex>(*o.index_) : nullptr) {}
  Object(Object&&) noexcept = default;
  Object& operator=(const Object& o) {
    if (this != &o) *this = Object(o);
    return *this;
  }
  Object& operator=(Object&&) noexcept = default;

  const Value* find(std::string_view key) const;
  Value* find(std::string_view key);
  // Only a key spelled exactly so.
  const Value* findExact(std::string_view key) const;
  Value* findExact(std::string_view key);
  bool contains(std::string_view key) const { return find(key) != nullptr; }
  // Replace the value of an existing key (keeping its position and spelling) or append.
  void set(std::string key, Value v);
  // Replace the value of the key spelled exactly so, or append: how data objects are built
  // (createObject, union, shallowMerge, toObject), so 'True' and 'true' stay two keys.
  void setExact(std::string key, Value v);
  // Append without checking for an existing key (the caller knows it is new).
  void append(std::string key, Value v) {
    entries_.emplace_back(std::move(key), std::move(v));
    if (index_ || entries_.size() >= detail::ObjectIndex::kIndexFrom) indexLast();
  }
  // Append entries the caller knows are new (moved from [first, last)).
  template <class It>
  void appendMoved(It first, It last) {
    entries_.insert(entries_.end(), std::make_move_iterator(first), std::make_move_iterator(last));
    if (index_ || entries_.size() >= detail::ObjectIndex::kIndexFrom) reindex();
  }
  bool erase(std::string_view key);
  // Erase every entry `drop(entry)` is true of.
  template <class Pred>
  void eraseIf(Pred drop) {
    if (std::erase_if(entries_, drop) != 0) reindex();
  }
  // The stored spelling of a key, if present.
  const std::string* keyOf(std::string_view key) const;

  void reserve(size_t n) { entries_.reserve(n); }
  size_t size() const { return entries_.size(); }
  bool empty() const { return entries_.empty(); }
  auto begin() const { return entries_.begin(); }
  auto end() const { return entries_.end(); }
  auto begin() { return entries_.begin(); }
  auto end() { return entries_.end(); }
  const std::vector<Entry>& entries() const { return entries_; }
  // The value of the entry at `position` (its key stays as it is).
  Value& valueAt(size_t position) { return entries_[position].second; }

 private:
  std::vector<Entry> entries_;
  std::unique_ptr<detail::ObjectIndex> index_;  // only from kIndexFrom keys on

  // The entry find() and keyOf() answer with, from the index (SIZE_MAX: none).
  size_t indexedPosition(std::string_view key) const;
  void indexLast();  // the entry just appended
  void reindex();    // after an erase, or on reaching kIndexFrom keys
};

namespace detail {
// A payload and its reference count in one allocation (see Counted).
template <class T>
struct Box : Counted {
  T value;
  template <class... A>
  explicit Box(A&&... a) : value(std::forward<A>(a)...) {}
};
// What the accessors of another kind answer (value.cpp).
extern const std::string kEmptyString;
extern const Array kEmptyArray;
extern const Object kEmptyObject;
}  // namespace detail

// The accessors are inline: they run for nearly every value an analysis reads, and a call each
// cost more than the test.
inline const std::string& Value::str() const {
  return kind_ == Kind::String ? static_cast<const detail::Box<std::string>*>(p_)->value : detail::kEmptyString;
}
inline const Array& Value::arr() const {
  return kind_ == Kind::Array ? static_cast<const detail::Box<Array>*>(p_)->value : detail::kEmptyArray;
}
inline const Object& Value::obj() const {
  return kind_ == Kind::Object ? static_cast<const detail::Box<Object>*>(p_)->value : detail::kEmptyObject;
}
inline const Value* Value::get(std::string_view key) const {
  return kind_ == Kind::Object ? static_cast<const detail::Box<Object>*>(p_)->value.find(key) : nullptr;
}
inline const Value* Value::at(size_t i) const {
  if (kind_ != Kind::Array) return nullptr;
  const Array& a = static_cast<const detail::Box<Array>*>(p_)->value;
  return i < a.size() ? &a[i] : nullptr;
}

// ASCII case-insensitive helpers used across the engine.
bool iequals(std::string_view a, std::string_view b);
bool istartsWith(std::string_view s, std::string_view prefix);
bool iendsWith(std::string_view s, std::string_view suffix);
std::string toLowerAscii(std::string_view s);
std::string toUpperAscii(std::string_view s);
int icompare(std::string_view a, std::string_view b);

}  // namespace pf
