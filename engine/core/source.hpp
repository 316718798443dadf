#pragma once
// Source positions and the table of loaded source files.
#include <cstdint>
#include <deque>
#include <mutex>
#include <string>
#include <string_view>

namespace pf {

// A position in a source file. `file` indexes a SourceFiles table; 0 means "no file".
// Lines and columns are 1-based; line 0 means the position is unknown.
struct Loc {
  uint32_t file = 0;
  uint32_t line = 0;
  uint32_t col = 0;
  bool known() const { return line != 0; }
  friend bool operator==(const Loc&, const Loc&) = default;
};

// Owns the text of every file read during an analysis so that positions can be turned
// back into paths and source lines. Ids are stable for the table's lifetime.
// Adding is synchronised so parallel loaders may share one table.
class SourceFiles {
 public:
  SourceFiles();
  uint32_t add(std::string path, std::string text);
  const std::string& path(uint32_t id) const;
  const std::string& text(uint32_t id) const;
  // The text of line `line` (1-based) of file `id`, without its line ending.
  std::string_view lineText(uint32_t id, uint32_t line) const;
  size_t size() const;

 private:
  struct File {
    std::string path;
    std::string text;
  };
  std::deque<File> files_;  // deque: references stay valid as files are added
  mutable std::mutex mutex_;
};

}  // namespace pf
