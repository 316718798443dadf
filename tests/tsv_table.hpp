#pragma once
// The tab-separated tables checked in under tests/ (tests/corpus/expected/*.tsv): "# " comment
// lines, a header naming the columns, then one row a line. One writer and one reader, so a table
// a test regenerates (PREFLIGHT_UPDATE_GOLDEN) and a table a test reads agree on the format.
#include <optional>
#include <string>
#include <vector>

namespace pf::test {

struct TsvTable {
  std::vector<std::string> columns;
  std::vector<std::vector<std::string>> rows;  // as many cells as columns each

  // The index of the column named `name`, or nullopt.
  std::optional<size_t> column(const std::string& name) const;
};

// Each line of `comment` as "# line", then the header and the rows, cells joined by tabs.
std::string tsvText(const std::string& comment, const TsvTable& table);

// A table as tsvText writes it; blank and comment lines are skipped wherever they stand. Null
// with `error` set when there is no header or a row has another number of cells than it.
std::optional<TsvTable> parseTsv(const std::string& text, std::string& error);

// The golden file `rel` (readGolden) parsed; null with `error` set when it is missing or malformed.
std::optional<TsvTable> readTsv(const std::string& rel, std::string& error);

}  // namespace pf::test
