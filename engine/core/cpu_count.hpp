#pragma once
// How many threads "one per core" means for this process: the cores it may run on (its CPU
// affinity, as `taskset` or a container's cpuset sets it) and, in a container, the CPU time its
// cgroup allows (`docker --cpus`, a Kubernetes CPU limit), whichever is less. A pod limited to two
// CPUs on a 64-core node would otherwise start 64 workers, each with its own caches, where two
// do the same work in the same time with a fraction of the memory.
#include <optional>
#include <string>
#include <string_view>

namespace pf {

struct CpuLimits {
  unsigned online = 0;          // the machine's cores (0: unknown)
  unsigned affinity = 0;        // the cores the process may run on (0: unknown)
  std::optional<double> quota;  // CPUs' worth of time its cgroups allow (none: no limit)
};

// The fewest of the known counts, the quota rounded up; at least 1.
unsigned threadsFor(const CpuLimits& limits);

// cgroup v2 `cpu.max` ("max 100000", "150000 100000"): the CPUs it allows; none for no limit or
// text that is not such a line.
std::optional<double> parseCpuMax(std::string_view text);
// cgroup v1 `cpu.cfs_quota_us` and `cpu.cfs_period_us` (-1: no limit).
std::optional<double> parseCfsQuota(std::string_view quota, std::string_view period);

// The tightest CPU quota of this process's cgroups and their ancestors, v2 or v1, read from
// `root` + /proc/self/cgroup and `root` + /sys/fs/cgroup (tests give a folder laid out so; ""
// reads the system's). None when no cgroup limits the CPU or nothing can be read.
std::optional<double> cgroupCpuQuota(const std::string& root = "");

// threadsFor() this process's limits.
unsigned usableCores();

}  // namespace pf
