#include "help/suggest.hpp"

#include "engine/core/value.hpp"
#include "rules/detail/compile_context.hpp"

namespace pf::help {

std::vector<std::string> suggest(std::string_view word, const std::vector<std::string>& candidates, size_t max) {
  std::vector<std::string> out;
  std::string w = toLowerAscii(word);
  if (!w.empty())
    for (const auto& c : candidates)
      if (out.size() < max && toLowerAscii(c).find(w) != std::string::npos) out.push_back(c);
  if (!out.empty()) return out;
  std::vector<std::string_view> views(candidates.begin(), candidates.end());
  std::string closest = rules::detail::closestName(word, views);
  if (!closest.empty()) out.push_back(closest);
  return out;
}

std::string didYouMean(const std::vector<std::string>& s) {
  if (s.empty()) return {};
  std::string out = "; did you mean ";
  for (size_t i = 0; i < s.size(); ++i) out += (i == 0 ? "" : i + 1 == s.size() ? " or " : ", ") + s[i];
  return out + "?";
}

}  // namespace pf::help
