#include "contract/url.hpp"

#include "engine/core/value.hpp"

namespace pf::contract {

namespace {

Error urlError(std::string_view what, std::string_view why) {
  return makeError("EXT101", std::string(what) + ": " + std::string(why));
}

bool hostChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '.' ||
         c == '_' || c == '~';
}

}  // namespace

std::string Url::origin() const { return scheme + "://" + host + ":" + std::to_string(port); }

bool Url::sameOrigin(const Url& other) const {
  return scheme == other.scheme && iequals(host, other.host) && port == other.port;
}

Result<Url> parseUrl(std::string_view text, std::string_view what) {
  for (unsigned char c : text)
    if (c <= 0x20 || c == 0x7F) return urlError(what, "a URL may not hold spaces or control characters");
  Url url;
  size_t sep = text.find("://");
  if (sep == std::string_view::npos) return urlError(what, "expected an absolute URL (http://host:port/...)");
  url.scheme = toLowerAscii(text.substr(0, sep));
  if (url.scheme != "http" && url.scheme != "https")
    return urlError(what, "expected an http or https URL, got the scheme '" + url.scheme + "'");
  std::string_view rest = text.substr(sep + 3);
  size_t end = rest.find_first_of("/?#");
  std::string_view authority = rest.substr(0, end);
  std::string_view tail = end == std::string_view::npos ? std::string_view() : rest.substr(end);
  if (authority.find('@') != std::string_view::npos)
    return urlError(what, "user information in a URL is not supported (credentials would show in logs)");
  std::string_view host = authority, port;
  if (!authority.empty() && authority[0] == '[') {
    size_t close = authority.find(']');
    if (close == std::string_view::npos) return urlError(what, "an IPv6 address needs its closing ']'");
    host = authority.substr(0, close + 1);
    std::string_view after = authority.substr(close + 1);
    if (!after.empty() && after[0] != ':') return urlError(what, "unexpected text after the IPv6 address");
    if (!after.empty()) port = after.substr(1);
  } else {
    size_t colon = authority.rfind(':');
    if (colon != std::string_view::npos) {
      host = authority.substr(0, colon);
      port = authority.substr(colon + 1);
    }
    for (char c : host)
      if (!hostChar(c)) return urlError(what, "the host '" + std::string(host) + "' holds a character hosts cannot");
  }
  if (host.empty() || host == "[]") return urlError(what, "the URL has no host");
  url.host = std::string(host);
  if (port.empty() && authority.find(':') != std::string_view::npos && authority.back() == ':')
    return urlError(what, "the port is empty");
  if (!port.empty()) {
    unsigned long n = 0;
    for (char c : port) {
      if (c < '0' || c > '9' || port.size() > 5) return urlError(what, "the port '" + std::string(port) + "' is not a number");
      n = n * 10 + static_cast<unsigned long>(c - '0');
    }
    if (n == 0 || n > 65535) return urlError(what, "the port " + std::to_string(n) + " is outside 1..65535");
    url.port = static_cast<uint16_t>(n);
  } else {
    url.port = url.scheme == "https" ? 443 : 80;
  }
  url.path = std::string(tail.substr(0, tail.find('#')));
  return url;
}

}  // namespace pf::contract
