#pragma once
// An optional value kept out of line: a pointer's size in the object that holds it. For a field
// most findings leave empty (their suppression), where std::optional would reserve the whole
// value in each of a million findings.
#include <memory>
#include <optional>
#include <utility>

namespace pf::report {

template <typename T>
class OptionalBox {
 public:
  OptionalBox() = default;
  OptionalBox(std::nullopt_t) {}
  OptionalBox(T v) : p_(std::make_unique<T>(std::move(v))) {}
  OptionalBox(std::optional<T> v) {
    if (v) p_ = std::make_unique<T>(std::move(*v));
  }
  OptionalBox(const OptionalBox& o) : p_(o.p_ ? std::make_unique<T>(*o.p_) : nullptr) {}
  OptionalBox(OptionalBox&&) noexcept = default;
  OptionalBox& operator=(const OptionalBox& o) {
    if (this != &o) p_ = o.p_ ? std::make_unique<T>(*o.p_) : nullptr;
    return *this;
  }
  OptionalBox& operator=(OptionalBox&&) noexcept = default;

  bool has_value() const { return p_ != nullptr; }
  explicit operator bool() const { return has_value(); }
  const T& operator*() const { return *p_; }
  T& operator*() { return *p_; }
  const T* operator->() const { return p_.get(); }
  T* operator->() { return p_.get(); }
  void reset() { p_.reset(); }

  friend bool operator==(const OptionalBox& a, const OptionalBox& b) {
    return a.has_value() == b.has_value() && (!a.has_value() || *a == *b);
  }

 private:
  std::unique_ptr<T> p_;
};

}  // namespace pf::report
