// Per-phase timings (engine/core/timings.hpp): workers' times add up; the printout names each phase.
#include <catch2/catch.hpp>

#include "engine/core/timings.hpp"

#include <thread>

using namespace pf;

TEST_CASE("timings: phases add up across workers and print in a fixed order", "[core][timings]") {
  Timings a, b;
  a.add(Phase::Expand, 10, 8);
  b.add(Phase::Expand, 5, 4);
  b.add(Phase::Rules, 2, 1);
  a.merge(b);
  CHECK(a[Phase::Expand].wallMs == 15);
  CHECK(a[Phase::Expand].cpuMs == 12);
  CHECK(a[Phase::Rules].wallMs == 2);
  CHECK(a[Phase::Discover].wallMs == 0);
  std::string text = a.format(20, 30);
  CHECK(text.find("discover") < text.find("expand"));
  CHECK(text.find("expand") < text.find("rules"));
  CHECK(text.find("rules") < text.find("total"));
  CHECK_THAT(text, Catch::Contains("   15.0  cpu      12.0"));
  // What no phase counted: the run's CPU less the phases' (30 - 12 - 1).
  CHECK(text.find("rules") < text.find("other"));
  CHECK(text.find("other") < text.find("total"));
  CHECK_THAT(text, Catch::Contains("  other          wall         -  cpu      17.0\n"));
}

TEST_CASE("timings: a timer adds its scope's time, or nothing without a table", "[core][timings]") {
  Timings t;
  {
    PhaseTimer timer(&t, Phase::Compile);
    volatile double x = 0;
    for (int i = 0; i < 200000; ++i) x = x + i;  // some CPU time
  }
  CHECK(t[Phase::Compile].wallMs > 0);
  CHECK(t[Phase::Compile].cpuMs >= 0);
  { PhaseTimer none(nullptr, Phase::Compile); }  // must not crash
  CHECK(t[Phase::Report].wallMs == 0);
}

TEST_CASE("timings: a phase timed for the process counts the CPU of the threads that helped", "[core][timings]") {
  // A helper thread burns CPU while the timing thread only waits for it: the thread's own clock
  // sees almost nothing of it, the process's clock sees all of it (discovery's readers, the
  // report's writers).
  auto helped = [](CpuOf cpuOf, double& helperMs) {
    Timings t;
    {
      PhaseTimer timer(&t, Phase::Discover, cpuOf);
      std::thread helper([&helperMs] {
        double start = threadCpuMs();
        volatile double x = 0;
        while (threadCpuMs() - start < 40)
          for (int i = 0; i < 10000; ++i) x = x + i;
        helperMs = threadCpuMs() - start;
      });
      helper.join();
    }
    return t[Phase::Discover];
  };
  double helperMs = 0;
  PhaseTime own = helped(CpuOf::Thread, helperMs);
  CHECK(own.cpuMs < helperMs / 2);
  PhaseTime all = helped(CpuOf::Process, helperMs);
  CHECK(all.cpuMs >= helperMs * 0.9);
  CHECK(all.wallMs >= helperMs * 0.9);  // one helper on one core: its CPU time is wall time too
}
