#include "engine/core/source.hpp"

#include <bit>
#include <cstring>
#include <stdexcept>

namespace pf {

namespace {

// Block k holds ids [kFirst * (2^k - 1), kFirst * (2^(k+1) - 1)).
struct Slot {
  size_t block;
  size_t offset;
};

Slot slotOf(size_t id, size_t first) {
  size_t n = id / first + 1;
  size_t block = static_cast<size_t>(std::bit_width(n)) - 1;
  return {block, id - first * ((size_t{1} << block) - 1)};
}

std::vector<uint32_t> indexLines(const std::string& text) {
  if (text.size() > UINT32_MAX) return {0};
  const char* begin = text.data();
  const char* end = begin + text.size();
  std::vector<uint32_t> starts{0};
  for (const char* p = begin; (p = static_cast<const char*>(std::memchr(p, '\n', end - p))) != nullptr;)
    starts.push_back(static_cast<uint32_t>(++p - begin));
  return starts;
}

}  // namespace

SourceFiles::SourceFiles() { add("", ""); }

SourceFiles::~SourceFiles() {
  for (auto& b : blocks_) delete[] b.load(std::memory_order_relaxed);
}

uint32_t SourceFiles::add(std::string path, std::string text) {
  std::lock_guard lock(addMutex_);
  uint32_t id = size_.load(std::memory_order_relaxed);
  if (id == UINT32_MAX) throw std::length_error("too many source files");
  Slot s = slotOf(id, kFirstBlock);
  File* block = blocks_[s.block].load(std::memory_order_relaxed);
  if (!block) {
    block = new File[kFirstBlock << s.block];
    blocks_[s.block].store(block, std::memory_order_relaxed);
  }
  File& f = block[s.offset];
  f.path = std::move(path);
  f.text = std::move(text);
  size_.store(id + 1, std::memory_order_release);
  return id;
}

const SourceFiles::File& SourceFiles::at(uint32_t id) const {
  if (id >= size_.load(std::memory_order_acquire)) id = 0;
  Slot s = slotOf(id, kFirstBlock);
  return blocks_[s.block].load(std::memory_order_relaxed)[s.offset];
}

const std::string& SourceFiles::path(uint32_t id) const { return at(id).path; }

const std::string& SourceFiles::text(uint32_t id) const { return at(id).text; }

std::string_view SourceFiles::lineText(uint32_t id, uint32_t line) const {
  const File& f = at(id);
  std::call_once(f.indexed, [&f] { f.lineStarts = indexLines(f.text); });
  if (line == 0 || line > f.lineStarts.size()) return {};
  size_t begin = f.lineStarts[line - 1];
  size_t end = line < f.lineStarts.size() ? f.lineStarts[line] - 1 : f.text.size();
  std::string_view s(f.text.data() + begin, end - begin);
  if (!s.empty() && s.back() == '\r') s.remove_suffix(1);
  return s;
}

size_t SourceFiles::size() const { return size_.load(std::memory_order_acquire); }

}  // namespace pf
