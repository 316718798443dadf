#pragma once
// The entries of one folder, listed once and sorted by name, each with what it is as far as the
// listing says (the type the folder records), so that the walk asks the file system about an
// entry only when the listing cannot tell: a link, or a file system that records no types.
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace pf::inputs::detail {

struct FolderEntry {
  std::string name;
  std::filesystem::file_type listed = std::filesystem::file_type::none;  // none: not recorded
};

struct FolderListing {
  std::vector<FolderEntry> entries;  // sorted by name (bytes); "." and ".." left out
  int error = 0;                     // errno when the folder could not be opened or listed
};

// As std::filesystem::directory_iterator with skip_permission_denied lists it: a folder that may
// not be opened is empty, without error; an error while listing ends the listing (an error at
// its first entry is the folder's error).
FolderListing listFolder(const std::string& dir);

// What an entry is once links are followed, as fs::status says (`error`: errno of the lookup).
struct EntryStatus {
  std::filesystem::file_type type = std::filesystem::file_type::none;
  int error = 0;
};
// The listed type when it is not a link; else the status of `path` (following links).
EntryStatus entryStatus(const FolderEntry& e, const std::string& path);
// Whether the entry itself is a symbolic link (its own status when the listing did not say).
bool entryIsLink(const FolderEntry& e, const std::string& path);

}  // namespace pf::inputs::detail
