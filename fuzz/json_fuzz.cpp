// The lenient JSON reader (every template, parameter file and bicepconfig.json goes through it),
// and the writer on what it read: written text must read back, strictly, as the same value.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "engine/core/json.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  pf::Diagnostics diags;
  auto v = pf::parseJson(text, 0, diags);
  if (!v) {
    if (!diags.hasErrors()) std::abort();  // a failure must say why
    return 0;
  }
  pf::JsonReadOptions strict;
  strict.lenient = false;
  pf::Diagnostics strictDiags;
  (void)pf::parseJson(text, 0, strictDiags, strict);

  std::string written = pf::toJson(*v);
  pf::Diagnostics again;
  auto back = pf::parseJson(written, 0, again, strict);
  if (!back || !back->equals(*v)) std::abort();
  return 0;
}
