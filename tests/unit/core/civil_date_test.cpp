// Calendar arithmetic shared by the date functions and the rules' date comparisons.
#include <catch2/catch.hpp>

#include "engine/core/civil_date.hpp"

using namespace pf;

TEST_CASE("civil dates: days from 1970-01-01 and back", "[core]") {
  CHECK(daysFromCivil(1970, 1, 1) == 0);
  CHECK(daysFromCivil(2000, 1, 1) == 10957);
  CHECK(daysFromCivil(2000, 3, 1) == 10957 + 31 + 29);  // 2000 is a leap year
  CHECK(daysFromCivil(1900, 3, 1) - daysFromCivil(1900, 2, 28) == 1);  // 1900 is not
  CHECK(daysFromCivil(1, 1, 1) == -719162);  // .NET's DateTime.MinValue
  for (int64_t days : {-719162, -1, 0, 59, 10957 + 59, 2932896}) {
    CivilDate c = civilFromDays(days);
    CHECK(daysFromCivil(c.year, c.month, c.day) == days);
  }
  CivilDate max = civilFromDays(2932896);  // 9999-12-31
  CHECK(max.year == 9999);
  CHECK(max.month == 12);
  CHECK(max.day == 31);
}
