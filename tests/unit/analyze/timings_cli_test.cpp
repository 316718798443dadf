// `analyze --timings`: the time of each phase on standard error, the report unchanged.
#include <catch2/catch.hpp>

#include "tests/helpers.hpp"
#include "tests/temp_dir.hpp"
#include "tests/unit/analyze/analyze_helpers.hpp"

using namespace pf;
using namespace pf::test;

TEST_CASE("analyze --timings: one line per phase on standard error; the report is the same", "[analyze][cli][timings]") {
  TempDir dir;
  dir.write("main.json", armTemplate(storageAccount("stdemo", "{\"supportsHttpsTrafficOnly\": false}")));
  dir.write("app.bicep", "param location string = resourceGroup().location\n"
                         "resource st 'Microsoft.Storage/storageAccounts@2023-01-01' = {\n"
                         "  name: 'stapp'\n  location: location\n  sku: {\n    name: 'Standard_LRS'\n  }\n"
                         "  kind: 'StorageV2'\n}\n");
  std::string base = "analyze '" + dir.str() + "' --format json --color never";
  std::string out, err, timedOut, timedErr;
  int code = runCli(base, &out, &err);
  CHECK(runCli(base + " --timings", &timedOut, &timedErr) == code);
  CHECK(timedOut == out);
  CHECK_THAT(err, !Catch::Contains("timings"));
  CHECK_THAT(timedErr, Catch::Contains("timings (ms"));
  for (const char* phase : {"discover", "load json", "bicep compile", "expand", "rules", "report", "other", "total"})
    CHECK_THAT(timedErr, Catch::Contains(std::string("  ") + phase));
}

TEST_CASE("analyze: no progress line when standard error is not a terminal", "[analyze][cli][progress]") {
  TempDir dir;
  for (int i = 0; i < 20; ++i) dir.write("t" + std::to_string(i) + ".json", armTemplate("[]"));
  std::string out, err;
  CHECK(runCli("analyze '" + dir.str() + "' --color never", &out, &err) == 0);
  CHECK(err.find('\r') == std::string::npos);
  CHECK(out.find('\r') == std::string::npos);
}
