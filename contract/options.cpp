#include "contract/options.hpp"

#include "engine/core/value.hpp"

namespace pf::contract {

const char* operationName(Operation op) {
  switch (op) {
    case Operation::Preview: return "preview";
    case Operation::CreateOrUpdate: return "createOrUpdate";
    case Operation::Get: return "get";
    case Operation::Delete: return "delete";
  }
  return "?";
}

std::optional<Operation> parseOperation(std::string_view name) {
  if (iequals(name, "preview")) return Operation::Preview;
  if (iequals(name, "create") || iequals(name, "createOrUpdate")) return Operation::CreateOrUpdate;
  if (iequals(name, "get")) return Operation::Get;
  if (iequals(name, "delete")) return Operation::Delete;
  return std::nullopt;
}

}  // namespace pf::contract
