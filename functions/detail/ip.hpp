#pragma once
// IPv4/IPv6 addresses and CIDR ranges for the CIDR functions.
#include <optional>
#include <string>
#include <string_view>

namespace pf::ip {

using u128 = unsigned __int128;

struct Address {
  bool v6 = false;
  u128 bits = 0;  // the address as a number (IPv4 in the low 32 bits)
  int width() const { return v6 ? 128 : 32; }
};

struct Cidr {
  Address address;  // as written (host bits may be set)
  int prefix = 0;
};

// Dotted-quad IPv4 or RFC 4291 IPv6 text (with '::' and an optional trailing IPv4 part).
std::optional<Address> parseAddress(std::string_view s);
// "address/prefix"; the prefix must not exceed the address width. A bare address has its
// classful prefix (IPv4 class A /8, B /16, C /24; IPv6 /64).
std::optional<Cidr> parseCidr(std::string_view s);

// IPv4 dotted quad, or IPv6 in RFC 5952 form (lowercase, longest zero run as '::').
std::string format(const Address& a);

// The netmask of a prefix for an address family, as bits.
u128 mask(int prefix, bool v6);

}  // namespace pf::ip
