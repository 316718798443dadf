#include "engine/expand/resource_options.hpp"

namespace pf {

namespace {

bool isExpressionString(const Value& v) { return v.isString() && v.str().size() > 1 && v.str().front() == '['; }

// What is wrong with the arguments of a known option, or "" when they are fine. Values may be
// template expressions ("[...]"), which are not evaluated here: options change nothing expanded.
std::string shapeProblem(std::string_view name, const Array& args) {
  if (name == "onlyIfNotExists" || name == "nullIfNotFound" || name == "nullableExisting")
    return args.empty() ? "" : "takes no arguments, so its value must be []";
  if (name == "retryOn") {
    if (args.empty() || args.size() > 2) return "must be [errorCodes] or [errorCodes, retryCount]";
    const Value& codes = args[0];
    if (!isExpressionString(codes)) {
      if (!codes.isArray()) return "must start with an array of error codes";
      for (const Value& c : codes.arr())
        if (!c.isString()) return "must list its error codes as strings";
    }
    if (args.size() == 2 && !isExpressionString(args[1]) && !(args[1].isInt() && args[1].asInt() >= 1))
      return "must give its retry count as an integer of at least 1";
    return "";
  }
  if (name == "waitUntil") {
    if (args.size() != 2 || !args[0].isString() || !args[1].isString())
      return "must be [predicate, maximum wait]: a lambda expression and an ISO 8601 duration";
    return "";
  }
  return "";
}

bool known(std::string_view name) {
  for (const char* k : {"onlyIfNotExists", "retryOn", "waitUntil", "nullIfNotFound", "nullableExisting"})
    if (name == k) return true;
  return false;
}

}  // namespace

ResourceOptions readResourceOptions(const Value& decl, bool existing, Diagnostics& diags) {
  ResourceOptions out;
  const Value* options = decl.get("@options");
  if (!options) return out;
  if (!options->isObject()) {
    diags.error("EXP085",
                std::string("a resource's \"@options\" must be an object of options, but it is ") +
                    kindName(options->kind()),
                options->loc());
    return out;
  }
  for (const auto& [name, args] : options->obj()) {
    if (!known(name)) {
      diags.warning("EXP086",
                    "unknown resource option '" + name + "' in \"@options\": the resource is expanded without it",
                    args.loc());
      continue;
    }
    std::string problem = args.isArray() ? shapeProblem(name, args.arr()) : "must be an array of its arguments";
    if (!problem.empty()) {
      diags.error("EXP085", "the resource option '" + name + "' " + problem, args.loc());
      continue;
    }
    bool nullable = name == "nullIfNotFound" || name == "nullableExisting";
    if ((nullable && !existing) || (name == "onlyIfNotExists" && existing)) {
      diags.warning("EXP086",
                    "the resource option '" + name + "' has no effect on " +
                        (existing ? "an existing resource" : "a resource the deployment creates (only on an existing one)"),
                    args.loc());
      continue;
    }
    out.names.push_back(name);
    out.onlyIfNotExists = out.onlyIfNotExists || name == "onlyIfNotExists";
    out.nullIfNotFound = out.nullIfNotFound || nullable;
  }
  return out;
}

}  // namespace pf
