#include "contract/http_loader.hpp"

#include <dlfcn.h>
#include <unistd.h>

#include <filesystem>

#include "contract/http_plugin.hpp"

namespace pf::contract {

namespace fs = std::filesystem;

namespace {

constexpr const char* kPluginName = "preflight-http.so";

Error pluginError(const std::string& message) { return makeError("EXT109", message); }

}  // namespace

std::vector<std::string> httpPluginCandidates() {
  // The binary's own path from the kernel: not argv[0], which the caller chooses.
  char buffer[4096];
  ssize_t n = ::readlink("/proc/self/exe", buffer, sizeof buffer - 1);
  if (n <= 0) return {};
  fs::path dir = fs::path(std::string(buffer, static_cast<size_t>(n))).parent_path();
  return {(dir / kPluginName).string(), (dir / ".." / "lib" / "preflight" / kPluginName).lexically_normal().string()};
}

Result<SendRequest> loadHttpPlugin(const std::string& path) {
  // Never closed: the client is used until the process exits.
  void* handle = ::dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    const char* why = ::dlerror();
    return pluginError("the HTTP client of `extension test` (" + path + ") cannot be loaded: " +
                       (why ? why : "unknown error"));
  }
  auto entry = reinterpret_cast<HttpPluginEntry>(::dlsym(handle, kHttpPluginEntry));
  const HttpPluginTable* table = entry ? entry() : nullptr;
  if (!table || !table->abiTag || !table->send)
    return pluginError("'" + path + "' is not preflight's HTTP client (it has no " + kHttpPluginEntry + ")");
  std::string mine = httpPluginAbiTag();
  if (mine != table->abiTag)
    return pluginError("the HTTP client '" + path + "' comes from another build of preflight (" + table->abiTag +
                       ", not " + mine + "); reinstall preflight");
  return table->send;
}

Result<SendRequest> loadInstalledHttpPlugin() {
  std::vector<std::string> candidates = httpPluginCandidates();
  for (const std::string& path : candidates) {
    std::error_code ec;
    if (fs::exists(path, ec)) return loadHttpPlugin(path);
  }
  std::string looked;
  for (const std::string& path : candidates) looked += (looked.empty() ? "" : ", ") + path;
  return pluginError("the HTTP client of `extension test` (" + std::string(kPluginName) +
                     ") is not installed beside preflight (looked at " + (looked.empty() ? "nothing: the binary's path is unknown" : looked) +
                     "); reinstall preflight");
}

}  // namespace pf::contract
