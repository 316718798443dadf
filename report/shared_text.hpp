#pragma once
// Text that many findings share — a rule's id, name and recommendation, a file's report path, a
// resource's type, name and id — held once and counted, instead of a std::string per finding: a
// big run has a million findings and a few hundred distinct rule texts. One allocation holds the
// count and the characters; the handle is a pointer (null: the empty text). Immutable once made
// (assigning replaces it), so copies may be handed between threads.
#include <atomic>
#include <compare>
#include <cstdint>
#include <iosfwd>
#include <string>
#include <string_view>
#include <type_traits>

namespace pf::report {

class SharedText;

template <typename T>
concept TextLike = std::is_convertible_v<const T&, std::string_view> && !std::is_same_v<std::remove_cvref_t<T>, SharedText>;

class SharedText {
 public:
  SharedText() = default;
  SharedText(std::string_view s);
  SharedText(const char* s) : SharedText(std::string_view(s)) {}
  SharedText(const std::string& s) : SharedText(std::string_view(s)) {}
  SharedText(const SharedText& o) noexcept : block_(o.block_) {
    if (block_) block_->refs.fetch_add(1, std::memory_order_relaxed);
  }
  SharedText(SharedText&& o) noexcept : block_(o.block_) { o.block_ = nullptr; }
  SharedText& operator=(const SharedText& o) noexcept {
    SharedText copy(o);
    swap(copy);
    return *this;
  }
  SharedText& operator=(SharedText&& o) noexcept {
    swap(o);
    return *this;
  }
  // Most handles destroyed are empty or moved from: those make no call.
  ~SharedText() {
    if (block_) release();
  }

  std::string_view view() const { return block_ ? std::string_view(block_->chars(), block_->size) : std::string_view(); }
  operator std::string_view() const { return view(); }
  operator std::string() const { return std::string(view()); }
  std::string str() const { return std::string(view()); }
  size_t size() const { return block_ ? block_->size : 0; }
  bool empty() const { return block_ == nullptr; }
  void clear() {
    if (block_) release();
  }
  void swap(SharedText& o) noexcept { std::swap(block_, o.block_); }
  // A new text (the shared one is never changed).
  SharedText& operator+=(std::string_view s) { return *this = SharedText(std::string(view()) += s); }
  // Whether both hold the same copy (then they are equal without comparing the text).
  bool sameCopy(const SharedText& o) const { return block_ == o.block_; }
  // As std::string's: for code that reads a field as a string.
  size_t find(std::string_view s, size_t pos = 0) const { return view().find(s, pos); }
  size_t find(char c, size_t pos = 0) const { return view().find(c, pos); }
  size_t rfind(std::string_view s, size_t pos = std::string_view::npos) const { return view().rfind(s, pos); }
  std::string substr(size_t pos, size_t n = std::string_view::npos) const { return std::string(view().substr(pos, n)); }
  char front() const { return view().front(); }
  char back() const { return view().back(); }
  char operator[](size_t i) const { return view()[i]; }
  const char* begin() const { return view().data(); }
  const char* end() const { return view().data() + size(); }

  friend bool operator==(const SharedText& a, const SharedText& b) { return a.block_ == b.block_ || a.view() == b.view(); }
  friend std::strong_ordering operator<=>(const SharedText& a, const SharedText& b) { return a.view() <=> b.view(); }
  template <TextLike T>
  friend bool operator==(const SharedText& a, const T& b) {
    return a.view() == std::string_view(b);
  }
  template <TextLike T>
  friend std::strong_ordering operator<=>(const SharedText& a, const T& b) {
    return a.view() <=> std::string_view(b);
  }
  friend std::string operator+(const SharedText& a, std::string_view b) { return std::string(a.view()) += b; }
  friend std::string operator+(const SharedText& a, const char* b) { return std::string(a.view()) += b; }
  friend std::string operator+(const SharedText& a, const std::string& b) { return std::string(a.view()) += b; }
  friend std::string operator+(const SharedText& a, const SharedText& b) { return std::string(a.view()) += b.view(); }
  friend std::string operator+(std::string a, const SharedText& b) { return a += b.view(); }
  friend std::ostream& operator<<(std::ostream& out, const SharedText& t);
  friend std::string operator+(const char* a, const SharedText& b) { return std::string(a) += b.view(); }

 private:
  struct Block {
    std::atomic<uint32_t> refs;
    uint32_t size;
    const char* chars() const { return reinterpret_cast<const char*>(this + 1); }
  };
  void release() noexcept;
  Block* block_ = nullptr;
};

}  // namespace pf::report
