// Where Resource Manager is more lenient than the .NET call underneath (shown by deployed quickstarts).
#include <catch2/catch.hpp>

#include "tests/helpers.hpp"

using pf::test::evalJson;

TEST_CASE("resourceId family: integer names are taken as text", "[fn-resource]") {
  CHECK(evalJson("[resourceId('Microsoft.Compute/hostGroups/hosts', 'g', 2)]") ==
        "\"/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/preflight-rg/providers/"
        "Microsoft.Compute/hostGroups/g/hosts/2\"");
  CHECK(evalJson("[subscriptionResourceId('Microsoft.Test/things', 7)]") ==
        "\"/subscriptions/00000000-0000-0000-0000-000000000000/providers/Microsoft.Test/things/7\"");
  CHECK_THAT(evalJson("[resourceId('Microsoft.Test/things', true())]"), Catch::Contains("must be a string"));
}

TEST_CASE("replace: an empty search text leaves the string unchanged", "[fn-string]") {
  CHECK(evalJson("[replace('https://x/y', '', '')]") == "\"https://x/y\"");
}
