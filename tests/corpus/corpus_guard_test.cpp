// The corpus tests cannot pass on nothing: with CI set a missing corpus fails them, and a
// corpus with a folder missing fails the input minimums. Each case runs this test binary again
// on one corpus test, with PREFLIGHT_CORPUS pointing at a prepared folder.
#include <catch2/catch.hpp>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <sys/wait.h>

#include "tests/corpus/corpus.hpp"
#include "tests/temp_dir.hpp"

namespace fs = std::filesystem;

namespace {

// The corpus test the cases below run; any corpus test would do, this one is quick.
const char* const kProbe = "corpus: every JSON file parses";

struct Run {
  int code = -1;
  std::string output;
};

// Runs this binary on kProbe with `env` in front (env(1) syntax), stdout and stderr together.
Run runProbe(const std::string& env) {
  std::string self = fs::read_symlink("/proc/self/exe").string();
  std::string cmd = "env " + env + " '" + self + "' '" + kProbe + "' 2>&1";
  Run r;
  FILE* p = popen(cmd.c_str(), "r");
  REQUIRE(p);
  std::array<char, 4096> buf;
  size_t n;
  while ((n = fread(buf.data(), 1, buf.size(), p)) > 0) r.output.append(buf.data(), n);
  int status = pclose(p);
  r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

// A stand-in for the corpus `from` in `to`: the folders on the way to `skip` (relative) are
// made, everything else is a symbolic link to the original; `skip` itself is left out.
void linkTree(const fs::path& from, const fs::path& to, const fs::path& skip) {
  fs::create_directories(to);
  auto skipIt = skip.begin();
  for (const auto& e : fs::directory_iterator(from)) {
    fs::path name = e.path().filename();
    if (skipIt != skip.end() && name == *skipIt) {
      fs::path rest;
      for (auto it = std::next(skipIt); it != skip.end(); ++it) rest /= *it;
      if (!rest.empty()) linkTree(e.path(), to / name, rest);
      continue;
    }
    fs::create_symlink(e.path(), to / name);
  }
}

}  // namespace

TEST_CASE("corpus guard: CI=true makes a missing corpus a failure, otherwise a skip", "[corpus-guard]") {
  pf::test::TempDir dir;
  std::string missing = "PREFLIGHT_CORPUS='" + (dir.path() / "no-corpus").string() + "'";
  Run ci = runProbe("CI=true " + missing);
  INFO(ci.output);
  CHECK(ci.code != 0);
  CHECK_THAT(ci.output, Catch::Contains("CI is set"));
  Run local = runProbe("-u CI " + missing);
  INFO(local.output);
  CHECK(local.code == 0);
  CHECK_THAT(local.output, Catch::Contains("corpus test skipped"));
  Run ciFalse = runProbe("CI=false " + missing);
  CHECK(ciFalse.code == 0);
}

TEST_CASE("corpus guard: a folder missing from the corpus fails the input minimum", "[corpus]") {
  PF_REQUIRE_CORPUS();
  pf::test::TempDir dir;
  // quickstart/demos holds 106 samples: the rest of the corpus still has thousands of JSON files.
  linkTree(pf::test::corpusRoot(), dir.path(), "quickstart/demos");
  Run r = runProbe("CI=true PREFLIGHT_CORPUS='" + dir.str() + "'");
  INFO(r.output);
  CHECK(r.code != 0);
  CHECK_THAT(r.output, Catch::Contains("moved or was renamed"));
  // The same tree with nothing left out passes, so it is the missing folder that fails.
  pf::test::TempDir whole;
  linkTree(pf::test::corpusRoot(), whole.path(), "");
  Run ok = runProbe("CI=true PREFLIGHT_CORPUS='" + whole.str() + "'");
  INFO(ok.output);
  CHECK(ok.code == 0);
}
