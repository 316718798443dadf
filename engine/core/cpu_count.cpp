#include "engine/core/cpu_count.hpp"

#ifdef __linux__
#include <sched.h>
#endif

#include <algorithm>
#include <charconv>
#include <cmath>
#include <fstream>
#include <sstream>
#include <thread>
#include <vector>

#include "engine/core/trim.hpp"

namespace pf {

namespace {

std::optional<long long> integer(std::string_view s) {
  s = trimAscii(s);
  long long v = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
  return v;
}

// The first 4 KB of a small kernel file (cgroup files are a line); none when it cannot be read.
// Not readFile() (engine/core/file.hpp): that one refuses /proc and /sys, as it must for what a
// repository names; these paths are fixed here, not taken from any input.
std::optional<std::string> readSmall(const std::string& path) {
  std::ifstream in(path);
  if (!in) return std::nullopt;
  std::string text(4096, '\0');
  in.read(text.data(), static_cast<std::streamsize>(text.size()));
  text.resize(static_cast<size_t>(in.gcount()));
  return text;
}

void keepTighter(std::optional<double>& best, std::optional<double> q) {
  if (q && (!best || *q < *best)) best = q;
}

// `path` (a cgroup path, "/a/b") and its ancestors up to "/", each as `dir` + path. A path
// outside the cgroup namespace's root ("/../..") is not below `dir`: only `dir` itself counts.
std::vector<std::string> selfAndAncestors(const std::string& dir, std::string path) {
  std::vector<std::string> out;
  if (path.find("/..") != std::string::npos) path.clear();
  while (!path.empty() && path.back() == '/') path.pop_back();
  for (;;) {
    out.push_back(dir + path);
    size_t slash = path.rfind('/');
    if (slash == std::string::npos) break;
    path.erase(slash);
  }
  return out;
}

std::optional<double> v2Quota(const std::string& root, const std::string& path) {
  std::optional<double> best;
  for (const std::string& dir : selfAndAncestors(root + "/sys/fs/cgroup", path))
    if (auto text = readSmall(dir + "/cpu.max")) keepTighter(best, parseCpuMax(*text));
  return best;
}

// v1 mounts the cpu controller on its own folder or with cpuacct. In a container the folder is
// its own cgroup while /proc/self/cgroup may still name the host's path: the mount's root counts.
std::optional<double> v1Quota(const std::string& root, const std::string& path) {
  std::optional<double> best;
  for (const char* mount : {"/sys/fs/cgroup/cpu", "/sys/fs/cgroup/cpu,cpuacct", "/sys/fs/cgroup/cpuacct,cpu"}) {
    for (const std::string& dir : selfAndAncestors(root + mount, path)) {
      auto quota = readSmall(dir + "/cpu.cfs_quota_us");
      auto period = readSmall(dir + "/cpu.cfs_period_us");
      if (quota && period) keepTighter(best, parseCfsQuota(*quota, *period));
    }
  }
  return best;
}

bool namesCpuController(std::string_view controllers) {
  while (!controllers.empty()) {
    size_t comma = controllers.find(',');
    if (controllers.substr(0, comma) == "cpu") return true;
    if (comma == std::string_view::npos) break;
    controllers.remove_prefix(comma + 1);
  }
  return false;
}

unsigned affinityCount() {
#ifdef __linux__
  cpu_set_t set;
  CPU_ZERO(&set);
  if (sched_getaffinity(0, sizeof set, &set) == 0) return static_cast<unsigned>(CPU_COUNT(&set));
#endif
  return 0;  // unknown (or more CPUs than a cpu_set_t holds)
}

}  // namespace

unsigned threadsFor(const CpuLimits& limits) {
  unsigned n = limits.online ? limits.online : limits.affinity;
  if (limits.affinity) n = std::min(n, limits.affinity);
  if (limits.quota) n = std::min(n, static_cast<unsigned>(std::max(1.0, std::ceil(*limits.quota - 1e-9))));
  return std::max(n, 1u);
}

std::optional<double> parseCpuMax(std::string_view text) {
  text = trimAscii(text);
  size_t space = text.find(' ');
  if (space == std::string_view::npos) return std::nullopt;
  std::string_view quota = text.substr(0, space);
  if (quota == "max") return std::nullopt;
  return parseCfsQuota(quota, text.substr(space + 1));
}

std::optional<double> parseCfsQuota(std::string_view quota, std::string_view period) {
  auto q = integer(quota);
  auto p = integer(period);
  if (!q || !p || *q <= 0 || *p <= 0) return std::nullopt;  // -1: no limit
  return static_cast<double>(*q) / static_cast<double>(*p);
}

std::optional<double> cgroupCpuQuota(const std::string& root) {
  auto self = readSmall(root + "/proc/self/cgroup");
  if (!self) return std::nullopt;
  std::optional<double> best;
  std::istringstream lines(*self);
  for (std::string line; std::getline(lines, line);) {
    // "hierarchy-id:controllers:path"; v2's line is "0::path".
    size_t a = line.find(':');
    size_t b = a == std::string::npos ? a : line.find(':', a + 1);
    if (b == std::string::npos) continue;
    std::string_view id(line.data(), a);
    std::string_view controllers(line.data() + a + 1, b - a - 1);
    std::string path = line.substr(b + 1);
    if (path.empty() || path.front() != '/') continue;
    if (id == "0" && controllers.empty()) keepTighter(best, v2Quota(root, path));
    else if (namesCpuController(controllers)) keepTighter(best, v1Quota(root, path));
  }
  return best;
}

unsigned usableCores() { return threadsFor({std::thread::hardware_concurrency(), affinityCount(), cgroupCpuQuota()}); }

}  // namespace pf
