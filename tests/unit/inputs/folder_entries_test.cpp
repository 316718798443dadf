// Listing a folder for the walk: names in byte order, the types the folder records, and the
// status of what a link leads to only when asked.
#include <sys/stat.h>

#include <catch2/catch.hpp>
#include <cerrno>
#include <filesystem>

#include "engine/inputs/detail/folder_entries.hpp"
#include "tests/temp_dir.hpp"

using namespace pf::inputs::detail;
using pf::test::TempDir;
namespace fs = std::filesystem;

namespace {

const FolderEntry* entry(const FolderListing& l, const std::string& name) {
  for (const auto& e : l.entries)
    if (e.name == name) return &e;
  return nullptr;
}

}  // namespace

TEST_CASE("folder entries: sorted names and what each entry is", "[inputs][walk]") {
  TempDir dir;
  dir.write("b.json", "{}");
  dir.write("B.json", "{}");
  dir.write("a/inner.json", "{}");
  dir.write(".gitignore", "x\n");
  fs::create_symlink("b.json", dir.path() / "link.json");
  fs::create_symlink("missing.json", dir.path() / "dangling.json");
  fs::create_symlink("loop.json", dir.path() / "loop.json");
  fs::create_directory_symlink("a", dir.path() / "dirlink");
  REQUIRE(::mkfifo((dir.path() / "fifo.json").c_str(), 0600) == 0);

  FolderListing l = listFolder(dir.str());
  CHECK(l.error == 0);
  std::vector<std::string> names;
  for (const auto& e : l.entries) names.push_back(e.name);
  CHECK(names == std::vector<std::string>{".gitignore", "B.json", "a", "b.json", "dangling.json", "dirlink", "fifo.json",
                                          "link.json", "loop.json"});
  auto status = [&](const std::string& name) { return entryStatus(*entry(l, name), dir.str() + "/" + name); };
  auto isLink = [&](const std::string& name) { return entryIsLink(*entry(l, name), dir.str() + "/" + name); };
  CHECK(status("b.json").type == fs::file_type::regular);
  CHECK(status("a").type == fs::file_type::directory);
  CHECK(status("fifo.json").type == fs::file_type::fifo);
  CHECK(status("link.json").type == fs::file_type::regular);  // followed
  CHECK(status("dirlink").type == fs::file_type::directory);
  CHECK(status("dangling.json").error == ENOENT);
  CHECK(status("dangling.json").type == fs::file_type::not_found);
  CHECK(status("loop.json").error == ELOOP);
  CHECK(isLink("link.json"));
  CHECK(isLink("dirlink"));
  CHECK_FALSE(isLink("a"));
  CHECK_FALSE(isLink("b.json"));
  // A type the listing did not record is asked of the file system.
  CHECK(entryStatus(FolderEntry{"b.json", fs::file_type::none}, dir.str() + "/b.json").type == fs::file_type::regular);
  CHECK(entryIsLink(FolderEntry{"link.json", fs::file_type::none}, dir.str() + "/link.json"));
  CHECK_FALSE(entryIsLink(FolderEntry{"b.json", fs::file_type::none}, dir.str() + "/b.json"));
}

TEST_CASE("folder entries: a folder that cannot be listed says why", "[inputs][walk]") {
  TempDir dir;
  dir.write("file.json", "{}");
  CHECK(listFolder(dir.str() + "/missing").error == ENOENT);
  CHECK(listFolder(dir.str() + "/file.json").error == ENOTDIR);
  FolderListing empty = listFolder(dir.str() + "/file.json");
  CHECK(empty.entries.empty());
  fs::create_directories(dir.path() / "empty");
  FolderListing none = listFolder(dir.str() + "/empty");
  CHECK(none.error == 0);
  CHECK(none.entries.empty());
}
