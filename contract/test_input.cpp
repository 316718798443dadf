#include "contract/test_input.hpp"

#include "contract/check_body.hpp"
#include "engine/core/file.hpp"
#include "engine/core/json.hpp"

namespace pf::contract {

namespace {

std::optional<Value> readJsonObject(const std::string& path, const char* code, const char* what, SourceFiles& files,
                                    Diagnostics& diags) {
  auto text = readFile(path);
  if (!text) {
    diags.add(text.error().toDiagnostic());
    return std::nullopt;
  }
  uint32_t id = files.add(path, *text);
  // Errors found before this file (in other arguments) must not hide this file's own.
  size_t errorsBefore = diags.errorCount();
  auto v = parseJson(*text, id, diags);
  if (!v || diags.errorCount() > errorsBefore) return std::nullopt;
  if (!v->isObject()) {
    diags.error(code, std::string(what) + " must be a JSON object, not a JSON " + kindName(v->kind()), v->loc());
    return std::nullopt;
  }
  return v;
}

}  // namespace

std::optional<TestInput> loadTestInput(const std::string& resourceFile, const std::string& configFile,
                                       SourceFiles& files, Diagnostics& diags) {
  size_t errorsBefore = diags.errorCount();
  auto resource = readJsonObject(resourceFile, "EXT102", "the resource file", files, diags);
  std::optional<Value> config;
  if (!configFile.empty()) config = readJsonObject(configFile, "EXT103", "the config file", files, diags);
  if (!resource || (!configFile.empty() && !config)) return std::nullopt;

  TestInput in;
  in.resourceFile = resourceFile;
  const Value& r = *resource;
  auto wrongType = [&](const Value& v, const std::string& name, const char* expected) {
    diags.error("EXT102", "\"" + name + "\" must be " + expected + ", not a JSON " + kindName(v.kind()), v.loc());
  };
  // Names as the contract spells them (the extension sees exactly these).
  if (const Value* type = member(r, "type"); !type) {
    diags.error("EXT102", "the resource file needs \"type\" (the resource type, e.g. \"application\")", r.loc());
  } else if (!type->isString() || type->str().empty()) {
    wrongType(*type, "type", "a non-empty string");
  } else {
    in.type = type->str();
  }
  if (const Value* props = member(r, "properties"); !props) {
    diags.error("EXT102", "the resource file needs \"properties\" (an object)", r.loc());
  } else if (!props->isObject()) {
    wrongType(*props, "properties", "an object");
  } else {
    in.properties = *props;
  }
  if (const Value* v = member(r, "apiVersion")) {
    if (v->isString()) in.apiVersion = v->str();
    else wrongType(*v, "apiVersion", "a string");
  }
  if (const Value* v = member(r, "configId")) {
    if (v->isString()) in.configId = v->str();
    else wrongType(*v, "configId", "a string");
  }
  if (const Value* v = member(r, "identifiers")) {
    if (v->isObject()) in.identifiers = *v;
    else wrongType(*v, "identifiers", "an object");
  }
  if (const Value* v = member(r, "config")) {
    if (config) diags.error("EXT106", "the config is given twice: in the resource file and with --config; keep one", v->loc());
    else if (!v->isObject()) wrongType(*v, "config", "an object");
    else config = *v;
  }
  in.config = config;
  if (const Value* meta = member(r, "metadata")) {
    const Value* unevaluated = member(*meta, "unevaluated");
    if (!meta->isObject() || !unevaluated || !unevaluated->isArray()) {
      diags.error("EXT102", "\"metadata\" must be {\"unevaluated\": [\"properties.path\", ...]}", meta->loc());
    } else {
      for (const Value& p : unevaluated->arr()) {
        if (!p.isString()) {
          wrongType(p, "metadata.unevaluated[]", "a string");
          continue;
        }
        Value sent = Value::emptyObject();
        sent.objMut().append("properties", in.properties);
        if (in.config) sent.objMut().append("config", *in.config);
        if (!valueAtPath(sent, p.str()))
          diags.warning("EXT104", "the unevaluated path \"" + p.str() + "\" names nothing in properties or config", p.loc());
        in.unevaluated.push_back(p.str());
      }
    }
  }
  for (const auto& [key, v] : r.obj()) {
    static constexpr const char* kKnown[] = {"type", "apiVersion", "properties", "config", "configId", "identifiers", "metadata"};
    bool known = false;
    for (const char* k : kKnown) known = known || key == k;
    if (!known)
      diags.warning("EXT104",
                    "\"" + key + "\" is not sent (the resource file holds type, apiVersion, properties, config, "
                    "configId, identifiers and metadata.unevaluated, spelled so)",
                    v.loc());
  }
  if (diags.errorCount() > errorsBefore) return std::nullopt;
  return in;
}

namespace {

Value resourceObject(const TestInput& in, bool withProperties) {
  Value body = Value::emptyObject();
  Object& o = body.objMut();
  o.append("type", in.type);
  if (in.apiVersion) o.append("apiVersion", *in.apiVersion);
  if (withProperties) o.append("properties", in.properties);
  return body;
}

void appendConfig(Object& o, const TestInput& in, const std::optional<std::string>& configId) {
  if (in.config) o.append("config", *in.config);
  if (configId) o.append("configId", *configId);
}

}  // namespace

std::string createBody(const TestInput& in) {
  Value body = resourceObject(in, true);
  appendConfig(body.objMut(), in, in.configId);
  return toJson(body);
}

std::string previewBody(const TestInput& in) {
  Value body = resourceObject(in, true);
  appendConfig(body.objMut(), in, in.configId);
  if (!in.unevaluated.empty()) {
    Array paths;
    for (const std::string& p : in.unevaluated) paths.emplace_back(p);
    Value meta = Value::emptyObject();
    meta.objMut().append("unevaluated", Value(std::move(paths)));
    body.objMut().append("metadata", std::move(meta));
  }
  return toJson(body);
}

std::string referenceBody(const TestInput& in, const Value& identifiers, const std::optional<std::string>& configId) {
  Value body = resourceObject(in, false);
  body.objMut().append("identifiers", identifiers);
  // The configId the extension returned; without one, the resource file's.
  appendConfig(body.objMut(), in, configId ? configId : in.configId);
  return toJson(body);
}

}  // namespace pf::contract
