// `preflight diff --format json`: the shape documented in docs/diff.md. Values are written as
// `preflight expand` writes them (an Unknown as its expression in brackets).
#include "engine/core/json.hpp"
#include "report/detail/json_build.hpp"
#include "report/diff_writers.hpp"

namespace pf::report {

using detail::count;
using detail::text;

namespace {

Value source(const std::optional<diff::SourceRef>& s) {
  if (!s) return Value();
  return Value(Object{{"file", text(s->file)}, {"line", count(s->line)}});
}

Value findingList(const std::vector<diff::FindingRef>& list) {
  Array out;
  for (const auto& f : list)
    out.push_back(Value(Object{{"rule", text(f.rule)}, {"level", text(f.level)}, {"message", text(f.message)}}));
  return Value(std::move(out));
}

Value resource(const diff::ResourceChange& r, bool rules) {
  Object o{{"id", text(r.id)}, {"type", text(r.type)}, {"name", text(r.name)}, {"change", diff::changeName(r.change)}};
  o.append("base", source(r.baseSource));
  o.append("head", source(r.headSource));
  Array deps;
  for (const auto& d : r.dependsOn) deps.push_back(text(d));
  o.append("dependsOn", Value(std::move(deps)));
  Array props;
  for (const auto& p : r.properties) {
    Object po{{"path", text(p.path)}, {"change", diff::changeName(p.change)}};
    if (p.before) po.append("before", *p.before);
    if (p.after) po.append("after", *p.after);
    props.push_back(Value(std::move(po)));
  }
  o.append("properties", Value(std::move(props)));
  if (rules) o.append("findings", Value(Object{{"introduced", findingList(r.introduced)}, {"fixed", findingList(r.fixed)}}));
  return Value(std::move(o));
}

Value counts(size_t create, size_t remove, size_t modify, size_t unknown, size_t unchanged) {
  return Value(Object{{"create", count(create)},
                      {"delete", count(remove)},
                      {"modify", count(modify)},
                      {"unknown", count(unknown)},
                      {"noChange", count(unchanged)}});
}

}  // namespace

std::string diffJson(const diff::DiffResult& diff) {
  using diff::Change;
  Array deployments;
  for (const auto& d : diff.deployments) {
    Object o{{"source", text(d.source)}, {"parameters", d.parameters.empty() ? Value() : text(d.parameters)}};
    if (d.renamedFromSource)
      o.append("renamedFrom", Value(Object{{"source", text(*d.renamedFromSource)},
                                           {"parameters", d.renamedFromParameters && !d.renamedFromParameters->empty()
                                                              ? text(*d.renamedFromParameters)
                                                              : Value()}}));
    o.append("status", diff::deploymentStatusName(d.status));
    if (!d.failure.empty()) o.append("failure", text(d.failure));
    Array errors;
    for (const auto& e : d.errors) errors.push_back(text(e));
    o.append("errors", Value(std::move(errors)));
    o.append("summary", counts(d.count(Change::Create), d.count(Change::Delete), d.count(Change::Modify),
                               d.count(Change::Unknown), d.unchanged));
    Array resources;
    for (const auto& r : d.resources) resources.push_back(resource(r, diff.rulesChecked));
    o.append("resources", Value(std::move(resources)));
    deployments.push_back(Value(std::move(o)));
  }
  Object root{{"version", count(kDiffJsonVersion)},
              {"base", text(diff.baseRevision)},
              {"head", text(diff.headRevision)},
              {"hasChanges", diff.hasChanges()},
              {"rulesChecked", diff.rulesChecked}};
  root.append("summary", counts(diff.count(Change::Create), diff.count(Change::Delete), diff.count(Change::Modify),
                                diff.count(Change::Unknown), diff.count(Change::NoChange)));
  root.append("deployments", Value(std::move(deployments)));
  JsonWriteOptions w;
  w.indent = 2;
  return toJson(Value(std::move(root)), w) + "\n";
}

}  // namespace pf::report
