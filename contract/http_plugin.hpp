#pragma once
// The boundary between preflight and preflight-http.so, the HTTP client of `extension test`
// (contract/http_plugin/). The plugin hands over one table; the C++ types in it (strings,
// vectors, HttpResult) cross as they are, so the plugin must come from the same build as the
// binary: the table names the preflight version and a tag of the compiler and of the types'
// sizes, and the loader refuses a plugin whose tag is not its own.
#include <cstdint>
#include <string>

#include "contract/http_client.hpp"
#include "preflight/version.hpp"

namespace pf::contract {

struct HttpPluginTable {
  const char* abiTag;  // httpPluginAbiTag() of the plugin's build
  SendRequest send;
};

// The symbol the plugin exports: `extern "C" const HttpPluginTable* preflight_http_plugin()`.
inline constexpr const char* kHttpPluginEntry = "preflight_http_plugin";
using HttpPluginEntry = const HttpPluginTable* (*)();

// The version, the compiler and the sizes of the types the table passes: equal on both sides
// when both come from one build.
inline std::string httpPluginAbiTag() {
  return std::string("preflight ") + kVersion + "; " + __VERSION__ + "; " + std::to_string(sizeof(std::string)) + "/" +
         std::to_string(sizeof(Headers)) + "/" + std::to_string(sizeof(HttpResponse)) + "/" +
         std::to_string(sizeof(HttpResult)) + "/" + std::to_string(sizeof(HttpLimits));
}

}  // namespace pf::contract
