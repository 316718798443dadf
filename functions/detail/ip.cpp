#include "functions/detail/ip.hpp"

#include <array>
#include <vector>

#include "engine/core/hex.hpp"

namespace pf::ip {
namespace {

std::optional<uint32_t> parseV4(std::string_view s) {
  uint32_t out = 0;
  int parts = 0;
  size_t i = 0;
  while (parts < 4) {
    size_t start = i;
    uint32_t n = 0;
    while (i < s.size() && s[i] >= '0' && s[i] <= '9' && i - start < 3) n = n * 10 + static_cast<uint32_t>(s[i++] - '0');
    if (i == start || n > 255) return std::nullopt;
    out = (out << 8) | n;
    ++parts;
    if (parts < 4) {
      if (i >= s.size() || s[i] != '.') return std::nullopt;
      ++i;
    }
  }
  if (i != s.size()) return std::nullopt;
  return out;
}

// Groups of one side of '::' (or of a whole address without it).
std::optional<std::vector<uint16_t>> parseGroups(std::string_view s, bool allowV4Tail) {
  std::vector<uint16_t> groups;
  if (s.empty()) return groups;
  size_t i = 0;
  while (true) {
    size_t end = s.find(':', i);
    std::string_view part = s.substr(i, end == std::string_view::npos ? std::string_view::npos : end - i);
    if (end == std::string_view::npos && allowV4Tail && part.find('.') != std::string_view::npos) {
      auto v4 = parseV4(part);
      if (!v4) return std::nullopt;
      groups.push_back(static_cast<uint16_t>(*v4 >> 16));
      groups.push_back(static_cast<uint16_t>(*v4 & 0xFFFF));
      return groups;
    }
    if (part.empty() || part.size() > 4) return std::nullopt;
    uint32_t g = 0;
    for (char c : part) {
      int d = hexDigitValue(c);
      if (d < 0) return std::nullopt;
      g = g * 16 + static_cast<uint32_t>(d);
    }
    groups.push_back(static_cast<uint16_t>(g));
    if (end == std::string_view::npos) return groups;
    i = end + 1;
  }
}

std::optional<u128> parseV6(std::string_view s) {
  size_t gap = s.find("::");
  std::vector<uint16_t> groups;
  if (gap == std::string_view::npos) {
    auto g = parseGroups(s, true);
    if (!g || g->size() != 8) return std::nullopt;
    groups = *g;
  } else {
    if (s.find("::", gap + 1) != std::string_view::npos) return std::nullopt;
    auto head = parseGroups(s.substr(0, gap), false);
    auto tail = parseGroups(s.substr(gap + 2), true);
    if (!head || !tail || head->size() + tail->size() > 7) return std::nullopt;
    groups = *head;
    groups.resize(8 - tail->size(), 0);
    groups.insert(groups.end(), tail->begin(), tail->end());
  }
  u128 bits = 0;
  for (uint16_t g : groups) bits = (bits << 16) | g;
  return bits;
}

}  // namespace

std::optional<Address> parseAddress(std::string_view s) {
  if (s.find(':') != std::string_view::npos) {
    auto v6 = parseV6(s);
    if (!v6) return std::nullopt;
    return Address{true, *v6};
  }
  auto v4 = parseV4(s);
  if (!v4) return std::nullopt;
  return Address{false, *v4};
}

std::optional<Cidr> parseCidr(std::string_view s) {
  size_t slash = s.find('/');
  if (slash == std::string_view::npos) {
    // A bare address takes its classful network, as .NET's IPNetwork parsing guesses it: AVM's
    // end-to-end tests deploy cidrSubnet('10.0.0.0', 24, 1) (→ 10.0.1.0/24) and
    // cidrSubnet('192.168.1.0', 24, 0), which only a class A and a class C range allow.
    auto addr = parseAddress(s);
    if (!addr) return std::nullopt;
    if (addr->v6) return Cidr{*addr, 64};
    auto first = static_cast<uint32_t>(addr->bits >> 24);
    if (first < 128) return Cidr{*addr, 8};
    if (first < 192) return Cidr{*addr, 16};
    if (first < 224) return Cidr{*addr, 24};
    return std::nullopt;  // class D and E have no network to guess
  }
  auto addr = parseAddress(s.substr(0, slash));
  std::string_view p = s.substr(slash + 1);
  if (!addr || p.empty() || p.size() > 3) return std::nullopt;
  int prefix = 0;
  for (char c : p) {
    if (c < '0' || c > '9') return std::nullopt;
    prefix = prefix * 10 + (c - '0');
  }
  if (prefix > addr->width()) return std::nullopt;
  return Cidr{*addr, prefix};
}

u128 mask(int prefix, bool v6) {
  int width = v6 ? 128 : 32;
  if (prefix <= 0) return 0;
  u128 all = v6 ? ~u128(0) : u128(0xFFFFFFFFu);
  return prefix >= width ? all : (all << (width - prefix)) & all;
}

std::string format(const Address& a) {
  if (!a.v6) {
    auto n = static_cast<uint32_t>(a.bits);
    return std::to_string(n >> 24) + "." + std::to_string((n >> 16) & 255) + "." + std::to_string((n >> 8) & 255) +
           "." + std::to_string(n & 255);
  }
  std::array<uint16_t, 8> g{};
  for (int i = 0; i < 8; ++i) g[static_cast<size_t>(i)] = static_cast<uint16_t>(a.bits >> (16 * (7 - i)));
  // The longest run of two or more zero groups (the first on a tie) becomes '::'.
  int best = -1, bestLen = 1;
  for (int i = 0; i < 8;) {
    if (g[static_cast<size_t>(i)] != 0) {
      ++i;
      continue;
    }
    int j = i;
    while (j < 8 && g[static_cast<size_t>(j)] == 0) ++j;
    if (j - i > bestLen) {
      best = i;
      bestLen = j - i;
    }
    i = j;
  }
  auto hex = [&](uint16_t v) {
    std::string s;
    bool started = false;
    for (int shift = 12; shift >= 0; shift -= 4) {
      int d = (v >> shift) & 15;
      if (d || started || shift == 0) {
        s += hexDigitChar(static_cast<unsigned>(d));
        started = true;
      }
    }
    return s;
  };
  std::string out;
  for (int i = 0; i < 8; ++i) {
    if (i == best) {
      out += "::";
      i += bestLen - 1;
      continue;
    }
    if (!out.empty() && out.back() != ':') out += ':';
    out += hex(g[static_cast<size_t>(i)]);
  }
  return out;
}

}  // namespace pf::ip
