// preflight_scale_bench: time and peak memory of `preflight` over generated inputs of growing
// size (a benchmark, not a test: it prints, it never asserts).
//   preflight_scale_bench [--preflight PATH] [--runs N] [--case NAME]... [--sizes N,N,...]
//                         [--jobs N] [--keep DIR]
// For each case (bench/scale_inputs.hpp) and size it writes the input into a temporary folder,
// runs the command --runs times (3 by default) and prints the medians of wall time, CPU time
// (user + system) and peak RSS, the cost per item, and the ratios to the previous size: a
// time ratio well above the size ratio is a superlinear step.
#include <sys/resource.h>
#include <sys/wait.h>
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "bench/scale_inputs.hpp"

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;
using pf::bench::ScaleCase;

namespace {

struct Sample {
  double wallMs = 0, cpuMs = 0, peakMb = 0;
  int status = 0;  // the exit code; -1 when the process could not run or died of a signal
};

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.empty() ? 0 : v[v.size() / 2];
}

double ms(const timeval& t) { return t.tv_sec * 1000.0 + t.tv_usec / 1000.0; }

// Runs argv with standard output and error discarded; rusage of that child alone.
Sample runOnce(const std::vector<std::string>& argv) {
  std::vector<char*> args;
  for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  auto start = Clock::now();
  pid_t pid = fork();
  if (pid == 0) {
    int null = open("/dev/null", O_WRONLY);
    dup2(null, 1);
    dup2(null, 2);
    execv(args[0], args.data());
    _exit(127);
  }
  Sample s;
  int status = 0;
  rusage ru{};
  if (pid < 0 || wait4(pid, &status, 0, &ru) < 0) {
    s.status = -1;
    return s;
  }
  s.wallMs = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
  s.cpuMs = ms(ru.ru_utime) + ms(ru.ru_stime);
  s.peakMb = ru.ru_maxrss / 1024.0;
  s.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return s;
}

std::vector<int> parseSizes(const std::string& text) {
  std::vector<int> out;
  size_t pos = 0;
  while (pos < text.size()) {
    size_t comma = text.find(',', pos);
    out.push_back(std::atoi(text.substr(pos, comma - pos).c_str()));
    if (comma == std::string::npos) break;
    pos = comma + 1;
  }
  return out;
}

std::string defaultPreflight(const char* argv0) {
  fs::path self = fs::absolute(argv0).parent_path();
  return (self / "preflight").string();
}

}  // namespace

int main(int argc, char** argv) {
  std::string preflight = defaultPreflight(argv[0]), keep, jobs;
  std::vector<std::string> only;
  std::vector<int> sizes;
  int runs = 3;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) {
        std::fprintf(stderr, "%s needs a value\n", a.c_str());
        std::exit(2);
      }
      return argv[++i];
    };
    if (a == "--preflight") preflight = value();
    else if (a == "--runs") runs = std::max(1, std::atoi(value().c_str()));
    else if (a == "--case") only.push_back(value());
    else if (a == "--sizes") sizes = parseSizes(value());
    else if (a == "--jobs") jobs = value();
    else if (a == "--keep") keep = value();
    else {
      std::fprintf(stderr,
                   "usage: preflight_scale_bench [--preflight PATH] [--runs N] [--case NAME]... [--sizes N,N,...] "
                   "[--jobs N] [--keep DIR]\n");
      return 2;
    }
  }
  fs::path dir = keep.empty() ? fs::temp_directory_path() / ("preflight-scale-" + std::to_string(getpid())) : fs::path(keep);
  fs::create_directories(dir);
  std::printf("%-9s %6s %10s %10s %9s %11s %12s %s\n", "case", "size", "wall ms", "cpu ms", "peak MB", "µs/item",
              "marginal µs", "ratio to previous (time for size)");
  int failures = 0;
  for (const ScaleCase& base : pf::bench::scaleCases()) {
    if (!only.empty() && std::find(only.begin(), only.end(), base.name) == only.end()) continue;
    ScaleCase c = base;
    if (!sizes.empty()) c.sizes = sizes;
    std::printf("# %s: %s\n", c.name.c_str(), c.description.c_str());
    double prevWall = 0;
    int prevSize = 0;
    for (int size : c.sizes) {
      std::string input = pf::bench::writeScaleInput(c, size, dir.string());
      std::vector<std::string> cmd{preflight, c.command, input};
      if (c.command == "analyze") {
        cmd.insert(cmd.end(), {"--format", "json", "--color", "never"});
        if (!jobs.empty()) cmd.insert(cmd.end(), {"--jobs", jobs});
      }
      std::vector<double> wall, cpu, peak;
      int status = 0;
      for (int r = 0; r < runs; ++r) {
        Sample s = runOnce(cmd);
        wall.push_back(s.wallMs);
        cpu.push_back(s.cpuMs);
        peak.push_back(s.peakMb);
        status = s.status;
      }
      double w = median(wall);
      std::printf("%-9s %6d %10.1f %10.1f %9.1f %11.1f", c.name.c_str(), size, w, median(cpu), median(peak),
                  w * 1000 / size);
      if (prevSize)
        std::printf(" %12.1f %6.2fx for %.2fx", (w - prevWall) * 1000 / (size - prevSize), w / prevWall,
                    double(size) / prevSize);
      // Exit codes 0 and 1 are results (1: findings); anything else means the run failed.
      if (status != 0 && status != 1) {
        std::printf("   (exit %d)", status);
        ++failures;
      }
      std::printf("\n");
      std::fflush(stdout);
      prevWall = w;
      prevSize = size;
    }
  }
  if (keep.empty()) fs::remove_all(dir);
  return failures ? 1 : 0;
}
