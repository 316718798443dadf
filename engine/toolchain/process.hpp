#pragma once
// Running a helper program (the Bicep CLI) with captured output and a deadline.
#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/result.hpp"

namespace pf::toolchain {

struct ProcessOptions {
  std::chrono::milliseconds timeout{60000};
  size_t maxOutputBytes = 256u * 1024 * 1024;  // per stream; more is discarded and flagged
  // The program's whole environment ("NAME=value" entries); unset: this process's environment.
  std::optional<std::vector<std::string>> environment;
};

struct ProcessResult {
  int exitCode = -1;     // when the program exited normally
  int signal = 0;        // when a signal ended it (SIGKILL after a timeout)
  bool timedOut = false;
  bool truncated = false;
  std::string out;
  std::string err;
  bool succeeded() const { return !timedOut && signal == 0 && exitCode == 0; }
};

// This process's environment with `overrides` ("NAME=value" entries) replacing the variables of
// the same names or added, for ProcessOptions::environment.
std::vector<std::string> environmentWith(const std::vector<std::string>& overrides);

// Runs `program` (a path; not looked up on PATH) with `args`, stdin from /dev/null, and
// collects stdout and stderr until it exits. After `timeout` the program and everything it
// started (its process group) are killed and `timedOut` is set; what it printed so far is
// kept. An error (TOOL023) only when the program cannot be started at all.
Result<ProcessResult> runProcess(const std::string& program, const std::vector<std::string>& args,
                                 const ProcessOptions& options = {});

}  // namespace pf::toolchain
