#include "functions/detail/convert.hpp"

#include "engine/core/json.hpp"
#include "functions/detail/dotnet_number.hpp"

namespace pf {

std::string armToString(const Value& v) {
  switch (v.kind()) {
    case Kind::String: return v.str();
    case Kind::Int: return std::to_string(v.asInt());
    case Kind::Float: return dotnet::doubleToString(v.asFloat());
    case Kind::Bool: return v.asBool() ? "True" : "False";
    case Kind::Null: return "";
    case Kind::Array:
    case Kind::Object: return toJson(v);
    case Kind::Unknown: return "[" + v.unknownData().expr + "]";
    case Kind::Lambda: return v.lambdaFn()->describe();
  }
  return "";
}

bool isScalar(const Value& v) {
  switch (v.kind()) {
    case Kind::String: case Kind::Int: case Kind::Float: case Kind::Bool: case Kind::Null: return true;
    default: return false;
  }
}

}  // namespace pf
