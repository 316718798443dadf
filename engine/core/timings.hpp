#pragma once
// Where a run's time goes, by phase (`analyze --timings`). Each worker keeps its own Timings
// (no shared counters on hot paths); the caller merges them when the workers are done.
#include <array>
#include <chrono>
#include <cstdint>
#include <string>

namespace pf {

// Load: reading and parsing JSON templates and parameter files; Compile: Bicep to ARM JSON.
enum class Phase { Discover, Load, Compile, Expand, Rules, Report };
inline constexpr size_t kPhaseCount = 6;
const char* phaseName(Phase p);

struct PhaseTime {
  double wallMs = 0;  // summed over the workers that ran the phase: can exceed the run's wall time
  double cpuMs = 0;   // CPU time of those workers, and of the threads that helped them, in the phase
};

class Timings {
 public:
  void add(Phase p, double wallMs, double cpuMs);
  void merge(const Timings& other);
  const PhaseTime& operator[](Phase p) const { return phases_[static_cast<size_t>(p)]; }
  // One line per phase, then the run's wall and CPU time, for standard error.
  std::string format(double runWallMs, double runCpuMs) const;

 private:
  std::array<PhaseTime, kPhaseCount> phases_{};
};

// This thread's CPU time in milliseconds.
double threadCpuMs();
// The process's CPU time (user + system, every thread) in milliseconds.
double processCpuMs();

// Whose CPU time a PhaseTimer counts: its own thread's (a worker timing its share of a phase),
// or every thread's (a phase that runs alone with helper threads: discovery's readers, the
// report's writers, whose CPU the calling thread's clock does not see).
enum class CpuOf { Thread, Process };

// Adds the wall and CPU time from construction to destruction to `phase` of `timings` (none when
// `timings` is null, so callers need not branch).
class PhaseTimer {
 public:
  PhaseTimer(Timings* timings, Phase phase, CpuOf cpuOf = CpuOf::Thread);
  ~PhaseTimer();
  PhaseTimer(const PhaseTimer&) = delete;
  PhaseTimer& operator=(const PhaseTimer&) = delete;

 private:
  Timings* timings_;
  Phase phase_;
  CpuOf cpuOf_;
  std::chrono::steady_clock::time_point wall_;
  double cpu_ = 0;
};

}  // namespace pf
