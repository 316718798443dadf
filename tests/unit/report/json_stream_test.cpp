#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "engine/core/json.hpp"
#include "report/detail/json_stream.hpp"

using pf::report::detail::JsonStream;

namespace {

// The document `write` produces, gathered from the sink (with a small chunk, so that it comes in
// several pieces).
template <typename Write>
std::string streamed(Write write, size_t chunk = 8) {
  std::string out;
  size_t pieces = 0;
  JsonStream::Sink sink = [&](std::string_view piece) {
    out += piece;
    ++pieces;
  };
  JsonStream s(sink, chunk);
  write(s);
  s.finish();
  CHECK(pieces >= 1);
  return out;
}

std::string indented(const pf::Value& v) {
  pf::JsonWriteOptions o;
  o.indent = 2;
  return pf::toJson(v, o) + "\n";
}

}  // namespace

TEST_CASE("json stream: nesting and empty containers are written as toJson indents them", "[report][json-stream]") {
  std::string text = streamed([](JsonStream& s) {
    s.beginObject();
    s.member("a", "x");
    s.countMember("n", 42);
    s.key("empty").beginArray();
    s.endArray();
    s.key("none").beginObject();
    s.endObject();
    s.key("list").beginArray();
    s.beginObject();
    s.key("deep").beginArray();
    s.number(1);
    s.string("two");
    s.boolean(false);
    s.null();
    s.endArray();
    s.endObject();
    s.beginArray();
    s.endArray();
    s.endArray();
    s.key("t").boolean(true);
    s.endObject();
  });
  pf::Value doc = pf::Object{};
  pf::Object& o = doc.objMut();
  o.append("a", "x");
  o.append("n", pf::Value(42LL));
  o.append("empty", pf::Array{});
  o.append("none", pf::Object{});
  pf::Object inner;
  inner.append("deep", pf::Array{pf::Value(1LL), pf::Value("two"), pf::Value(false), pf::Value(nullptr)});
  o.append("list", pf::Array{pf::Value(std::move(inner)), pf::Value(pf::Array{})});
  o.append("t", true);
  CHECK(text == indented(doc));
  CHECK(streamed([](JsonStream& s) {
          s.beginArray();
          s.endArray();
        }) == "[]\n");
}

TEST_CASE("json stream: control characters, quotes and backslashes are escaped", "[report][json-stream]") {
  std::string raw = std::string("q\"b\\n\nr\rt\tb\bf\f") + '\x01' + '\x1f' + "\x7f";
  std::string text = streamed([&](JsonStream& s) {
    s.beginArray();
    s.string(raw);
    s.endArray();
  });
  CHECK(text == "[\n  \"q\\\"b\\\\n\\nr\\rt\\tb\\bf\\f\\u0001\\u001f\x7f\"\n]\n");
  CHECK(text == indented(pf::Array{pf::Value(raw)}));
}

TEST_CASE("json stream: valid UTF-8 is kept, malformed bytes become U+FFFD", "[report][json-stream]") {
  std::string text = streamed([](JsonStream& s) {
    s.beginObject();
    s.member("ok", "gr\xC3\xBC\xC3\x9F \xF0\x9F\x98\x80");
    s.member("bad", "a\xFF" "b\xC3");
    s.member("k\xFE", "key");
    s.endObject();
  });
  CHECK(text == "{\n  \"ok\": \"gr\xC3\xBC\xC3\x9F \xF0\x9F\x98\x80\",\n  \"bad\": \"a\xEF\xBF\xBD" "b\xEF\xBF\xBD\",\n"
                "  \"k\xEF\xBF\xBD\": \"key\"\n}\n");
}

TEST_CASE("json stream: parts written from a position continue the document as one stream would", "[report][json-stream]") {
  auto value = [](JsonStream& s, int i) {
    if (i % 3 == 0) {
      s.beginObject();
      s.member("n", std::to_string(i));
      s.key("list").beginArray();
      s.number(static_cast<uint64_t>(i));
      s.endArray();
      s.endObject();
    } else if (i % 3 == 1) {
      s.string("v\n" + std::to_string(i));
    } else {
      s.beginArray();
      s.endArray();
    }
  };
  auto document = [&](JsonStream& s, auto&& values) {
    s.beginObject();
    s.member("before", "x");
    s.key("items").beginArray();
    values(s);
    s.endArray();
    s.member("after", "y");
    s.endObject();
  };
  std::string whole = streamed([&](JsonStream& s) {
    document(s, [&](JsonStream& out) {
      for (int i = 0; i < 7; ++i) value(out, i);
    });
  });
  // The same values in parts of 0..2, 3, 4..6, each written by a stream of its own.
  std::string parted = streamed([&](JsonStream& s) {
    document(s, [&](JsonStream& out) {
      JsonStream::Position at = out.position();
      for (auto [begin, end] : {std::pair{0, 3}, std::pair{3, 4}, std::pair{4, 7}}) {
        JsonStream part(at, static_cast<size_t>(begin), std::string(3, '#'));  // memory to reuse, not text
        for (int i = begin; i < end; ++i) value(part, i);
        out.append(part.take(), static_cast<size_t>(end - begin));
      }
    });
  });
  CHECK(parted == whole);
  // No values at all: the array stays empty, on one line.
  std::string empty = streamed([&](JsonStream& s) {
    document(s, [&](JsonStream& out) {
      JsonStream part(out.position(), 0);
      out.append(part.take(), 0);
    });
  });
  CHECK(empty.find("\"items\": []") != std::string::npos);
}

TEST_CASE("json stream: a string given in pieces is the string of the pieces joined", "[report][json-stream]") {
  const std::vector<std::vector<std::string>> cases = {
      {"Microsoft.Storage/storageAccounts", "/", "st1"},
      {"", "/", ""},
      {"quote \"", "/", "back\\slash\n"},
      {"gr\xC3", "\xBC\xC3\x9F", ""},  // a UTF-8 sequence across pieces stays one character
      {"bad \xFF", "/", "\xC3"},
  };
  for (const auto& pieces : cases) {
    std::string whole;
    for (const auto& p : pieces) whole += p;
    std::string joined = streamed([&](JsonStream& s) {
      s.beginArray();
      s.joinedString({pieces[0], pieces[1], pieces[2]});
      s.endArray();
    });
    std::string single = streamed([&](JsonStream& s) {
      s.beginArray();
      s.string(whole);
      s.endArray();
    });
    CHECK(joined == single);
  }
}
