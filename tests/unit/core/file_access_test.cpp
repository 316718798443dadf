// The file-access policy: what a confined read may open, and that special files never block.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>

#include "engine/core/file.hpp"
#include "engine/core/file_access.hpp"
#include "tests/temp_dir.hpp"

using pf::FileAccessPolicy;
using pf::test::TempDir;
namespace fs = std::filesystem;

namespace {

struct Layout {
  TempDir t;
  std::string repo, outside;
  Layout() {
    repo = (t.path() / "repo").string();
    outside = (t.path() / "outside").string();
    fs::create_directories(t.path() / "repo/.git");
    t.write("repo/app/data.txt", "inside");
    t.write("outside/secret.txt", "SECRET");
    fs::create_symlink("../outside/secret.txt", t.path() / "repo/out-link.txt");
    fs::create_symlink("app/data.txt", t.path() / "repo/in-link.txt");
    fs::create_directory_symlink("../outside", t.path() / "repo/out-dir");
  }
  FileAccessPolicy policy() const { return FileAccessPolicy::confinedTo({repo}); }
};

}  // namespace

TEST_CASE("file access: reads inside the root, refuses .. escapes, absolute paths and links leading out", "[core][access]") {
  Layout l;
  FileAccessPolicy p = l.policy();
  auto in = p.read(l.repo + "/app/data.txt");
  REQUIRE(in);
  CHECK(*in == "inside");
  auto viaIn = p.read(l.repo + "/in-link.txt");  // a link that stays inside is fine
  REQUIRE(viaIn);
  CHECK(*viaIn == "inside");
  // A linked folder that stays inside: the read without links declines it, the pinned read reads it.
  fs::create_directory_symlink("app", l.t.path() / "repo/in-dir");
  auto viaDir = p.read(l.repo + "/in-dir/data.txt");
  REQUIRE(viaDir);
  CHECK(*viaDir == "inside");

  for (const std::string& path : {l.repo + "/app/../../outside/secret.txt", l.outside + "/secret.txt",
                                  l.repo + "/out-link.txt", l.repo + "/out-dir/secret.txt"}) {
    INFO(path);
    auto r = p.read(path);
    REQUIRE_FALSE(r);
    CHECK(r.error().code == "IO010");
    CHECK_THAT(r.error().message, Catch::Contains("'" + path + "'") && Catch::Contains("--allow-read"));
    CHECK_THAT(r.error().message, !Catch::Contains("SECRET"));
  }
  // Where a link leads is not said.
  CHECK_THAT(p.read(l.repo + "/out-dir/secret.txt").error().message, !Catch::Contains(l.outside));
  CHECK_THAT(p.read(l.repo + "/out-link.txt").error().message, Catch::Contains("symbolic link"));
  CHECK_THAT(p.read(l.outside + "/secret.txt").error().message, !Catch::Contains("symbolic link"));
}

TEST_CASE("file access: --allow-read widens on purpose; unconfined reads anything regular", "[core][access]") {
  Layout l;
  FileAccessPolicy p = l.policy();
  p.allow(l.outside);
  auto r = p.read(l.repo + "/out-link.txt");
  REQUIRE(r);
  CHECK(*r == "SECRET");
  CHECK(FileAccessPolicy().read(l.outside + "/secret.txt"));
  CHECK_FALSE(FileAccessPolicy().confined());
}

TEST_CASE("file access: FIFOs, devices and /proc files are refused at once, never opened for reading", "[core][access]") {
  Layout l;
  std::string fifo = l.repo + "/app/fifo.bicep";
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  // Nobody writes to the FIFO: a blocking open would hang the test.
  auto r = l.policy().read(fifo);
  REQUIRE_FALSE(r);
  CHECK(r.error().code == "IO011");
  CHECK_THAT(r.error().message, Catch::Contains("FIFO"));
  auto raw = pf::readFile(fifo);
  REQUIRE_FALSE(raw);
  CHECK(raw.error().code == "IO011");

  FileAccessPolicy everything = FileAccessPolicy::confinedTo({"/"});
  for (const char* path : {"/dev/zero", "/dev/null", "/proc/self/environ", "/proc/self/cmdline"}) {
    INFO(path);
    auto d = everything.read(path);
    REQUIRE_FALSE(d);
    CHECK(d.error().code == "IO011");
    auto u = FileAccessPolicy().read(path);
    REQUIRE_FALSE(u);
    CHECK(u.error().code == "IO011");
    auto plain = pf::readFile(path);  // below the policy: refused all the same
    REQUIRE_FALSE(plain);
    CHECK(plain.error().code == "IO011");
  }
  // A link inside the repository to a device is outside the root (and a device).
  fs::create_symlink("/dev/zero", l.t.path() / "repo/zero.json");
  CHECK(l.policy().read(l.repo + "/zero.json").error().code == "IO010");
}

TEST_CASE("file access: files over the size limit are refused; the limit is configurable", "[core][access]") {
  Layout l;
  std::string big = l.t.write("repo/big.json", std::string(3000, 'x'));
  FileAccessPolicy p = l.policy();
  p.setMaxBytes(2048);
  auto r = p.read(big);
  REQUIRE_FALSE(r);
  CHECK(r.error().code == "IO002");
  CHECK_THAT(r.error().message, Catch::Contains("'" + big + "'") && Catch::Contains("limit"));
  p.setMaxBytes(4096);
  CHECK(p.read(big));
  CHECK(pf::readFile(big, 2999).error().code == "IO002");
  CHECK(pf::readFile(big, 3000));
}

TEST_CASE("file access: folder listings leave out links leading outside; a folder outside is refused", "[core][access]") {
  Layout l;
  l.t.write("repo/app/b.txt", "b");
  fs::create_symlink("../../outside/secret.txt", l.t.path() / "repo/app/c.txt");
  auto names = l.policy().listFiles(l.repo + "/app");
  REQUIRE(names);
  CHECK(*names == std::vector<std::string>{"b.txt", "data.txt"});
  auto out = l.policy().listFiles(l.repo + "/out-dir");
  REQUIRE_FALSE(out);
  CHECK(out.error().code == "IO010");
  CHECK(l.policy().listFiles(l.repo + "/../outside").error().code == "IO010");
}

TEST_CASE("file access: the analysis root is the repository above a path, else the folder", "[core][access]") {
  Layout l;
  std::string repo = fs::weakly_canonical(l.repo).generic_string();
  CHECK(pf::analysisRootOf(l.repo + "/app") == repo);
  CHECK(pf::analysisRootOf(l.repo + "/app/data.txt") == repo);
  std::string outside = fs::weakly_canonical(l.outside).generic_string();
  CHECK(pf::analysisRootOf(l.outside) == outside);
  CHECK(pf::analysisRootOf(l.outside + "/secret.txt") == outside);

  FileAccessPolicy p = l.policy();
  CHECK(p.insideRoots(l.repo + "/out-link.txt"));  // held by the repository, though it leads out
  CHECK_FALSE(p.insideRoots(l.outside + "/secret.txt"));
  CHECK(p.permits(repo + "/app/data.txt"));
  CHECK_FALSE(p.permits(outside + "/secret.txt"));
}

TEST_CASE("file access: a file swapped for a link or FIFO after a check is refused when read", "[core][access]") {
  Layout l;
  FileAccessPolicy p = l.policy();
  std::string path = l.repo + "/app/data.txt";
  REQUIRE(p.check(path));
  // The file becomes a link leading out of the repository between the check and the read.
  fs::remove(path);
  fs::create_symlink(l.outside + "/secret.txt", path);
  auto viaLink = p.read(path);
  REQUIRE_FALSE(viaLink);
  CHECK(viaLink.error().code == "IO010");
  CHECK_THAT(viaLink.error().message, !Catch::Contains("SECRET") && !Catch::Contains(l.outside));
  // Its folder becomes a link leading out.
  l.t.write("outside/app/data.txt", "SECRET");
  fs::remove_all(l.repo + "/app");
  fs::create_directory_symlink(l.outside + "/app", l.repo + "/app");
  CHECK(p.read(path).error().code == "IO010");
  // A FIFO in its place is refused without blocking.
  fs::remove(l.repo + "/app");
  fs::create_directories(l.repo + "/app");
  REQUIRE(::mkfifo(path.c_str(), 0600) == 0);
  CHECK(p.read(path).error().code == "IO011");
  // A folder, a missing file and a link loop say so.
  CHECK_THAT(p.read(l.repo + "/app").error().message, Catch::Contains("it is a directory"));
  CHECK_THAT(p.read(l.repo + "/app/missing.json").error().message, Catch::Contains("no such file"));
  fs::create_symlink("loop.json", l.repo + "/loop.json");
  CHECK_FALSE(p.read(l.repo + "/loop.json"));
}

TEST_CASE("file access: a pinned read reads the file that was opened, not what its path names later", "[core][access]") {
  Layout l;
  std::string path = l.repo + "/app/data.txt";
  int fd = ::open(path.c_str(), O_PATH | O_CLOEXEC);
  REQUIRE(fd >= 0);
  // Whatever the path becomes, the pinned file is read: nothing is resolved again.
  fs::remove(path);
  fs::create_symlink(l.outside + "/secret.txt", path);
  auto r = pf::readFileAt(fd, path, 1024);
  ::close(fd);
  REQUIRE(r);
  CHECK(*r == "inside");
  // The limits hold as for readFile.
  std::string big = l.t.write("repo/big.json", std::string(3000, 'x'));
  fd = ::open(big.c_str(), O_PATH | O_CLOEXEC);
  REQUIRE(fd >= 0);
  CHECK(pf::readFileAt(fd, big, 2048).error().code == "IO002");
  ::close(fd);
  std::string fifo = l.repo + "/fifo.json";
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  fd = ::open(fifo.c_str(), O_PATH | O_CLOEXEC);
  REQUIRE(fd >= 0);
  CHECK(pf::readFileAt(fd, fifo, 2048).error().code == "IO011");
  ::close(fd);
}

TEST_CASE("file access: readIfPresent is nothing where no file is, and read() wherever one is", "[core][access]") {
  Layout l;
  FileAccessPolicy p = l.policy();
  // Nothing there: no file, a link leading nowhere, a path through a file.
  CHECK_FALSE(p.readIfPresent(l.repo + "/app/missing.json"));
  fs::create_symlink("nowhere.json", l.t.path() / "repo/dangling.json");
  CHECK_FALSE(p.readIfPresent(l.repo + "/dangling.json"));
  CHECK_FALSE(p.readIfPresent(l.repo + "/app/data.txt/below.json"));
  // Something there: read, or refused as read() refuses it.
  auto inside = p.readIfPresent(l.repo + "/in-link.txt");
  REQUIRE(inside);
  REQUIRE(*inside);
  CHECK(**inside == "inside");
  auto out = p.readIfPresent(l.repo + "/out-link.txt");
  REQUIRE(out);
  REQUIRE_FALSE(*out);
  CHECK(out->error().code == "IO010");
  std::string fifo = l.repo + "/app/fifo.json";
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  auto special = p.readIfPresent(fifo);
  REQUIRE(special);
  REQUIRE_FALSE(*special);
  CHECK(special->error().code == "IO011");
  auto folder = p.readIfPresent(l.repo + "/app");
  REQUIRE(folder);
  CHECK_THAT(folder->error().message, Catch::Contains("it is a directory"));
  // A link loop has no status either.
  fs::create_symlink("loop.json", l.t.path() / "repo/loop.json");
  CHECK_FALSE(p.readIfPresent(l.repo + "/loop.json"));
  CHECK_FALSE(p.read(l.repo + "/loop.json"));
}

TEST_CASE("file access: readListedFile trusts a listing only as far as readIfPresent's own look", "[core][access]") {
  // Discovery reads walked files with readListedFile, the listing standing in for the status.
  // A listing can be stale or wrong, so whatever a path turns out to be, the answer must be
  // readIfPresent's: the same bytes, the same refusal, the same "nothing there".
  Layout l;
  FileAccessPolicy p = l.policy();
  fs::create_symlink("nowhere.json", l.t.path() / "repo/dangling.json");
  fs::create_symlink("loop.json", l.t.path() / "repo/loop.json");
  fs::create_directory_symlink("app", l.t.path() / "repo/in-dir");
  std::string fifo = l.repo + "/app/fifo.json";
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  auto outcome = [](const std::optional<pf::Result<std::string>>& r) -> std::string {
    if (!r) return "absent";
    if (!*r) return r->error().code + ": " + r->error().message;
    return "read: " + **r;
  };
  for (const std::string& path :
       {l.repo + "/app/data.txt", l.repo + "/in-link.txt", l.repo + "/in-dir/data.txt", l.repo + "/out-link.txt",
        l.repo + "/out-dir/secret.txt", l.repo + "/app/../../outside/secret.txt", l.repo + "/app/missing.json",
        l.repo + "/dangling.json", l.repo + "/loop.json", l.repo + "/app/data.txt/below.json", fifo, l.repo + "/app"}) {
    INFO(path);
    CHECK(outcome(p.readListedFile(path)) == outcome(p.readIfPresent(path)));
  }
  CHECK(outcome(p.readListedFile(l.repo + "/app/data.txt")) == "read: inside");
  CHECK_THAT(outcome(p.readListedFile(l.repo + "/out-link.txt")), Catch::StartsWith("IO010"));
  CHECK_THAT(outcome(p.readListedFile(fifo)), Catch::StartsWith("IO011"));  // and it did not block
  // Unconfined, a device said to be a regular file is opened (without blocking) but not read.
  CHECK_THAT(outcome(FileAccessPolicy().readListedFile("/dev/zero")), Catch::StartsWith("IO011"));
}

TEST_CASE("file access: a pinned read with the status taken before reads what the file holds when read", "[core][access]") {
  Layout l;
  std::string path = l.t.write("repo/grows.json", "12345");
  int fd = ::open(path.c_str(), O_PATH | O_CLOEXEC);
  REQUIRE(fd >= 0);
  struct stat st {};
  REQUIRE(::fstat(fd, &st) == 0);
  // It grows after its status was taken: the whole file is read, within the limit.
  l.t.write("repo/grows.json", "1234567890");
  auto grown = pf::readFileAt(fd, st, path, 1024);
  REQUIRE(grown);
  CHECK(*grown == "1234567890");
  CHECK(pf::readFileAt(fd, st, path, 8).error().code == "IO002");
  // It shrinks: what is left.
  l.t.write("repo/grows.json", "12");
  auto shrunk = pf::readFileAt(fd, st, path, 1024);
  REQUIRE(shrunk);
  CHECK(*shrunk == "12");
  ::close(fd);
  // The status says what the file is: a folder or a FIFO is refused without being opened.
  std::string fifo = l.repo + "/fifo.json";
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  fd = ::open(fifo.c_str(), O_PATH | O_CLOEXEC);
  REQUIRE(fd >= 0);
  REQUIRE(::fstat(fd, &st) == 0);
  CHECK(pf::readFileAt(fd, st, fifo, 1024).error().code == "IO011");
  ::close(fd);
}

TEST_CASE("file access: check() answers as resolving the path would, with or without links on the way", "[core][access]") {
  // A normal absolute path with no link on its way is checked without resolving it folder by
  // folder; every other path is resolved. Both must give the same answers.
  Layout l;
  FileAccessPolicy p = l.policy();
  fs::create_directory_symlink("app", l.t.path() / "repo/in-dir");
  REQUIRE(::mkfifo((l.repo + "/app/pipe").c_str(), 0600) == 0);
  auto canonical = [](const std::string& path) { return fs::weakly_canonical(path).generic_string(); };

  // Relative to the current folder, as paths given on the command line are.
  auto relative = [](const std::string& path) { return fs::path(path).lexically_relative(fs::current_path()).string(); };
  REQUIRE(relative(l.repo + "/app/data.txt").rfind("..", 0) == 0);

  // Files that may be read: the resolved path comes back.
  for (const std::string& path : {l.repo + "/app/data.txt", l.repo + "/in-link.txt", l.repo + "/in-dir/data.txt",
                                  l.repo + "/app/../app/data.txt", l.repo + "//app/data.txt", relative(l.repo + "/app/data.txt"),
                                  relative(l.repo + "/in-dir/data.txt")}) {
    INFO(path);
    auto r = p.check(path);
    REQUIRE(r);
    CHECK(*r == canonical(l.repo + "/app/data.txt"));
  }
  auto code = [&](const std::string& path) {
    auto r = p.check(path);
    return r ? std::string("ok") : r.error().code;
  };
  auto message = [&](const std::string& path) { return p.check(path).error().message; };
  // Folders and missing files, with and without a link on the way.
  CHECK(code(l.repo + "/app") == "IO001");
  CHECK_THAT(message(l.repo + "/app"), Catch::Contains("it is a directory"));
  CHECK_THAT(message(l.repo + "/in-dir"), Catch::Contains("it is a directory"));
  CHECK_THAT(message(l.repo + "/app/missing.txt"), Catch::Contains("no such file"));
  CHECK_THAT(message(l.repo + "/in-dir/missing.txt"), Catch::Contains("no such file"));
  // Special files, refused without being opened for reading.
  CHECK(code(l.repo + "/app/pipe") == "IO011");
  CHECK(code(l.repo + "/in-dir/pipe") == "IO011");
  // Outside, by text or through a link. By its text, repo/out-dir/../app/data.txt is inside; the
  // kernel goes through the link and up from where it leads, to a file outside.
  l.t.write("app/data.txt", "SECRET");
  for (const std::string& path : {l.repo + "/out-dir/../app/data.txt", relative(l.repo + "/out-dir/../app/data.txt"),
                                  l.outside + "/secret.txt", l.repo + "/out-link.txt", l.repo + "/out-dir/secret.txt",
                                  l.repo + "/app/../../outside/secret.txt", relative(l.outside + "/secret.txt"),
                                  relative(l.repo + "/out-link.txt"), l.repo + "/in-dir/../../outside/secret.txt"}) {
    INFO(path);
    CHECK(code(path) == "IO010");
    CHECK(p.read(path).error().code == "IO010");
    CHECK_THAT(message(path), Catch::Contains("'" + path + "'") && !Catch::Contains("SECRET"));
  }
  // Kernel files are refused even when allowed.
  FileAccessPolicy wide = l.policy();
  wide.allow("/proc");
  CHECK(wide.check("/proc/self/status").error().code == "IO011");
  // Unconfined: anything regular.
  FileAccessPolicy open;
  CHECK(open.check(l.outside + "/secret.txt"));
  CHECK(open.check(l.repo + "/app/pipe").error().code == "IO011");
}
