#pragma once
// Helpers shared by the function category files.
#include "engine/expr/call.hpp"
#include "engine/expr/evaluator.hpp"
#include "engine/expr/registry.hpp"

// Return the error of a failed type check.
#define PF_EXPECT(check)            \
  do {                              \
    if (auto pf_err_ = (check)) return *pf_err_; \
  } while (0)
