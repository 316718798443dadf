#pragma once
// The type index blob compiled into the binary (generated at build time from
// engine/azuretypes/data/azure-types.bin by cmake/embed_binary.cmake).
#include <string_view>

namespace pf::azuretypes {

std::string_view embeddedTypeIndex();

}  // namespace pf::azuretypes
