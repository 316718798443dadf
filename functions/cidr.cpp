// CIDR functions: parseCidr, cidrSubnet, cidrHost (IPv4 and IPv6).
#include "functions/categories.hpp"
#include "functions/detail/common.hpp"
#include "functions/detail/ip.hpp"

namespace pf {
namespace {

using ip::u128;

Result<ip::Cidr> cidrArg(const Call& c) {
  PF_EXPECT(c.expectString(0));
  auto cidr = ip::parseCidr(c.args[0].str());
  if (!cidr) return c.argError(0, "an IPv4 or IPv6 range in CIDR notation (such as '10.0.0.0/16')");
  return *cidr;
}

std::string text(bool v6, u128 bits) { return ip::format(ip::Address{v6, bits}); }

// {network, netmask, broadcast (IPv4 only), firstUsable, lastUsable, cidr}. IPv4 ranges keep
// their network and broadcast addresses out of the usable ones (except /31 and /32, which
// have none to spare); IPv6 has no broadcast.
Result<Value> parseCidr(Call& c) {
  PF_TRY(cidr, cidrArg(c));
  bool v6 = cidr.address.v6;
  u128 m = ip::mask(cidr.prefix, v6);
  u128 network = cidr.address.bits & m;
  u128 last = network | (~m & ip::mask(cidr.address.width(), v6));
  Object o;
  o.append("network", Value(text(v6, network)));
  o.append("netmask", Value(text(v6, m)));
  if (v6) {
    o.append("firstUsable", Value(text(v6, network)));
    o.append("lastUsable", Value(text(v6, last)));
  } else {
    bool spare = cidr.prefix <= 30;
    o.append("broadcast", Value(text(v6, last)));
    o.append("firstUsable", Value(text(v6, spare ? network + 1 : network)));
    o.append("lastUsable", Value(text(v6, spare ? last - 1 : last)));
  }
  o.append("cidr", Value(cidr.prefix));
  return Value(std::move(o));
}

Result<Value> cidrSubnet(Call& c) {
  PF_TRY(cidr, cidrArg(c));
  PF_EXPECT(c.expectInt(1));
  PF_EXPECT(c.expectInt(2));
  int width = cidr.address.width();
  int64_t newPrefix = c.args[1].asInt();
  if (newPrefix < cidr.prefix || newPrefix > width)
    return c.argError(1, "a prefix length between " + std::to_string(cidr.prefix) + " (the range's) and " +
                             std::to_string(width));
  int64_t index = c.args[2].asInt();
  int extra = static_cast<int>(newPrefix) - cidr.prefix;
  bool fits = index >= 0 && (extra >= 63 || index < (int64_t(1) << extra));
  if (!fits)
    return c.argError(2, "a subnet index between 0 and " +
                             (extra >= 63 ? std::string("2^") + std::to_string(extra) + " - 1"
                                          : std::to_string((int64_t(1) << extra) - 1)));
  bool v6 = cidr.address.v6;
  u128 network = cidr.address.bits & ip::mask(cidr.prefix, v6);
  int shift = width - static_cast<int>(newPrefix);
  u128 subnet = network | (index == 0 || shift >= 128 ? u128(0) : u128(static_cast<uint64_t>(index)) << shift);
  return Value(text(v6, subnet) + "/" + std::to_string(newPrefix));
}

// Host 0 is the first address after the network address (10.0.0.0/24 → 10.0.0.1); IPv4 hosts
// stop before the broadcast address.
Result<Value> cidrHost(Call& c) {
  PF_TRY(cidr, cidrArg(c));
  PF_EXPECT(c.expectInt(1));
  bool v6 = cidr.address.v6;
  int hostBits = cidr.address.width() - cidr.prefix;
  u128 size = hostBits >= 128 ? ~u128(0) : (u128(1) << hostBits);
  u128 hosts = v6 ? size - 1 : (size > 2 ? size - 2 : 0);
  int64_t index = c.args[1].asInt();
  if (index < 0 || u128(static_cast<uint64_t>(index)) >= hosts)
    return c.argError(1, "a host index between 0 and the number of usable hosts of " + c.args[0].str() +
                             " minus 1");
  u128 network = cidr.address.bits & ip::mask(cidr.prefix, v6);
  return Value(text(v6, network + 1 + static_cast<uint64_t>(index)));
}

}  // namespace

void registerCidrFunctions(FunctionRegistry& r) {
  r.add({"parseCidr", "cidr", 1, 1, "parseCidr(network)",
         "The network, netmask, broadcast, first and last usable addresses and prefix of a CIDR range.", parseCidr});
  r.add({"cidrSubnet", "cidr", 3, 3, "cidrSubnet(network, newCIDR, subnetIndex)",
         "The subnetIndex-th subnet of prefix newCIDR inside a CIDR range.", cidrSubnet});
  r.add({"cidrHost", "cidr", 2, 2, "cidrHost(network, hostIndex)",
         "The usable host address at hostIndex in a CIDR range (0 is the address after the network address).",
         cidrHost});
}

}  // namespace pf
