#include "engine/core/timings.hpp"

#include <sys/resource.h>
#include <time.h>

#include <algorithm>
#include <cstdio>

namespace pf {

const char* phaseName(Phase p) {
  switch (p) {
    case Phase::Discover: return "discover";
    case Phase::Load: return "load json";
    case Phase::Compile: return "bicep compile";
    case Phase::Expand: return "expand";
    case Phase::Rules: return "rules";
    case Phase::Report: return "report";
  }
  return "?";
}

void Timings::add(Phase p, double wallMs, double cpuMs) {
  PhaseTime& t = phases_[static_cast<size_t>(p)];
  t.wallMs += wallMs;
  t.cpuMs += cpuMs;
}

void Timings::merge(const Timings& other) {
  for (size_t i = 0; i < kPhaseCount; ++i) add(static_cast<Phase>(i), other.phases_[i].wallMs, other.phases_[i].cpuMs);
}

std::string Timings::format(double runWallMs, double runCpuMs) const {
  std::string out =
      "timings (ms; the wall time of a phase is summed over the threads that ran it; its CPU time includes the "
      "threads that helped them):\n";
  char line[128];
  double phasesCpu = 0;
  for (size_t i = 0; i < kPhaseCount; ++i) {
    std::snprintf(line, sizeof line, "  %-14s wall %9.1f  cpu %9.1f\n", phaseName(static_cast<Phase>(i)),
                  phases_[i].wallMs, phases_[i].cpuMs);
    out += line;
    phasesCpu += phases_[i].cpuMs;
  }
  // The CPU no phase counts (start-up, loading the rules, freeing what the phases built), so that
  // the table adds up to the run's. Its wall time has no meaning beside phases summed over threads.
  std::snprintf(line, sizeof line, "  %-14s wall %9s  cpu %9.1f\n", "other", "-", std::max(0.0, runCpuMs - phasesCpu));
  out += line;
  std::snprintf(line, sizeof line, "  %-14s wall %9.1f  cpu %9.1f\n", "total", runWallMs, runCpuMs);
  out += line;
  return out;
}

double threadCpuMs() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

double processCpuMs() {
  rusage ru{};
  getrusage(RUSAGE_SELF, &ru);
  auto ms = [](const timeval& t) { return t.tv_sec * 1000.0 + t.tv_usec / 1000.0; };
  return ms(ru.ru_utime) + ms(ru.ru_stime);
}

PhaseTimer::PhaseTimer(Timings* timings, Phase phase, CpuOf cpuOf) : timings_(timings), phase_(phase), cpuOf_(cpuOf) {
  if (!timings_) return;
  wall_ = std::chrono::steady_clock::now();
  cpu_ = cpuOf_ == CpuOf::Process ? processCpuMs() : threadCpuMs();
}

PhaseTimer::~PhaseTimer() {
  if (!timings_) return;
  double wall = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - wall_).count();
  double cpu = cpuOf_ == CpuOf::Process ? processCpuMs() : threadCpuMs();
  timings_->add(phase_, wall, cpu - cpu_);
}

}  // namespace pf
