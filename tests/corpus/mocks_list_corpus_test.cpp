// list*() calls in the corpus whose resource id is written as resourceId('<type>', ...):
// the mock data should answer (nearly) all of them, or expansion produces Unknowns.
#include <catch2/catch.hpp>
#include <iostream>
#include <map>

#include "engine/core/file.hpp"
#include "mocks/mocks.hpp"
#include "tests/corpus/corpus.hpp"

using namespace pf;

namespace {

bool isIdentChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// The type in `text` right after "resourceId(" at `pos`: the first quoted argument that
// looks like "Namespace.Name/type[/type...]", or empty.
std::string typeArgument(const std::string& text, size_t pos) {
  int depth = 1;
  for (size_t i = pos; i < text.size() && depth > 0; ++i) {
    char c = text[i];
    if (c == '(') ++depth;
    else if (c == ')') --depth;
    else if (c == '\'' && depth == 1) {
      size_t end = text.find('\'', i + 1);
      if (end == std::string::npos) return "";
      std::string s = text.substr(i + 1, end - i - 1);
      size_t slash = s.find('/');
      if (slash != std::string::npos && s.find('.') < slash && s.find(' ') == std::string::npos) {
        while (!s.empty() && s.back() == '/') s.pop_back();
        return s;
      }
      i = end;
    }
  }
  return "";
}

}  // namespace

TEST_CASE("corpus: list*() calls on resourceId(...) have mocks", "[corpus][mocks]") {
  PF_REQUIRE_CORPUS();
  std::vector<std::filesystem::path> files = test::corpusFiles(test::corpusRoot() / "quickstart", "azuredeploy.json");
  for (auto& f : test::corpusFiles(test::corpusRoot() / "bicep-baselines", "main.json")) files.push_back(f);
  PF_REQUIRE_CORPUS_INPUTS("quickstart azuredeploy.json and baseline main.json files", files.size(), 923 + 185);
  DeploymentContext ctx;
  size_t answered = 0;
  std::map<std::string, size_t> missing;
  for (const auto& f : files) {
    auto text = readFile(f.string());
    REQUIRE(text);
    const std::string& t = *text;
    for (size_t at = t.find("list"); at != std::string::npos; at = t.find("list", at + 4)) {
      if (at > 0 && isIdentChar(t[at - 1])) continue;
      size_t end = at;
      while (end < t.size() && isIdentChar(t[end])) ++end;
      std::string fn = t.substr(at, end - at);
      size_t open = t.find_first_not_of(" ", end);
      if (open == std::string::npos || t[open] != '(') continue;
      size_t rid = t.find_first_not_of(" ", open + 1);
      if (rid == std::string::npos || t.compare(rid, 11, "resourceId(") != 0) continue;
      std::string type = typeArgument(t, rid + 11);
      if (type.empty()) continue;
      // A resource id of that type; the names do not matter for choosing the mock.
      std::string id = "/subscriptions/s/resourceGroups/rg/providers/" + type.substr(0, type.find('/'));
      for (size_t p = type.find('/'); p != std::string::npos; p = type.find('/', p + 1)) {
        size_t q = type.find('/', p + 1);
        id += "/" + type.substr(p + 1, q == std::string::npos ? std::string::npos : q - p - 1) + "/x";
      }
      if (mocks::listMock({id, fn, "2023-01-01", nullptr}, ctx)) ++answered;
      else ++missing[type + " " + fn];
    }
  }
  size_t total = answered;
  for (const auto& [k, n] : missing) {
    total += n;
    UNSCOPED_INFO("no mock: " << k << " (" << n << ")");
  }
  std::cout << "corpus list*() mocks: " << answered << " of " << total << " calls on resourceId(...) answered\n";
  // Measured with ./build/tests/preflight_tests "[mocks]": "182 of 185 calls on resourceId(...)
  // answered" (the rest: a test-only provider and Data Factory v1 gateways).
  PF_REQUIRE_CORPUS_INPUTS("list*() calls on resourceId(...)", total, 185);
  CHECK(answered >= 182);
}
