#include "rules/packed_documents.hpp"

#include <cstring>

#include "rules/detail/yaml_reader.hpp"

namespace pf::rules {
namespace {

// Format: a header byte and version, the document count, then per document its synopsis and
// its value. A value: a byte with the kind (low 4 bits), secret taint and open flags (high
// bits), then line and column, then what the kind holds. Counts, lengths, positions and
// integers (zigzag) are LEB128 varints; floats their 8 bytes, so every double round-trips. A
// value without a position (line and column 0) stays without one.
constexpr unsigned char kMagic = 0xF1, kVersion = 1;
constexpr unsigned kOpenBit = 0x80, kTaintShift = 4, kTaintMask = 0x3;

void putVarint(std::string& out, uint64_t v) {
  while (v >= 0x80) {
    out += static_cast<char>((v & 0x7F) | 0x80);
    v >>= 7;
  }
  out += static_cast<char>(v);
}

void putString(std::string& out, std::string_view s) {
  putVarint(out, s.size());
  out += s;
}

bool putValue(std::string& out, const Value& v) {
  if (v.isUnknown() || v.isLambda() || v.taint() > kTaintMask) return false;
  out += static_cast<char>(static_cast<unsigned>(v.kind()) | (v.taint() << kTaintShift) | (v.open() ? kOpenBit : 0));
  putVarint(out, v.loc().line);
  putVarint(out, v.loc().col);
  switch (v.kind()) {
    case Kind::Null: return true;
    case Kind::Bool: out += static_cast<char>(v.asBool() ? 1 : 0); return true;
    case Kind::Int: {
      uint64_t u = static_cast<uint64_t>(v.asInt());
      putVarint(out, (u << 1) ^ (v.asInt() < 0 ? ~uint64_t{0} : 0));
      return true;
    }
    case Kind::Float: {
      char bytes[sizeof(double)];
      double d = v.asFloat();
      std::memcpy(bytes, &d, sizeof d);
      out.append(bytes, sizeof bytes);
      return true;
    }
    case Kind::String: putString(out, v.str()); return true;
    case Kind::Array:
      putVarint(out, v.arr().size());
      for (const Value& x : v.arr())
        if (!putValue(out, x)) return false;
      return true;
    case Kind::Object:
      putVarint(out, v.obj().size());
      for (const auto& [k, x] : v.obj()) {
        putString(out, k);
        if (!putValue(out, x)) return false;
      }
      return true;
    default: return false;
  }
}

// Reads a pack; any inconsistency (truncation, an unknown kind, absurd sizes) fails it whole.
class Unpacker {
 public:
  Unpacker(std::string_view bytes, uint32_t fileId) : s_(bytes), file_(fileId) {}

  std::optional<std::vector<ParsedDocument>> run() {
    if (s_.size() < 2 || static_cast<unsigned char>(s_[0]) != kMagic || static_cast<unsigned char>(s_[1]) != kVersion)
      return std::nullopt;
    pos_ = 2;
    uint64_t count = 0;
    if (!varint(count) || count > s_.size()) return std::nullopt;
    std::vector<ParsedDocument> docs(count);
    for (ParsedDocument& d : docs)
      if (!string(d.synopsis) || !value(d.doc, 0)) return std::nullopt;
    if (pos_ != s_.size()) return std::nullopt;
    return docs;
  }

 private:
  static constexpr int kMaxDepth = 256;
  std::string_view s_;
  uint32_t file_;
  size_t pos_ = 0;

  bool varint(uint64_t& v) {
    v = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      if (pos_ >= s_.size()) return false;
      auto byte = static_cast<unsigned char>(s_[pos_++]);
      v |= static_cast<uint64_t>(byte & 0x7F) << shift;
      if (!(byte & 0x80)) return true;
    }
    return false;
  }

  bool count(uint64_t& n) { return varint(n) && n <= s_.size() - pos_; }

  bool string(std::string& out) {
    uint64_t n = 0;
    if (!count(n)) return false;
    out.assign(s_.substr(pos_, n));
    pos_ += n;
    return true;
  }

  bool value(Value& out, int depth) {
    if (depth > kMaxDepth || pos_ >= s_.size()) return false;
    auto tag = static_cast<unsigned char>(s_[pos_++]);
    uint64_t line = 0, col = 0;
    if (!varint(line) || !varint(col) || line > UINT32_MAX || col > UINT32_MAX) return false;
    switch (static_cast<Kind>(tag & 0x0F)) {
      case Kind::Null: out = Value(); break;
      case Kind::Bool:
        if (pos_ >= s_.size()) return false;
        out = Value(s_[pos_++] != 0);
        break;
      case Kind::Int: {
        uint64_t z = 0;
        if (!varint(z)) return false;
        out = Value(static_cast<long long>((z >> 1) ^ (~(z & 1) + 1)));
        break;
      }
      case Kind::Float: {
        if (s_.size() - pos_ < sizeof(double)) return false;
        double d = 0;
        std::memcpy(&d, s_.data() + pos_, sizeof d);
        pos_ += sizeof d;
        out = Value(d);
        break;
      }
      case Kind::String: {
        std::string s;
        if (!string(s)) return false;
        out = Value(std::move(s));
        break;
      }
      case Kind::Array: {
        uint64_t n = 0;
        if (!count(n)) return false;
        Array items(n);
        for (Value& x : items)
          if (!value(x, depth + 1)) return false;
        out = Value(std::move(items));
        break;
      }
      case Kind::Object: {
        uint64_t n = 0;
        if (!count(n)) return false;
        Object members;
        members.reserve(n);
        for (uint64_t i = 0; i < n; ++i) {
          std::string key;
          Value x;
          if (!string(key) || !value(x, depth + 1)) return false;
          members.append(std::move(key), std::move(x));
        }
        out = Value(std::move(members));
        break;
      }
      default: return false;
    }
    out.addTaint(static_cast<uint8_t>((tag >> kTaintShift) & kTaintMask));
    out.setOpen((tag & kOpenBit) != 0);
    if (line != 0 || col != 0) out.setLoc(Loc{file_, static_cast<uint32_t>(line), static_cast<uint32_t>(col)});
    return true;
  }
};

}  // namespace

Result<std::string> packDocuments(const std::vector<ParsedDocument>& docs) {
  std::string out;
  out += static_cast<char>(kMagic);
  out += static_cast<char>(kVersion);
  putVarint(out, docs.size());
  for (const ParsedDocument& d : docs) {
    putString(out, d.synopsis);
    if (!putValue(out, d.doc))
      return makeError("RULE001", "a rule document holds a value YAML cannot give (an Unknown or a lambda)", d.doc.loc());
  }
  return out;
}

std::optional<std::vector<ParsedDocument>> unpackDocuments(std::string_view packed, uint32_t fileId) {
  return Unpacker(packed, fileId).run();
}

std::vector<ParsedDocument> readYamlRuleDocuments(std::string_view text, uint32_t fileId, Diagnostics& diags) {
  const std::vector<std::string_view> lines = detail::splitLines(text);
  std::vector<ParsedDocument> out;
  for (Value& doc : detail::readYamlDocuments(text, fileId, diags)) {
    std::string synopsis = detail::synopsisAbove(lines, doc.loc().line, false);
    out.push_back({std::move(doc), std::move(synopsis)});
  }
  return out;
}

}  // namespace pf::rules
