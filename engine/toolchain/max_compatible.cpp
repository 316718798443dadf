#include "engine/toolchain/max_compatible.hpp"

namespace pf::toolchain {

namespace {

// Files sharing one configuration share its constraint; report them together.
struct Group {
  std::string declaredIn;
  const VersionConstraint* constraint = nullptr;
  std::vector<std::string> files;
  std::optional<size_t> max;
};

std::string describe(const Group& g) {
  std::string s = "'" + g.constraint->text + "' in " + g.declaredIn + " (for ";
  for (size_t i = 0; i < g.files.size(); ++i) s += (i ? ", " : "") + g.files[i];
  return s + ")";
}

}  // namespace

Result<std::optional<size_t>> maxCompatible(const std::vector<FileConstraint>& files,
                                            const std::vector<Version>& versions,
                                            const std::vector<std::string>& versionTexts) {
  std::vector<Group> groups;
  for (const auto& f : files) {
    if (!f.constraint) continue;
    Group* g = nullptr;
    for (auto& existing : groups)
      if (existing.declaredIn == f.declaredIn && existing.constraint->text == f.constraint->text) g = &existing;
    if (!g) {
      groups.push_back(Group{f.declaredIn, &*f.constraint, {}, std::nullopt});
      g = &groups.back();
    }
    g->files.push_back(f.file);
  }
  if (groups.empty()) return std::optional<size_t>();

  std::string all;
  for (size_t i = 0; i < versionTexts.size(); ++i) all += (i ? " " : "") + versionTexts[i];
  std::string unsatisfied;
  for (auto& g : groups) {
    g.max = maxSatisfying(*g.constraint, versions);
    if (!g.max) unsatisfied += "\n  " + describe(g);
  }
  if (!unsatisfied.empty())
    return makeError("TOOL040", "no provided version (" + all + ") satisfies the constraint" + unsatisfied);

  bool agree = true;
  for (const auto& g : groups) agree = agree && compare(versions[*g.max], versions[*groups[0].max]) == 0;
  if (!agree) {
    std::string msg = "the pinned Bicep versions conflict: the highest provided version each constraint accepts differs";
    for (const auto& g : groups) msg += "\n  " + describe(g) + " -> " + versionTexts[*g.max];
    return makeError("TOOL040", msg);
  }
  return std::optional<size_t>(*groups[0].max);
}

}  // namespace pf::toolchain
