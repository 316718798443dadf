#pragma once
// Internal: the files of a gzip-compressed tar archive (an extension's types.tgz), with limits so
// that a hostile archive cannot exhaust memory.
#include <map>
#include <string>
#include <string_view>

#include "engine/core/result.hpp"

namespace pf::toolchain::detail {

// Decompressed bytes allowed for one archive (the Azure type package is about 60 MB unpacked).
inline constexpr size_t kMaxArchiveBytes = 256u * 1024 * 1024;

// Regular files of the archive by their path inside it ("./" removed). Errors: not gzip data,
// a damaged stream or tar header, more than `maxBytes` once decompressed.
Result<std::map<std::string, std::string>> readTarGz(std::string_view bytes, size_t maxBytes = kMaxArchiveBytes);

}  // namespace pf::toolchain::detail
