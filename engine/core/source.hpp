#pragma once
// Source positions and the table of loaded source files.
#include <array>
#include <atomic>
#include <cstdint>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

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
// Parallel loaders may share one table: adding takes a lock, reading does not (a file never
// moves once added, and an id is only read after add() returned it), so workers turning
// positions into lines do not contend.
class SourceFiles {
 public:
  SourceFiles();
  ~SourceFiles();
  SourceFiles(const SourceFiles&) = delete;
  SourceFiles& operator=(const SourceFiles&) = delete;

  uint32_t add(std::string path, std::string text);
  // An unknown id reads as file 0 (no path, no text).
  const std::string& path(uint32_t id) const;
  const std::string& text(uint32_t id) const;
  // The text of line `line` (1-based) of file `id`, without its line ending; empty past the end.
  // Constant time: each file's line starts are indexed when it is added.
  std::string_view lineText(uint32_t id, uint32_t line) const;
  size_t size() const;

 private:
  struct File {
    std::string path;
    std::string text;
    // Offset of each line's first byte ([0] = 0), indexed on the first lineText() call: most
    // files read (parameter files, metadata) never have a line looked up. 32-bit offsets: no
    // file read is near 4 GB (a longer text would read as one line).
    mutable std::once_flag indexed;
    mutable std::vector<uint32_t> lineStarts;
  };
  // Files live in blocks that never move: block k holds kFirstBlock << k files, so 32 blocks
  // cover every 32-bit id and no reader ever sees storage being reallocated.
  static constexpr size_t kFirstBlock = 64;
  static constexpr size_t kBlocks = 32;
  const File& at(uint32_t id) const;

  std::array<std::atomic<File*>, kBlocks> blocks_{};
  std::atomic<uint32_t> size_{0};  // published after the file is in place (release/acquire)
  std::mutex addMutex_;
};

}  // namespace pf
