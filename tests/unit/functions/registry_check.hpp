#pragma once
// The registry tests' common check of one function table entry.
#include <catch2/catch.hpp>

#include <string>
#include <tuple>
#include <vector>

#include "tests/helpers.hpp"

namespace pf::test {

// name, minimum arguments, maximum (-1: any number), category.
using ExpectedFunction = std::tuple<std::string, int, int, std::string>;

// Checks that `name` is registered under that name with this arity and category, a signature
// and a summary; returns the entry (nullptr after a failed REQUIRE never returns).
inline const FunctionSpec* checkRegistered(const ExpectedFunction& e) {
  const auto& [name, min, max, category] = e;
  INFO(name);
  const FunctionSpec* f = functions().find(name);
  REQUIRE(f);
  CHECK(f->name == name);
  CHECK(f->minArgs == min);
  CHECK(f->maxArgs == max);
  CHECK(f->category == category);
  CHECK_FALSE(f->signature.empty());
  CHECK_FALSE(f->summary.empty());
  return f;
}

}  // namespace pf::test
