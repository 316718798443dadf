#pragma once
// Result<T>: a value or an Error with a source position. Errors travel as values;
// exceptions are only used at module boundaries (CLI, test harness).
#include <string>
#include <utility>
#include <variant>

#include "engine/core/diagnostic.hpp"

namespace pf {

struct Error {
  std::string code;
  std::string message;
  Loc loc;
  Diagnostic toDiagnostic(Severity s = Severity::Error) const { return {code, s, message, loc}; }
};

template <class T>
class [[nodiscard]] Result {
 public:
  Result(T v) : v_(std::in_place_index<0>, std::move(v)) {}
  Result(Error e) : v_(std::in_place_index<1>, std::move(e)) {}
  bool ok() const { return v_.index() == 0; }
  explicit operator bool() const { return ok(); }
  T& value() & { return std::get<0>(v_); }
  const T& value() const& { return std::get<0>(v_); }
  T&& value() && { return std::get<0>(std::move(v_)); }
  T& operator*() & { return value(); }
  const T& operator*() const& { return value(); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  const Error& error() const& { return std::get<1>(v_); }
  Error&& error() && { return std::get<1>(std::move(v_)); }

 private:
  std::variant<T, Error> v_;
};

inline Error makeError(std::string code, std::string message, Loc loc = {}) {
  return Error{std::move(code), std::move(message), loc};
}

}  // namespace pf

// Evaluate `expr` (a Result); on error return the error from the enclosing function,
// else bind its value to `var`.
#define PF_CONCAT_INNER(a, b) a##b
#define PF_CONCAT(a, b) PF_CONCAT_INNER(a, b)
#define PF_TRY(var, expr)                                      \
  auto PF_CONCAT(pf_try_, __LINE__) = (expr);                  \
  if (!PF_CONCAT(pf_try_, __LINE__)) return std::move(PF_CONCAT(pf_try_, __LINE__)).error(); \
  auto var = std::move(PF_CONCAT(pf_try_, __LINE__)).value()
