// isLowerWord: a name against a fixed lower-case word, without ASCII case.
#include <catch2/catch.hpp>

#include <string>

#include "engine/template/lower_word.hpp"

using namespace pf;

TEST_CASE("lower word: any ASCII case of the word, nothing else", "[template][names]") {
  CHECK(isLowerWord("parameters", "parameters"));
  CHECK(isLowerWord("PARAMETERS", "parameters"));
  CHECK(isLowerWord("pArAmEtErS", "parameters"));
  CHECK(isLowerWord("", ""));
  CHECK_FALSE(isLowerWord("parameter", "parameters"));
  CHECK_FALSE(isLowerWord("parameterss", "parameters"));
  CHECK_FALSE(isLowerWord("parametert", "parameters"));
  // Bytes next to the letters, which OR 0x20 does not fold into one: '@' '[' '`' '{', non-ASCII.
  CHECK_FALSE(isLowerWord("@", "a"));
  CHECK_FALSE(isLowerWord("[", "z"));
  CHECK_FALSE(isLowerWord("`", "a"));
  CHECK_FALSE(isLowerWord("{", "z"));
  CHECK_FALSE(isLowerWord("\xC1", "a"));
  CHECK_FALSE(isLowerWord("\xE1", "a"));
  CHECK(isLowerWord(std::string("ID"), "id"));
}
