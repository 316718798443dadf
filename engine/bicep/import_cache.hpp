#pragma once
// Bicep files imported from (`import ... from 'types.bicep'`), loaded once per run: read, parsed,
// bound and checked, then shared read-only by every compilation that imports them. Without it,
// each entry file importing a shared file parsed it again and kept another copy of its text: 2,000
// entries importing one 168 KB file took 13 s and 450 MB, growing with entries times the file.
//
// An entry is found by the module cache's key (path, text, options that change the result). A
// unit in it is never changed: a compilation copies its diagnostics and adds its own to the copy.
// Positions in it are ids of the SourceFiles table of the first load: one cache serves one table
// (compile::CompileContext owns both). Safe to share between threads.
#include <atomic>
#include <map>
#include <memory>
#include <mutex>
#include <string>

namespace pf::bicep {

struct FileUnit;

class ImportCache {
 public:
  struct Stats {
    size_t loaded = 0;  // files loaded while the cache was in use (misses)
    size_t reused = 0;  // loads saved
  };
  std::shared_ptr<const FileUnit> find(const std::string& key);
  // Keeps `unit` unless another thread stored one first; returns the one kept.
  std::shared_ptr<const FileUnit> store(const std::string& key, std::shared_ptr<const FileUnit> unit);
  Stats stats() const { return {loaded_.load(), reused_.load()}; }

 private:
  std::mutex mutex_;
  std::map<std::string, std::shared_ptr<const FileUnit>> units_;
  std::atomic<size_t> loaded_{0};
  std::atomic<size_t> reused_{0};
};

}  // namespace pf::bicep
