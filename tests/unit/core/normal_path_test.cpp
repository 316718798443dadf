#include <catch2/catch.hpp>

#include <filesystem>
#include <string>

#include "engine/core/normal_path.hpp"

using pf::normalJoin;

namespace {

std::string viaFilesystem(const std::string& base, const std::string& path) {
  std::filesystem::path p(path);
  return (p.is_absolute() ? p : std::filesystem::path(base) / p).lexically_normal().generic_string();
}

}  // namespace

TEST_CASE("normal path: joined and normalised as std::filesystem does, or left to it", "[core][path]") {
  const char* bases[] = {"/", "/work", "/work/wt/report5", "/a b/\xC3\xA9"};
  const char* paths[] = {"a.json",
                         "dir/a.json",
                         "../shared/corpus/x.json",
                         "../../../../../up.json",
                         "a/../b/c.json",
                         "a/b/../../c",
                         "/abs/x.json",
                         "/abs/../y",
                         "/../z",
                         "...",
                         "..a/b..",
                         "a\\b.json",
                         "name with space/\xC3\xA9.bicep",
                         // shapes left to std::filesystem
                         "",
                         "./a.json",
                         "a/./b",
                         "a//b",
                         "a/",
                         "a/..",
                         "..",
                         ".",
                         "//x",
                         "/"};
  for (const char* base : bases) {
    for (const char* path : paths) {
      INFO("base " << base << ", path '" << path << "'");
      auto joined = normalJoin(base, path);
      std::string p(path);
      bool unusual = p.empty() || p == "." || p == ".." || p.find("//") != std::string::npos || p.back() == '/' ||
                     p.rfind("./", 0) == 0 || p.find("/./") != std::string::npos ||
                     (p.size() >= 3 && p.compare(p.size() - 3, 3, "/..") == 0);
      CHECK(joined.has_value() == !unusual);
      if (joined) CHECK(*joined == viaFilesystem(base, path));
    }
  }
  // A base that is not absolute, or ends with a slash, is not handled either.
  CHECK_FALSE(normalJoin("work", "a").has_value());
  CHECK_FALSE(normalJoin("/work/", "a").has_value());
  CHECK_FALSE(normalJoin("", "a").has_value());
}

TEST_CASE("plainNames: names joined by single slashes, nothing the kernel would walk otherwise", "[core][paths]") {
  for (const char* yes : {"a", "a/b", "a.json", "a/b/c.bicep", "..a/b..", ".git/x"}) {
    INFO(yes);
    CHECK(pf::plainNames(yes));
  }
  for (const char* no : {"", "/", "/a", "a/", "a//b", "./a", "a/./b", "a/..", "../a", "a/../b", ".", ".."}) {
    INFO(no);
    CHECK_FALSE(pf::plainNames(no));
  }
}
