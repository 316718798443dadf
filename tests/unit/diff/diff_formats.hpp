#pragma once
// Reading `preflight diff` reports back in the tests: the JSON report as lines, the Markdown
// comment's table rows, diff blocks and diagram nodes.
#include <sstream>
#include <string>
#include <vector>

#include "engine/core/json.hpp"
#include "tests/helpers.hpp"

namespace pf::test {

using Lines = std::vector<std::string>;

// "deployment <status> <source>[ with <parameters>][ renamed from <source>]", then per resource
// "<change> <type> <name>" and per property "  <change> <path>: <before> => <after>".
inline Lines jsonLines(const std::string& text) {
  Value doc = json(text);
  Lines out;
  auto str = [](const Value* v) { return v && v->isString() ? v->str() : std::string(); };
  for (const Value& d : doc.get("deployments")->arr()) {
    std::string line = "deployment " + str(d.get("status")) + " " + str(d.get("source"));
    if (!str(d.get("parameters")).empty()) line += " with " + str(d.get("parameters"));
    if (const Value* r = d.get("renamedFrom")) line += " renamed from " + str(r->get("source"));
    out.push_back(line);
    for (const Value& r : d.get("resources")->arr()) {
      out.push_back(str(r.get("change")) + " " + str(r.get("type")) + " " + str(r.get("name")));
      for (const Value& p : r.get("properties")->arr()) {
        const Value* b = p.get("before");
        const Value* a = p.get("after");
        out.push_back("  " + str(p.get("change")) + " " + str(p.get("path")) + ": " + (b ? toJson(*b) : "-") + " => " +
                      (a ? toJson(*a) : "-"));
      }
    }
  }
  return out;
}

// The Markdown comment's deployment rows, the lines of its ```diff blocks and its diagram's
// node and edge lines (class definitions left out).
inline Lines markdownLines(const std::string& text) {
  Lines out;
  std::istringstream in(text);
  std::string line, block;
  bool table = false;
  while (std::getline(in, line)) {
    if (line.rfind("```", 0) == 0) {
      block = block.empty() ? line.substr(3) : "";
      continue;
    }
    if (block == "diff") out.push_back(line);
    else if (block == "mermaid" && line.rfind("  classDef", 0) != 0 && line != "graph LR") out.push_back(line);
    else if (line.rfind("| --- ", 0) == 0) table = true;
    else if (table && line.rfind("| ", 0) == 0) out.push_back(line);
    else table = false;
  }
  return out;
}

}  // namespace pf::test
