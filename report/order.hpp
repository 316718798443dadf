#pragma once
// Which findings a writer shows, and in what order: the same for every format so that
// outputs are reproducible whatever order the analysis produced them in.
#include <string>
#include <vector>

#include "report/finding.hpp"

namespace pf::report {

// By file, line, column, rule id, resource, message key, outcome; unsuppressed first.
bool sourceOrder(const Finding& a, const Finding& b);

struct Selection {
  bool passes = false;      // add passes and inconclusive results to failures and errors
  bool suppressed = false;  // add suppressed findings
};

// The findings to write, in source order.
std::vector<const Finding*> selectFindings(const std::vector<Finding>& findings, const Selection& sel);

// A repository-relative path with forward slashes and no leading "./".
std::string normalizePath(std::string_view path);

}  // namespace pf::report
