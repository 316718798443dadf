// CIDR functions. Expected values come from Microsoft's bicep-functions-cidr.md examples,
// then edge and error cases.
#include <catch2/catch.hpp>

#include "tests/helpers.hpp"

using pf::test::evalJson;

TEST_CASE("parseCidr: doc examples", "[fn-cidr]") {
  CHECK(evalJson("parseCidr('10.144.0.0/20')") ==
        R"({"network":"10.144.0.0","netmask":"255.255.240.0","broadcast":"10.144.15.255",)"
        R"("firstUsable":"10.144.0.1","lastUsable":"10.144.15.254","cidr":20})");
  CHECK(evalJson("parseCidr('fdad:3236:5555::/48')") ==
        R"({"network":"fdad:3236:5555::","netmask":"ffff:ffff:ffff::","firstUsable":"fdad:3236:5555::",)"
        R"("lastUsable":"fdad:3236:5555:ffff:ffff:ffff:ffff:ffff","cidr":48})");
}

TEST_CASE("parseCidr: host bits, edges and errors", "[fn-cidr]") {
  CHECK(evalJson("parseCidr('10.1.2.3/24').network") == R"("10.1.2.0")");
  CHECK(evalJson("parseCidr('0.0.0.0/0').broadcast") == R"("255.255.255.255")");
  CHECK(evalJson("parseCidr('0.0.0.0/0').netmask") == R"("0.0.0.0")");
  CHECK(evalJson("parseCidr('10.0.0.5/32')") ==
        R"({"network":"10.0.0.5","netmask":"255.255.255.255","broadcast":"10.0.0.5",)"
        R"("firstUsable":"10.0.0.5","lastUsable":"10.0.0.5","cidr":32})");
  CHECK(evalJson("parseCidr('FDAD:0:0:1::/64').network") == R"("fdad:0:0:1::")");
  CHECK(evalJson("parseCidr('::/0').lastUsable") == R"("ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff")");
  CHECK(evalJson("parseCidr('2001:db8:0:0:1:0:0:1/128').network") == R"("2001:db8::1:0:0:1")");
  CHECK(evalJson("parseCidr('::ffff:10.0.0.1/128').network") == R"("::ffff:a00:1")");
  CHECK_THAT(evalJson("parseCidr('224.0.0.1')"), Catch::Contains("parseCidr: argument 1 must be an IPv4 or IPv6 range"));
  CHECK_THAT(evalJson("parseCidr('10.0.0')"), Catch::Contains("CIDR notation"));
  CHECK_THAT(evalJson("parseCidr('10.0.0.0/33')"), Catch::Contains("CIDR notation"));
  CHECK_THAT(evalJson("parseCidr('10.0.0.256/8')"), Catch::Contains("CIDR notation"));
  CHECK_THAT(evalJson("parseCidr('1::2::3/64')"), Catch::Contains("CIDR notation"));
  CHECK_THAT(evalJson("parseCidr(10)"), Catch::Contains("parseCidr: argument 1 must be a string"));
}

TEST_CASE("cidrSubnet: doc examples", "[fn-cidr]") {
  CHECK(evalJson("map(range(0, 5), lambda('i', cidrSubnet('10.144.0.0/20', 24, lambdaVariables('i'))))") ==
        R"(["10.144.0.0/24","10.144.1.0/24","10.144.2.0/24","10.144.3.0/24","10.144.4.0/24"])");
  CHECK(evalJson("map(range(0, 5), lambda('i', cidrSubnet('fdad:3236:5555::/48', 52, lambdaVariables('i'))))") ==
        R"(["fdad:3236:5555::/52","fdad:3236:5555:1000::/52","fdad:3236:5555:2000::/52",)"
        R"("fdad:3236:5555:3000::/52","fdad:3236:5555:4000::/52"])");
}

TEST_CASE("cidrSubnet: bounds", "[fn-cidr]") {
  CHECK(evalJson("cidrSubnet('10.0.0.0/16', 16, 0)") == R"("10.0.0.0/16")");
  CHECK(evalJson("cidrSubnet('10.0.0.0/16', 24, 255)") == R"("10.0.255.0/24")");
  CHECK_THAT(evalJson("cidrSubnet('10.0.0.0/16', 24, 256)"), Catch::Contains("cidrSubnet: argument 3 must be a subnet index between 0 and 255"));
  CHECK_THAT(evalJson("cidrSubnet('10.0.0.0/16', 8, 0)"), Catch::Contains("cidrSubnet: argument 2 must be a prefix length between 16"));
  CHECK_THAT(evalJson("cidrSubnet('10.0.0.0/16', 33, 0)"), Catch::Contains("argument 2"));
  CHECK(evalJson("cidrSubnet('::/0', 128, 5)") == R"("::5/128")");
}

TEST_CASE("cidrHost: doc examples", "[fn-cidr]") {
  CHECK(evalJson("map(range(0, 5), lambda('i', cidrHost('10.144.3.0/24', lambdaVariables('i'))))") ==
        R"(["10.144.3.1","10.144.3.2","10.144.3.3","10.144.3.4","10.144.3.5"])");
  CHECK(evalJson("map(range(0, 5), lambda('i', cidrHost('fdad:3236:5555:3000::/52', lambdaVariables('i'))))") ==
        R"(["fdad:3236:5555:3000::1","fdad:3236:5555:3000::2","fdad:3236:5555:3000::3",)"
        R"("fdad:3236:5555:3000::4","fdad:3236:5555:3000::5"])");
  CHECK(evalJson("cidrHost('192.168.1.0/24', 0)") == R"("192.168.1.1")");
  CHECK(evalJson("cidrHost('192.168.1.0/24', 3)") == R"("192.168.1.4")");
}

TEST_CASE("cidrHost: usable range", "[fn-cidr]") {
  CHECK(evalJson("cidrHost('192.168.1.0/24', 253)") == R"("192.168.1.254")");
  CHECK_THAT(evalJson("cidrHost('192.168.1.0/24', 254)"), Catch::Contains("cidrHost: argument 2 must be a host index"));
  CHECK_THAT(evalJson("cidrHost('192.168.1.0/24', -1)"), Catch::Contains("argument 2"));
  CHECK_THAT(evalJson("cidrHost('10.0.0.0/32', 0)"), Catch::Contains("argument 2"));
  CHECK(evalJson("cidrHost('10.1.2.3/24', 0)") == R"("10.1.2.1")");
}

TEST_CASE("CIDR functions: a bare address has its classful range (issue 20 #11)", "[fn-cidr]") {
  // AVM tests deploy cidrSubnet('10.0.0.0', 16, 0), cidrSubnet('10.0.0.0', 24, 1) and
  // cidrSubnet('192.168.1.0', 24, 0): what .NET's classful guess gives.
  CHECK(evalJson("cidrSubnet('10.0.0.0', 16, 0)") == R"("10.0.0.0/16")");
  CHECK(evalJson("cidrSubnet('10.0.0.0', 24, 1)") == R"("10.0.1.0/24")");
  CHECK(evalJson("cidrSubnet('192.168.1.0', 24, 0)") == R"("192.168.1.0/24")");
  CHECK(evalJson("parseCidr('172.16.5.4').cidr") == "16");
  CHECK(evalJson("parseCidr('172.16.5.4').network") == R"("172.16.0.0")");
  CHECK(evalJson("parseCidr('fdad:3236::1').cidr") == "64");
  CHECK(evalJson("cidrHost('192.168.1.0', 3)") == R"("192.168.1.4")");
  // A class C address cannot be split wider than /24.
  CHECK_THAT(evalJson("cidrSubnet('192.168.1.0', 16, 0)"), Catch::Contains("between 24"));
}
