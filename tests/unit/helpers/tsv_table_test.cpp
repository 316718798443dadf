// The checked-in tables' reader reads back what their writer writes, and says where a table is
// malformed instead of skipping the row.
#include <catch2/catch.hpp>

#include "tests/tsv_table.hpp"

using namespace pf::test;

TEST_CASE("tsv table: what tsvText writes, parseTsv reads back", "[tsv]") {
  TsvTable table{{"rule", "id", "pass"}, {{"Azure.A", "PF-0001", "3"}, {"Azure.B", "", "0"}}};
  std::string text = tsvText("first line\nsecond line", table);
  CHECK(text == "# first line\n# second line\nrule\tid\tpass\nAzure.A\tPF-0001\t3\nAzure.B\t\t0\n");
  std::string error;
  auto back = parseTsv(text, error);
  REQUIRE(back);
  CHECK(back->columns == table.columns);
  CHECK(back->rows == table.rows);
  CHECK(back->column("pass") == std::optional<size_t>(2));
  CHECK_FALSE(back->column("fail"));
}

TEST_CASE("tsv table: a row with another number of cells, or no header, is an error", "[tsv]") {
  std::string error;
  CHECK_FALSE(parseTsv("# comment\na\tb\n\nx\ty\nz\n", error));
  CHECK(error == "line 5 has 1 cells; the header has 2");
  CHECK_FALSE(parseTsv("# only a comment\n\n", error));
  CHECK(error == "no header line");
  CHECK_FALSE(readTsv("tests/corpus/expected/no-such-table.tsv", error));
  CHECK(error == "tests/corpus/expected/no-such-table.tsv cannot be read");
}
