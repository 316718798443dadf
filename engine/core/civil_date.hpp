#pragma once
// Proleptic Gregorian calendar arithmetic, counted in days from 1970-01-01 (H. Hinnant's
// days-from-civil algorithms), for the date functions and the rules' date comparisons.
#include <cstdint>

namespace pf {

struct CivilDate {
  int64_t year;
  unsigned month, day;  // 1-based
};

int64_t daysFromCivil(int64_t year, unsigned month, unsigned day);
CivilDate civilFromDays(int64_t days);

}  // namespace pf
