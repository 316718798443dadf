#include "engine/bicep/module_cache.hpp"

#include <set>
#include <tuple>

#include "engine/bicep/compiler.hpp"
#include "engine/core/hex.hpp"
#include "engine/core/sha1.hpp"

namespace pf::bicep {

namespace {

std::string hexOf(std::string_view data) {
  std::string out;
  for (uint8_t b : sha1(data)) appendHexByte(out, b);
  return out;
}

// Length-prefixed, so that no two different field lists run together into the same text.
void field(std::string& out, std::string_view s) {
  out += std::to_string(s.size());
  out += ':';
  out += s;
}

}  // namespace

std::string ModuleCache::keyOf(const std::string& path, std::string_view text, const CompileOptions& options) {
  // The fields themselves, not a digest of them: hashing every module's text cost more than the
  // map's comparisons, which stop at the first differing byte (mostly within the path).
  std::string in;
  in.reserve(path.size() + text.size() + 64);
  field(in, path);
  field(in, text);
  for (const auto& f : options.experimentalFeatures) field(in, "feature=" + f);
  field(in, options.forceSymbolicNames ? "symbolic" : "");
  for (const auto& e : options.allowedEnvironment) field(in, "env=" + e);
  field(in, "types=" + std::to_string(reinterpret_cast<uintptr_t>(options.typeIndex)));
  return in;
}

std::string ModuleCache::digestOf(const Result<std::string>& r) {
  return r ? "text:" + hexOf(*r) : "error:" + r.error().code + ":" + r.error().message;
}

std::string ModuleCache::digestOf(const Result<std::vector<std::string>>& r) {
  if (!r) return "error:" + r.error().code + ":" + r.error().message;
  std::string names;
  for (const auto& n : *r) field(names, n);
  return "list:" + hexOf(names);
}

std::shared_ptr<const ModuleCache::Entry> ModuleCache::find(const std::string& key, const FileAccess& files) {
  std::shared_ptr<const Entry> e;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    auto it = entries_.find(key);
    if (it == entries_.end()) return nullptr;
    e = it->second;
  }
  // Each file (or folder) is read again once per run, outside the lock, and what it gave is kept:
  // a file changed since is a miss, and the module compiles anew. Reading every file again at
  // every reuse cost the files' size times the reuses (2,000 entry files of a module that loads
  // 16 MB: 32 GB read and hashed).
  for (const Read& r : e->reads) {
    std::string key = (r.listing ? "L" : "F") + r.path;
    std::string now;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      if (auto it = digests_.find(key); it != digests_.end()) now = it->second;
    }
    if (now.empty()) {
      now = r.listing ? (files.list ? digestOf(files.list(r.path)) : std::string())
                      : (files.read ? digestOf(files.read(r.path)) : std::string());
      std::lock_guard<std::mutex> lock(mutex_);
      now = digests_.try_emplace(std::move(key), std::move(now)).first->second;
    }
    if (now != r.digest) return nullptr;
  }
  reused_.fetch_add(1, std::memory_order_relaxed);
  return e;
}

void ModuleCache::store(const std::string& key, std::shared_ptr<Entry> entry) {
  // A file read many times is checked once: the same read (path and what it gave) kept once.
  std::set<std::tuple<bool, std::string, std::string>> seen;
  std::erase_if(entry->reads, [&](const Read& r) { return !seen.insert({r.listing, r.path, r.digest}).second; });
  std::lock_guard<std::mutex> lock(mutex_);
  entries_[key] = std::move(entry);  // two threads compiling the same module store equal entries
}

}  // namespace pf::bicep
