#pragma once
// Compiled Bicep modules kept for one run, so that a module many files use is compiled once.
//
// An entry is found by what decides the module's output: its path (relative
// references and positions depend on it), its text, and the compile options (experimental
// features, symbolic names, the environment variables a file may read, the type index). Each
// entry also lists the files its compile-time functions (loadTextContent, loadDirectoryFileInfo,
// ...) read or listed, with a digest of what they got, and is used only while they give the same
// (each file checked once per run: what it gave then stands for the rest of the run).
// Only modules that declare no module and import nothing are kept: what they compile to depends on
// nothing else, so a reuse is the compilation itself (the same template, the same diagnostics).
//
// Positions in an entry (its template's and its diagnostics') are ids of the SourceFiles table the
// first compilation used: one cache serves one table (compile::CompileContext owns both). Safe to
// share between threads.
#include <atomic>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "engine/bicep/emit/context.hpp"
#include "engine/core/diagnostic.hpp"

namespace pf::bicep {

struct CompileOptions;

class ModuleCache {
 public:
  // One read (or listing) a compilation made, and a digest of its result (content or error).
  struct Read {
    bool listing = false;
    std::string path;
    std::string digest;
  };
  struct Entry {
    CompiledModule module;
    Diagnostics diagnostics;  // what compiling it reported, pragmas applied
    std::vector<Read> reads;
    size_t loadedBytes = 0;  // what those reads gave, as the compilation's budget counts it
  };
  struct Stats {
    size_t compiled = 0;  // module compilations made while the cache was in use (misses)
    size_t reused = 0;    // compilations saved
  };

  // The key of a module's compilation: its path, text and the options that change output, each
  // length-prefixed (exact, so two different modules never share an entry).
  static std::string keyOf(const std::string& path, std::string_view text, const CompileOptions& options);
  // The entry for `key` whose recorded reads still give the same results through `files`.
  std::shared_ptr<const Entry> find(const std::string& key, const FileAccess& files);
  void store(const std::string& key, std::shared_ptr<Entry> entry);
  void countCompiled() { compiled_.fetch_add(1, std::memory_order_relaxed); }
  Stats stats() const { return {compiled_.load(), reused_.load()}; }

  // Digests of a read's and a listing's result, as recorded and compared.
  static std::string digestOf(const Result<std::string>& r);
  static std::string digestOf(const Result<std::vector<std::string>>& r);

 private:
  std::mutex mutex_;
  std::map<std::string, std::shared_ptr<const Entry>> entries_;
  // What each file read (F + path) or folder listed (L + path) gave when first checked in this
  // run, as digestOf gives it: entries are checked against it, not by reading again.
  std::map<std::string, std::string> digests_;
  std::atomic<size_t> compiled_{0};
  std::atomic<size_t> reused_{0};
};

}  // namespace pf::bicep
