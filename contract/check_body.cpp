#include "contract/check_body.hpp"

#include <charconv>

#include "contract/display.hpp"
#include "engine/core/json.hpp"

namespace pf::contract {

namespace {

std::string kindText(const Value& v) { return std::string("a JSON ") + kindName(v.kind()); }

}  // namespace

std::optional<Value> objectBody(CheckLog& log, Operation op, std::string_view step, const HttpResponse& r) {
  log.checked(Rule::Json, op);
  std::string s(step);
  std::string subject = "body of " + std::to_string(r.status);
  if (r.body.empty()) {
    log.violation({Rule::Json, op, s, subject, "a JSON object", "an empty body"});
    return std::nullopt;
  }
  Diagnostics diags;
  JsonReadOptions strict;
  strict.lenient = false;
  strict.maxDepth = 256;
  auto v = parseJson(r.body, 0, diags, strict);
  if (!v || diags.hasErrors()) {
    std::string why = "text that is not JSON";
    for (const Diagnostic& d : diags.items()) {
      if (d.severity != Severity::Error) continue;
      why += " (line " + std::to_string(d.loc.line) + ", column " + std::to_string(d.loc.col) + ": " + d.message + ")";
      break;
    }
    log.violation({Rule::Json, op, s, subject, "a JSON object", why + ", starting " + quoted(r.body, 40)});
    return std::nullopt;
  }
  if (!v->isObject()) {
    log.violation({Rule::Json, op, s, subject, "a JSON object", kindText(*v)});
    return std::nullopt;
  }
  return v;
}

const Value* member(const Value& object, std::string_view key) {
  if (!object.isObject()) return nullptr;
  for (const auto& [k, v] : object.obj())
    if (k == key) return &v;
  return nullptr;
}

std::string missingMember(const Value& object, std::string_view key) {
  if (object.isObject())
    if (const std::string* spelled = object.obj().keyOf(key); spelled && *spelled != key)
      return "no \"" + std::string(key) + "\" (found " + quoted(*spelled) + "; JSON names are camelCase)";
  return "no \"" + std::string(key) + "\"";
}

void checkResourceShape(CheckLog& log, Operation op, std::string_view step, const Value& body, const TestInput& input,
                        ShapeExpectations expect) {
  log.checked(Rule::BodyShape, op);
  std::string s(step);
  auto violation = [&](std::string field, std::string expected, std::string actual) {
    log.violation({Rule::BodyShape, op, s, "body." + field, std::move(expected), std::move(actual)});
  };
  if (const Value* type = member(body, "type"); !type) {
    violation("type", "the resource type " + quoted(input.type), missingMember(body, "type"));
  } else if (!type->isString()) {
    violation("type", "a string", kindText(*type));
  } else if (!iequals(type->str(), input.type)) {
    violation("type", "the resource type sent, " + quoted(input.type), quoted(type->str()));
  }
  if (const Value* props = member(body, "properties"); !props) {
    violation("properties", "an object", missingMember(body, "properties"));
  } else if (!props->isObject()) {
    violation("properties", "an object", kindText(*props));
  }
  const Value* ids = member(body, "identifiers");
  if (!ids && expect.identifiers) {
    violation("identifiers", "an object (the key of the resource for later get and delete)", missingMember(body, "identifiers"));
  } else if (ids && !ids->isObject()) {
    violation("identifiers", "an object", kindText(*ids));
  }
  if (const Value* v = member(body, "apiVersion"); v && !v->isString() && !v->isNull())
    violation("apiVersion", "a string", kindText(*v));
  if (const Value* v = member(body, "status"); v && !v->isString() && !v->isNull())
    violation("status", "a string", kindText(*v));
}

std::optional<std::string> checkConfig(CheckLog& log, Operation op, std::string_view step, const Value& body,
                                       const TestInput& input, const std::optional<std::string>& knownConfigId, bool echo) {
  if (!input.config) return std::nullopt;
  log.checked(Rule::Config, op);
  std::string s(step);
  std::optional<std::string> returned;
  const Value* id = member(body, "configId");
  if (!id) {
    log.violation({Rule::Config, op, s, "body.configId", "a configId, since a config was sent", missingMember(body, "configId")});
  } else if (!id->isString() || id->str().empty()) {
    log.violation({Rule::Config, op, s, "body.configId", "a non-empty string",
                   id->isString() ? std::string("an empty string") : kindText(*id)});
  } else {
    returned = id->str();
    if (knownConfigId && *knownConfigId != id->str())
      log.violation({Rule::Config, op, s, "body.configId",
                     "the configId returned before, " + quoted(*knownConfigId) + " (compared case-sensitively)",
                     quoted(id->str())});
  }
  if (echo) {
    const Value* config = member(body, "config");
    if (!config)
      log.violation({Rule::Config, op, s, "body.config",
                     "the config echoed without its secrets (anything not echoed is treated as secret)",
                     missingMember(body, "config"), report::Level::Warning});
    else if (!config->isObject())
      log.violation({Rule::Config, op, s, "body.config", "an object", kindText(*config)});
  }
  return returned;
}

const Value* valueAtPath(const Value& root, std::string_view path) {
  const Value* v = &root;
  while (v && !path.empty()) {
    size_t dot = path.find('.');
    std::string_view seg = path.substr(0, dot);
    path = dot == std::string_view::npos ? std::string_view() : path.substr(dot + 1);
    if (v->isArray()) {
      size_t index = 0;
      auto [p, ec] = std::from_chars(seg.data(), seg.data() + seg.size(), index);
      v = ec == std::errc() && p == seg.data() + seg.size() ? v->at(index) : nullptr;
    } else {
      v = member(*v, seg);
    }
  }
  return v;
}

void checkUnevaluated(CheckLog& log, const Value& body, const TestInput& input) {
  if (input.unevaluated.empty()) return;
  const Operation op = Operation::Preview;
  log.checked(Rule::Unevaluated, op);
  const Value* metadata = member(body, "metadata");
  const Value* echoed = metadata ? member(*metadata, "unevaluated") : nullptr;
  if (!echoed || !echoed->isArray()) {
    log.violation({Rule::Unevaluated, op, "", "body.metadata.unevaluated",
                   "the " + std::to_string(input.unevaluated.size()) + " path(s) sent",
                   echoed ? kindText(*echoed) : std::string("no metadata.unevaluated")});
  } else {
    for (const std::string& path : input.unevaluated) {
      bool found = false;
      for (const Value& p : echoed->arr()) found = found || (p.isString() && p.str() == path);
      if (!found)
        log.violation({Rule::Unevaluated, op, "", "body.metadata.unevaluated", "the path " + quoted(path) + " sent",
                       "a list without it"});
    }
  }
  // The values: what was sent at each path comes back unchanged.
  Value sent = Value::emptyObject();
  sent.objMut().append("properties", input.properties);
  if (input.config) sent.objMut().append("config", *input.config);
  for (const std::string& path : input.unevaluated) {
    const Value* want = valueAtPath(sent, path);
    const Value* got = valueAtPath(body, path);
    if (!want) continue;  // the input check warned about it
    if (!got || !got->equals(*want))
      log.violation({Rule::Unevaluated, op, "", "body." + path,
                     "the expression sent, " + quoted(want->isString() ? want->str() : toJson(*want)),
                     got ? quoted(got->isString() ? got->str() : toJson(*got)) : std::string("nothing at that path")});
  }
}

StatusKind classifyStatus(const Value* status) {
  if (!status || status->isNull()) return StatusKind::Succeeded;
  if (!status->isString()) return StatusKind::NotAString;
  const std::string& s = status->str();
  if (s == "Succeeded") return StatusKind::Succeeded;
  if (s == "Failed") return StatusKind::Failed;
  if (s == "Canceled") return StatusKind::Canceled;
  if (iequals(s, "Succeeded") || iequals(s, "Failed") || iequals(s, "Canceled") || iequals(s, "Cancelled"))
    return StatusKind::Miscased;
  return StatusKind::Running;
}

std::string statusText(const Value* status) {
  if (!status || status->isNull()) return "null";
  if (status->isString()) return quoted(status->str());
  return toJson(*status);
}

bool checkStatusValue(CheckLog& log, Operation op, std::string_view step, const Value* status) {
  log.checked(Rule::StatusValue, op);
  if (classifyStatus(status) != StatusKind::Miscased) return false;
  log.violation({Rule::StatusValue, op, std::string(step), "body.status",
                 "Succeeded, Failed or Canceled spelled exactly (the host compares case-sensitively and would keep "
                 "polling)",
                 statusText(status)});
  return true;
}

}  // namespace pf::contract
