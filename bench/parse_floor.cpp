// preflight_parse_floor: the floor `analyze` is measured against (bench/run.sh): read every .json
// file under the given folders and parse it with nlohmann/json, in one thread, and print the
// file count, bytes and the wall and CPU time in milliseconds. Comments are allowed, as ARM does.
//   preflight_parse_floor PATH...
#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <nlohmann/json.hpp>

namespace fs = std::filesystem;

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: preflight_parse_floor PATH...\n");
    return 2;
  }
  auto start = std::chrono::steady_clock::now();
  size_t files = 0, bytes = 0, invalid = 0;
  for (int i = 1; i < argc; ++i) {
    std::error_code ec;
    for (fs::recursive_directory_iterator it(argv[i], ec), end; !ec && it != end; it.increment(ec)) {
      if (!it->is_regular_file() || it->path().extension() != ".json") continue;
      std::ifstream in(it->path(), std::ios::binary);
      std::stringstream text;
      text << in.rdbuf();
      std::string s = text.str();
      bytes += s.size();
      ++files;
      // No exceptions, comments ignored: a file nlohmann refuses still counts its reading.
      if (nlohmann::json::parse(s, nullptr, false, true).is_discarded()) ++invalid;
    }
  }
  double wall = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  rusage ru{};
  getrusage(RUSAGE_SELF, &ru);
  double cpu = ru.ru_utime.tv_sec * 1000.0 + ru.ru_utime.tv_usec / 1000.0 + ru.ru_stime.tv_sec * 1000.0 +
               ru.ru_stime.tv_usec / 1000.0;
  std::printf("files %zu bytes %zu invalid %zu wall_ms %.1f cpu_ms %.1f\n", files, bytes, invalid, wall, cpu);
  return 0;
}
