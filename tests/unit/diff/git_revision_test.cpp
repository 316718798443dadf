// Revisions from the command line are hostile: a name may not become a git option, an unknown
// one is named, and reading a revision leaves the working tree and index alone.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "engine/inputs/git_revision.hpp"
#include "tests/unit/diff/git_repo.hpp"

using namespace pf;
using namespace pf::test;

TEST_CASE("git revisions: names that git could read as options or that hold controls are refused", "[diff]") {
  CHECK(inputs::checkRevisionName("main"));
  CHECK(inputs::checkRevisionName("origin/main~2"));
  CHECK(inputs::checkRevisionName("HEAD^{tree}"));
  for (std::string bad : {std::string("--upload-pack=touch /tmp/x"), std::string("-x"), std::string(),
                          std::string("main\nHEAD"), std::string("a\x1b[31m"), std::string(300, 'a')}) {
    auto r = inputs::checkRevisionName(bad);
    INFO(bad);
    REQUIRE(!r);
    CHECK(r.error().code == "GIT003");
  }
}

TEST_CASE("git revisions: hostile and unknown revisions on the command line", "[diff][diff-cli]") {
  PF_REQUIRE_GIT();
  GitRepo repo;
  repo.write("main.json", "{}");
  repo.commit("base");
  TempDir elsewhere;
  std::string marker = (elsewhere.path() / "pwned").string();
  std::string out, err;
  CHECK(repo.diff("'--base=--upload-pack=touch " + marker + "'", &out, &err) == 2);
  CHECK(err.find("error GIT003: the revision '--upload-pack=touch " + marker + "' is refused: it starts with '-'") !=
        std::string::npos);
  CHECK(repo.diff("'--head=--output=" + marker + "'", &out, &err) == 2);
  CHECK(err.find("GIT003") != std::string::npos);
  CHECK(!std::filesystem::exists(marker));
  CHECK(out.empty());
  CHECK(repo.diff("--base no-such-branch", &out, &err) == 2);
  CHECK(err.find("error GIT004: unknown revision 'no-such-branch'") != std::string::npos);
  // A revision that exists but is not a commit (a tree) is unknown as a commit.
  CHECK(repo.diff("'--base=HEAD^{tree}'", &out, &err) == 2);
  CHECK(err.find("GIT004") != std::string::npos);
  // A path at neither side.
  CHECK(repo.diff("nowhere", &out, &err) == 2);
  CHECK(err.find("error CLI040: the path 'nowhere' exists at neither revision (HEAD, the working tree)") != std::string::npos);
  // Outside any repository.
  TempDir plain;
  CHECK(runCli("diff", &out, &err, "--chdir='" + plain.str() + "'") == 2);
  CHECK(err.find("error GIT002: ") != std::string::npos);
  CHECK(err.find("is not inside a git repository") != std::string::npos);
  // A path outside the repository.
  CHECK(repo.diff("'" + plain.str() + "'", &out, &err) == 2);
  CHECK(err.find("error GIT006: the path '" + plain.str() + "' is outside the repository") != std::string::npos);
}

TEST_CASE("git revisions: a revision is read into a temporary folder, the working tree and index untouched", "[diff]") {
  PF_REQUIRE_GIT();
  GitRepo repo;
  repo.write("a/main.json", "{\"v\": 1}");
  repo.commit("one");
  repo.write("a/main.json", "{\"v\": 2}");
  repo.git("add a/main.json");  // staged, not committed
  auto opened = inputs::openRepository(repo.path());
  REQUIRE(opened);
  auto commit = inputs::resolveCommit(*opened, "HEAD");
  REQUIRE(commit);
  CHECK(commit->size() == 40);
  std::string tree;
  {
    auto rev = inputs::materialize(*opened, *commit);
    REQUIRE(rev);
    tree = rev->tree();
    std::ifstream in(tree + "/a/main.json");
    std::stringstream text;
    text << in.rdbuf();
    CHECK(text.str() == "{\"v\": 1}");
    CHECK(tree.rfind(repo.path(), 0) != 0);  // not inside the repository
  }
  CHECK(!std::filesystem::exists(tree));  // removed with the object
  std::ifstream in(repo.path() + "/a/main.json");
  std::stringstream text;
  text << in.rdbuf();
  CHECK(text.str() == "{\"v\": 2}");
  std::string status;
  FILE* p = popen(("git -C '" + repo.path() + "' status --porcelain").c_str(), "r");
  char buf[256];
  while (fgets(buf, sizeof buf, p)) status += buf;
  pclose(p);
  CHECK(status == "M  a/main.json\n");  // still staged, nothing else
}

TEST_CASE("git revisions: a revision is read whole, whatever .gitattributes says of archives", "[diff]") {
  // `git archive` left out export-ignore paths and rewrote export-subst files: a repository that
  // keeps its infrastructure out of release archives had none of it at the base.
  PF_REQUIRE_GIT();
  GitRepo repo;
  repo.write(".gitattributes", "infra/ export-ignore\nversion.txt export-subst\n");
  repo.write("infra/main.json", "{\"v\": 1}");
  repo.write("version.txt", "$Format:%H$");
  repo.commit("one");
  auto opened = inputs::openRepository(repo.path());
  REQUIRE(opened);
  auto commit = inputs::resolveCommit(*opened, "HEAD");
  REQUIRE(commit);
  auto rev = inputs::materialize(*opened, *commit);
  REQUIRE(rev);
  auto read = [&](const std::string& rel) {
    std::ifstream in(rev->tree() + "/" + rel);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
  };
  CHECK(read("infra/main.json") == "{\"v\": 1}");
  CHECK(read("version.txt") == "$Format:%H$");
  CHECK(read(".gitattributes") == "infra/ export-ignore\nversion.txt export-subst\n");
  // The repository's own index is neither written nor locked.
  CHECK(!std::filesystem::exists(repo.path() + "/.git/index.lock"));
  std::string status;
  FILE* p = popen(("git -C '" + repo.path() + "' status --porcelain").c_str(), "r");
  char buf[256];
  while (fgets(buf, sizeof buf, p)) status += buf;
  pclose(p);
  CHECK(status.empty());
}
