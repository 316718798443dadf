#include "policy/effects/changes.hpp"

#include "policy/language/operators.hpp"

namespace pf::policy::detail {

namespace {

bool isAppend(std::string_view op) { return iequals(op, "append"); }
bool isAdd(std::string_view op) { return iequals(op, "add"); }
bool isReplace(std::string_view op) { return iequals(op, "addOrReplace"); }
bool isRemove(std::string_view op) { return iequals(op, "remove"); }

bool sameValue(const Value& a, const Value& b) { return policyEquals(a, b) == Truth::True; }

ApplyResult status(ApplyStatus s, std::string note) {
  ApplyResult r;
  r.status = s;
  r.note = std::move(note);
  return r;
}

std::vector<ChangeStep> stepsOf(const FieldPath& p, size_t upTo) {
  std::vector<ChangeStep> out;
  for (size_t i = 0; i < upTo && i < p.segments.size(); ++i) out.push_back(ChangeStep{p.segments[i].name, -1});
  return out;
}

// Sets `key` of object `parent` per the operation; `where` is the body path for notes.
ApplyResult setMember(Value& parent, const std::string& key, std::string_view op, const Value& value,
                      const std::string& fieldText, const std::string& where, std::vector<ChangeStep> steps) {
  Value* existing = parent.objMut().find(key);
  Value before = existing ? *existing : Value();
  if (existing && existing->isUnknown())
    return status(ApplyStatus::Unknown, where + " holds a value known only at deployment (" +
                                            existing->unknownData().expr + ")");
  ApplyResult r;
  if (isRemove(op)) {
    if (!existing) return status(ApplyStatus::Unchanged, where + " is not there to remove");
    parent.objMut().erase(key);
    r.changes.push_back(Change{std::string(op), fieldText, where, std::move(steps), before, Value()});
    return r;
  }
  if (existing && !existing->isNull()) {
    if (sameValue(*existing, value)) return status(ApplyStatus::Unchanged, where + " already holds " + show(value));
    if (isAppend(op))
      return status(ApplyStatus::Conflict, "append would override " + where + " (" + show(*existing) + ") with " +
                                               show(value) + ": Azure denies the request");
    if (isAdd(op)) return status(ApplyStatus::Unchanged, where + " already holds " + show(*existing) + "; add keeps it");
  }
  parent.objMut().set(key, value);
  r.changes.push_back(Change{std::string(op), fieldText, where, std::move(steps), before, value});
  return r;
}

std::string joinPath(const FieldPath& p, size_t upTo) {
  FieldPath q;
  q.segments.assign(p.segments.begin(), p.segments.begin() + static_cast<long>(upTo));
  return q.text();
}

}  // namespace

std::optional<FieldPath> builtinFieldPath(const FieldRef& field) {
  FieldPath p;
  switch (field.kind) {
    case FieldRef::Kind::Tags: p.segments.push_back({"tags", false}); return p;
    case FieldRef::Kind::Tag:
      p.segments.push_back({"tags", false});
      p.segments.push_back({field.tag, false});
      return p;
    case FieldRef::Kind::Identity: return field.path;
    default: return std::nullopt;
  }
}

ApplyResult applyOperation(Value& body, const FieldRef& field, const FieldPath& path, std::string_view op,
                           const Value& value) {
  const bool tags = field.kind == FieldRef::Kind::Tags || field.kind == FieldRef::Kind::Tag;
  // Tags and the identity stand apart from the properties: an absent `tags` or `identity` object
  // is created rather than taken as an intended omission.
  const bool standalone = tags || field.kind == FieldRef::Kind::Identity;
  if (path.segments.empty()) return status(ApplyStatus::Skipped, "'" + field.text + "' names no property");
  if (isRemove(op) && !tags)
    return status(ApplyStatus::Skipped, "remove is only supported for tags ('" + field.text + "' was left as it is)");
  if (!body.isObject()) return status(ApplyStatus::Unknown, "the resource body is not an object");
  // Walk to the parent of the leaf, or to the array of a [*] alias.
  Value* node = &body;
  size_t i = 0;
  for (; i + 1 < path.segments.size() && !path.segments[i].each; ++i) {
    const PathSegment& seg = path.segments[i];
    Value* child = node->objMut().find(seg.name);
    std::string where = joinPath(path, i + 1);
    if (child && child->isUnknown())
      return status(ApplyStatus::Unknown, where + " is known only at deployment (" + child->unknownData().expr + ")");
    if (!child || child->isNull()) {
      // A parent not in the request: modify skips the operation (Azure assumes the omission is
      // intended); tags and append create what leads to the field.
      if (!standalone && !isAppend(op))
        return status(ApplyStatus::Skipped,
                      where + " is not in the request, so Azure skips the operation on '" + field.text + "'");
      node->objMut().set(seg.name, Value::emptyObject());
      child = node->objMut().find(seg.name);
    }
    if (!child->isObject()) return status(ApplyStatus::Skipped, where + " is not an object");
    node = child;
  }
  const PathSegment& seg = path.segments[i];
  if (!seg.each) return setMember(*node, seg.name, op, value, field.text, joinPath(path, i + 1), stepsOf(path, i + 1));
  // An array alias: the array `seg.name` of `node`.
  std::string where = joinPath(path, i + 1);
  Value* arr = node->objMut().find(seg.name);
  if (arr && arr->isUnknown())
    return status(ApplyStatus::Unknown, where + " is known only at deployment (" + arr->unknownData().expr + ")");
  ApplyResult r;
  if (i + 1 == path.segments.size()) {
    // `a[*]`: append (or add) a member; addOrReplace replaces every member.
    Value before = arr ? *arr : Value();
    Array members = value.isArray() ? value.arr() : Array{value};
    Array next;
    if (arr && arr->isArray() && !isReplace(op)) next = arr->arr();
    for (Value& m : members) next.push_back(std::move(m));
    node->objMut().set(seg.name, Value(next));
    r.changes.push_back(Change{std::string(op), field.text, where, stepsOf(path, i + 1), before, Value(std::move(next))});
    return r;
  }
  // `a[*].x...`: the rest of the path on every member.
  if (!arr || !arr->isArray()) return status(ApplyStatus::Unchanged, where + " has no members to change");
  FieldPath rest;
  rest.segments.assign(path.segments.begin() + static_cast<long>(i) + 1, path.segments.end());
  for (size_t m = 0; m < arr->arr().size(); ++m) {
    Value& member = arr->arrMut()[m];
    if (!member.isObject()) continue;
    ApplyResult one = applyOperation(member, field, rest, op, value);
    if (one.status == ApplyStatus::Conflict || one.status == ApplyStatus::Unknown) return one;
    for (Change& c : one.changes) {
      c.path = where + "[" + std::to_string(m) + "]." + c.path;
      std::vector<ChangeStep> steps = stepsOf(path, i + 1);
      steps.push_back(ChangeStep{"", static_cast<long>(m)});
      steps.insert(steps.end(), c.steps.begin(), c.steps.end());
      c.steps = std::move(steps);
      r.changes.push_back(std::move(c));
    }
  }
  if (r.changes.empty()) r.status = ApplyStatus::Unchanged;
  return r;
}

}  // namespace pf::policy::detail

namespace pf::policy {

void applyChange(Value& target, const Change& c) {
  if (c.steps.empty()) return;
  Value* node = &target;
  for (size_t i = 0; i + 1 < c.steps.size(); ++i) {
    const ChangeStep& s = c.steps[i];
    if (s.index >= 0) {
      if (!node->isArray() || static_cast<size_t>(s.index) >= node->arr().size()) return;
      node = &node->arrMut()[static_cast<size_t>(s.index)];
      continue;
    }
    if (!node->isObject()) return;
    Value* child = node->objMut().find(s.key);
    if (!child || child->isNull()) {
      if (c.after.isNull()) return;  // nothing to remove
      node->objMut().set(s.key, Value::emptyObject());
      child = node->objMut().find(s.key);
    }
    node = child;
  }
  const ChangeStep& last = c.steps.back();
  if (last.index >= 0 || !node->isObject()) return;
  if (c.after.isNull()) node->objMut().erase(last.key);
  else node->objMut().set(last.key, c.after);
}

}  // namespace pf::policy
