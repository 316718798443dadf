#include "engine/toolchain/detail/tar_gz.hpp"

#include <zlib.h>

namespace pf::toolchain::detail {

namespace {

Result<std::string> gunzip(std::string_view bytes, size_t maxBytes) {
  z_stream zs{};
  // 16 + MAX_WBITS: a gzip header and trailer around the deflate stream.
  if (inflateInit2(&zs, 16 + MAX_WBITS) != Z_OK) return makeError("TOOL036", "cannot start decompression");
  zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(bytes.data()));
  zs.avail_in = static_cast<uInt>(bytes.size());
  std::string out;
  char buf[1 << 16];
  int rc = Z_OK;
  while (rc != Z_STREAM_END) {
    zs.next_out = reinterpret_cast<Bytef*>(buf);
    zs.avail_out = sizeof buf;
    rc = inflate(&zs, Z_NO_FLUSH);
    if (rc != Z_OK && rc != Z_STREAM_END) {
      inflateEnd(&zs);
      return makeError("TOOL036", std::string("the archive is not valid gzip data (") + (zs.msg ? zs.msg : "truncated") + ")");
    }
    out.append(buf, sizeof buf - zs.avail_out);
    if (out.size() > maxBytes) {
      inflateEnd(&zs);
      return makeError("TOOL036", "the archive is larger than " + std::to_string(maxBytes / (1024 * 1024)) + " MB once decompressed");
    }
    if (rc == Z_OK && zs.avail_in == 0 && zs.avail_out != 0) {
      inflateEnd(&zs);
      return makeError("TOOL036", "the archive is not valid gzip data (truncated)");
    }
  }
  inflateEnd(&zs);
  return out;
}

// A NUL- or space-terminated octal field of a tar header.
bool octal(std::string_view field, size_t& out) {
  out = 0;
  bool any = false;
  for (char c : field) {
    if (c == '\0' || c == ' ') {
      if (any) break;
      continue;
    }
    if (c < '0' || c > '7') return false;
    if (out > (SIZE_MAX >> 3)) return false;
    out = out * 8 + static_cast<size_t>(c - '0');
    any = true;
  }
  return true;
}

std::string cString(std::string_view field) { return std::string(field.substr(0, field.find('\0'))); }

}  // namespace

Result<std::map<std::string, std::string>> readTarGz(std::string_view bytes, size_t maxBytes) {
  PF_TRY(tar, gunzip(bytes, maxBytes));
  std::map<std::string, std::string> files;
  std::string longName;  // GNU 'L' entries carry the next entry's long name
  size_t pos = 0;
  while (pos + 512 <= tar.size()) {
    std::string_view h(tar.data() + pos, 512);
    if (h.find_first_not_of('\0') == std::string_view::npos) break;  // end of archive
    size_t size = 0;
    if (!octal(h.substr(124, 12), size)) return makeError("TOOL036", "the archive has a damaged tar header");
    char type = h[156];
    std::string name = cString(h.substr(0, 100));
    if (h.substr(257, 5) == "ustar") {
      std::string prefix = cString(h.substr(345, 155));
      if (!prefix.empty()) name = prefix + "/" + name;
    }
    pos += 512;
    if (size > tar.size() - pos) return makeError("TOOL036", "the archive is truncated");
    std::string_view body(tar.data() + pos, size);
    pos += (size + 511) / 512 * 512;
    if (type == 'L') {
      longName = cString(body);
      continue;
    }
    if (!longName.empty()) {
      name = std::move(longName);
      longName.clear();
    }
    if (type != '0' && type != '\0') continue;  // folders, links, pax headers
    while (name.rfind("./", 0) == 0) name.erase(0, 2);
    files[name] = std::string(body);
  }
  return files;
}

}  // namespace pf::toolchain::detail
