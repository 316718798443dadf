// Recursive-descent parser for ARM template expressions.
//   expr    := primary postfix*
//   primary := 'string' | integer | name '(' args ')' | ns '.' name '(' args ')'
//   postfix := '.' name | '.?' name | '[' expr ']' | '[?' expr ']'
#include "engine/expr/parser.hpp"

#include <charconv>
#include <optional>

#include "engine/expr/registry.hpp"

namespace pf {

bool isExpression(std::string_view s) {
  return s.size() >= 2 && s.front() == '[' && s.back() == ']' && s[1] != '[';
}

std::string_view unescapeLiteral(std::string_view s) {
  if (s.size() >= 2 && s[0] == '[' && s[1] == '[') return s.substr(1);
  return s;
}

namespace {

constexpr uint32_t kMaxDepth = 200;

class Parser {
 public:
  Parser(std::string_view text, Loc loc, const FunctionRegistry* reg) : s_(text), loc_(loc), reg_(reg) {}

  Result<std::shared_ptr<const ParsedExpression>> run() {
    auto parsed = std::make_shared<ParsedExpression>();
    parsed->source = std::string(s_);
    skipSpace();
    if (pos_ >= s_.size()) return fail("EXPR005", "the expression is empty", pos_);
    if (!parseExpr(parsed->root, 0)) return std::move(*err_);
    skipSpace();
    if (pos_ < s_.size()) {
      if (s_[pos_] == ')')
        return fail("EXPR001", "unexpected ')': there is no '(' open here", pos_);
      return fail("EXPR001", "unexpected " + describe(pos_) + " after the end of the expression", pos_);
    }
    return std::shared_ptr<const ParsedExpression>(std::move(parsed));
  }

 private:
  std::string_view s_;
  Loc loc_;
  const FunctionRegistry* reg_;
  size_t pos_ = 0;
  std::optional<Error> err_;

  Error fail(const char* code, const std::string& msg, size_t at) {
    // With a file position the diagnostic shows the source line; without one, show the expression.
    std::string full = msg;
    if (loc_.file == 0)
      full += " (at character " + std::to_string(at + 1) + " of the expression)\n  [" + std::string(s_) + "]\n   " +
              std::string(at, ' ') + "^";
    Error e{code, full, exprLoc(loc_, static_cast<uint32_t>(at))};
    if (!err_) err_ = e;
    return e;
  }
  bool failed(const char* code, const std::string& msg, size_t at) {
    fail(code, msg, at);
    return false;
  }

  std::string describe(size_t at) const {
    if (at >= s_.size()) return "end of expression";
    return "'" + std::string(1, s_[at]) + "'";
  }

  void skipSpace() {
    while (pos_ < s_.size() && (s_[pos_] == ' ' || s_[pos_] == '\t' || s_[pos_] == '\n' || s_[pos_] == '\r')) ++pos_;
  }

  static bool identStart(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$'; }
  static bool identChar(char c) { return identStart(c) || (c >= '0' && c <= '9'); }

  std::string_view ident() {
    size_t start = pos_;
    while (pos_ < s_.size() && identChar(s_[pos_])) ++pos_;
    return s_.substr(start, pos_ - start);
  }

  bool parseExpr(Expr& out, uint32_t depth) {
    if (depth > kMaxDepth)
      return failed("EXPR007", "the expression nests deeper than " + std::to_string(kMaxDepth) + " levels", pos_);
    skipSpace();
    if (!parsePrimary(out, depth)) return false;
    // postfix operators; each one nests the tree a level deeper (a.b.c is ((a).b).c)
    while (true) {
      skipSpace();
      if (pos_ >= s_.size()) return true;
      char c = s_[pos_];
      if ((c == '.' || c == '[') && ++depth > kMaxDepth)
        return failed("EXPR007", "the expression nests deeper than " + std::to_string(kMaxDepth) + " levels", pos_);
      if (c == '.') {
        size_t dot = pos_;
        ++pos_;
        bool safe = false;
        if (pos_ < s_.size() && s_[pos_] == '?') {
          safe = true;
          ++pos_;
        }
        skipSpace();
        if (pos_ >= s_.size() || !identStart(s_[pos_]))
          return failed("EXPR001", "expected a property name after '.', found " + describe(pos_), pos_);
        Expr m;
        m.type = Expr::Type::Member;
        m.safe = safe;
        m.offset = out.offset;
        m.text = std::string(ident());
        m.end = static_cast<uint32_t>(pos_);
        (void)dot;
        m.args.push_back(std::move(out));
        out = std::move(m);
      } else if (c == '[') {
        ++pos_;
        bool safe = false;
        if (pos_ < s_.size() && s_[pos_] == '?') {
          safe = true;
          ++pos_;
        }
        Expr idx;
        if (!parseExpr(idx, depth + 1)) return false;
        skipSpace();
        if (pos_ >= s_.size() || s_[pos_] != ']')
          return failed("EXPR003", "expected ']' to close the index, found " + describe(pos_), pos_);
        ++pos_;
        Expr m;
        m.type = Expr::Type::Index;
        m.safe = safe;
        m.offset = out.offset;
        m.end = static_cast<uint32_t>(pos_);
        m.args.push_back(std::move(out));
        m.args.push_back(std::move(idx));
        out = std::move(m);
      } else {
        return true;
      }
    }
  }

  bool parsePrimary(Expr& out, uint32_t depth) {
    if (pos_ >= s_.size()) return failed("EXPR001", "unexpected end of expression; expected a value", pos_);
    char c = s_[pos_];
    out.offset = static_cast<uint32_t>(pos_);
    if (c == '\'') return parseString(out);
    if (c == '-' || (c >= '0' && c <= '9')) return parseNumber(out);
    if (identStart(c)) {
      std::string_view name = ident();
      std::string_view ns;
      skipSpace();
      if (pos_ < s_.size() && s_[pos_] == '.') {
        // ns.name( is a user-defined function call; anything else is an error here.
        size_t save = pos_;
        ++pos_;
        skipSpace();
        // Member names may themselves contain dots: Bicep names imported helpers "_1.name".
        size_t memberStart = pos_;
        std::string_view member = ident();
        while (!member.empty() && pos_ + 1 < s_.size() && s_[pos_] == '.' && identStart(s_[pos_ + 1])) {
          ++pos_;
          ident();
          member = s_.substr(memberStart, pos_ - memberStart);
        }
        skipSpace();
        if (!member.empty() && pos_ < s_.size() && s_[pos_] == '(') {
          ns = name;
          name = member;
        } else {
          pos_ = save;
        }
      }
      if (pos_ >= s_.size() || s_[pos_] != '(') {
        if (name == "true" || name == "false" || name == "null")
          return failed("EXPR001", "'" + std::string(name) + "' must be called as a function: " + std::string(name) + "()",
                        out.offset);
        return failed("EXPR001", "expected '(' after the function name '" + std::string(name) + "', found " + describe(pos_),
                      pos_);
      }
      out.type = Expr::Type::Call;
      out.text = std::string(name);
      out.ns = std::string(ns);
      if (ns.empty() && reg_) {
        out.fn = reg_->find(name);
        if (!out.fn) return failed("EXPR010", "unknown function '" + std::string(name) + "'", out.offset);
      }
      size_t open = pos_;
      ++pos_;
      skipSpace();
      if (pos_ < s_.size() && s_[pos_] == ')') {
        ++pos_;
        out.end = static_cast<uint32_t>(pos_);
        return true;
      }
      while (true) {
        Expr arg;
        if (!parseExpr(arg, depth + 1)) return false;
        out.args.push_back(std::move(arg));
        skipSpace();
        if (pos_ >= s_.size())
          return failed("EXPR003", "missing ')' to close the call of '" + std::string(name) + "' opened here", open);
        if (s_[pos_] == ',') {
          ++pos_;
          continue;
        }
        if (s_[pos_] == ')') {
          ++pos_;
          out.end = static_cast<uint32_t>(pos_);
          return true;
        }
        return failed("EXPR001", "expected ',' or ')' in the arguments of '" + std::string(name) + "', found " + describe(pos_),
                      pos_);
      }
    }
    if (c == '"')
      return failed("EXPR001", "strings in expressions use single quotes, not '\"'", pos_);
    return failed("EXPR001", "unexpected " + describe(pos_) + "; expected a function call, a 'string' or a number", pos_);
  }

  // The text between quotes is taken a run at a time, up to the next quote ('' is one quote).
  bool parseString(Expr& out) {
    size_t open = pos_;
    ++pos_;
    std::string text;
    while (true) {
      size_t quote = s_.find('\'', pos_);
      if (quote == std::string_view::npos)
        return failed("EXPR002", "unterminated string literal (it starts here; a quote inside is written '')", open);
      text.append(s_.data() + pos_, quote - pos_);
      pos_ = quote + 1;
      if (pos_ < s_.size() && s_[pos_] == '\'') {
        text += '\'';
        ++pos_;
        continue;
      }
      break;
    }
    out.type = Expr::Type::String;
    out.text = std::move(text);
    out.literal = Value(out.text);
    out.end = static_cast<uint32_t>(pos_);
    return true;
  }

  bool parseNumber(Expr& out) {
    size_t start = pos_;
    if (s_[pos_] == '-') ++pos_;
    size_t digits = pos_;
    while (pos_ < s_.size() && s_[pos_] >= '0' && s_[pos_] <= '9') ++pos_;
    if (pos_ == digits) return failed("EXPR001", "expected a digit after '-'", pos_);
    if (pos_ < s_.size() && s_[pos_] == '.' && pos_ + 1 < s_.size() && s_[pos_ + 1] >= '0' && s_[pos_ + 1] <= '9')
      return failed("EXPR006",
                    "decimal numbers are not part of the expression language; write json('" +
                        std::string(s_.substr(start, pos_ + 2 - start)) + "...') instead",
                    start);
    std::string_view text = s_.substr(start, pos_ - start);
    int64_t v = 0;
    auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || p != text.data() + text.size())
      return failed("EXPR004", "the integer " + std::string(text) + " does not fit in 64 bits", start);
    out.type = Expr::Type::Int;
    out.ival = v;
    out.end = static_cast<uint32_t>(pos_);
    return true;
  }
};

void renderInto(std::string& out, const Expr& e) {
  switch (e.type) {
    case Expr::Type::String:
      out += '\'';
      for (char c : e.text) {
        if (c == '\'') out += '\'';
        out += c;
      }
      out += '\'';
      break;
    case Expr::Type::Int: out += std::to_string(e.ival); break;
    case Expr::Type::Call:
      if (!e.ns.empty()) {
        out += e.ns;
        out += '.';
      }
      out += e.text;
      out += '(';
      for (size_t i = 0; i < e.args.size(); ++i) {
        if (i) out += ", ";
        renderInto(out, e.args[i]);
      }
      out += ')';
      break;
    case Expr::Type::Member:
      renderInto(out, e.args[0]);
      out += e.safe ? ".?" : ".";
      out += e.text;
      break;
    case Expr::Type::Index:
      renderInto(out, e.args[0]);
      out += e.safe ? "[?" : "[";
      renderInto(out, e.args[1]);
      out += ']';
      break;
  }
}

}  // namespace

Result<std::shared_ptr<const ParsedExpression>> parseExpression(std::string_view text, Loc loc,
                                                                 const FunctionRegistry* registry) {
  return Parser(text, loc, registry).run();
}

Result<std::shared_ptr<const ParsedExpression>> ExpressionCache::get(std::string_view text, Loc loc) {
  if (backing_) return backing_->get(text, loc);
  auto it = cache_.find(text);
  if (it != cache_.end()) return it->second;
  auto r = parseExpression(text, loc, registry_);
  if (r) {
    if (cache_.size() >= maxEntries_) cache_.clear();
    cache_.emplace(std::string(text), *r);
  }
  return r;
}

std::string renderExpr(const Expr& e) {
  std::string out;
  renderInto(out, e);
  return out;
}

}  // namespace pf
