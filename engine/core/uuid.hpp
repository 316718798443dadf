#pragma once
// RFC 4122 UUIDs as 16 bytes: name-based version 5 (ARM's guid(), mock ids) and text form.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace pf {

using Uuid = std::array<uint8_t, 16>;

// Sets the version nibble and the RFC 4122 variant bits.
void stampUuid(Uuid& bytes, int version);

// RFC 4122 §4.3: the SHA-1 of the namespace's 16 bytes followed by `name`, stamped as version 5.
Uuid nameBasedUuid(const Uuid& ns, std::string_view name);

// Lower-case hex, hyphenated 8-4-4-4-12.
std::string formatUuid(const Uuid& bytes);

// 8-4-4-4-12 hex digits of either case, the text form of GUIDs in ARM ids, Bicep settings and
// HTTP headers; nothing around them (no braces).
bool isUuid(std::string_view text);

// The bytes of a UUID in text form: hex digit pairs in order, anything else (hyphens,
// braces) skipped; missing bytes stay zero.
Uuid parseUuid(std::string_view text);

}  // namespace pf
