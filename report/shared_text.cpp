#include "report/shared_text.hpp"

#include <cstring>
#include <new>
#include <ostream>

namespace pf::report {

SharedText::SharedText(std::string_view s) {
  if (s.empty()) return;
  void* at = ::operator new(sizeof(Block) + s.size());
  block_ = new (at) Block{{1}, static_cast<uint32_t>(s.size())};
  std::memcpy(reinterpret_cast<char*>(block_ + 1), s.data(), s.size());
}

void SharedText::release() noexcept {
  Block* b = block_;
  block_ = nullptr;
  if (!b || b->refs.fetch_sub(1, std::memory_order_acq_rel) != 1) return;
  b->~Block();
  ::operator delete(b);
}

std::ostream& operator<<(std::ostream& out, const SharedText& t) { return out << t.view(); }

}  // namespace pf::report
