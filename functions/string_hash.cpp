// Hash-based identifiers: uniqueString(), guid() and newGuid().
#include <algorithm>
#include <array>
#include <random>

#include "engine/core/uuid.hpp"
#include "functions/detail/common.hpp"
#include "functions/detail/convert.hpp"
#include "functions/detail/placement.hpp"
#include "functions/detail/string_categories.hpp"

namespace pf {
namespace {

uint32_t rotl32(uint32_t x, int r) { return (x << r) | (x >> (32 - r)); }

uint32_t fmix32(uint32_t h) {
  h ^= h >> 16;
  h *= 0x85ebca6b;
  h ^= h >> 13;
  h *= 0xc2b2ae35;
  h ^= h >> 16;
  return h;
}

uint32_t readLE(const unsigned char* p, size_t n) {
  uint32_t v = 0;
  for (size_t i = 0; i < n; ++i) v |= static_cast<uint32_t>(p[i]) << (8 * i);
  return v;
}

// ARM's 64-bit hash (Microsoft.WindowsAzure.ResourceStack): MurmurHash3 constants over two
// 32-bit lanes with its own rotations, seed 0. See arm-and-bicep.md A.4.
uint64_t armHash64(std::string_view data) {
  const uint32_t c1 = 0x239b961b, c2 = 0xab0e9789;
  uint32_t h1 = 0, h2 = 0;
  const auto* p = reinterpret_cast<const unsigned char*>(data.data());
  size_t n = data.size();
  size_t blocks = n / 8;
  for (size_t b = 0; b < blocks; ++b) {
    uint32_t k1 = readLE(p + 8 * b, 4), k2 = readLE(p + 8 * b + 4, 4);
    k1 *= c1; k1 = rotl32(k1, 15); k1 *= c2; h1 ^= k1;
    h1 = rotl32(h1, 19); h1 += h2; h1 = h1 * 5 + 0x561ccd1b;
    k2 *= c2; k2 = rotl32(k2, 17); k2 *= c1; h2 ^= k2;
    h2 = rotl32(h2, 13); h2 += h1; h2 = h2 * 5 + 0x0bcaa747;
  }
  size_t tail = n % 8;
  if (tail > 0) {
    const unsigned char* t = p + 8 * blocks;
    uint32_t k1 = readLE(t, std::min<size_t>(tail, 4));
    k1 *= c1; k1 = rotl32(k1, 15); k1 *= c2; h1 ^= k1;
    if (tail > 4) {
      uint32_t k2 = readLE(t + 4, tail - 4);
      k2 *= c2; k2 = rotl32(k2, 17); k2 *= c1; h2 ^= k2;
    }
  }
  h1 ^= static_cast<uint32_t>(n);
  h2 ^= static_cast<uint32_t>(n);
  h1 += h2;
  h2 += h1;
  h1 = fmix32(h1);
  h2 = fmix32(h2);
  h1 += h2;
  h2 += h1;
  return (static_cast<uint64_t>(h2) << 32) | h1;
}

// 13 base32 characters from the top of the hash, 5 bits at a time.
std::string base32Of(uint64_t v) {
  static const char* kAlphabet = "abcdefghijklmnopqrstuvwxyz234567";
  std::string s;
  for (int i = 0; i < 13; ++i) {
    s += kAlphabet[v >> 59];
    v <<= 5;
  }
  return s;
}

// The arguments joined with '-': ARM converts each to a string first, so numbers and
// booleans are allowed ("True"/"False"); arrays and objects are not.
Result<std::string> joinedArguments(Call& c) {
  std::string joined;
  for (size_t i = 0; i < c.args.size(); ++i) {
    const Value& a = c.args[i];
    if (!isScalar(a)) return c.argError(i, "a string");
    if (i) joined += '-';
    joined += armToString(a);
  }
  return joined;
}

Result<Value> uniqueString(Call& c) {
  PF_TRY(joined, joinedArguments(c));
  return Value(base32Of(armHash64(joined)));
}

// RFC 4122 §4.3 name-based UUID, version 5 (SHA-1), in ARM's namespace.
Result<Value> guid(Call& c) {
  PF_TRY(joined, joinedArguments(c));
  static const Uuid kNamespace = {0x11, 0xfb, 0x06, 0xfb, 0x71, 0x2d, 0x4d, 0xdd,
                                  0x98, 0xc7, 0xe7, 0x1b, 0xbd, 0x58, 0x88, 0x30};
  return Value(formatUuid(nameBasedUuid(kNamespace, joined)));
}

uint64_t splitmix64(uint64_t& state) {
  uint64_t z = (state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

// A random-looking version-4 GUID. Deterministic by default: the n-th call of a session
// returns the n-th GUID of the sequence seeded by EvalOptions::guidSeed (SplitMix64), so
// an expansion is reproducible; with realTime it is random.
Result<Value> newGuid(Call& c) {
  PF_EXPECT(requireParameterDefault(c));
  EvalSession& session = c.ctx.session;
  uint64_t a, b;
  if (session.options.realTime) {
    std::random_device rd;
    a = (static_cast<uint64_t>(rd()) << 32) ^ rd();
    b = (static_cast<uint64_t>(rd()) << 32) ^ rd();
  } else {
    uint64_t state = session.options.guidSeed ^ (session.guidCounter++ * 0xD1B54A32D192ED03ull);
    a = splitmix64(state);
    b = splitmix64(state);
  }
  Uuid bytes{};
  for (int i = 0; i < 8; ++i) {
    bytes[i] = static_cast<uint8_t>(a >> (56 - 8 * i));
    bytes[8 + i] = static_cast<uint8_t>(b >> (56 - 8 * i));
  }
  stampUuid(bytes, 4);
  return Value(formatUuid(bytes));
}

}  // namespace

void registerStringHashFunctions(FunctionRegistry& r) {
  r.add({"uniqueString", "string", 1, -1, "uniqueString(baseString, ...)",
         "A deterministic 13-character hash of the arguments (ARM's own algorithm).", uniqueString});
  r.add({"guid", "string", 1, -1, "guid(baseString, ...)",
         "A deterministic GUID (UUID v5) from the arguments.", guid});
  r.add({"newGuid", "string", 0, 0, "newGuid()",
         "A new GUID; parameter defaultValue only; deterministic unless --real-time.", newGuid});
}

}  // namespace pf
