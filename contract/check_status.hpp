#pragma once
// Status codes (EXT010): which codes each step of each operation may answer with
// (extension-api reference, section 4.6). 4xx and 5xx are errors, checked by check_error.hpp.
#include <initializer_list>
#include <string>
#include <string_view>

#include "contract/check_log.hpp"

namespace pf::contract {

inline bool isErrorStatus(int status) { return status >= 400 && status <= 599; }

// "200", "200 or 201", "200, 201 or 202".
std::string allowedText(std::initializer_list<int> codes);

// EXT010 for `status` at this step; `allowed` are the codes other than 4xx/5xx it may answer.
void unexpectedStatus(CheckLog& log, Operation op, std::string_view step, int status, std::initializer_list<int> allowed);

}  // namespace pf::contract
