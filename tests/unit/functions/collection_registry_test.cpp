// Arity and category of the array, object, numeric, comparison, logical, lambda and CIDR
// functions, from the arity table of arm-and-bicep.md A.2 (-1: any number).
#include <catch2/catch.hpp>

#include "tests/helpers.hpp"
#include "tests/unit/functions/registry_check.hpp"

using namespace pf;

TEST_CASE("registry: collection, numeric, logical, lambda and CIDR functions with arity and category",
          "[fn-array][fn-lambda]") {
  const std::vector<test::ExpectedFunction> expected = {
      {"array", 1, 1, "array"},          {"concat", 1, -1, "string"},        {"contains", 2, 2, "array"},
      {"createArray", 0, -1, "array"},   {"empty", 1, 1, "array"},           {"first", 1, 1, "array"},
      {"flatten", 1, 1, "array"},        {"indexOf", 2, 2, "array"},         {"intersection", 2, -1, "array"},
      {"last", 1, 1, "array"},           {"lastIndexOf", 2, 2, "array"},     {"length", 1, 1, "array"},
      {"max", 1, -1, "numeric"},         {"min", 1, -1, "numeric"},          {"range", 2, 2, "array"},
      {"skip", 2, 2, "array"},           {"take", 2, 2, "array"},            {"union", 2, -1, "array"},
      {"distinct", 1, 1, "array"},       {"indexFromEnd", 2, 2, "array"},    {"tryIndexFromEnd", 2, -1, "array"},
      {"parseCidr", 1, 1, "cidr"},       {"cidrSubnet", 3, 3, "cidr"},       {"cidrHost", 2, 2, "cidr"},
      {"coalesce", 1, -1, "comparison"}, {"equals", 2, 2, "comparison"},     {"greater", 2, 2, "comparison"},
      {"greaterOrEquals", 2, 2, "comparison"}, {"less", 2, 2, "comparison"}, {"lessOrEquals", 2, 2, "comparison"},
      {"filter", 2, 2, "lambda"},        {"map", 2, 2, "lambda"},            {"reduce", 3, 3, "lambda"},
      {"sort", 2, 2, "lambda"},          {"toObject", 2, 3, "lambda"},       {"mapValues", 2, 2, "lambda"},
      {"groupBy", 2, 3, "lambda"},       {"lambda", 2, -1, "lambda"},        {"lambdaVariables", 1, 1, "lambda"},
      {"and", 2, -1, "logical"},         {"or", 2, -1, "logical"},           {"not", 1, 1, "logical"},
      {"bool", 1, 1, "logical"},         {"if", 3, 3, "logical"},            {"true", 0, 0, "logical"},
      {"false", 0, 0, "logical"},        {"add", 2, 2, "numeric"},           {"sub", 2, 2, "numeric"},
      {"mul", 2, 2, "numeric"},          {"div", 2, 2, "numeric"},           {"mod", 2, 2, "numeric"},
      {"copyIndex", 0, 2, "numeric"},    {"float", 1, 1, "numeric"},         {"int", 1, 1, "numeric"},
      {"createObject", 0, -1, "object"}, {"items", 1, 1, "object"},          {"null", 0, 0, "object"},
      {"objectKeys", 1, 1, "object"},    {"shallowMerge", 1, 1, "object"},   {"tryGet", 2, -1, "object"}};
  for (const auto& e : expected) {
    const FunctionSpec* f = test::checkRegistered(e);
    INFO(f->name);
    CHECK(f->signature.rfind(f->name + "(", 0) == 0);
  }
}

TEST_CASE("registry: laziness and lambda flags", "[fn-lambda]") {
  for (const char* lazy : {"if", "and", "or", "coalesce", "lambda"}) {
    INFO(lazy);
    CHECK((test::functions().find(lazy)->flags & kLazy) != 0);
  }
  for (const char* takes : {"filter", "map", "reduce", "sort", "toObject", "groupBy", "mapValues"}) {
    INFO(takes);
    CHECK((test::functions().find(takes)->flags & kTakesLambda) != 0);
  }
  CHECK((test::functions().find("concat")->flags & kTakesLambda) == 0);
}
