// Running units on workers: every group once, results that do not depend on the threads.
#include <catch2/catch.hpp>

#include <atomic>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <set>
#include <vector>

#include "engine/analyze/deployment_expansions.hpp"
#include "engine/analyze/unit_workers.hpp"
#include "engine/core/json.hpp"
#include "engine/core/thread_crew.hpp"
#include "tests/unit/analyze/analyze_helpers.hpp"

using namespace pf;

TEST_CASE("unit workers: units with the same source make one group, in order", "[analyze]") {
  auto unit = [](std::string source) {
    inputs::AnalysisUnit u;
    u.source = std::move(source);
    return u;
  };
  // Units without a source (a .bicepparam with `using none`) are groups of their own.
  std::vector<inputs::AnalysisUnit> units{unit("a.json"), unit("a.json"), unit("b.bicep"), unit(""), unit(""), unit("a.json")};
  CHECK(analyze::groupsBySource(units) ==
        std::vector<std::pair<size_t, size_t>>{{0, 2}, {2, 3}, {3, 4}, {4, 5}, {5, 6}});
  CHECK(analyze::groupsBySource({}).empty());
}

TEST_CASE("unit workers: every group is worked once, by a worker in range; a worker's exception reaches the caller",
          "[analyze]") {
  ThreadCrew crew;
  for (unsigned workers : {1u, 2u, 4u})
    for (ThreadCrew* c : {static_cast<ThreadCrew*>(nullptr), &crew}) {
      INFO("workers " << workers);
      std::vector<std::atomic<int>> seen(100);
      std::atomic<bool> outOfRange{false};
      analyze::forEachGroup(seen.size(), workers, c, [&](unsigned worker, size_t g) {
        if (worker >= workers) outOfRange = true;
        ++seen[g];
      });
      CHECK_FALSE(outOfRange);
      for (auto& n : seen) CHECK(n == 1);
      CHECK_THROWS_WITH(analyze::forEachGroup(10, workers, c,
                                              [](unsigned, size_t g) {
                                                if (g == 7) throw std::runtime_error("group 7");
                                              }),
                        "group 7");
    }
}

TEST_CASE("unit workers: each worker's finished step runs once, on its own thread, after its last group",
          "[analyze]") {
  ThreadCrew crew;
  for (unsigned workers : {1u, 2u, 4u})
    for (ThreadCrew* c : {static_cast<ThreadCrew*>(nullptr), &crew})
      for (size_t groups : {size_t{0}, size_t{3}, size_t{200}}) {
        INFO("workers " << workers << ", groups " << groups);
        std::mutex m;
        std::vector<std::set<std::thread::id>> threads(workers);
        std::vector<int> finished(workers, 0);
        bool workAfterFinish = false;
        analyze::forEachGroup(
            groups, workers, c,
            [&](unsigned worker, size_t) {
              std::lock_guard<std::mutex> lock(m);
              threads[worker].insert(std::this_thread::get_id());
              if (finished[worker]) workAfterFinish = true;
            },
            [&](unsigned worker) {
              std::lock_guard<std::mutex> lock(m);
              threads[worker].insert(std::this_thread::get_id());
              ++finished[worker];
            });
        CHECK_FALSE(workAfterFinish);
        for (unsigned w = 0; w < workers; ++w) {
          CHECK(finished[w] == 1);
          CHECK(threads[w].size() == 1);  // the work and the finished step: one thread
        }
      }
}

TEST_CASE("unit workers: diff's expansions do not depend on the number of threads", "[analyze]") {
  auto run = [](unsigned jobs, ThreadCrew* crew) {
    SourceFiles files;
    analyze::ExpandedDeployments e = analyze::expandDeployments(test::samplesRequest(jobs, crew), files);
    std::string s = "secrets " + std::to_string(e.secrets.size()) + "\n";
    for (const Diagnostic& d : e.diagnostics.items()) s += d.code + " " + d.message + "\n";
    for (const auto& d : e.deployments) {
      s += d.source + " " + d.parameters + " " + d.failure + "\n";
      for (const Diagnostic& x : d.errors.items()) s += "  " + x.code + " " + x.message + "\n";
      if (d.expansion)
        for (const Value& r : d.expansion->resources) s += "  " + toJson(r) + "\n";
    }
    return std::make_pair(e.deployments.size(), s);
  };
  auto one = run(1, nullptr);
  CHECK(one.first >= 3);
  CHECK(run(4, nullptr) == one);
  ThreadCrew crew;
  CHECK(run(2, &crew) == one);
  CHECK(run(3, &crew) == one);
}
