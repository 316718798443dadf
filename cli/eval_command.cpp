// preflight eval '<expression>': evaluate one ARM template expression and print the JSON result.
#include <iostream>

#include "cli/commands.hpp"
#include "cli/terminal_output.hpp"
#include "engine/core/file.hpp"
#include "engine/core/json.hpp"
#include "engine/core/terminal_text.hpp"
#include "engine/expr/evaluator.hpp"
#include "engine/expr/parser.hpp"

namespace pf::cli {

namespace {

struct EvalArgs {
  std::string expression;
  std::string params;
  std::string contextFile;
  bool listFunctions = false;
  bool realTime = false;
};

int listFunctions(const FunctionRegistry& fns) {
  for (const FunctionSpec* f : fns.all()) {
    std::string arity = std::to_string(f->minArgs) + ".." + (f->maxArgs < 0 ? "n" : std::to_string(f->maxArgs));
    std::cout << f->name << (f->flags & kPrefix ? "*" : "") << "\t" << arity << "\t" << f->category << "\t"
              << f->signature << "\n";
  }
  return 0;
}

int runEval(const EvalArgs& a) {
  FunctionRegistry fns = builtinFunctions();
  if (a.listFunctions) return listFunctions(fns);
  if (a.expression.empty()) {
    std::cerr << "preflight eval: give an expression, e.g. preflight eval \"[concat('a', 'b')]\"\n";
    return 2;
  }
  SourceFiles files;
  Diagnostics diags;
  SimpleScope scope;
  if (!a.params.empty()) {
    uint32_t id = files.add("--params", a.params);
    auto v = parseJson(a.params, id, diags);
    if (v && !v->isObject()) diags.error("CLI001", "--params must be a JSON object of parameter names to values", v->loc());
    if (v && v->isObject()) scope.parameters = v->obj();
  }
  if (!a.contextFile.empty()) {
    auto text = readFile(a.contextFile);
    if (!text) {
      diags.add(text.error().toDiagnostic());
    } else {
      uint32_t id = files.add(a.contextFile, *text);
      if (auto v = parseJson(*text, id, diags)) applyContextOverrides(scope.mutableContext(), *v, diags);
    }
  }
  if (diags.hasErrors()) {
    for (const auto& d : diags.items()) std::cerr << diagnosticText(d, files) << "\n";
    return 1;
  }
  EvalOptions opts;
  opts.realTime = a.realTime;
  EvalSession session(fns, opts);
  EvalContext ctx(session, scope);
  std::string_view text = a.expression;
  Result<Value> r = Value();
  if (isExpression(text)) {
    r = evaluateExpression(text.substr(1, text.size() - 2), Loc{}, ctx);
  } else if (text.size() >= 2 && text[0] == '[' && text[1] == '[') {
    r = Value(std::string(unescapeLiteral(text)));
  } else if (!text.empty() && text[0] == '[') {
    // "[expr" without the closing bracket: report what is wrong inside first.
    auto parsed = parseExpression(text.substr(1), Loc{}, &fns);
    if (!parsed) r = parsed.error();
    else r = makeError("EXPR008", "the expression starts with '[' but does not end with ']'");
  } else {
    r = evaluateExpression(text, Loc{}, ctx);
  }
  if (!r) {
    std::cerr << "error " << r.error().code << ": " << terminalSafe(r.error().message) << "\n";
    return 1;
  }
  std::cout << toJson(*r) << "\n";
  return 0;
}

}  // namespace

void addEvalCommand(CLI::App& app, ExitCode& exit) {
  auto args = std::make_shared<EvalArgs>();
  auto* cmd = app.add_subcommand("eval", "Evaluate one ARM template expression and print the result as JSON");
  cmd->add_option("expression", args->expression, "The expression, e.g. \"[concat('a', 'b')]\"");
  cmd->add_option("--params", args->params, "Parameter values as a JSON object, e.g. '{\"p\": \"z\"}'");
  cmd->add_option("--context", args->contextFile,
                  "JSON file with deployment context overrides (subscriptionId, resourceGroup, location, ...)");
  cmd->add_flag("--list-functions", args->listFunctions, "List every function with its arity and category");
  cmd->add_flag("--real-time", args->realTime, "Make utcNow() and newGuid() real instead of deterministic");
  cmd->callback([args, &exit] { exit.value = runEval(*args); });
}

}  // namespace pf::cli
