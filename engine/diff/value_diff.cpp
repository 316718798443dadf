#include "engine/diff/value_diff.hpp"

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

void add(std::vector<PropertyChange>& out, const std::string& path, Change c, const Value* before, const Value* after) {
  PropertyChange pc;
  pc.path = path;
  pc.change = c;
  if (before) pc.before = *before;
  if (after) pc.after = *after;
  out.push_back(std::move(pc));
}

}  // namespace

std::string memberPath(const std::string& parent, std::string_view key) {
  if (plainKey(key)) return parent.empty() ? std::string(key) : parent + "." + std::string(key);
  std::string quoted = "['";
  for (char c : key) {
    if (c == '\'' || c == '\\') quoted += '\\';
    quoted += c;
  }
  return parent + quoted + "']";
}

std::string indexPath(const std::string& parent, size_t index) { return parent + "[" + std::to_string(index) + "]"; }

void diffValues(const Value* before, const Value* after, const std::string& path, std::vector<PropertyChange>& out) {
  if (!before && !after) return;
  if (!before) return add(out, path, Change::Create, nullptr, after);
  if (!after) return add(out, path, Change::Delete, before, nullptr);
  if (before->isUnknown() || after->isUnknown()) {
    if (!sameUnknown(*before, *after)) add(out, path, Change::Unknown, before, after);
    return;
  }
  if (before->isObject() && after->isObject()) {
    // Keys as Resource Manager matches them (ignoring case); the head's order and spelling lead.
    for (const auto& [key, value] : after->obj()) {
      const Value* old = before->obj().find(key);
      diffValues(old, &value, memberPath(path, key), out);
    }
    for (const auto& [key, value] : before->obj())
      if (!after->obj().find(key)) diffValues(&value, nullptr, memberPath(path, key), out);
    return;
  }
  if (before->isArray() && after->isArray()) {
    const Array& a = before->arr();
    const Array& b = after->arr();
    for (size_t i = 0; i < std::max(a.size(), b.size()); ++i)
      diffValues(i < a.size() ? &a[i] : nullptr, i < b.size() ? &b[i] : nullptr, indexPath(path, i), out);
    return;
  }
  if (before->equals(*after)) return;
  add(out, path, Change::Modify, before, after);
}

}  // namespace pf::diff
