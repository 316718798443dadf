#include "engine/analyze/exported_resources.hpp"

#include <filesystem>

#include "engine/core/json.hpp"

namespace pf::analyze {

namespace {

// `_PSRule.source` as `_source` entries, relative files taken from `root`; empty when none.
Array psRuleSources(const Value& item, const std::string& root) {
  Array out;
  const Value* info = item.get("_PSRule");
  const Value* source = info && info->isObject() ? info->get("source") : nullptr;
  if (!source || !source->isArray()) return out;
  for (const Value& s : source->arr()) {
    const Value* file = s.isObject() ? s.get("file") : nullptr;
    if (!file || !file->isString() || file->str().empty()) continue;
    std::filesystem::path p(file->str());
    if (p.is_relative() && !root.empty()) p = std::filesystem::path(root) / p;
    Object entry;
    const Value* type = s.get("type");
    entry.append("kind", type && type->isString() ? *type : Value("Template"));
    entry.append("file", p.lexically_normal().generic_string());
    for (const char* key : {"line", "position"})
      if (const Value* n = s.get(key); n && n->isInt()) entry.append(key == std::string("line") ? "line" : "column", *n);
    out.push_back(Value(std::move(entry)));
  }
  return out;
}

std::string describe(const Value& v) {
  switch (v.kind()) {
    case Kind::Null: return "null";
    case Kind::Bool: return "a boolean";
    case Kind::Int:
    case Kind::Float: return "a number";
    case Kind::String: return "a string";
    case Kind::Array: return "a list";
    default: return "a value";
  }
}

}  // namespace

ExportedTargets exportedTargets(const SourceFiles& files, uint32_t fileId, const std::string& path,
                                const std::string& sourceRoot) {
  ExportedTargets out;
  std::optional<Value> root = parseJson(files.text(fileId), fileId, out.diagnostics);
  if (!root) return out;
  std::vector<const Value*> items;
  if (root->isArray()) {
    for (const Value& item : root->arr()) items.push_back(&item);
  } else {
    items.push_back(&*root);
  }
  for (size_t i = 0; i < items.size(); ++i) {
    const Value& item = *items[i];
    if (!item.isObject()) {
      out.diagnostics.warning("INP013",
                              "item " + std::to_string(i + 1) + " of the exported resource data is " + describe(item) +
                                  ", not a resource (an object); it is left out",
                              item.loc());
      continue;
    }
    Value target = item;
    // Where the resource is: the file it was exported from, when PSRule recorded it, else here.
    Array sources = psRuleSources(item, sourceRoot);
    if (!sources.empty())
      target.objMut().set("_source", Value(std::move(sources)));
    else
      target.objMut().set("_source", Object{{"file", path},
                                            {"line", static_cast<long long>(item.loc().line)},
                                            {"column", static_cast<long long>(item.loc().col)}});
    out.targets.push_back(std::move(target));
  }
  return out;
}

}  // namespace pf::analyze
