#include "rules/detail/regex.hpp"

#include <re2/re2.h>

namespace pf::rules::detail {
namespace {

// .NET spells named groups (?<name>...) and (?'name'...); RE2 (this version) wants (?P<name>...).
// Look-behind `(?<=`/`(?<!` is left alone so RE2 reports it as unsupported.
std::string translate(std::string_view p) {
  std::string out;
  out.reserve(p.size() + 8);
  for (size_t i = 0; i < p.size(); ++i) {
    char c = p[i];
    if (c == '\\' && i + 1 < p.size()) {
      out += c;
      out += p[++i];
      continue;
    }
    if (c == '(' && i + 2 < p.size() && p[i + 1] == '?' && p[i + 2] == '<' && i + 3 < p.size() && p[i + 3] != '=' &&
        p[i + 3] != '!') {
      out += "(?P<";
      i += 2;
      continue;
    }
    if (c == '(' && i + 2 < p.size() && p[i + 1] == '?' && p[i + 2] == '\'') {
      size_t end = p.find('\'', i + 3);
      if (end != std::string_view::npos) {
        out += "(?P<";
        out.append(p.substr(i + 3, end - i - 3));
        out += '>';
        i = end;
        continue;
      }
    }
    out += c;
  }
  return out;
}

std::string explain(const RE2& re) {
  std::string msg = re.error();
  switch (re.error_code()) {
    case RE2::ErrorBadPerlOp:
    case RE2::ErrorBadNamedCapture:
      msg += " (look-around and back-references are not supported: rules run on RE2, which never backtracks)";
      break;
    case RE2::ErrorPatternTooLarge: msg += " (the pattern is too large)"; break;
    default: break;
  }
  return msg;
}

std::unique_ptr<RE2> compileRe2(std::string_view pattern, bool caseSensitive) {
  RE2::Options options;
  options.set_log_errors(false);
  options.set_case_sensitive(caseSensitive);
  options.set_encoding(RE2::Options::EncodingUTF8);
  return std::make_unique<RE2>(translate(pattern), options);
}

}  // namespace

Regex::~Regex() = default;

std::shared_ptr<const Regex> Regex::compile(std::string_view pattern, bool caseSensitive, std::string& error) {
  std::shared_ptr<Regex> r(new Regex());
  r->pattern_ = std::string(pattern);
  r->caseSensitive_ = caseSensitive;
  std::call_once(r->once_, [&] { r->re_ = compileRe2(pattern, caseSensitive); });
  if (!r->re_->ok()) {
    error = explain(*r->re_);
    return nullptr;
  }
  return r;
}

std::shared_ptr<const Regex> Regex::deferred(std::string_view pattern, bool caseSensitive) {
  std::shared_ptr<Regex> r(new Regex());
  r->pattern_ = std::string(pattern);
  r->caseSensitive_ = caseSensitive;
  return r;
}

const RE2& Regex::compiled() const {
  std::call_once(once_, [this] { re_ = compileRe2(pattern_, caseSensitive_); });
  return *re_;
}

std::shared_ptr<const Regex> RegexCache::compile(std::string_view pattern, bool caseSensitive, std::string& error) {
  std::pair<std::string, bool> key(std::string(pattern), caseSensitive);
  if (auto known = compiled_.find(key); known != compiled_.end()) return known->second;
  auto re = defer ? Regex::deferred(pattern, caseSensitive) : Regex::compile(pattern, caseSensitive, error);
  if (re) compiled_.emplace(std::move(key), re);
  return re;
}

bool Regex::search(std::string_view text) const {
  const RE2& re = compiled();
  return re.ok() && RE2::PartialMatch(re2::StringPiece(text.data(), text.size()), re);
}

}  // namespace pf::rules::detail
