#pragma once
// Reading a revision of a git repository for `preflight diff`, without touching the user's
// working tree, index or refs: the commit checked out through an index of our own into a
// temporary folder, removed when the MaterializedRevision goes. git runs with an argument vector (no shell) and every revision
// name is checked before git sees it, so a name cannot become an option (`--upload-pack=...`).
//
// Codes: GIT001 git is not installed, GIT002 not inside a git repository, GIT003 a revision name
// that is refused (empty, starting with '-', control characters, too long), GIT004 a revision
// that does not name a commit, GIT005 the revision could not be read (archive or extraction
// failed), GIT006 a path outside the repository.
#include <string>

#include "engine/core/result.hpp"

namespace pf::inputs {

struct GitRepository {
  std::string git;   // the git program (found on PATH)
  std::string top;   // the working tree's top folder (absolute)
};

// git on PATH (GIT001).
Result<std::string> findProgram(const std::string& name);
// The repository holding `dir` (GIT001, GIT002).
Result<GitRepository> openRepository(const std::string& dir);
// `rev` when it may be given to git (GIT003).
Result<std::string> checkRevisionName(const std::string& rev);
// The commit `rev` names, as a full hash (GIT003, GIT004 naming `rev`).
Result<std::string> resolveCommit(const GitRepository& repo, const std::string& rev);

// A commit's files in a temporary folder of their own, removed with this object.
class MaterializedRevision {
 public:
  MaterializedRevision() = default;
  explicit MaterializedRevision(std::string dir) : dir_(std::move(dir)) {}
  MaterializedRevision(MaterializedRevision&& o) noexcept : dir_(std::move(o.dir_)) { o.dir_.clear(); }
  MaterializedRevision& operator=(MaterializedRevision&& o) noexcept;
  MaterializedRevision(const MaterializedRevision&) = delete;
  MaterializedRevision& operator=(const MaterializedRevision&) = delete;
  ~MaterializedRevision();
  // The folder holding the commit's tree (the repository's top folder at that commit).
  std::string tree() const { return dir_ + "/tree"; }

 private:
  std::string dir_;  // the temporary folder (tree/ and the index it was checked out through)
};

// Writes the tree of `commit` (a hash from resolveCommit) into a new temporary folder (GIT005).
Result<MaterializedRevision> materialize(const GitRepository& repo, const std::string& commit);

// `path` (as given on the command line, from the current folder) relative to the repository's
// top folder, with forward slashes; "." for the top itself (GIT006 when outside).
Result<std::string> repositoryRelative(const GitRepository& repo, const std::string& path);

}  // namespace pf::inputs
