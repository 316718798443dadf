#pragma once
// The alias catalogue compiled into the binary (generated at build time from
// policy/aliases/data/aliases.bin by cmake/embed_binary.cmake).
#include <string_view>

namespace pf::policy {

std::string_view embeddedAliases();

}  // namespace pf::policy
