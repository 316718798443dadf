#include "functions/detail/uri.hpp"

#include "engine/core/hex.hpp"
#include "engine/core/utf8.hpp"
#include "engine/core/value.hpp"

namespace pf::uri {

namespace {

bool isSchemeChar(char c, bool first) {
  if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) return true;
  if (first) return false;
  return (c >= '0' && c <= '9') || c == '+' || c == '-' || c == '.';
}

// RFC 3986 §5.2.4.
std::string removeDotSegments(std::string_view in) {
  std::string input(in);
  std::string result;
  while (!input.empty()) {
    if (input.rfind("../", 0) == 0) input.erase(0, 3);
    else if (input.rfind("./", 0) == 0) input.erase(0, 2);
    else if (input.rfind("/./", 0) == 0) input.replace(0, 3, "/");
    else if (input == "/.") input = "/";
    else if (input.rfind("/../", 0) == 0 || input == "/..") {
      input = input.size() == 3 ? "/" : input.substr(3);
      size_t slash = result.rfind('/');
      result.erase(slash == std::string::npos ? 0 : slash);
    } else if (input == "." || input == "..") {
      input.clear();
    } else {
      size_t start = input[0] == '/' ? 1 : 0;
      size_t next = input.find('/', start);
      if (next == std::string::npos) next = input.size();
      result += input.substr(0, next);
      input.erase(0, next);
    }
  }
  return result;
}

std::string merge(const Parts& base, std::string_view relPath) {
  if (base.hasAuthority && base.path.empty()) return "/" + std::string(relPath);
  size_t slash = base.path.rfind('/');
  if (slash == std::string::npos) return std::string(relPath);
  return base.path.substr(0, slash + 1) + std::string(relPath);
}

}  // namespace

Parts split(std::string_view ref) {
  Parts p;
  size_t i = 0;
  // scheme: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":"
  size_t colon = ref.find(':');
  if (colon != std::string_view::npos && colon > 0) {
    bool ok = true;
    for (size_t k = 0; k < colon && ok; ++k) ok = isSchemeChar(ref[k], k == 0);
    size_t firstDelim = ref.find_first_of("/?#");
    if (ok && (firstDelim == std::string_view::npos || colon < firstDelim)) {
      p.scheme = std::string(ref.substr(0, colon));
      i = colon + 1;
    }
  }
  if (ref.substr(i, 2) == "//") {
    p.hasAuthority = true;
    size_t end = ref.find_first_of("/?#", i + 2);
    if (end == std::string_view::npos) end = ref.size();
    p.authority = std::string(ref.substr(i + 2, end - i - 2));
    i = end;
  }
  size_t end = ref.find_first_of("?#", i);
  if (end == std::string_view::npos) end = ref.size();
  p.path = std::string(ref.substr(i, end - i));
  i = end;
  if (i < ref.size() && ref[i] == '?') {
    size_t q = ref.find('#', i);
    if (q == std::string_view::npos) q = ref.size();
    p.hasQuery = true;
    p.query = std::string(ref.substr(i + 1, q - i - 1));
    i = q;
  }
  if (i < ref.size() && ref[i] == '#') {
    p.hasFragment = true;
    p.fragment = std::string(ref.substr(i + 1));
  }
  return p;
}

std::string compose(const Parts& p) {
  std::string s;
  if (!p.scheme.empty()) s += p.scheme + ":";
  if (p.hasAuthority) s += "//" + p.authority;
  s += p.path;
  if (p.hasQuery) s += "?" + p.query;
  if (p.hasFragment) s += "#" + p.fragment;
  return s;
}

Authority splitAuthority(std::string_view a) {
  Authority out;
  size_t at = a.rfind('@');
  if (at != std::string_view::npos) {
    out.userInfo = std::string(a.substr(0, at));
    a.remove_prefix(at + 1);
  }
  size_t portColon = std::string_view::npos;
  if (!a.empty() && a[0] == '[') {
    size_t close = a.find(']');
    if (close != std::string_view::npos && close + 1 < a.size() && a[close + 1] == ':') portColon = close + 1;
  } else {
    portColon = a.rfind(':');
  }
  if (portColon != std::string_view::npos) {
    out.host = std::string(a.substr(0, portColon));
    out.port = std::string(a.substr(portColon + 1));
  } else {
    out.host = std::string(a);
  }
  return out;
}

std::string defaultPort(std::string_view scheme) {
  std::string s = toLowerAscii(scheme);
  if (s == "http" || s == "ws") return "80";
  if (s == "https" || s == "wss") return "443";
  if (s == "ftp") return "21";
  return "";
}

Result<std::string> resolve(std::string_view baseText, std::string_view relText) {
  Parts base = split(baseText);
  if (base.scheme.empty() || (!base.hasAuthority && base.path.empty()))
    return makeError("EVAL010", "the base URI '" + std::string(baseText) + "' is not an absolute URI");
  std::string relFixed(relText);
  // ARM (documented): with a base ending in '/', a leading '/' of the relative part joins it.
  if (!base.path.empty() && base.path.back() == '/' && relFixed.size() > 0 && relFixed[0] == '/' &&
      relFixed.rfind("//", 0) != 0) {
    relFixed.erase(0, relFixed.find_first_not_of('/'));
  }
  Parts rel = split(relFixed);
  Parts t;
  if (!rel.scheme.empty()) {
    t = rel;
    t.path = removeDotSegments(rel.path);
  } else {
    if (rel.hasAuthority) {
      t.hasAuthority = true;
      t.authority = rel.authority;
      t.path = removeDotSegments(rel.path);
      t.hasQuery = rel.hasQuery;
      t.query = rel.query;
    } else {
      if (rel.path.empty()) {
        t.path = base.path;
        t.hasQuery = rel.hasQuery || base.hasQuery;
        t.query = rel.hasQuery ? rel.query : base.query;
      } else {
        t.path = rel.path[0] == '/' ? removeDotSegments(rel.path) : removeDotSegments(merge(base, rel.path));
        t.hasQuery = rel.hasQuery;
        t.query = rel.query;
      }
      t.hasAuthority = base.hasAuthority;
      t.authority = base.authority;
    }
    t.scheme = base.scheme;
  }
  t.hasFragment = rel.hasFragment;
  t.fragment = rel.fragment;

  // Normalize as System.Uri does.
  t.scheme = toLowerAscii(t.scheme);
  if (t.hasAuthority) {
    Authority a = splitAuthority(t.authority);
    std::string auth = a.userInfo.empty() ? "" : a.userInfo + "@";
    auth += toLowerAscii(a.host);
    if (!a.port.empty() && a.port != defaultPort(t.scheme)) auth += ":" + a.port;
    t.authority = auth;
    if (t.path.empty()) t.path = "/";
  }
  return compose(t);
}

std::string escapeDataString(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (char ch : s) {
    unsigned char c = static_cast<unsigned char>(ch);
    bool unreserved = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' ||
                      c == '_' || c == '.' || c == '~';
    if (unreserved) {
      out += static_cast<char>(c);
    } else {
      out += '%';
      appendHexByte(out, c, true);
    }
  }
  return out;
}

std::string unescapeDataString(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size();) {
    if (s[i] != '%') {
      out += s[i++];
      continue;
    }
    // A run of %XX escapes: decode it, keeping bytes that do not form valid UTF-8 escaped.
    size_t start = i;
    std::string bytes;
    while (i + 2 < s.size() && s[i] == '%' && hexDigitValue(s[i + 1]) >= 0 && hexDigitValue(s[i + 2]) >= 0) {
      bytes += static_cast<char>(hexDigitValue(s[i + 1]) * 16 + hexDigitValue(s[i + 2]));
      i += 3;
    }
    if (bytes.empty()) {
      out += s[i++];
      continue;
    }
    if (utf8::isValid(bytes)) {
      out += bytes;
    } else {
      for (size_t k = 0; k < bytes.size(); ++k) {
        unsigned char b = static_cast<unsigned char>(bytes[k]);
        if (b < 0x80) out += static_cast<char>(b);
        else out += std::string(s.substr(start + 3 * k, 3));
      }
    }
  }
  return out;
}

}  // namespace pf::uri
