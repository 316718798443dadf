// The readers of walked files: every file handed over is read once, and comes back in the order
// it was handed over, whatever the number of threads and however the walk and the reads interleave.
#include <catch2/catch.hpp>
#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "engine/core/stack_thread.hpp"
#include "engine/inputs/detail/file_readers.hpp"
#include "tests/temp_dir.hpp"

using namespace pf::inputs::detail;
using pf::FileAccessPolicy;
using pf::test::TempDir;

namespace {

// Hands `n` files and two more to readers of `jobs` threads, then checks what comes back.
void readInOrder(const TempDir& dir, int n, unsigned jobs) {
  FileAccessPolicy access = FileAccessPolicy::confinedTo({dir.str()});
  {
    FileReaders readers(access, false, jobs);
    for (int i = 0; i < n; ++i) {
      std::string name = "f" + std::to_string(i) + ".json";
      readers.add({dir.str() + "/" + name, name, static_cast<size_t>(i), i % 2 == 0, {}});  // listed or named
      // Now and then the walk is slower than the readers, which then wait for more.
      if (i % 20 == 19) std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    readers.add({dir.str() + "/missing.json", "missing.json", 0, true, {}});  // listed, gone since
    readers.add({dir.str() + "/b.bicep", "b.bicep", 0, false, {}});
    readers.close();
    std::vector<PendingFile*> files;
    for (size_t k = 0; PendingFile* f = readers.inOrder(k); ++k) files.push_back(f);
    REQUIRE(files.size() == n + 2);
    for (int i = 0; i < n; ++i) {
      CHECK(files[i]->shown == "f" + std::to_string(i) + ".json");
      CHECK(files[i]->diagsAt == static_cast<size_t>(i));
      CHECK(files[i]->read.candidate);
      CHECK(files[i]->read.text == "{\"i\": " + std::to_string(i) + "}");
      CHECK(files[i]->read.json.type == JsonFacts::Type::Other);
    }
    CHECK_FALSE(files[n]->read.candidate);  // nothing there
    CHECK(files[n + 1]->read.candidate);
    CHECK(files[n + 1]->read.text == "param p string\n");
    CHECK(readers.inOrder(n + 2) == nullptr);
  }
}

}  // namespace

TEST_CASE("file readers: files come back read, in the order they were handed over", "[inputs][discover]") {
  TempDir dir;
  const int n = 60;
  for (int i = 0; i < n; ++i) dir.write("f" + std::to_string(i) + ".json", "{\"i\": " + std::to_string(i) + "}");
  dir.write("b.bicep", "param p string\n");
  for (unsigned jobs : {1u, 2u, 4u}) {
    INFO("jobs " << jobs);
    readInOrder(dir, n, jobs);
    // On a work stack (as analyze runs) the caller reads too, files no thread has taken yet.
    REQUIRE_FALSE(pf::onWorkStack());
    pf::runOnWorkStack([&] {
      CHECK(pf::onWorkStack());
      readInOrder(dir, n, jobs);
    });
  }
}

TEST_CASE("file readers: none handed over, or given up before the end", "[inputs][discover]") {
  TempDir dir;
  dir.write("a.json", "{}");
  FileAccessPolicy access;
  {
    FileReaders readers(access, false, 2);
    readers.close();
    CHECK(readers.inOrder(0) == nullptr);
  }
  {
    FileReaders readers(access, false, 2);
    readers.add({dir.str() + "/a.json", "a.json", 0, true, {}});
  }  // not finished (the walk threw): the threads stop
  SUCCEED();
}
