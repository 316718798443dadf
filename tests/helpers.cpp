#include "tests/helpers.hpp"

#include <array>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "engine/expr/parser.hpp"

namespace pf::test {

const FunctionRegistry& functions() {
  static const FunctionRegistry r = builtinFunctions();
  return r;
}

Value json(std::string_view text) {
  Diagnostics d;
  auto v = parseJson(text, 0, d);
  if (!v) throw std::runtime_error("bad test JSON: " + (d.items().empty() ? "" : d.items()[0].message));
  return *v;
}

Result<Value> eval(std::string_view expr, std::string_view paramsJson) {
  SimpleScope scope;
  scope.parameters = json(paramsJson).obj();
  EvalSession session(functions());
  EvalContext ctx(session, scope);
  if (isExpression(expr)) expr = expr.substr(1, expr.size() - 2);
  return evaluateExpression(expr, Loc{}, ctx);
}

std::string evalJson(std::string_view expr, std::string_view paramsJson) {
  auto r = eval(expr, paramsJson);
  if (!r) return "error " + r.error().code + ": " + r.error().message;
  return toJson(*r);
}

int runCli(const std::string& args, std::string* out, std::string* err, const std::string& env) {
  static int counter = 0;
  std::string errFile = std::string("/tmp/preflight-test-stderr-") + std::to_string(::getpid()) + "-" +
                        std::to_string(counter++);
  std::string cmd = (env.empty() ? "" : "env " + env + " ") + PREFLIGHT_BINARY + " " + args + " 2>" + errFile;
  FILE* p = popen(cmd.c_str(), "r");
  if (!p) throw std::runtime_error("cannot run " + cmd);
  std::string o;
  std::array<char, 4096> buf;
  size_t n;
  while ((n = fread(buf.data(), 1, buf.size(), p)) > 0) o.append(buf.data(), n);
  int status = pclose(p);
  if (out) *out = o;
  std::ifstream ef(errFile);
  std::stringstream ss;
  ss << ef.rdbuf();
  if (err) *err = ss.str();
  std::remove(errFile.c_str());
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

std::string stackLimit(const std::string& kb) {
  return "sh -c 'ulimit -s " + kb + " && exec \"$0\" \"$@\"'";
}

}  // namespace pf::test
