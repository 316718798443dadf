#include "rules/detail/yaml_reader.hpp"

#include <sstream>
#include <unordered_map>

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/exceptions.h>
#include <yaml-cpp/mark.h>
#include <yaml-cpp/parser.h>

#include "engine/core/json.hpp"
#include "rules/detail/rule_diagnostics.hpp"
#include "rules/detail/value_compare.hpp"

namespace pf::rules::detail {
namespace {

constexpr size_t kMaxDepth = 200;
constexpr size_t kMaxNodes = 2'000'000;  // counting alias expansions

bool isDigits(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s)
    if (c < '0' || c > '9') return false;
  return true;
}

// YAML 1.2 core schema resolution of a plain scalar.
Value resolvePlain(const std::string& s) {
  if (s.empty() || s == "~" || s == "null" || s == "Null" || s == "NULL") return Value();
  if (s == "true" || s == "True" || s == "TRUE") return Value(true);
  if (s == "false" || s == "False" || s == "FALSE") return Value(false);
  std::string_view body = s;
  bool negative = false;
  if (!body.empty() && (body[0] == '-' || body[0] == '+')) {
    negative = body[0] == '-';
    body.remove_prefix(1);
  }
  if (isDigits(body)) {
    int64_t v;
    if (parseInt(s, v)) return Value(v);
    return Value(s);  // out of range: keep the text
  }
  if (!negative && s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'o')) {
    int base = s[1] == 'x' ? 16 : 8;
    int64_t v = 0;
    for (size_t i = 2; i < s.size(); ++i) {
      char c = s[i];
      int d = (c >= '0' && c <= '9') ? c - '0' : (c >= 'a' && c <= 'f') ? c - 'a' + 10 : (c >= 'A' && c <= 'F') ? c - 'A' + 10 : 99;
      if (d >= base || v > (INT64_MAX - d) / base) return Value(s);
      v = v * base + d;
    }
    return Value(v);
  }
  // Floats: [-+]?(.d+|d+(.d*)?)([eE][-+]?d+)?
  size_t i = 0;
  size_t intDigits = 0, fracDigits = 0;
  while (i < body.size() && body[i] >= '0' && body[i] <= '9') ++i, ++intDigits;
  bool dot = i < body.size() && body[i] == '.';
  if (dot) {
    ++i;
    while (i < body.size() && body[i] >= '0' && body[i] <= '9') ++i, ++fracDigits;
  }
  if (intDigits + fracDigits > 0 && (dot || (i < body.size() && (body[i] == 'e' || body[i] == 'E')))) {
    bool ok = true;
    if (i < body.size() && (body[i] == 'e' || body[i] == 'E')) {
      ++i;
      if (i < body.size() && (body[i] == '+' || body[i] == '-')) ++i;
      ok = isDigits(body.substr(i));
      i = body.size();
    }
    // A version-like "1.10" keeps its text: as a float it would read back as "1.1".
    bool trailingZero = dot && fracDigits > 1 && body.find_first_of("eE") == std::string_view::npos && body.back() == '0';
    double d;
    if (ok && i == body.size() && !trailingZero && parseNumber(s, d)) return Value(d);
  }
  return Value(s);
}

class Builder : public YAML::EventHandler {
 public:
  Builder(uint32_t file) : file_(file) {}

  bool failed() const { return !error_.empty(); }
  const std::string& error() const { return error_; }
  const Loc& errorLoc() const { return errorLoc_; }
  Value take() { return std::move(root_); }
  bool hasRoot() const { return hasRoot_; }

  void OnDocumentStart(const YAML::Mark&) override {
    frames_.clear();
    anchors_.clear();
    hasRoot_ = false;
  }
  void OnDocumentEnd() override {}

  void OnNull(const YAML::Mark& mark, YAML::anchor_t anchor) override {
    if (expectingKey()) return fail("a mapping key is empty", mark);
    deliver(Value().withLoc(loc(mark)), anchor, 1, "");
  }
  void OnAlias(const YAML::Mark& mark, YAML::anchor_t anchor) override {
    auto it = anchors_.find(anchor);
    if (it == anchors_.end()) return fail("an alias refers to an unknown anchor", mark);
    if (expectingKey()) return fail("an alias cannot be a mapping key", mark);
    deliver(it->second.first, 0, it->second.second, "");
  }
  void OnScalar(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor, const std::string& value) override {
    Value v;
    static const std::string kStr = "tag:yaml.org,2002:str";
    if (tag == "?" || (tag.rfind("tag:yaml.org,2002:", 0) == 0 && tag != kStr)) v = resolvePlain(value);
    else v = Value(value);
    deliver(std::move(v).withLoc(loc(mark)), anchor, 1, value);
  }
  void OnSequenceStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor, YAML::EmitterStyle::value) override {
    open(mark, anchor, false);
  }
  void OnSequenceEnd() override { close(); }
  void OnMapStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor, YAML::EmitterStyle::value) override {
    open(mark, anchor, true);
  }
  void OnMapEnd() override { close(); }

 private:
  struct Frame {
    bool isMap;
    Loc loc;
    YAML::anchor_t anchor;
    size_t nodes = 1;
    Array items;
    Object members;
    bool haveKey = false;
    std::string key;
    Loc keyLoc;
  };

  uint32_t file_;
  std::vector<Frame> frames_;
  std::unordered_map<YAML::anchor_t, std::pair<Value, size_t>> anchors_;
  Value root_;
  bool hasRoot_ = false;
  size_t nodes_ = 0;
  std::string error_;
  Loc errorLoc_;

  Loc loc(const YAML::Mark& m) const {
    if (m.is_null()) return Loc{file_, 0, 0};
    return Loc{file_, static_cast<uint32_t>(m.line + 1), static_cast<uint32_t>(m.column + 1)};
  }
  void fail(std::string message, const YAML::Mark& mark) { fail(std::move(message), loc(mark)); }
  void fail(std::string message, const Loc& at) {
    if (error_.empty()) {
      error_ = std::move(message);
      errorLoc_ = at;
    }
  }
  bool expectingKey() const { return !frames_.empty() && frames_.back().isMap && !frames_.back().haveKey; }

  void open(const YAML::Mark& mark, YAML::anchor_t anchor, bool isMap) {
    if (failed()) return;
    if (expectingKey()) return fail("a mapping key must be a plain value, not a " + std::string(isMap ? "mapping" : "list"), mark);
    if (frames_.size() >= kMaxDepth) return fail("the document is nested more than " + std::to_string(kMaxDepth) + " levels deep", mark);
    frames_.push_back(Frame{isMap, loc(mark), anchor, 1, {}, {}, false, {}, {}});
  }

  void close() {
    if (failed() || frames_.empty()) return;
    Frame f = std::move(frames_.back());
    frames_.pop_back();
    Value v = f.isMap ? Value(std::move(f.members)) : Value(std::move(f.items));
    v.setLoc(f.loc);
    deliver(std::move(v), f.anchor, f.nodes, "");
  }

  void deliver(Value v, YAML::anchor_t anchor, size_t nodes, const std::string& raw) {
    if (failed()) return;
    nodes_ += nodes;
    if (nodes_ > kMaxNodes) return fail("the document is too large (more than 2,000,000 nodes after expanding aliases)", v.loc());
    if (anchor != 0) anchors_[anchor] = {v, nodes};
    if (frames_.empty()) {
      root_ = std::move(v);
      hasRoot_ = true;
      return;
    }
    Frame& f = frames_.back();
    f.nodes += nodes;
    if (!f.isMap) {
      f.items.push_back(std::move(v));
      return;
    }
    if (!f.haveKey) {
      f.key = raw;
      f.keyLoc = v.loc();
      f.haveKey = true;
      return;
    }
    f.haveKey = false;
    if (f.members.contains(f.key)) return fail("duplicate key '" + f.key + "'", f.keyLoc);
    f.members.append(std::move(f.key), std::move(v));
  }
};

std::vector<std::string_view> splitLines(std::string_view text) {
  std::vector<std::string_view> lines;
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find('\n', start);
    std::string_view l = text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
    if (!l.empty() && l.back() == '\r') l.remove_suffix(1);
    lines.push_back(l);
    if (end == std::string_view::npos) break;
    start = end + 1;
  }
  return lines;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

// "# Synopsis: text" or "// Synopsis: text" → "text".
bool synopsisOf(std::string_view line, bool json, std::string& out) {
  line = trim(line);
  std::string_view marker = json ? "//" : "#";
  if (line.substr(0, marker.size()) != marker) return false;
  line = trim(line.substr(marker.size()));
  if (!istartsWith(line, "Synopsis:")) return false;
  out = std::string(trim(line.substr(9)));
  return true;
}

}  // namespace

std::vector<Value> readYamlDocuments(std::string_view text, uint32_t fileId, Diagnostics& diags) {
  std::vector<Value> docs;
  std::string copy(text);
  std::istringstream in(copy);
  try {
    YAML::Parser parser(in);
    Builder b(fileId);
    while (parser.HandleNextDocument(b)) {
      if (b.failed()) {
        diags.error(codes::kSyntax, b.error(), b.errorLoc());
        return docs;
      }
      if (b.hasRoot()) docs.push_back(b.take());
    }
  } catch (const YAML::Exception& e) {
    Loc at{fileId, e.mark.is_null() ? 0u : static_cast<uint32_t>(e.mark.line + 1),
           e.mark.is_null() ? 0u : static_cast<uint32_t>(e.mark.column + 1)};
    diags.error(codes::kSyntax, "YAML syntax error: " + e.msg, at);
  } catch (const std::exception& e) {
    diags.error(codes::kSyntax, std::string("YAML could not be read: ") + e.what(), Loc{fileId, 0, 0});
  }
  return docs;
}

std::string synopsisAbove(std::string_view text, uint32_t line, bool json) {
  auto lines = splitLines(text);
  std::string out;
  for (size_t i = line >= 2 ? line - 2 : 0; line >= 2 && i < lines.size(); --i) {
    std::string_view l = trim(lines[i]);
    if (synopsisOf(l, json, out)) return out;
    bool comment = json ? l.substr(0, 2) == "//" : l.substr(0, 1) == "#";
    if (!comment && !l.empty()) break;  // content or a document separator
    if (i == 0) break;
  }
  return {};
}

std::string synopsisWithin(std::string_view text, uint32_t first, uint32_t last) {
  auto lines = splitLines(text);
  std::string out;
  for (uint32_t l = first; l >= 1 && l <= last && l <= lines.size(); ++l)
    if (synopsisOf(lines[l - 1], true, out)) return out;
  return {};
}

}  // namespace pf::rules::detail
