#include "engine/diff/value_diff.hpp"

#include <algorithm>
#include <cctype>

namespace pf::diff {

namespace {

bool plainKey(std::string_view key) {
  if (key.empty() || std::isdigit(static_cast<unsigned char>(key.front()))) return false;
  for (char c : key)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_' && c != '$' && c != '@' && c != '-') return false;
  return true;
}

bool sameUnknown(const Value& a, const Value& b) {
  return a.isUnknown() && b.isUnknown() && a.unknownData().expr == b.unknownData().expr;
}

void appendMember(std::string& path, std::string_view key) {
  if (plainKey(key)) {
    if (!path.empty()) path += '.';
    path += key;
    return;
  }
  path += "['";
  for (char c : key) {
    if (c == '\'' || c == '\\') path += '\\';
    path += c;
  }
  path += "']";
}

void appendIndex(std::string& path, size_t index) {
  path += '[';
  path += std::to_string(index);
  path += ']';
}

// A path as a change shows it: whole up to kLongestPath bytes, else its start and its end with
// "..." between (cut between UTF-8 characters). Values nested hundreds of levels under long keys
// gave every change a path of hundreds of kilobytes: 50,000 changed items under 300 keys of 1 KB
// asked for 15 GB.
constexpr size_t kLongestPath = 512, kPathHead = 128;

std::string shownPath(const std::string& path) {
  if (path.size() <= kLongestPath) return path;
  auto boundary = [&](size_t at) {
    while (at < path.size() && (static_cast<unsigned char>(path[at]) & 0xC0) == 0x80) ++at;
    return at;
  };
  size_t head = boundary(kPathHead), tail = boundary(path.size() - (kLongestPath - kPathHead - 3));
  return path.substr(0, head) + "..." + path.substr(tail);
}

// One walk over two values: the path of where it is kept in one buffer (each level appends its
// key and takes it off again), and copied only for a change.
class Walk {
 public:
  Walk(std::string path, std::vector<PropertyChange>& out) : path_(std::move(path)), out_(out) {}

  void diff(const Value* before, const Value* after) {
    if (!before && !after) return;
    if (!before) return add(Change::Create, nullptr, after);
    if (!after) return add(Change::Delete, before, nullptr);
    if (before->isUnknown() || after->isUnknown()) {
      if (!sameUnknown(*before, *after)) add(Change::Unknown, before, after);
      return;
    }
    const size_t mark = path_.size();
    if (before->isObject() && after->isObject()) {
      // Keys as Resource Manager matches them (ignoring case); the head's order and spelling lead.
      for (const auto& [key, value] : after->obj()) {
        appendMember(path_, key);
        diff(before->obj().find(key), &value);
        path_.resize(mark);
      }
      for (const auto& [key, value] : before->obj()) {
        if (after->obj().find(key)) continue;
        appendMember(path_, key);
        diff(&value, nullptr);
        path_.resize(mark);
      }
      return;
    }
    if (before->isArray() && after->isArray()) {
      const Array& a = before->arr();
      const Array& b = after->arr();
      for (size_t i = 0; i < std::max(a.size(), b.size()); ++i) {
        appendIndex(path_, i);
        diff(i < a.size() ? &a[i] : nullptr, i < b.size() ? &b[i] : nullptr);
        path_.resize(mark);
      }
      return;
    }
    if (before->equals(*after)) return;
    add(Change::Modify, before, after);
  }

 private:
  void add(Change c, const Value* before, const Value* after) {
    PropertyChange pc;
    pc.path = shownPath(path_);
    pc.change = c;
    if (before) pc.before = *before;
    if (after) pc.after = *after;
    out_.push_back(std::move(pc));
  }

  std::string path_;
  std::vector<PropertyChange>& out_;
};

}  // namespace

std::string memberPath(const std::string& parent, std::string_view key) {
  std::string path = parent;
  appendMember(path, key);
  return path;
}

std::string indexPath(const std::string& parent, size_t index) {
  std::string path = parent;
  appendIndex(path, index);
  return path;
}

void diffValues(const Value* before, const Value* after, const std::string& path, std::vector<PropertyChange>& out) {
  Walk(path, out).diff(before, after);
}

}  // namespace pf::diff
