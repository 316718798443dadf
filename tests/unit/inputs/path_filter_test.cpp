#include <catch2/catch.hpp>

#include <string>

#include "engine/inputs/path_filter.hpp"

using namespace pf;
using namespace pf::inputs;

namespace {

bool excluded(const PathFilter& f, const std::string& path, bool isDir = false) { return f.excludedBy(path, isDir) != nullptr; }

PathFilter filter(std::initializer_list<const char*> patterns, const std::string& base = {}) {
  PathFilter f;
  for (const char* p : patterns) f.add(p, base);
  return f;
}

}  // namespace

TEST_CASE("glob segments: * and ? stay within a folder", "[inputs][path-filter]") {
  CHECK(globMatchPath("*.json", "a.json"));
  CHECK_FALSE(globMatchPath("*.json", "x/a.json"));
  CHECK(globMatchPath("a?c", "abc"));
  CHECK_FALSE(globMatchPath("a?c", "a/c"));
  CHECK(globMatchPath("x/*/z", "x/y/z"));
  CHECK_FALSE(globMatchPath("x/*/z", "x/y/w/z"));
  CHECK(globMatchPath("[a-c]x", "bx"));
  CHECK_FALSE(globMatchPath("[a-c]x", "dx"));
  CHECK(globMatchPath("[!a-c]x", "dx"));
  CHECK(globMatchPath("[^ab]x", "cx"));
  CHECK(globMatchPath("\\*", "*"));
  CHECK_FALSE(globMatchPath("\\*", "a"));
  CHECK(globMatchPath("[abc", "[abc"));  // no closing bracket: literal
}

TEST_CASE("glob ** spans folders", "[inputs][path-filter]") {
  CHECK(globMatchPath("**/a.json", "a.json"));
  CHECK(globMatchPath("**/a.json", "x/y/a.json"));
  CHECK(globMatchPath("x/**/a.json", "x/a.json"));
  CHECK(globMatchPath("x/**/a.json", "x/y/z/a.json"));
  CHECK_FALSE(globMatchPath("x/**/a.json", "w/x/a.json"));
  CHECK(globMatchPath("x/**", "x/a"));
  CHECK(globMatchPath("x/**", "x/a/b"));
  CHECK_FALSE(globMatchPath("x/**", "x"));
  CHECK(globMatchPath("**", "anything/at/all"));
  // "**" not between slashes is a plain "*".
  CHECK(globMatchPath("a**b", "axxb"));
  CHECK_FALSE(globMatchPath("a**b", "a/b"));
}

TEST_CASE("glob matching has no exponential blow-up", "[inputs][path-filter]") {
  std::string pattern;
  for (int i = 0; i < 30; ++i) pattern += "*a";
  std::string path(5000, 'a');
  path += "b";
  CHECK_FALSE(globMatchPath(pattern + "c", path));
  std::string deep;
  for (int i = 0; i < 200; ++i) deep += "d/";
  CHECK(globMatchPath("**/**/**/**/**/**/x", deep + "x"));
}

TEST_CASE("patterns without a slash match a name at any depth", "[inputs][path-filter]") {
  PathFilter f = filter({"*.bicep", "node_modules/"});
  CHECK(excluded(f, "main.bicep"));
  CHECK(excluded(f, "infra/modules/x.bicep"));
  CHECK_FALSE(excluded(f, "infra/x.json"));
  CHECK(excluded(f, "node_modules", true));
  CHECK(excluded(f, "a/node_modules", true));
  CHECK(excluded(f, "a/node_modules/pkg/x.json"));  // inside an excluded folder
  CHECK_FALSE(excluded(f, "node_modules"));          // a file of that name: trailing '/' means folders only
}

TEST_CASE("a leading or middle slash anchors at the base", "[inputs][path-filter]") {
  PathFilter f = filter({"/out", "docs/*.json"});
  CHECK(excluded(f, "out", true));
  CHECK(excluded(f, "out/x.json"));
  CHECK_FALSE(excluded(f, "src/out/x.json"));
  CHECK(excluded(f, "docs/a.json"));
  CHECK_FALSE(excluded(f, "docs/sub/a.json"));
  CHECK_FALSE(excluded(f, "x/docs/a.json"));
}

TEST_CASE("negation re-includes; the last match wins", "[inputs][path-filter]") {
  PathFilter f = filter({"*.json", "!azuredeploy.json", "legacy/"});
  CHECK(excluded(f, "metadata.json"));
  CHECK_FALSE(excluded(f, "azuredeploy.json"));
  CHECK_FALSE(excluded(f, "a/b/azuredeploy.json"));
  // A file inside an excluded folder cannot be re-included (as in git).
  CHECK(excluded(f, "legacy/azuredeploy.json"));
  PathFilter g = filter({"!x.json", "*.json"});
  CHECK(excluded(g, "x.json"));  // the later pattern wins
  const PathPattern* m = f.match("azuredeploy.json", false);
  REQUIRE(m != nullptr);
  CHECK(m->negated);
}

TEST_CASE("patterns of a nested .gitignore apply below its folder only", "[inputs][path-filter]") {
  PathFilter f;
  f.addGitignore("# build output\n\n/bin\n*.tmp.json\n!keep.tmp.json\n", "sub/dir", 4, ".gitignore");
  CHECK(f.size() == 3);
  CHECK(excluded(f, "sub/dir/bin/a.json"));
  CHECK_FALSE(excluded(f, "bin/a.json"));
  CHECK_FALSE(excluded(f, "sub/bin/a.json"));
  CHECK(excluded(f, "sub/dir/x/y.tmp.json"));
  CHECK_FALSE(excluded(f, "other/y.tmp.json"));
  CHECK_FALSE(excluded(f, "sub/dir/keep.tmp.json"));
  const PathPattern* m = f.excludedBy("sub/dir/bin", true);
  REQUIRE(m != nullptr);
  CHECK(m->loc.file == 4);
  CHECK(m->loc.line == 3);
  CHECK(m->text == "/bin");
}

TEST_CASE("pattern lines: comments, escapes, trailing spaces", "[inputs][path-filter]") {
  PathFilter f;
  CHECK(f.add("# comment"));
  CHECK(f.add(""));
  CHECK(f.add("   "));
  CHECK(f.empty());
  CHECK(f.add("\\#hash.json"));
  CHECK(f.add("\\!bang.json"));
  CHECK(f.add("spaced.json   "));
  CHECK(excluded(f, "#hash.json"));
  CHECK(excluded(f, "!bang.json"));
  CHECK(excluded(f, "spaced.json"));
  CHECK_FALSE(f.add("!"));
  CHECK_FALSE(f.add("/"));
  CHECK(f.size() == 3);
}
