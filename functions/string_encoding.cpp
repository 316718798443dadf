// Encodings: base64(), base64ToString(), base64ToJson(), dataUri(), dataUriToString(), json().
#include "engine/core/json.hpp"
#include "engine/core/utf8.hpp"
#include "functions/detail/base64.hpp"
#include "functions/detail/common.hpp"
#include "functions/detail/string_categories.hpp"
#include "functions/detail/uri.hpp"

namespace pf {
namespace {

// Values parsed from a string argument take the position of the call: the JSON text
// itself has no file.
void relocate(Value& v, const Loc& loc) {
  v.setLoc(loc);
  if (v.isArray()) {
    for (Value& x : v.arrMut()) relocate(x, loc);
  } else if (v.isObject()) {
    for (auto& [k, x] : v.objMut()) relocate(x, loc);
  }
}

Result<Value> parseJsonArgument(Call& c, std::string_view text, const char* what) {
  Diagnostics diags;
  std::optional<Value> v = parseJson(text, 0, diags);
  if (!v) {
    std::string why = diags.items().empty() ? "invalid JSON" : diags.items()[0].message;
    if (!diags.items().empty() && diags.items()[0].loc.known())
      why += " (line " + std::to_string(diags.items()[0].loc.line) + ", column " +
             std::to_string(diags.items()[0].loc.col) + ")";
    return c.error(std::string(what) + " is not valid JSON: " + why);
  }
  relocate(*v, c.loc());
  return std::move(*v);
}

Result<std::string> decodeBase64Argument(Call& c, size_t i) {
  std::optional<std::string> bytes = base64Decode(c.args[i].str());
  if (!bytes)
    return c.argError(i, "a valid base-64 string (the input is not a valid Base-64 string: it has a non-base 64 "
                         "character, more than two padding characters, or a length that is not a multiple of 4)");
  return std::move(*bytes);
}

Result<Value> base64(Call& c) {
  PF_EXPECT(c.expectString(0));
  return Value(base64Encode(c.args[0].str()));
}

Result<Value> base64ToString(Call& c) {
  PF_EXPECT(c.expectString(0));
  PF_TRY(bytes, decodeBase64Argument(c, 0));
  return Value(utf8::sanitize(bytes));
}

Result<Value> base64ToJson(Call& c) {
  PF_EXPECT(c.expectString(0));
  PF_TRY(bytes, decodeBase64Argument(c, 0));
  return parseJsonArgument(c, utf8::sanitize(bytes), "the decoded value");
}

Result<Value> json(Call& c) {
  PF_EXPECT(c.expectString(0));
  return parseJsonArgument(c, c.args[0].str(), "the argument");
}

// ARM writes "charset=utf8" (not "utf-8"). Anything but a string is serialised as compact JSON
// first and labelled as such: dataUri(100) is data:application/json;charset=utf8;base64,MTAw.
Result<Value> dataUri(Call& c) {
  const Value& v = c.args[0];
  if (v.isString()) return Value("data:text/plain;charset=utf8;base64," + base64Encode(v.str()));
  return Value("data:application/json;charset=utf8;base64," + base64Encode(toJson(v)));
}

// data:[<media type>][;charset=...][;base64],<data> (RFC 2397). Base64 data is decoded;
// other data is percent-decoded. The bytes are read as UTF-8.
Result<Value> dataUriToString(Call& c) {
  PF_EXPECT(c.expectString(0));
  const std::string& s = c.args[0].str();
  size_t comma = s.find(',');
  if (!istartsWith(s, "data:") || comma == std::string::npos)
    return c.argError(0, "a data URI ('data:[<media type>][;base64],<data>')");
  std::string_view meta = std::string_view(s).substr(5, comma - 5);
  std::string_view data = std::string_view(s).substr(comma + 1);
  if (iendsWith(meta, ";base64")) {
    std::optional<std::string> bytes = base64Decode(data);
    if (!bytes) return c.argError(0, "a data URI with valid base-64 data");
    return Value(utf8::sanitize(*bytes));
  }
  return Value(uri::unescapeDataString(data));
}

}  // namespace

void registerStringEncodingFunctions(FunctionRegistry& r) {
  r.add({"base64", "string", 1, 1, "base64(inputString)", "The base64 representation of a string (UTF-8).", base64});
  r.add({"base64ToString", "string", 1, 1, "base64ToString(base64Value)",
         "Decodes a base64 string to text (UTF-8).", base64ToString});
  r.add({"base64ToJson", "string", 1, 1, "base64ToJson(base64Value)",
         "Decodes a base64 string and parses it as JSON.", base64ToJson});
  r.add({"json", "string", 1, 1, "json(arg1)", "Parses a JSON string into a value; json('null') is null.", json});
  r.add({"dataUri", "string", 1, 1, "dataUri(valueToConvert)",
         "A data URI holding the string (text/plain), or any other value as JSON (application/json).", dataUri});
  r.add({"dataUriToString", "string", 1, 1, "dataUriToString(dataUriToConvert)",
         "The text held by a data URI.", dataUriToString});
}

}  // namespace pf
