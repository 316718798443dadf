#include "functions/detail/values.hpp"

#include <algorithm>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

namespace pf {

Tri deepEquals(const Value& a, const Value& b) {
  if (a.isUnknown() || b.isUnknown()) return Tri::Unknown;
  if (a.isNumber() && b.isNumber()) return a.equals(b) ? Tri::Yes : Tri::No;
  if (a.kind() != b.kind()) return Tri::No;
  bool unknown = false;
  switch (a.kind()) {
    case Kind::Array: {
      const Array& x = a.arr();
      const Array& y = b.arr();
      if (x.size() != y.size()) return Tri::No;
      for (size_t i = 0; i < x.size(); ++i) {
        Tri t = deepEquals(x[i], y[i]);
        if (t == Tri::No) return Tri::No;
        unknown |= t == Tri::Unknown;
      }
      break;
    }
    case Kind::Object: {
      const Object& x = a.obj();
      const Object& y = b.obj();
      if (x.size() != y.size()) return Tri::No;
      for (const auto& [k, v] : x) {
        const Value* w = y.find(k);
        if (!w) return Tri::No;
        Tri t = deepEquals(v, *w);
        if (t == Tri::No) return Tri::No;
        unknown |= t == Tri::Unknown;
      }
      break;
    }
    default: return a.equals(b) ? Tri::Yes : Tri::No;
  }
  return unknown ? Tri::Unknown : Tri::Yes;
}

namespace {

uint64_t mix(uint64_t x) {  // splitmix64's finaliser
  x ^= x >> 30;
  x *= 0xbf58476d1ce4e5b9ULL;
  x ^= x >> 27;
  x *= 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

// Whether two keys of `o` are the same ignoring case.
bool keysCollide(const Object& o) {
  const auto& e = o.entries();
  if (e.size() < 32) {
    for (size_t i = 0; i < e.size(); ++i)
      for (size_t j = i + 1; j < e.size(); ++j)
        if (iequals(e[i].first, e[j].first)) return true;
    return false;
  }
  std::vector<std::string> folded;
  folded.reserve(e.size());
  for (const auto& [k, v] : e) folded.push_back(toLowerAscii(k));
  std::sort(folded.begin(), folded.end());
  return std::adjacent_find(folded.begin(), folded.end()) != folded.end();
}

}  // namespace

std::optional<uint64_t> equalityHash(const Value& v) {
  switch (v.kind()) {
    case Kind::Null: return 0x6e756c6cULL;
    case Kind::Bool: return v.asBool() ? 0x74727565ULL : 0x66616c73ULL;
    case Kind::Int:
    case Kind::Float: {
      // 1 equals 1.0: numbers hash by their double (+0 and -0 alike).
      double d = v.asNumber();
      if (d == 0) d = 0;
      uint64_t bits;
      std::memcpy(&bits, &d, sizeof bits);
      return mix(bits ^ 0x6e756d62ULL);
    }
    case Kind::String: return mix(std::hash<std::string_view>{}(v.str()) ^ 0x73747269ULL);
    case Kind::Array: {
      uint64_t h = mix(0x61727261ULL + v.arr().size());
      for (const Value& x : v.arr()) {
        auto hx = equalityHash(x);
        if (!hx) return std::nullopt;
        h = mix(h ^ *hx);
      }
      return h;
    }
    case Kind::Object: {
      // Keys ignore case and order: a sum of (key, value) pairs, each key hashed as Object's
      // index hashes it (ASCII capitals folded).
      if (keysCollide(v.obj())) return std::nullopt;
      uint64_t sum = 0;
      for (const auto& [k, x] : v.obj()) {
        auto hx = equalityHash(x);
        if (!hx) return std::nullopt;
        sum += mix(detail::ObjectIndex::hashOf(k) ^ mix(*hx));
      }
      return mix(sum ^ (0x6f626a65ULL + v.obj().size()));
    }
    default: return std::nullopt;  // Unknown, Lambda
  }
}

namespace {

// Primary weight of a byte: punctuation and symbols, then digits, then letters (case folded),
// then non-ASCII bytes.
int primary(unsigned char c) {
  if (c >= 'a' && c <= 'z') return 0x300 + (c - 'a');
  if (c >= 'A' && c <= 'Z') return 0x300 + (c - 'A');
  if (c >= '0' && c <= '9') return 0x200 + c;
  if (c < 0x80) return 0x100 + c;
  return 0x400 + c;
}

}  // namespace

int cultureCompare(std::string_view a, std::string_view b) {
  size_t n = std::min(a.size(), b.size());
  for (size_t i = 0; i < n; ++i) {
    int x = primary(static_cast<unsigned char>(a[i]));
    int y = primary(static_cast<unsigned char>(b[i]));
    if (x != y) return x < y ? -1 : 1;
  }
  if (a.size() != b.size()) return a.size() < b.size() ? -1 : 1;
  // Same letters: the first difference in case decides, lowercase first.
  for (size_t i = 0; i < n; ++i) {
    if (a[i] != b[i]) return (a[i] >= 'a' && a[i] <= 'z') ? -1 : 1;
  }
  return 0;
}

bool keyLess(std::string_view a, std::string_view b) { return cultureCompare(a, b) < 0; }

const char* kindWithArticle(Kind k) {
  switch (k) {
    case Kind::Null: return "null";
    case Kind::Bool: return "a bool";
    case Kind::Int: return "an int";
    case Kind::Float: return "a float";
    case Kind::String: return "a string";
    case Kind::Array: return "an array";
    case Kind::Object: return "an object";
    case Kind::Unknown: return "an unknown value";
    case Kind::Lambda: return "a lambda";
  }
  return "?";
}

}  // namespace pf
