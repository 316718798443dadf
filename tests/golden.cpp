#include "tests/golden.hpp"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <vector>

namespace pf::test {

namespace {

std::vector<std::string> splitLines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) out.push_back(line);
  return out;
}

}  // namespace

bool updateGolden() {
  const char* v = std::getenv("PREFLIGHT_UPDATE_GOLDEN");
  return v && *v && std::string(v) != "0";
}

std::string goldenPath(const std::string& rel) { return (std::filesystem::path(PREFLIGHT_SOURCE_DIR) / rel).string(); }

std::optional<std::string> readGolden(const std::string& rel) {
  std::ifstream in(goldenPath(rel), std::ios::binary);
  if (!in) return std::nullopt;
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::string writeGolden(const std::string& rel, const std::string& text) {
  std::string path = goldenPath(rel);
  std::error_code ec;
  std::filesystem::create_directories(std::filesystem::path(path).parent_path(), ec);
  std::ofstream out(path, std::ios::binary);
  if (!out || !(out << text)) return "cannot write " + path;
  return "";
}

std::string lineDiff(const std::string& expected, const std::string& actual, size_t context, size_t maxLines) {
  std::vector<std::string> a = splitLines(expected), b = splitLines(actual);
  // Longest common subsequence table; golden files are a few hundred lines at most.
  size_t n = a.size(), m = b.size();
  std::vector<std::vector<unsigned>> lcs(n + 1, std::vector<unsigned>(m + 1, 0));
  for (size_t i = n; i-- > 0;)
    for (size_t j = m; j-- > 0;)
      lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : std::max(lcs[i + 1][j], lcs[i][j + 1]);
  struct Op {
    char kind;  // ' ', '-', '+'
    size_t line;  // 1-based line in the file the text comes from
    const std::string* text;
  };
  std::vector<Op> ops;
  size_t i = 0, j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] == b[j]) {
      ops.push_back({' ', i + 1, &a[i]});
      ++i, ++j;
    } else if (j < m && (i == n || lcs[i][j + 1] >= lcs[i + 1][j])) {
      ops.push_back({'+', j + 1, &b[j]});
      ++j;
    } else {
      ops.push_back({'-', i + 1, &a[i]});
      ++i;
    }
  }
  std::vector<bool> show(ops.size(), false);
  for (size_t k = 0; k < ops.size(); ++k) {
    if (ops[k].kind == ' ') continue;
    size_t from = k >= context ? k - context : 0;
    for (size_t x = from; x < ops.size() && x <= k + context; ++x) show[x] = true;
  }
  std::ostringstream out;
  size_t lines = 0;
  bool gap = false;
  for (size_t k = 0; k < ops.size(); ++k) {
    if (!show[k]) {
      gap = true;
      continue;
    }
    if (gap && lines > 0) out << "  ...\n";
    gap = false;
    if (++lines > maxLines) {
      out << "  ... (diff cut at " << maxLines << " lines)\n";
      break;
    }
    out << ops[k].kind << ' ' << (ops[k].kind == '+' ? "actual " : "golden ") << ops[k].line << ": " << *ops[k].text
        << "\n";
  }
  return out.str();
}

std::string regenerateCommand(const std::string& tag) {
  return "PREFLIGHT_UPDATE_GOLDEN=1 ./build/tests/preflight_tests \"" + tag + "\", then review `git diff`";
}

std::string compareWithGolden(const std::string& rel, const std::string& actual, const std::string& tag) {
  if (updateGolden()) return writeGolden(rel, actual);
  auto golden = readGolden(rel);
  if (!golden) return "golden file " + rel + " is missing; create it with " + regenerateCommand(tag) + "\n";
  if (*golden == actual) return "";
  std::string diff = lineDiff(*golden, actual);
  if (diff.empty()) diff = "  (the lines are equal: line endings or the final newline differ)\n";
  return rel + " differs from this run:\n" + diff + "If the change is intended, regenerate it with " +
         regenerateCommand(tag) + "\n";
}

}  // namespace pf::test
