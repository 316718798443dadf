#pragma once
// Loading preflight-http.so (contract/http_plugin.hpp), the HTTP client that `extension test`
// alone needs. Only from where preflight is installed, found from the running binary: never from
// the current folder, an environment variable or the library search path, so nothing a
// repository holds is ever loaded.
#include <string>
#include <vector>

#include "contract/http_client.hpp"
#include "engine/core/result.hpp"

namespace pf::contract {

// Where the plugin of the running binary may be, in order: beside it (a build tree), then in
// ../lib/preflight/ (the .deb's /usr/bin/preflight and /usr/lib/preflight/, the archive's bin/
// and lib/preflight/).
std::vector<std::string> httpPluginCandidates();

// The plugin at `path`. EXT109 when it cannot be loaded, is not preflight's HTTP client, or
// comes from another build. It stays loaded until the process exits.
Result<SendRequest> loadHttpPlugin(const std::string& path);

// The first candidate that exists, loaded; EXT109 naming the places looked at when none does.
Result<SendRequest> loadInstalledHttpPlugin();

}  // namespace pf::contract
