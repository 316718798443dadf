// UTF-8 decoding and the UTF-16 view (engine/core/utf8.hpp). Malformed input follows one
// rule everywhere: each byte that does not start a well-formed sequence is one U+FFFD.
#include <catch2/catch.hpp>

#include "engine/core/utf8.hpp"

using namespace pf;

namespace {
const std::string kFffd = "\xEF\xBF\xBD";
}

TEST_CASE("utf8: decode well-formed and malformed bytes", "[core][utf8]") {
  CHECK(utf8::decode("a\xC3\xBC\xE2\x82\xAC\xF0\x9F\x98\x80") == U"a\u00FC\u20AC\U0001F600");
  CHECK(utf8::decode("\xC0\x80") == U"\uFFFD\uFFFD");        // overlong
  CHECK(utf8::decode("\xED\xA0\x80") == U"\uFFFD\uFFFD\uFFFD");  // a surrogate
  CHECK(utf8::decode("\xE2\x82") == U"\uFFFD\uFFFD");        // truncated
  CHECK(utf8::decode("\x80x") == U"\uFFFDx");                // stray continuation
  char32_t cp = 0;
  CHECK(utf8::decodeAt("\xE2\x82\xAC", 0, cp) == 3);
  CHECK(cp == 0x20AC);
  CHECK(utf8::decodeAt("\xF4\x90\x80\x80", 0, cp) == 0);  // above U+10FFFF
}

TEST_CASE("utf8: encode, validate and repair", "[core][utf8]") {
  CHECK(utf8::encode(0x41) == "A");
  CHECK(utf8::encode(0xFC) == "\xC3\xBC");
  CHECK(utf8::encode(0x20AC) == "\xE2\x82\xAC");
  CHECK(utf8::encode(0x1F600) == "\xF0\x9F\x98\x80");
  CHECK(utf8::isValid("plain \xE2\x82\xAC"));
  CHECK(utf8::isValid(kFffd));  // a real U+FFFD is well formed
  CHECK_FALSE(utf8::isValid("\xFF"));
  CHECK(utf8::isAscii("plain"));
  CHECK_FALSE(utf8::isAscii("\xC3\xBC"));
  CHECK(utf8::sanitize("plain") == "plain");
  CHECK(utf8::sanitize("\xED\xA0\x80") == kFffd + kFffd + kFffd);
  CHECK(utf8::sanitize("\xF4\x90\x80\x80") == kFffd + kFffd + kFffd + kFffd);
  CHECK(utf8::sanitize("\xE2\x82\xAC") == "\xE2\x82\xAC");
  // ASCII runs are copied whole: what lies between, before and after them is still checked.
  CHECK(utf8::sanitize("ab\xFF" "cd\xE2\x82\xAC" "ef\xC3") == "ab" + kFffd + "cd\xE2\x82\xAC" "ef" + kFffd);
  CHECK(utf8::sanitize("\xC3\xBCxyz") == "\xC3\xBCxyz");
  CHECK(utf8::sanitize("") == "");
}

TEST_CASE("utf8: UTF-16 code units", "[core][utf8]") {
  CHECK(utf8::toUtf16("a\xF0\x9F\x98\x80") == u"a\U0001F600");
  CHECK(utf8::toUtf16("a\xF0\x9F\x98\x80").size() == 3);
  CHECK(utf8::fromUtf16(u"a\U0001F600") == "a\xF0\x9F\x98\x80");
  CHECK(utf8::fromUtf16(std::u16string(1, char16_t(0xD800))) == kFffd);  // unpaired surrogate
  CHECK(utf8::utf16Length("abc") == 3);
  CHECK(utf8::utf16Length("a\xC3\xBC\xF0\x9F\x98\x80") == 4);
  CHECK(utf8::utf16Length("\xC0\x80") == 2);  // two malformed bytes, two U+FFFD
}
