// URI functions: uri(), uriComponent(), uriComponentToString(), parseUri(), buildUri().
#include "functions/detail/common.hpp"
#include "functions/detail/string_categories.hpp"
#include "functions/detail/uri.hpp"

namespace pf {
namespace {

Result<Value> uriFn(Call& c) {
  PF_EXPECT(c.expectString(0));
  PF_EXPECT(c.expectString(1));
  Result<std::string> r = uri::resolve(c.args[0].str(), c.args[1].str());
  if (!r) return c.error(r.error().message);
  return Value(std::move(r).value());
}

Result<Value> uriComponent(Call& c) {
  PF_EXPECT(c.expectString(0));
  return Value(uri::escapeDataString(c.args[0].str()));
}

Result<Value> uriComponentToString(Call& c) {
  PF_EXPECT(c.expectString(0));
  return Value(uri::unescapeDataString(c.args[0].str()));
}

// {scheme, host, port, path, query}: the port is null unless the URI names one; path is
// left out when it is empty or "/", query when there is none (the query keeps its '?').
Result<Value> parseUri(Call& c) {
  PF_EXPECT(c.expectString(0));
  const std::string& text = c.args[0].str();
  uri::Parts p = uri::split(text);
  if (p.scheme.empty() || !p.hasAuthority)
    return c.error("'" + text + "' is not an absolute URI with a scheme and a host");
  uri::Authority a = uri::splitAuthority(p.authority);
  if (a.host.empty()) return c.error("'" + text + "' has no host");
  Object o;
  o.append("scheme", Value(toLowerAscii(p.scheme)));
  o.append("host", Value(toLowerAscii(a.host)));
  if (!a.port.empty()) {
    int64_t port = 0;
    for (char ch : a.port) {
      if (ch < '0' || ch > '9' || port > 65535) return c.error("'" + text + "' has an invalid port '" + a.port + "'");
      port = port * 10 + (ch - '0');
    }
    if (port > 65535) return c.error("'" + text + "' has an invalid port '" + a.port + "'");
    o.append("port", Value(static_cast<long long>(port)));
  } else {
    o.append("port", Value());
  }
  if (!p.path.empty() && p.path != "/") o.append("path", Value(p.path));
  if (p.hasQuery && !p.query.empty()) o.append("query", Value("?" + p.query));
  return Value(std::move(o));
}

// The inverse of parseUri: scheme and host are required; port (int or null), path and
// query are optional. A default port is left out; a query gets its '?'.
Result<Value> buildUri(Call& c) {
  PF_EXPECT(c.expect(0, Kind::Object));
  const Value& o = c.args[0];
  if (o.containsUnknown()) return Value::unknown(c.render());
  auto member = [&](const char* name, bool required, Kind kind, const Value*& out) -> std::optional<Error> {
    out = o.get(name);
    if (out && out->isNull() && !required) out = nullptr;
    if (!out) {
      if (required) return c.argError(0, std::string("an object with a '") + name + "' property");
      return std::nullopt;
    }
    if (out->kind() != kind)
      return c.argError(0, std::string("an object whose '") + name + "' is " +
                               (kind == Kind::Int ? "an integer" : "a string") + " (it is " + describeValue(*out) + ")");
    return std::nullopt;
  };
  const Value *scheme, *host, *port, *path, *query;
  PF_EXPECT(member("scheme", true, Kind::String, scheme));
  PF_EXPECT(member("host", true, Kind::String, host));
  PF_EXPECT(member("port", false, Kind::Int, port));
  PF_EXPECT(member("path", false, Kind::String, path));
  PF_EXPECT(member("query", false, Kind::String, query));
  std::string s = toLowerAscii(scheme->str()) + "://" + host->str();
  if (port) {
    int64_t n = port->asInt();
    if (n < -1 || n > 65535) return c.argError(0, "an object whose 'port' is between 0 and 65535");
    if (n >= 0 && std::to_string(n) != uri::defaultPort(scheme->str())) s += ":" + std::to_string(n);
  }
  std::string p = path ? path->str() : "";
  if (p.empty() || p[0] != '/') p.insert(p.begin(), '/');
  s += p;
  if (query && !query->str().empty()) s += query->str()[0] == '?' ? query->str() : "?" + query->str();
  return Value(std::move(s));
}

}  // namespace

void registerStringUriFunctions(FunctionRegistry& r) {
  r.add({"uri", "string", 2, 2, "uri(baseUri, relativeUri)",
         "An absolute URI from a base URI and a relative one (RFC 3986 resolution).", uriFn});
  r.add({"uriComponent", "string", 1, 1, "uriComponent(stringToEncode)",
         "Percent-encodes a string for use in a URI.", uriComponent});
  r.add({"uriComponentToString", "string", 1, 1, "uriComponentToString(uriEncodedString)",
         "Decodes a percent-encoded string.", uriComponentToString});
  r.add({"parseUri", "string", 1, 1, "parseUri(uri)",
         "Splits a URI into an object with scheme, host, port, path and query.", parseUri});
  r.add({"buildUri", "string", 1, 1, "buildUri(components)",
         "Builds a URI from an object with scheme, host, port, path and query.", buildUri});
}

}  // namespace pf
