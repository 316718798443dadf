#pragma once
// Base64 as .NET's Convert.ToBase64String / Convert.FromBase64String do it.
#include <optional>
#include <string>
#include <string_view>

namespace pf {

std::string base64Encode(std::string_view bytes);
// Standard alphabet with padding; white space is ignored (as in .NET). nullopt when the
// input is not valid base64.
std::optional<std::string> base64Decode(std::string_view text);

}  // namespace pf
