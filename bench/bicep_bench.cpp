// preflight_bicep_bench: how long the native Bicep compiler takes (a benchmark, not a test).
//   preflight_bicep_bench [--iterations N] [--name main.bicep] DIR...   every file so named under DIR
//   preflight_bicep_bench [--iterations N] FILE.bicep...                those files
// Each file is compiled N times (modules and loaded files read from disk each time, as the
// CLI does); its time is the median. Prints the per-file distribution and the total.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "engine/bicep/compiler.hpp"

using namespace pf;
namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

double millis(Clock::duration d) { return std::chrono::duration<double, std::milli>(d).count(); }

double percentile(std::vector<double> v, double p) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  size_t i = static_cast<size_t>(p * double(v.size() - 1) + 0.5);
  return v[std::min(i, v.size() - 1)];
}

struct FileTiming {
  std::string path;
  double first = 0;   // the first compile (cold caches in the process)
  double median = 0;  // of all iterations
  bool ok = false;
};

FileTiming timeFile(const std::string& path, int iterations) {
  FileTiming t;
  t.path = path;
  std::vector<double> runs;
  for (int i = 0; i < iterations; ++i) {
    SourceFiles files;
    auto start = Clock::now();
    auto r = bicep::compileBicepFile(path, files);
    runs.push_back(millis(Clock::now() - start));
    if (i == 0) t.ok = r.ok();
  }
  t.first = runs.front();
  t.median = percentile(runs, 0.5);
  return t;
}

}  // namespace

int main(int argc, char** argv) {
  int iterations = 11;
  std::string name = "main.bicep";
  std::vector<std::string> paths;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--iterations" && i + 1 < argc) {
      iterations = std::max(1, std::atoi(argv[++i]));
    } else if (a == "--name" && i + 1 < argc) {
      name = argv[++i];
    } else if (fs::is_directory(a)) {
      for (auto& e : fs::recursive_directory_iterator(a))
        if (e.is_regular_file() && e.path().filename() == name) paths.push_back(e.path().string());
    } else {
      paths.push_back(a);
    }
  }
  if (paths.empty()) {
    std::fprintf(stderr, "usage: preflight_bicep_bench [--iterations N] [--name main.bicep] DIR... | FILE.bicep...\n");
    return 2;
  }
  std::sort(paths.begin(), paths.end());
  std::vector<FileTiming> timings;
  for (const auto& p : paths) timings.push_back(timeFile(p, iterations));
  std::vector<double> medians, firsts;
  size_t ok = 0;
  const FileTiming* slowest = &timings.front();
  for (const auto& t : timings) {
    medians.push_back(t.median);
    firsts.push_back(t.first);
    ok += t.ok;
    if (t.median > slowest->median) slowest = &t;
  }
  double total = 0, totalFirst = 0;
  for (double m : medians) total += m;
  for (double f : firsts) totalFirst += f;
  std::printf("%zu files (%zu compile without errors), median of %d compiles each:\n", timings.size(), ok, iterations);
  std::printf("  per file: median %.3f ms, mean %.3f ms, p90 %.3f ms, p99 %.3f ms, max %.3f ms (%s)\n",
              percentile(medians, 0.5), total / double(medians.size()), percentile(medians, 0.9),
              percentile(medians, 0.99), slowest->median, slowest->path.c_str());
  std::printf("  total: %.1f ms for the whole set (first compiles: %.1f ms)\n", total, totalFirst);
  return 0;
}
