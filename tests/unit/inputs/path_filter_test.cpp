#include <catch2/catch.hpp>

#include <regex>
#include <string>
#include <vector>

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

TEST_CASE("glob literal checks: a start, an end, an inner run and a length every match has", "[inputs][path-filter]") {
  // Checked before the walk: each must agree with it, whatever the path.
  CHECK(globMatchPath("**/bin/**", "a/bin/x"));
  CHECK(globMatchPath("**/bin/**", "bin/x"));
  CHECK_FALSE(globMatchPath("**/bin/**", "a/binx/y"));
  CHECK_FALSE(globMatchPath("**/bin/**", "a/bin"));
  CHECK(globMatchPath("ab*ba", "abba"));
  CHECK(globMatchPath("ab*ba", "abxba"));
  CHECK_FALSE(globMatchPath("ab*ba", "aba"));  // start and end overlap: too short
  CHECK(globMatchPath("a?*[xy]z", "abyz"));
  CHECK_FALSE(globMatchPath("a?*[xy]z", "ayz"));
  CHECK(globMatchPath("x*mid*y", "x-mid-y"));
  CHECK_FALSE(globMatchPath("x*mid*y", "x-mi-d-y"));
  CHECK(globMatchPath("**", ""));
  CHECK(globMatchPath("*", ""));
  CHECK_FALSE(globMatchPath("?", ""));
}

TEST_CASE("glob matching has a budget: patterns past it that need a walk do not match", "[inputs][path-filter]") {
  // Literal-free patterns make every path walk every one; the budget bounds that work. Each
  // call adds MatchBudget::kPerPath (20,000) steps; a walk of "abc" by `*[qN]?[z]*` takes 20.
  PathFilter f;
  for (int i = 0; i < 2000; ++i) f.add("*[q" + std::to_string(i % 10) + "]?[z]*");
  f.add("*[a]?[c]*");       // matches "abc", after 40,000 steps of the others
  f.add("dir/exact.json");  // the shapes settled without a walk match whatever is left
  f.add("name.json");
  f.add("*.ext");
  CHECK(f.match("abc", false) != nullptr);
  MatchBudget ample;
  CHECK(f.match("abc", false, &ample) != nullptr);
  CHECK_FALSE(ample.spent);

  MatchBudget none;
  none.steps = 0;
  CHECK(f.match("abc", false, &none) == nullptr);
  CHECK(none.spent);
  none.steps = 0;
  const PathPattern* exact = f.match("dir/exact.json", false, &none);
  REQUIRE(exact != nullptr);
  CHECK(exact->text == "dir/exact.json");
  CHECK(f.match("a/b/name.json", false, &none) != nullptr);
  CHECK(f.match("name.json", false, &none) != nullptr);
  CHECK(f.match("x/y.ext", false, &none) != nullptr);
  CHECK(f.match("x/y.ex", false, &none) == nullptr);
}

TEST_CASE("globs of the shapes settled without a walk match as the walk does", "[inputs][path-filter]") {
  for (const char* path : {"a.json", "x/a.json", "xa.json", "x/xa.json", "a.json/b", "", "a.jso", "/a.json", "x//a.json"}) {
    INFO(path);
    std::vector<uint8_t> scratch;
    // `**/a.json` (a name at any depth), `**/*.json` (an end), `x/a.json` (exact).
    bool name = std::string_view(path) == "a.json" || std::string_view(path).ends_with("/a.json");
    CHECK(globMatchPath("**/a.json", path) == name);
    CHECK(globMatchPath("**/*.json", path) == (std::string_view(path).ends_with(".json")));
    CHECK(globMatchPath("x/a.json", path) == (std::string_view(path) == "x/a.json"));
  }
}

TEST_CASE("a filter keeps at most 10,000 patterns and counts the rest", "[inputs][path-filter]") {
  PathFilter f;
  std::string text;
  for (int i = 0; i < 10'005; ++i) text += "p" + std::to_string(i) + ".json\n# a comment\n\n";
  f.addGitignore(text, "", 0, ".gitignore");
  CHECK(f.size() == PathFilter::kMaxPatterns);
  CHECK(f.dropped() == 5);
  CHECK(f.match("p9999.json", false) != nullptr);
  CHECK(f.match("p10000.json", false) == nullptr);
}

namespace {

// The glob syntax read into an ECMAScript regular expression, as path_filter.hpp documents it
// (the reference the compiled globs, their literal checks and shapes included, must agree with).
std::string referenceRegex(const std::string& g) {
  if (g == "**") return ".*";
  std::string re;
  for (size_t i = 0; i < g.size();) {
    char c = g[i];
    if (c == '*') {
      size_t j = i;
      while (j < g.size() && g[j] == '*') ++j;
      bool dbl = j - i >= 2, startsSegment = i == 0 || g[i - 1] == '/';
      if (dbl && startsSegment && j < g.size() && g[j] == '/') re += "(?:.*/)?", i = j + 1;
      else if (dbl && startsSegment && j == g.size() && i > 0) re += ".+", i = j;
      else re += "[^/]*", i = j;
    } else if (c == '?') {
      re += "[^/]", ++i;
    } else if (c == '[') {
      size_t close = g.find(']', i + 2);
      bool neg = g[i + 1] == '!';
      std::string set = g.substr(i + (neg ? 2 : 1), close - i - (neg ? 2 : 1));
      re += neg ? "[^/" + set + "]" : "(?:(?!/)[" + set + "])";
      i = close + 1;
    } else {
      re += c == '/' ? std::string("/") : std::string(1, c), ++i;
    }
  }
  return re;
}

}  // namespace

TEST_CASE("globs agree with a regular-expression reading of their syntax, on every small case", "[inputs][path-filter]") {
  // Every glob of up to 4 pieces from these, against every path of up to 4 bytes of a, b and
  // '/': the literal checks and the shapes settled without a walk must change no answer.
  const std::vector<std::string> pieces = {"a", "b", "/", "?", "*", "**", "[ab]", "[!a]", "**/", "/**"};
  std::vector<std::string> paths = {""};
  for (size_t len = 1, from = 0; len <= 4; ++len) {
    size_t to = paths.size();
    for (size_t k = from; k < to; ++k)
      for (char c : {'a', 'b', '/'}) paths.push_back(paths[k] + c);
    from = to;
  }
  std::vector<std::string> globs = {""};
  for (size_t n = 1, from = 0; n <= 4; ++n) {
    size_t to = globs.size();
    for (size_t k = from; k < to; ++k)
      for (const auto& p : pieces) globs.push_back(globs[k] + p);
    from = to;
  }
  size_t compared = 0, disagreed = 0;
  for (const auto& g : globs) {
    if (g.empty()) continue;
    std::regex re(referenceRegex(g));
    for (const auto& p : paths) {
      bool want = std::regex_match(p, re), got = globMatchPath(g, p);
      ++compared;
      if (want != got && ++disagreed <= 5) FAIL_CHECK("glob '" << g << "' on '" << p << "': " << got << ", expected " << want);
    }
  }
  CHECK(disagreed == 0);
  CHECK(compared > 1'000'000);
}
