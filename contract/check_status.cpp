#include "contract/check_status.hpp"

namespace pf::contract {

std::string allowedText(std::initializer_list<int> codes) {
  std::string s;
  size_t i = 0;
  for (int c : codes) {
    if (i) s += i + 1 == codes.size() ? " or " : ", ";
    s += std::to_string(c);
    ++i;
  }
  return s;
}

void unexpectedStatus(CheckLog& log, Operation op, std::string_view step, int status, std::initializer_list<int> allowed) {
  log.violation({Rule::StatusCode, op, std::string(step), "status code",
                 allowedText(allowed) + " (or 4xx/5xx with an error)", std::to_string(status)});
}

}  // namespace pf::contract
