// Listing a folder with opendir/readdir: the type each entry has in the folder comes with it, and
// the folder is opened once (std::filesystem's iterator adds two fcntl calls per folder and a
// path object per entry).
#include "engine/inputs/detail/folder_entries.hpp"

#include <dirent.h>
#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace pf::inputs::detail {

namespace fs = std::filesystem;

namespace {

fs::file_type typeOfMode(mode_t m) {
  if (S_ISREG(m)) return fs::file_type::regular;
  if (S_ISDIR(m)) return fs::file_type::directory;
  if (S_ISLNK(m)) return fs::file_type::symlink;
  if (S_ISFIFO(m)) return fs::file_type::fifo;
  if (S_ISCHR(m)) return fs::file_type::character;
  if (S_ISBLK(m)) return fs::file_type::block;
  if (S_ISSOCK(m)) return fs::file_type::socket;
  return fs::file_type::unknown;
}

fs::file_type typeOfDirent(unsigned char t) {
#ifdef _DIRENT_HAVE_D_TYPE
  switch (t) {
    case DT_REG: return fs::file_type::regular;
    case DT_DIR: return fs::file_type::directory;
    case DT_LNK: return fs::file_type::symlink;
    case DT_FIFO: return fs::file_type::fifo;
    case DT_CHR: return fs::file_type::character;
    case DT_BLK: return fs::file_type::block;
    case DT_SOCK: return fs::file_type::socket;
    default: return fs::file_type::none;
  }
#else
  (void)t;
  return fs::file_type::none;
#endif
}

unsigned char direntType(const dirent* d) {
#ifdef _DIRENT_HAVE_D_TYPE
  return d->d_type;
#else
  (void)d;
  return 0;
#endif
}

}  // namespace

FolderListing listFolder(const std::string& dir) {
  FolderListing out;
  DIR* d = ::opendir(dir.c_str());
  if (!d) {
    if (errno != EACCES) out.error = errno;  // skip_permission_denied
    return out;
  }
  for (bool first = true;; first = false) {
    errno = 0;
    const dirent* e = ::readdir(d);
    if (!e) {
      if (errno != 0 && errno != EACCES && first) out.error = errno;
      break;
    }
    const char* n = e->d_name;
    if (n[0] == '.' && (n[1] == '\0' || (n[1] == '.' && n[2] == '\0'))) {
      first = true;  // not an entry: the next one is still the first
      continue;
    }
    out.entries.push_back({std::string(n), typeOfDirent(direntType(e))});
  }
  ::closedir(d);
  std::sort(out.entries.begin(), out.entries.end(),
            [](const FolderEntry& a, const FolderEntry& b) { return a.name < b.name; });
  return out;
}

EntryStatus entryStatus(const FolderEntry& e, const std::string& path) {
  if (e.listed != fs::file_type::none && e.listed != fs::file_type::symlink) return {e.listed, 0};
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) {
    int err = errno;
    return {err == ENOENT || err == ENOTDIR ? fs::file_type::not_found : fs::file_type::none, err};
  }
  return {typeOfMode(st.st_mode), 0};
}

bool entryIsLink(const FolderEntry& e, const std::string& path) {
  if (e.listed != fs::file_type::none) return e.listed == fs::file_type::symlink;
  struct stat st {};
  return ::lstat(path.c_str(), &st) == 0 && S_ISLNK(st.st_mode);
}

}  // namespace pf::inputs::detail
