#include "help/rule_writers.hpp"

#include "engine/core/json.hpp"
#include "engine/core/utf8.hpp"

namespace pf::help {

namespace {

Value text(std::string_view s) { return Value(utf8::sanitize(s)); }

void optional(Object& o, const char* key, const std::string& s) {
  if (!s.empty()) o.append(key, text(s));
}

}  // namespace

Value ruleValue(const RuleDoc& d, bool full) {
  Object o;
  o.append("id", text(d.id));
  o.append("name", text(d.name));
  o.append("level", text(d.level));
  o.append("selected", d.selected);
  o.append("service", text(d.service));
  Array types;
  for (const auto& t : d.types) types.push_back(text(t));
  o.append("types", std::move(types));
  Object tags;
  for (const auto& [k, v] : d.tags) tags.setExact(utf8::sanitize(k), text(v));
  o.append("tags", std::move(tags));
  o.append("synopsis", text(d.synopsis));
  o.append("source", text(d.source));
  o.append("helpUri", text(d.helpUri));
  if (!full) return Value(std::move(o));
  optional(o, "description", d.description);
  optional(o, "checks", d.checks);
  optional(o, "recommendation", d.recommendation);
  Object examples;
  optional(examples, "bicep", d.bicepExample);
  optional(examples, "armTemplate", d.armExample);
  if (!d.exampleFiles.empty()) {
    Array files;
    for (const auto& f : d.exampleFiles) files.push_back(Object{{"path", text(f.path)}, {"text", text(f.text)}});
    examples.append("files", std::move(files));
  }
  o.append("examples", std::move(examples));
  optional(o, "notes", d.notes);
  Array links;
  for (const auto& l : d.links) links.push_back(Object{{"title", text(l.title)}, {"url", text(l.url)}});
  o.append("links", std::move(links));
  return Value(std::move(o));
}

std::string rulesJson(const std::vector<RuleDoc>& docs, bool full) {
  Array rules;
  for (const RuleDoc& d : docs) rules.push_back(ruleValue(d, full));
  JsonWriteOptions wo;
  wo.indent = 2;
  return toJson(Value(Object{{"rules", Value(std::move(rules))}}), wo) + "\n";
}

std::string ruleJson(const RuleDoc& doc) {
  JsonWriteOptions wo;
  wo.indent = 2;
  return toJson(ruleValue(doc, true), wo) + "\n";
}

}  // namespace pf::help
