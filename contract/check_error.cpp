#include "contract/check_error.hpp"

#include "contract/check_body.hpp"
#include "contract/check_headers.hpp"
#include "contract/display.hpp"
#include "engine/core/json.hpp"

namespace pf::contract {

namespace {

bool pascalCase(const std::string& s) {
  if (s.empty() || s[0] < 'A' || s[0] > 'Z') return false;
  for (char c : s)
    if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))) return false;
  return true;
}

std::string kindText(const Value& v) { return std::string("a JSON ") + kindName(v.kind()); }

// code and message: required strings, non-empty.
void requiredText(std::vector<ErrorProblem>& out, const Value& obj, const std::string& path, const char* key) {
  const Value* v = member(obj, key);
  if (!v) out.push_back({path + "." + key, "a non-empty string", missingMember(obj, key)});
  else if (!v->isString()) out.push_back({path + "." + key, "a non-empty string", kindText(*v)});
  else if (v->str().empty()) out.push_back({path + "." + key, "a non-empty string", "an empty string"});
}

void codeCase(std::vector<ErrorProblem>& out, const Value& obj, const std::string& path) {
  const Value* code = member(obj, "code");
  if (code && code->isString() && !code->str().empty() && !pascalCase(code->str()))
    out.push_back({path + ".code", "a PascalCase code such as \"InvalidResource\"", quoted(code->str()), true});
}

void target(std::vector<ErrorProblem>& out, const Value& obj, const std::string& path) {
  const Value* t = member(obj, "target");
  if (!t || t->isNull()) return;
  if (!t->isString()) out.push_back({path + ".target", "a JSON Pointer string such as \"/properties/name\"", kindText(*t)});
  else if (!t->str().empty() && t->str()[0] != '/')
    out.push_back({path + ".target", "a JSON Pointer such as \"/properties/name\"", quoted(t->str()), true});
}

}  // namespace

std::vector<ErrorProblem> errorProblems(const Value& error, const std::string& path) {
  std::vector<ErrorProblem> out;
  if (!error.isObject()) {
    out.push_back({path, "an object with code and message", kindText(error)});
    return out;
  }
  requiredText(out, error, path, "code");
  requiredText(out, error, path, "message");
  codeCase(out, error, path);
  target(out, error, path);
  if (const Value* details = member(error, "details"); details && !details->isNull()) {
    if (!details->isArray()) {
      out.push_back({path + ".details", "an array of {code, message, target?}", kindText(*details)});
    } else {
      for (size_t i = 0; i < details->arr().size(); ++i) {
        const Value& d = details->arr()[i];
        std::string p = path + ".details[" + std::to_string(i) + "]";
        if (!d.isObject()) {
          out.push_back({p, "an object with code and message", kindText(d)});
          continue;
        }
        requiredText(out, d, p, "code");
        requiredText(out, d, p, "message");
        codeCase(out, d, p);
        target(out, d, p);
      }
    }
  }
  if (const Value* inner = member(error, "innererror"); inner && !inner->isObject() && !inner->isNull())
    out.push_back({path + ".innererror", "an object", kindText(*inner)});
  if (!member(error, "innererror"))
    if (const std::string* spelled = error.obj().keyOf("innererror"))
      out.push_back({path + "." + *spelled, "\"innererror\", all lower case", quoted(*spelled), true});
  return out;
}

std::string errorSummary(const Value& error) {
  const Value* code = member(error, "code");
  const Value* message = member(error, "message");
  std::string s = code && code->isString() ? quoted(code->str()) : std::string("(no code)");
  if (message && message->isString()) s += " " + quoted(message->str(), 200);
  return s;
}

void checkErrorAnswer(CheckLog& log, Operation op, std::string_view step, const HttpResponse& r,
                      const std::string& extensionVersion) {
  std::string s(step);
  if (r.status == 400) checkCommonHeaders(log, op, step, r, extensionVersion);
  report::Level level = r.status == 400 ? report::Level::Error : report::Level::Warning;
  log.checked(Rule::ErrorBody, op);
  std::string subject = "error body of " + std::to_string(r.status);
  const char* expected = "an ErrorResponse, {\"error\": {\"code\": ..., \"message\": ...}}";
  std::string summary;
  Diagnostics diags;
  JsonReadOptions strict;
  strict.lenient = false;
  auto v = r.body.empty() ? std::nullopt : parseJson(r.body, 0, diags, strict);
  if (r.body.empty()) {
    log.violation({Rule::ErrorBody, op, s, subject, expected, "an empty body", level});
  } else if (!v || diags.hasErrors() || !v->isObject()) {
    log.violation({Rule::ErrorBody, op, s, subject, expected,
                   (v && !diags.hasErrors() ? kindText(*v) : std::string("text that is not JSON")) + ", starting " +
                       quoted(r.body, 40),
                   level});
  } else if (const Value* error = member(*v, "error"); !error) {
    log.violation({Rule::ErrorBody, op, s, subject, expected, missingMember(*v, "error"), level});
  } else {
    for (ErrorProblem& p : errorProblems(*error, "error"))
      log.violation({Rule::ErrorBody, op, s, p.field, p.expected, p.actual, p.soft ? report::Level::Warning : level});
    if (error->isObject()) summary = " " + errorSummary(*error);
  }
  log.violation({Rule::OperationFailed, op, s, "outcome", "success",
                 "status " + std::to_string(r.status) + (summary.empty() ? std::string() : " with the error" + summary)});
}

void checkOperationError(CheckLog& log, Operation op, std::string_view step, const Value& body, std::string_view status) {
  std::string s(step);
  log.checked(Rule::ErrorBody, op);
  const Value* error = member(body, "error");
  if (!error || error->isNull()) {
    // The failure without its error is this one finding: there is nothing else to say about it.
    log.violation({Rule::ErrorBody, op, s, "body.error",
                   "an error (code and message) with the status \"" + std::string(status) + "\"",
                   error ? std::string("null") : missingMember(body, "error")});
    return;
  }
  for (ErrorProblem& p : errorProblems(*error, "body.error"))
    log.violation({Rule::ErrorBody, op, s, p.field, p.expected, p.actual,
                   p.soft ? std::optional(report::Level::Warning) : std::nullopt});
  log.violation({Rule::OperationFailed, op, s, "outcome", "Succeeded",
                 "\"" + std::string(status) + "\"" + (error->isObject() ? " with the error " + errorSummary(*error) : "")});
}

}  // namespace pf::contract
