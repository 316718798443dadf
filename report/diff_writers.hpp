#pragma once
// The writers of `preflight diff` (engine/diff): text like Azure's what-if, a JSON document
// (shape in docs/diff.md) and Markdown for a pull-request comment.
#include <string>

#include "engine/diff/diff_model.hpp"
#include "report/write_options.hpp"

namespace pf::report {

inline constexpr int kDiffJsonVersion = 1;

// Uses `options.color` (ANSI colours) only.
std::string diffText(const diff::DiffResult& diff, const WriteOptions& options = {});
std::string diffJson(const diff::DiffResult& diff);
// Uses `options.markdownMaxBytes`: past it, resource details are left out and the comment says so.
std::string diffMarkdown(const diff::DiffResult& diff, const WriteOptions& options = {});

}  // namespace pf::report
