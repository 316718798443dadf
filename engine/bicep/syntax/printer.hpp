#pragma once
// A compact S-expression rendering of syntax trees, for tests and debugging.
#include <string>

#include "engine/bicep/syntax/syntax.hpp"

namespace pf::bicep {

std::string dump(const Node& n);
std::string dump(const Decl& d);

}  // namespace pf::bicep
