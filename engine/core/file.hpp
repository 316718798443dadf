#pragma once
// Reading files into memory, with size limits and clear errors.
#include <sys/stat.h>

#include <string>

#include "engine/core/result.hpp"

namespace pf {

// Reads a whole regular file. Refused without reading: files larger than `maxBytes` (IO002),
// FIFOs, devices, sockets and files of /proc-like pseudo file systems (IO011), which could block
// or never end. Other failures are IO001. Where a read can be caused by an analyzed repository,
// go through FileAccessPolicy (file_access.hpp) instead, which confines it.
Result<std::string> readFile(const std::string& path, size_t maxBytes = 64u * 1024 * 1024);

// The same for a file already opened with O_PATH as `pathFd` (Linux): the checks apply to that
// very file, which is reopened for reading through /proc/self/fd, so no path is resolved again.
// Messages name `path`.
Result<std::string> readFileAt(int pathFd, const std::string& path, size_t maxBytes);
// The same when the caller has the file's status already (fstat of `pathFd`), saving a second look.
Result<std::string> readFileAt(int pathFd, const struct stat& status, const std::string& path, size_t maxBytes);
// The bytes of `fd`, a file already open for reading whose status (fstat of `fd`) is `status`:
// refused unless regular, not too large and not on a pseudo file system, as above.
Result<std::string> readOpenFile(int fd, const struct stat& status, const std::string& path, size_t maxBytes);

}  // namespace pf
