#include <catch2/catch.hpp>

#include "report/finding.hpp"
#include "report/optional_box.hpp"

using namespace pf::report;

TEST_CASE("optional box: empty or holding a value, copied deeply, compared by value", "[report][optional-box]") {
  OptionalBox<Suppression> none;
  CHECK_FALSE(none.has_value());
  CHECK_FALSE(none);
  OptionalBox<Suppression> some = Suppression{SuppressionKind::InSource, "why", "main.bicep:3"};
  REQUIRE(some);
  CHECK(some->justification == "why");
  OptionalBox<Suppression> copy = some;
  copy->justification = "other";
  CHECK(some->justification == "why");  // the copy has its own value
  CHECK_FALSE(copy == some);
  copy->justification = "why";
  CHECK(copy == some);
  CHECK_FALSE(none == some);
  std::optional<Suppression> found;
  copy = found;
  CHECK_FALSE(copy);
  found = Suppression{};
  copy = found;
  CHECK(copy);
  copy.reset();
  CHECK(copy == none);
  CHECK(sizeof(OptionalBox<Suppression>) == sizeof(void*));
}
