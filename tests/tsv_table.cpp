#include "tests/tsv_table.hpp"

#include <sstream>

#include "tests/golden.hpp"

namespace pf::test {

namespace {

std::vector<std::string> cells(const std::string& line) {
  std::vector<std::string> out;
  size_t from = 0;
  for (size_t tab; (tab = line.find('\t', from)) != std::string::npos; from = tab + 1)
    out.push_back(line.substr(from, tab - from));
  out.push_back(line.substr(from));
  return out;
}

void writeRow(std::ostringstream& out, const std::vector<std::string>& row) {
  for (size_t i = 0; i < row.size(); ++i) out << (i ? "\t" : "") << row[i];
  out << "\n";
}

}  // namespace

std::optional<size_t> TsvTable::column(const std::string& name) const {
  for (size_t i = 0; i < columns.size(); ++i)
    if (columns[i] == name) return i;
  return std::nullopt;
}

std::string tsvText(const std::string& comment, const TsvTable& table) {
  std::ostringstream out;
  std::istringstream lines(comment);
  for (std::string line; std::getline(lines, line);) out << "# " << line << "\n";
  writeRow(out, table.columns);
  for (const auto& row : table.rows) writeRow(out, row);
  return out.str();
}

std::optional<TsvTable> parseTsv(const std::string& text, std::string& error) {
  TsvTable table;
  std::istringstream in(text);
  size_t number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    if (line.empty() || line[0] == '#') continue;
    if (table.columns.empty()) {
      table.columns = cells(line);
      continue;
    }
    auto row = cells(line);
    if (row.size() != table.columns.size()) {
      error = "line " + std::to_string(number) + " has " + std::to_string(row.size()) + " cells; the header has " +
              std::to_string(table.columns.size());
      return std::nullopt;
    }
    table.rows.push_back(std::move(row));
  }
  if (table.columns.empty()) {
    error = "no header line";
    return std::nullopt;
  }
  return table;
}

std::optional<TsvTable> readTsv(const std::string& rel, std::string& error) {
  auto text = readGolden(rel);
  if (!text) {
    error = rel + " cannot be read";
    return std::nullopt;
  }
  auto table = parseTsv(*text, error);
  if (!table) error = rel + ": " + error;
  return table;
}

}  // namespace pf::test
