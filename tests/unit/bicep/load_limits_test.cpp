// What load*() functions may read, as Bicep limits it (BCP184), and YAML whose aliases stand for
// more values than anything should hold.
#include <catch2/catch.hpp>

#include <map>
#include <string>

#include "tests/unit/bicep/compile_helpers.hpp"

using pf::test::compile;

namespace {

std::string repeat(const std::string& s, size_t n) {
  std::string out;
  out.reserve(s.size() * n);
  for (size_t i = 0; i < n; ++i) out += s;
  return out;
}

}  // namespace

TEST_CASE("load limits: loadTextContent reads 131,072 characters, counted as Bicep counts them", "[bicep][load-limits]") {
  auto ok = compile("var t = loadTextContent('t.txt')\n", {{"t.txt", std::string(131072, 'a')}});
  CHECK(ok.firstError().empty());
  auto over = compile("var t = loadTextContent('t.txt')\n", {{"t.txt", std::string(131073, 'a')}});
  CHECK(over.firstError() == "BCP184 File 't.txt' exceeded maximum size of 131072 characters.");
  // Two bytes of UTF-8 are one character; a character outside the BMP is two (a surrogate pair).
  CHECK(compile("var t = loadTextContent('t.txt')\n", {{"t.txt", repeat("\xC3\xA9", 131072)}}).firstError().empty());
  CHECK(compile("var t = loadTextContent('t.txt')\n", {{"t.txt", repeat("\xF0\x9F\x98\x80", 65536)}}).firstError().empty());
  CHECK_THAT(compile("var t = loadTextContent('t.txt')\n", {{"t.txt", repeat("\xF0\x9F\x98\x80", 65536) + "a"}}).firstError(),
             Catch::StartsWith("BCP184"));
  // A byte order mark is not a character.
  CHECK(compile("var t = loadTextContent('t.txt')\n", {{"t.txt", "\xEF\xBB\xBF" + std::string(131072, 'a')}})
            .firstError()
            .empty());
}

TEST_CASE("load limits: loadJsonContent and loadYamlContent read 1,048,576 characters", "[bicep][load-limits]") {
  std::string json = "[\"" + std::string(1048576 - 4, 'a') + "\"]";
  REQUIRE(json.size() == 1048576);
  CHECK(compile("var j = loadJsonContent('j.json')\n", {{"j.json", json}}).firstError().empty());
  CHECK(compile("var j = loadJsonContent('j.json')\n", {{"j.json", json + " "}}).firstError() ==
        "BCP184 File 'j.json' exceeded maximum size of 1048576 characters.");
  CHECK(compile("var y = loadYamlContent('y.yaml')\n", {{"y.yaml", "a: " + std::string(1048576, 'b')}}).firstError() ==
        "BCP184 File 'y.yaml' exceeded maximum size of 1048576 characters.");
}

TEST_CASE("load limits: loadFileAsBase64 reads 98,304 bytes (131,072 characters of base64)", "[bicep][load-limits]") {
  CHECK(compile("var b = loadFileAsBase64('b.bin')\n", {{"b.bin", std::string(98304, '\x01')}}).firstError().empty());
  CHECK(compile("var b = loadFileAsBase64('b.bin')\n", {{"b.bin", std::string(98305, '\x01')}}).firstError() ==
        "BCP184 File 'b.bin' exceeded maximum size of 98304 bytes.");
}

TEST_CASE("load limits: YAML whose aliases stand for more than 1,000,000 values is BCP091, at once", "[bicep][load-limits]") {
  // Ten aliases to ten aliases, twenty levels: 10^20 values in 20 lines. Before, converting it ran
  // out of memory (3.4 GB and std::bad_alloc in 13 s under a 4 GB limit).
  std::string yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n";
  for (int i = 1; i < 20; ++i) {
    std::string prev = "*a" + std::to_string(i - 1);
    yaml += "a" + std::to_string(i) + ": &a" + std::to_string(i) + " [" + repeat(prev + ", ", 9) + prev + "]\n";
  }
  auto c = compile("var y = loadYamlContent('y.yaml')\n", {{"y.yaml", yaml}});
  CHECK(c.firstError() ==
        "BCP091 An error occurred reading file \"y.yaml\". The YAML stands for more than 1000000 values, counting what "
        "every alias repeats.");
  // Aliases that stand for fewer values are read as before.
  auto small = compile("var y = loadYamlContent('y.yaml')\n", {{"y.yaml", "base: &b {k: 1}\nuse: [*b, *b]\n"}});
  REQUIRE(small.firstError().empty());
  CHECK(small.at("/variables/$fxv#0") == "{\"base\":{\"k\":1},\"use\":[{\"k\":1},{\"k\":1}]}");
}

TEST_CASE("load limits: one compilation's load*() calls read at most 16 MB together", "[bicep][load-limits]") {
  // Each call within Bicep's limits, but a file of a few kilobytes can make thousands of calls:
  // 2,000 loadJsonContent() of one 350 KB file held 5.7 GB. Past 16 MB (four times a deployable
  // template) every read fails, said once (BCPPF11).
  std::map<std::string, std::string> files;
  for (int i = 0; i < 10; ++i) files["t" + std::to_string(i) + ".txt"] = std::string(131072, static_cast<char>('a' + i));
  auto calls = [](int n) {
    std::string text;
    for (int i = 0; i < n; ++i) text += "var v" + std::to_string(i) + " = loadTextContent('t" + std::to_string(i % 10) + ".txt')\n";
    return text;
  };
  // 120 calls of 128 KB: 15 MB, within the budget.
  auto ok = compile(calls(120), files);
  CHECK(ok.firstError().empty());
  auto over = compile(calls(200), files);
  CHECK_THAT(over.firstError(), Catch::StartsWith("BCPPF11 The compile-time functions (load*()) of this compilation read more than 16 MB"));
  size_t said = 0;
  for (const auto& d : over.result.diagnostics.items()) said += d.code == "BCPPF11";
  CHECK(said == 1);
  // The same for folder listings: a name becomes an object of three texts.
  std::map<std::string, std::string> many;
  for (int i = 0; i < 2000; ++i) many["dir/file-with-a-long-name-" + std::to_string(i) + ".txt"] = "";
  std::string lists;
  for (int i = 0; i < 200; ++i) lists += "var d" + std::to_string(i) + " = loadDirectoryFileInfo('dir')\n";
  CHECK_THAT(compile(lists, many).firstError(), Catch::StartsWith("BCPPF11 "));
}
