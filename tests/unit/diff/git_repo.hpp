#pragma once
// A scratch git repository for the `preflight diff` tests: files written, committed, moved.
#include <cstdlib>
#include <filesystem>
#include <string>

#include "tests/helpers.hpp"
#include "tests/temp_dir.hpp"

namespace pf::test {

inline bool gitInstalled() { return std::system("git --version >/dev/null 2>&1") == 0; }

// At the top of a test that needs git: without it the test says so and passes.
#define PF_REQUIRE_GIT()                                     \
  do {                                                       \
    if (!::pf::test::gitInstalled()) {                       \
      WARN("git is not installed: this diff test is skipped"); \
      return;                                                \
    }                                                        \
  } while (false)

class GitRepo {
 public:
  GitRepo() { git("init -q"); }
  const TempDir& dir() const { return dir_; }
  std::string path() const { return dir_.str(); }
  void write(const std::string& rel, const std::string& text) const { dir_.write(rel, text); }
  void remove(const std::string& rel) const { std::filesystem::remove_all(dir_.path() / rel); }
  void move(const std::string& from, const std::string& to) const { git("mv " + from + " " + to); }
  void commit(const std::string& message) const {
    git("add -A");
    git("-c user.name=t -c user.email=t@t commit -q --allow-empty -m '" + message + "'");
  }
  // `git <args>` in the repository; throws when git fails.
  void git(const std::string& args) const {
    std::string cmd = "git -C '" + dir_.str() + "' " + args + " >/dev/null 2>&1";
    if (std::system(cmd.c_str()) != 0) throw std::runtime_error("failed: " + cmd);
  }
  // `preflight diff <args>` run from the repository's top folder.
  int diff(const std::string& args, std::string* out, std::string* err = nullptr) const {
    return runCli("diff " + args, out, err, "--chdir='" + dir_.str() + "'");
  }

 private:
  TempDir dir_;
};

}  // namespace pf::test
