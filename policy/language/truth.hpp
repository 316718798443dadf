#pragma once
// Three-valued results of policy conditions: a condition that touches a value not known before
// deployment (a secret, a runtime property, an unknown parameter) is Unknown, and allOf/anyOf/not
// combine Unknown the way Kleene logic does, so that an unknown never turns into a silent pass.
#include <string>
#include <vector>

namespace pf::policy {

enum class Truth : unsigned char { False, True, Unknown };

inline const char* truthName(Truth t) { return t == Truth::True ? "true" : t == Truth::False ? "false" : "unknown"; }
inline Truth truthOf(bool b) { return b ? Truth::True : Truth::False; }
inline Truth negate(Truth t) { return t == Truth::True ? Truth::False : t == Truth::False ? Truth::True : Truth::Unknown; }

// A condition's result and why: for True the conditions that matched, for False the one that
// did not, for Unknown the unknown values met (each a short sentence).
struct Outcome {
  Truth truth = Truth::False;
  std::vector<std::string> because;

  static Outcome of(Truth t, std::string why) {
    Outcome o{t, {}};
    if (!why.empty()) o.because.push_back(std::move(why));
    return o;
  }
};

}  // namespace pf::policy
