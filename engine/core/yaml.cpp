#include "engine/core/yaml.hpp"

#include <charconv>
#include <cmath>
#include <limits>
#include <sstream>
#include <string>
#include <unordered_map>

#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/exceptions.h>
#include <yaml-cpp/mark.h>
#include <yaml-cpp/parser.h>

namespace pf {

namespace {

bool allOf(std::string_view s, bool (*pred)(char)) {
  if (s.empty()) return false;
  for (char c : s)
    if (!pred(c)) return false;
  return true;
}
bool isDec(char c) { return c >= '0' && c <= '9'; }
bool isOct(char c) { return c >= '0' && c <= '7'; }
bool isHex(char c) { return isDec(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }

// Digits in `base` as int64; beyond int64 as a float (as the JSON reader does).
Value integer(std::string_view digits, int base, bool negative) {
  uint64_t v = 0;
  auto [p, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), v, base);
  constexpr uint64_t maxPos = static_cast<uint64_t>(std::numeric_limits<int64_t>::max());
  if (ec == std::errc() && p == digits.data() + digits.size()) {
    if (!negative && v <= maxPos) return Value(static_cast<long long>(v));
    if (negative && v <= maxPos + 1) return Value(static_cast<long long>(0 - v));
  }
  double d = 0;
  for (char c : digits) d = d * base + (isDec(c) ? c - '0' : (c | 0x20) - 'a' + 10);
  return Value(negative ? -d : d);
}

// [0-9]+(\.[0-9]*)?|\.[0-9]+ followed by an optional exponent (the sign is already removed).
bool isCoreFloat(std::string_view s, size_t& fracDigits, bool& hasExponent) {
  size_t i = 0, intDigits = 0;
  fracDigits = 0;
  hasExponent = false;
  while (i < s.size() && isDec(s[i])) ++i, ++intDigits;
  if (i < s.size() && s[i] == '.') {
    ++i;
    while (i < s.size() && isDec(s[i])) ++i, ++fracDigits;
  }
  if (intDigits + fracDigits == 0) return false;
  if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
    hasExponent = true;
    ++i;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
    if (!allOf(s.substr(i), isDec)) return false;
    i = s.size();
  }
  return i == s.size();
}

}  // namespace

Value resolveYamlScalar(std::string_view s, bool keepTrailingZeroFloatsAsText) {
  if (s.empty() || s == "~" || s == "null" || s == "Null" || s == "NULL") return Value();
  if (s == "true" || s == "True" || s == "TRUE") return Value(true);
  if (s == "false" || s == "False" || s == "FALSE") return Value(false);
  if (s.size() > 2 && s[0] == '0' && s[1] == 'o' && allOf(s.substr(2), isOct)) return integer(s.substr(2), 8, false);
  if (s.size() > 2 && s[0] == '0' && s[1] == 'x' && allOf(s.substr(2), isHex)) return integer(s.substr(2), 16, false);
  std::string_view body = s;
  bool negative = false;
  if (body[0] == '-' || body[0] == '+') {
    negative = body[0] == '-';
    body.remove_prefix(1);
  }
  if (allOf(body, isDec)) return integer(body, 10, negative);
  if (body == ".inf" || body == ".Inf" || body == ".INF")
    return Value(negative ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity());
  if (s == ".nan" || s == ".NaN" || s == ".NAN") return Value(std::numeric_limits<double>::quiet_NaN());
  size_t fracDigits;
  bool hasExponent;
  if (isCoreFloat(body, fracDigits, hasExponent)) {
    if (keepTrailingZeroFloatsAsText && !hasExponent && fracDigits > 1 && body.back() == '0') return Value(std::string(s));
    std::string digits(body);
    if (digits[0] == '.') digits.insert(digits.begin(), '0');  // from_chars wants a digit first
    double d = 0;
    auto [p, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), d);
    if (ec == std::errc() || ec == std::errc::result_out_of_range) return Value(negative ? -d : d);
  }
  return Value(std::string(s));
}

namespace {

// Builds Values from parser events. After the first error it ignores the rest of the document.
class Builder : public YAML::EventHandler {
 public:
  Builder(uint32_t file, const YamlReadOptions& options) : file_(file), options_(options) {}

  bool failed() const { return !error_.message.empty(); }
  const Diagnostic& error() const { return error_; }
  bool hasRoot() const { return hasRoot_; }
  Value takeRoot() {
    hasRoot_ = false;
    return std::move(root_);
  }

  void OnDocumentStart(const YAML::Mark& mark) override {
    frames_.clear();
    anchors_.clear();
    hasRoot_ = false;
    // yaml-cpp 0.7 reads a stray ',' outside any collection as an empty document, again and
    // again without moving on: two documents starting at the same place mean it is stuck.
    if (lastDocumentStart_ == mark.pos && !mark.is_null())
      fail("YAML001", "YAML syntax error: unexpected character outside a flow collection", mark);
    lastDocumentStart_ = mark.pos;
  }
  void OnDocumentEnd() override {}

  void OnNull(const YAML::Mark& mark, YAML::anchor_t anchor) override {
    if (failed()) return;
    if (expectingKey()) return fail("YAML005", "a mapping key is null; keys must be plain values", mark);
    deliver(Value().withLoc(loc(mark)), anchor, 1, {});
  }

  void OnAlias(const YAML::Mark& mark, YAML::anchor_t anchor) override {
    if (failed()) return;
    auto it = anchors_.find(anchor);
    if (it == anchors_.end()) return fail("YAML006", "an alias refers to an anchor that is not defined", mark);
    if (expectingKey()) return fail("YAML005", "an alias cannot be a mapping key", mark);
    Value v = it->second.value;
    deliver(std::move(v), 0, it->second.nodes, {});
  }

  void OnScalar(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor,
                const std::string& text) override {
    if (failed()) return;
    static const std::string kCorePrefix = "tag:yaml.org,2002:";
    Value v;
    if (tag == "?" || (tag.rfind(kCorePrefix, 0) == 0 && tag != kCorePrefix + "str"))
      v = resolveYamlScalar(text, options_.keepTrailingZeroFloatsAsText);
    else
      v = Value(text);  // quoted ("!"), !!str, or an application tag: the text as written
    deliver(std::move(v).withLoc(loc(mark)), anchor, 1, text);
  }

  void OnSequenceStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor,
                       YAML::EmitterStyle::value) override {
    open(mark, anchor, false);
  }
  void OnSequenceEnd() override { close(); }
  void OnMapStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor,
                  YAML::EmitterStyle::value) override {
    open(mark, anchor, true);
  }
  void OnMapEnd() override { close(); }

 private:
  struct Frame {
    bool isMap = false;
    Loc loc;
    YAML::anchor_t anchor = 0;
    size_t nodes = 1;  // this node and everything delivered into it
    Array items;
    Object members;
    bool haveKey = false;
    std::string key;
    Loc keyLoc;
  };
  struct Anchored {
    Value value;
    size_t nodes;
  };

  uint32_t file_;
  const YamlReadOptions& options_;
  std::vector<Frame> frames_;
  std::unordered_map<YAML::anchor_t, Anchored> anchors_;
  Value root_;
  bool hasRoot_ = false;
  size_t nodes_ = 0;
  int lastDocumentStart_ = -1;
  Diagnostic error_;

  Loc loc(const YAML::Mark& m) const {
    if (m.is_null() || m.line < 0) return Loc{file_, 0, 0};
    return Loc{file_, static_cast<uint32_t>(m.line + 1), static_cast<uint32_t>(m.column + 1)};
  }
  void fail(const char* code, std::string message, const YAML::Mark& mark) { fail(code, std::move(message), loc(mark)); }
  void fail(const char* code, std::string message, const Loc& at) {
    if (!failed()) error_ = Diagnostic{code, Severity::Error, std::move(message), at};
  }
  bool expectingKey() const { return !frames_.empty() && frames_.back().isMap && !frames_.back().haveKey; }

  void open(const YAML::Mark& mark, YAML::anchor_t anchor, bool isMap) {
    if (failed()) return;
    if (expectingKey())
      return fail("YAML005", std::string("a mapping key must be a plain value, not a ") + (isMap ? "mapping" : "sequence"),
                  mark);
    if (frames_.size() >= options_.maxDepth)
      return fail("YAML002", "the document is nested more than " + std::to_string(options_.maxDepth) + " levels deep",
                  mark);
    Frame f;
    f.isMap = isMap;
    // Optionally at the key: a block collection starts on the line after it.
    f.loc = options_.collectionsAtKey && !frames_.empty() && frames_.back().isMap ? frames_.back().keyLoc : loc(mark);
    f.anchor = anchor;
    frames_.push_back(std::move(f));
  }

  void close() {
    if (failed() || frames_.empty()) return;
    Frame f = std::move(frames_.back());
    frames_.pop_back();
    Value v = f.isMap ? Value(std::move(f.members)) : Value(std::move(f.items));
    v.setLoc(f.loc);
    deliver(std::move(v), f.anchor, f.nodes, {}, /*counted=*/true);
  }

  // `nodes`: how many nodes `v` stands for. Collections were counted as their contents arrived.
  void deliver(Value v, YAML::anchor_t anchor, size_t nodes, const std::string& keyText, bool counted = false) {
    if (failed()) return;
    if (!counted) {
      nodes_ += nodes;
      if (nodes_ > options_.maxNodes)
        return fail("YAML003",
                    "the document is too large: more than " + std::to_string(options_.maxNodes) +
                        " values (counting what every alias repeats)",
                    v.loc());
    }
    if (anchor != 0) anchors_[anchor] = Anchored{v, nodes};
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
      f.key = keyText;
      f.keyLoc = v.loc();
      f.haveKey = true;
      return;
    }
    f.haveKey = false;
    // Values look keys up without case, so keys differing only in case would be ambiguous.
    if (const std::string* earlier = f.members.keyOf(f.key))
      return fail("YAML004",
                  "duplicate key '" + f.key + "'" + (*earlier == f.key ? "" : " (same as '" + *earlier + "' ignoring case)"),
                  f.keyLoc);
    f.members.append(std::move(f.key), std::move(v));
  }
};

}  // namespace

std::vector<Value> parseYamlDocuments(std::string_view text, uint32_t fileId, Diagnostics& diags,
                                      const YamlReadOptions& options) {
  std::vector<Value> docs;
  if (text.size() > options.maxBytes) {
    diags.error("YAML003",
                "the YAML text is " + std::to_string(text.size()) + " bytes; the limit is " +
                    std::to_string(options.maxBytes),
                Loc{fileId, 0, 0});
    return docs;
  }
  std::istringstream in{std::string(text)};
  Builder builder(fileId, options);
  try {
    YAML::Parser parser(in);
    while (parser.HandleNextDocument(builder)) {
      if (builder.failed()) {
        diags.add(builder.error());
        return docs;
      }
      docs.push_back(builder.hasRoot() ? builder.takeRoot() : Value());
    }
  } catch (const YAML::DeepRecursion& e) {
    diags.error("YAML002", "the document is nested too deeply",
                Loc{fileId, static_cast<uint32_t>(e.mark.line + 1), static_cast<uint32_t>(e.mark.column + 1)});
  } catch (const YAML::Exception& e) {
    Loc at{fileId, 0, 0};
    if (!e.mark.is_null()) at = Loc{fileId, static_cast<uint32_t>(e.mark.line + 1), static_cast<uint32_t>(e.mark.column + 1)};
    // An error the builder found first is the better message (yaml-cpp may stumble after it).
    if (builder.failed()) diags.add(builder.error());
    else diags.error("YAML001", "YAML syntax error: " + e.msg, at);
  } catch (const std::exception& e) {
    diags.error("YAML001", std::string("the YAML could not be read: ") + e.what(), Loc{fileId, 0, 0});
  }
  return docs;
}

}  // namespace pf
