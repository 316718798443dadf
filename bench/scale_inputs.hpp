#pragma once
// Generated scaling inputs for the benchmarks (written at run time into a temporary folder;
// nothing is committed). Each case is a family of inputs of growing size, so that the time and
// memory per item show whether a step is linear.
#include <string>
#include <vector>

namespace pf::bench {

struct ScaleCase {
  std::string name;         // "template", "bicep", ...
  std::string description;  // what one item is
  std::string command;      // "analyze" or "expand"
  std::vector<int> sizes;   // items per input, smallest first
};

// Every case the benchmark knows, with its default sizes.
std::vector<ScaleCase> scaleCases();

// Writes the input of `c` with `size` items under `dir` (created) and returns the path to pass
// to the command (a file or a folder).
std::string writeScaleInput(const ScaleCase& c, int size, const std::string& dir);

}  // namespace pf::bench
