#include "contract/http_client.hpp"

#include "engine/core/value.hpp"

namespace pf::contract {

const std::string* HttpResponse::header(std::string_view name) const {
  for (const auto& [k, v] : headers)
    if (iequals(k, name)) return &v;
  return nullptr;
}

}  // namespace pf::contract
