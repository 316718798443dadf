#pragma once
// Writing a report or compiled file where the user asked: missing folders are created, and a
// failure says why (the system's reason, e.g. "Permission denied").
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "engine/core/file_access.hpp"

namespace pf::cli {

// Why a run that reads the repository `access` confines to may not write `path`, or nothing:
// the path is in the repository as written, but a symbolic link on the way leads out of it or
// into its .git folder. A pull request can commit such a link where a pipeline writes its
// report or compiled template; following it would overwrite a file of the runner's (a tool, a
// script) with text the pull request partly chose. Paths outside the repository are the
// pipeline's own, links and all (/dev/stdout is one). `repository` names the repository in the
// reason.
std::optional<std::string> linkedOutOfRepository(const std::string& path, const FileAccessPolicy& access,
                                                 std::string_view repository = "the repository analyzed");
// The same for commands that analyze no repository (merge, extension test): the git repository the
// current folder is in, when it is in one, is where a pull request's links may lie.
std::optional<std::string> linkedOutOfWorkingRepository(const std::string& path);

// Writes `text` to `path`, creating its folder first. Returns the reason on failure.
std::optional<std::string> writeOutputFile(const std::string& path, std::string_view text);
// The same, for text produced in pieces: `produce` calls its sink with each piece in order.
std::optional<std::string> writeOutputFile(const std::string& path,
                                           const std::function<void(const std::function<void(std::string_view)>&)>& produce);

}  // namespace pf::cli
