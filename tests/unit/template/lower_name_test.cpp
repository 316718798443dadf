// LowerName: a lower-case lookup key built without a std::string for short names.
#include <catch2/catch.hpp>

#include <map>
#include <string>

#include "engine/template/lower_name.hpp"

using namespace pf;

TEST_CASE("lower name: short and long names are lower-cased ASCII only", "[template][names]") {
  CHECK(LowerName("StorageAccountName").view() == "storageaccountname");
  CHECK(LowerName("").view().empty());
  CHECK(LowerName("a-B_c.9[Z]ÄÖ").view() == "a-b_c.9[z]ÄÖ");
  std::string longName(100, 'Q');
  longName += "Tail";
  CHECK(LowerName(longName).view() == std::string(100, 'q') + "tail");
  std::string edge(64, 'X');  // exactly the buffer
  CHECK(LowerName(edge).view() == std::string(64, 'x'));
}

TEST_CASE("lower name: finds a key of a map kept by lower-case names", "[template][names]") {
  std::map<std::string, int, std::less<>> byName{{"location", 1}, {std::string(80, 'p'), 2}};
  CHECK(byName.find(LowerName("LoCaTiOn").view())->second == 1);
  CHECK(byName.find(LowerName(std::string(80, 'P')).view())->second == 2);
  CHECK(byName.find(LowerName("locations").view()) == byName.end());
}
