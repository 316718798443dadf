// The lenient JSON reader (every template, parameter file and bicepconfig.json goes through it),
// and the writer on what it read: written text must read back, strictly, as the same value.
// Discovery reads every JSON file of a pull request with the shallow reader first: it must
// agree with a full read on every input (tests/json_shallow_check.hpp says on what).
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>

#include "engine/core/json.hpp"
#include "tests/json_shallow_check.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  pf::JsonReadOptions strict;
  strict.lenient = false;
  std::optional<pf::Value> v;
  pf::Diagnostics diags;
  if (!pf::test::shallowDisagreement(text, {}, &v, &diags).empty()) std::abort();
  if (!pf::test::shallowDisagreement(text, strict).empty()) std::abort();
  if (!v) {
    if (!diags.hasErrors()) std::abort();  // a failure must say why
    return 0;
  }

  std::string written = pf::toJson(*v);
  pf::Diagnostics again;
  auto back = pf::parseJson(written, 0, again, strict);
  if (!back || !back->equals(*v)) std::abort();
  return 0;
}
