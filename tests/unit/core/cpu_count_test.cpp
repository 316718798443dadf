// "One thread per core" counts the cores the process may use: affinity and container CPU quota.
#include <catch2/catch.hpp>

#include "engine/core/cpu_count.hpp"
#include "tests/temp_dir.hpp"

using namespace pf;
using pf::test::TempDir;

TEST_CASE("cpu count: the fewest of cores, affinity and quota, the quota rounded up, at least one", "[core][cpu]") {
  CHECK(threadsFor({64, 64, 2.0}) == 2);       // a pod limited to two CPUs on a big node
  CHECK(threadsFor({64, 4, std::nullopt}) == 4);  // taskset / cpuset
  CHECK(threadsFor({8, 8, 1.5}) == 2);
  CHECK(threadsFor({8, 8, 0.5}) == 1);
  CHECK(threadsFor({8, 0, 3.0}) == 3);  // affinity unknown
  CHECK(threadsFor({2, 2, 16.0}) == 2);  // a quota above the machine changes nothing
  CHECK(threadsFor({0, 0, std::nullopt}) == 1);
  CHECK(threadsFor({0, 4, std::nullopt}) == 4);  // the machine's count unknown
  CHECK(usableCores() >= 1);
}

TEST_CASE("cpu count: cgroup v2 cpu.max and v1 cfs quota files", "[core][cpu]") {
  CHECK_FALSE(parseCpuMax("max 100000\n"));
  CHECK(parseCpuMax("200000 100000\n") == 2.0);
  CHECK(parseCpuMax("150000 100000") == 1.5);
  CHECK_FALSE(parseCpuMax(""));
  CHECK_FALSE(parseCpuMax("lots 100000"));
  CHECK_FALSE(parseCpuMax("0 100000"));
  CHECK_FALSE(parseCfsQuota("-1\n", "100000\n"));
  CHECK(parseCfsQuota("50000\n", "100000\n") == 0.5);
  CHECK_FALSE(parseCfsQuota("50000", "0"));
}

namespace {

// cgroupCpuQuota() over a fake root holding `files` (path relative to the root, text).
std::optional<double> quotaOf(std::initializer_list<std::pair<const char*, const char*>> files) {
  TempDir root;
  for (const auto& [path, text] : files) root.write(path, text);
  return cgroupCpuQuota(root.str());
}

}  // namespace

TEST_CASE("cpu count: the tightest quota of a process's cgroup and its ancestors", "[core][cpu]") {
  // cgroup v2: a limit on the pod applies to its containers.
  CHECK(quotaOf({{"proc/self/cgroup", "0::/kubepods/pod1/c1\n"},
                 {"sys/fs/cgroup/cpu.max", "max 100000\n"},
                 {"sys/fs/cgroup/kubepods/pod1/cpu.max", "200000 100000\n"},
                 {"sys/fs/cgroup/kubepods/pod1/c1/cpu.max", "max 100000\n"}}) == 2.0);
  // cgroup v1 in a container: the cpu mount's root is the container's own cgroup.
  CHECK(quotaOf({{"proc/self/cgroup", "5:memory:/docker/abc\n3:cpu,cpuacct:/docker/abc\n0::/\n"},
                 {"sys/fs/cgroup/cpu,cpuacct/cpu.cfs_quota_us", "150000\n"},
                 {"sys/fs/cgroup/cpu,cpuacct/cpu.cfs_period_us", "100000\n"}}) == 1.5);
  // A cgroup outside the namespace's root shows as "/../.."; the mount's root is what is seen.
  CHECK(quotaOf({{"proc/self/cgroup", "0::/../../elsewhere\n"},
                 {"sys/fs/cgroup/cpu.max", "300000 100000\n"},
                 {"sys/elsewhere/cpu.max", "100000 100000\n"}}) == 3.0);
  // No limit, or nothing to read.
  CHECK_FALSE(quotaOf({}));
  CHECK_FALSE(quotaOf({{"proc/self/cgroup", "1:cpu:/\n0::/\n"},
                       {"sys/fs/cgroup/cpu/cpu.cfs_quota_us", "-1\n"},
                       {"sys/fs/cgroup/cpu/cpu.cfs_period_us", "100000\n"}}));
}
