// Parsing object paths. Strict: anything the grammar in object_path.hpp does not describe is an
// error naming the character position, so a typo in a rule is found when the rule loads.
#include "rules/detail/object_path_steps.hpp"

#include "rules/detail/value_compare.hpp"

namespace pf::rules::detail {

ObjectPath::ObjectPath() = default;
ObjectPath::~ObjectPath() = default;
ObjectPath::ObjectPath(const ObjectPath&) = default;
ObjectPath& ObjectPath::operator=(const ObjectPath&) = default;
ObjectPath::ObjectPath(ObjectPath&&) noexcept = default;
ObjectPath& ObjectPath::operator=(ObjectPath&&) noexcept = default;

bool ObjectPath::isSelf() const { return steps_.empty(); }

namespace {

constexpr size_t kMaxPathLength = 4096;
constexpr int kMaxNesting = 32;

bool isNameStart(char c) {
  unsigned char u = static_cast<unsigned char>(c);
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || u >= 0x80;
}
bool isNameChar(char c) { return isNameStart(c) || c == '-'; }
bool isDigit(char c) { return c >= '0' && c <= '9'; }

}  // namespace

class PathParser {
 public:
  explicit PathParser(std::string_view s) : s_(s) {}

  std::optional<ObjectPath> parseTop(std::string& error) {
    while (!s_.empty() && (s_.front() == ' ' || s_.front() == '\t')) s_.remove_prefix(1);
    while (!s_.empty() && (s_.back() == ' ' || s_.back() == '\t')) s_.remove_suffix(1);
    ObjectPath path;
    path.text_ = std::string(s_);
    if (s_.empty()) return fail(error, "the path is empty");
    if (s_.size() > kMaxPathLength) return fail(error, "the path is longer than 4096 characters");
    if (!parseSteps(path, /*inFilter=*/false)) return fail(error, error_);
    if (i_ != s_.size()) return fail(error, unexpected());
    return path;
  }

 private:
  std::string_view s_;
  size_t i_ = 0;
  int nesting_ = 0;
  std::string error_;

  std::nullopt_t fail(std::string& error, const std::string& message) {
    error = message;
    return std::nullopt;
  }
  bool err(std::string message) {
    if (error_.empty()) error_ = std::move(message);
    return false;
  }
  std::string at() const { return " at character " + std::to_string(i_ + 1); }
  std::string unexpected() const {
    if (i_ >= s_.size()) return "unexpected end of the path";
    return "unexpected '" + std::string(1, s_[i_]) + "'" + at();
  }
  bool peek(char c, size_t ahead = 0) const { return i_ + ahead < s_.size() && s_[i_ + ahead] == c; }
  void skipSpaces() {
    while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\t')) ++i_;
  }

  static void markArray(ObjectPath& path, PathStep::Kind k) {
    if (k != PathStep::Member && k != PathStep::Index) path.isArray_ = true;
  }

  // A member name: plain characters or a quoted string.
  bool readName(std::string& out, bool allowDollar) {
    if (peek('\'') || peek('"')) {
      char q = s_[i_];
      size_t end = s_.find(q, i_ + 1);
      if (end == std::string_view::npos) return err("the quoted name" + at() + " has no closing " + std::string(1, q));
      out = std::string(s_.substr(i_ + 1, end - i_ - 1));
      i_ = end + 1;
      return true;
    }
    size_t start = i_;
    if (allowDollar && peek('$')) ++i_;
    if (i_ >= s_.size() || !isNameStart(s_[i_])) {
      i_ = start;
      return err("expected a member name" + at());
    }
    while (i_ < s_.size() && isNameChar(s_[i_])) ++i_;
    out = std::string(s_.substr(start, i_ - start));
    return true;
  }

  bool readInt(int64_t& out) {
    size_t start = i_;
    if (peek('-')) ++i_;
    while (i_ < s_.size() && isDigit(s_[i_])) ++i_;
    if (!parseInt(s_.substr(start, i_ - start), out)) {
      i_ = start;
      return err("expected an integer" + at());
    }
    return true;
  }

  // Steps until the end of the text (or, inside a filter, until a character that cannot continue
  // a path). The path may start with `$`, `@` or `.` for the object itself.
  bool parseSteps(ObjectPath& path, bool inFilter) {
    if (!inFilter) {
      if (peek('$') && !(i_ + 1 < s_.size() && isNameStart(s_[i_ + 1]))) ++i_;
      else if (peek('@')) ++i_;
      else if (peek('.') && !peek('.', 1)) ++i_;
    }
    // Right after a root marker (or at the start) a member may follow without a dot.
    if (i_ < s_.size() && (isNameStart(s_[i_]) || peek('\'') || peek('"') || peek('$'))) {
      PathStep st;
      st.kind = PathStep::Member;
      if (!readName(st.name, true)) return false;
      path.steps_.push_back(std::move(st));
    }
    while (i_ < s_.size()) {
      PathStep st;
      if (peek('.') && peek('.', 1)) {
        i_ += 2;
        st.kind = PathStep::Descendant;
        if (peek('+')) {
          ++i_;
          st.caseSensitive = true;
        }
        if (!readName(st.name, true)) return false;
      } else if (peek('.') && peek('*', 1)) {
        i_ += 2;
        st.kind = PathStep::Wildcard;
      } else if (peek('.') && peek('[', 1)) {
        ++i_;  // "a.[0]" is the same as "a[0]"
        continue;
      } else if (peek('.') || peek('+')) {
        st.caseSensitive = peek('+');
        ++i_;
        st.kind = PathStep::Member;
        if (!readName(st.name, true)) return false;
      } else if (peek('[')) {
        ++i_;
        if (!parseBracket(st)) return false;
      } else if (inFilter) {
        break;
      } else {
        return err(unexpected());
      }
      markArray(path, st.kind);
      path.steps_.push_back(std::move(st));
    }
    return true;
  }

  bool parseBracket(PathStep& st) {
    skipSpaces();
    if (peek('?')) {
      ++i_;
      if (++nesting_ > kMaxNesting) return err("filters are nested too deeply");
      auto node = std::make_shared<FilterNode>();
      if (!parseOr(*node)) return false;
      --nesting_;
      skipSpaces();
      if (!peek(']')) return err("expected ']' to close the filter" + at());
      ++i_;
      st.kind = PathStep::Filter;
      st.filter = std::move(node);
      return true;
    }
    if (peek('*')) {
      ++i_;
      skipSpaces();
      if (!peek(']')) return err("expected ']' after '*'" + at());
      ++i_;
      st.kind = PathStep::Wildcard;
      return true;
    }
    if (peek('\'') || peek('"')) {
      std::vector<std::string> names;
      for (;;) {
        std::string name;
        if (!(peek('\'') || peek('"'))) return err("expected a quoted member name" + at());
        if (!readName(name, false)) return false;
        names.push_back(std::move(name));
        skipSpaces();
        if (peek(',')) {
          ++i_;
          skipSpaces();
          continue;
        }
        break;
      }
      if (!peek(']')) return err("expected ']'" + at());
      ++i_;
      if (names.size() == 1) {
        st.kind = PathStep::Member;
        st.name = std::move(names[0]);
      } else {
        st.kind = PathStep::UnionMember;
        st.names = std::move(names);
      }
      return true;
    }
    if (peek(':') || peek('-') || (i_ < s_.size() && isDigit(s_[i_]))) {
      std::optional<int64_t> first;
      if (!peek(':')) {
        int64_t v;
        if (!readInt(v)) return false;
        first = v;
        skipSpaces();
      }
      if (peek(':')) {
        st.kind = PathStep::Slice;
        st.start = first;
        ++i_;
        skipSpaces();
        if (peek('-') || (i_ < s_.size() && isDigit(s_[i_]))) {
          int64_t v;
          if (!readInt(v)) return false;
          st.end = v;
          skipSpaces();
        }
        if (peek(':')) {
          ++i_;
          skipSpaces();
          if (peek('-') || (i_ < s_.size() && isDigit(s_[i_]))) {
            if (!readInt(st.step)) return false;
            if (st.step == 0) return err("a slice step cannot be 0");
            skipSpaces();
          }
        }
      } else if (peek(',')) {
        st.kind = PathStep::UnionIndex;
        st.indexes.push_back(*first);
        while (peek(',')) {
          ++i_;
          skipSpaces();
          int64_t v;
          if (!readInt(v)) return false;
          st.indexes.push_back(v);
          skipSpaces();
        }
      } else {
        st.kind = PathStep::Index;
        st.index = *first;
      }
      if (!peek(']')) return err("expected ']'" + at());
      ++i_;
      return true;
    }
    return err(i_ >= s_.size() ? "unexpected end of the path after '['" : "unexpected '" + std::string(1, s_[i_]) + "' after '['" + at());
  }

  // filter := or;  or := and ('||' and)*;  and := unary ('&&' unary)*
  bool parseOr(FilterNode& out) {
    FilterNode first;
    if (!parseAnd(first)) return false;
    skipSpaces();
    if (!(peek('|') && peek('|', 1))) {
      out = std::move(first);
      return true;
    }
    out.kind = FilterNode::Or;
    out.children.push_back(std::move(first));
    while (peek('|') && peek('|', 1)) {
      i_ += 2;
      FilterNode next;
      if (!parseAnd(next)) return false;
      out.children.push_back(std::move(next));
      skipSpaces();
    }
    return true;
  }

  bool parseAnd(FilterNode& out) {
    FilterNode first;
    if (!parseUnary(first)) return false;
    skipSpaces();
    if (!(peek('&') && peek('&', 1))) {
      out = std::move(first);
      return true;
    }
    out.kind = FilterNode::And;
    out.children.push_back(std::move(first));
    while (peek('&') && peek('&', 1)) {
      i_ += 2;
      FilterNode next;
      if (!parseUnary(next)) return false;
      out.children.push_back(std::move(next));
      skipSpaces();
    }
    return true;
  }

  bool parseUnary(FilterNode& out) {
    skipSpaces();
    if (++nesting_ > kMaxNesting) return err("filters are nested too deeply");
    bool ok;
    if (peek('!') && !peek('=', 1)) {
      ++i_;
      out.kind = FilterNode::Not;
      out.children.emplace_back();
      ok = parseUnary(out.children.back());
    } else if (peek('(')) {
      ++i_;
      ok = parseOr(out);
      skipSpaces();
      if (ok && !peek(')')) ok = err("expected ')'" + at());
      if (ok) ++i_;
    } else {
      ok = parseRelation(out);
    }
    --nesting_;
    return ok;
  }

  bool parseRelation(FilterNode& out) {
    FilterOperand left;
    if (!parseOperand(left)) return false;
    skipSpaces();
    FilterNode::Op op;
    size_t len = 2;
    if (peek('=') && peek('=', 1)) op = FilterNode::Eq;
    else if (peek('!') && peek('=', 1)) op = FilterNode::Ne;
    else if (peek('<') && peek('=', 1)) op = FilterNode::Le;
    else if (peek('>') && peek('=', 1)) op = FilterNode::Ge;
    else if (peek('=') && peek('~', 1)) op = FilterNode::Match;
    else if (peek('<')) op = FilterNode::Lt, len = 1;
    else if (peek('>')) op = FilterNode::Gt, len = 1;
    else {
      if (left.kind == FilterOperand::Literal) return err("a filter needs a comparison or an '@' path" + at());
      out.kind = FilterNode::Exists;
      out.operands.push_back(std::move(left));
      return true;
    }
    i_ += len;
    skipSpaces();
    FilterOperand right;
    size_t rightAt = i_;
    if (!parseOperand(right)) return false;
    out.kind = FilterNode::Compare;
    out.op = op;
    if (op == FilterNode::Match) {
      if (right.kind != FilterOperand::Literal || !right.literal.isString())
        return err("'=~' needs a quoted regular expression on its right" + std::string(" at character ") +
                   std::to_string(rightAt + 1));
      std::string reError;
      out.regex = Regex::compile(right.literal.str(), /*caseSensitive=*/false, reError);
      if (!out.regex) return err("invalid regular expression '" + right.literal.str() + "': " + reError);
    }
    out.operands.push_back(std::move(left));
    out.operands.push_back(std::move(right));
    return true;
  }

  bool parseOperand(FilterOperand& out) {
    skipSpaces();
    if (peek('@') || peek('$')) {
      out.kind = peek('@') ? FilterOperand::Current : FilterOperand::Root;
      size_t start = i_++;
      if (!parseSteps(out.path, /*inFilter=*/true)) return false;
      out.path.text_ = std::string(s_.substr(start, i_ - start));
      return true;
    }
    out.kind = FilterOperand::Literal;
    if (peek('\'') || peek('"')) {
      std::string text;
      if (!readName(text, false)) return false;
      out.literal = Value(std::move(text));
      return true;
    }
    if (peek('-') || (i_ < s_.size() && isDigit(s_[i_]))) {
      size_t start = i_;
      if (peek('-')) ++i_;
      while (i_ < s_.size() && (isDigit(s_[i_]) || s_[i_] == '.')) ++i_;
      std::string_view num = s_.substr(start, i_ - start);
      int64_t iv;
      double dv;
      if (parseInt(num, iv)) out.literal = Value(iv);
      else if (parseNumber(num, dv)) out.literal = Value(dv);
      else {
        i_ = start;
        return err("expected a number" + at());
      }
      return true;
    }
    size_t start = i_;
    while (i_ < s_.size() && isNameChar(s_[i_])) ++i_;
    std::string_view word = s_.substr(start, i_ - start);
    if (iequals(word, "true") || iequals(word, "false")) {
      out.literal = Value(iequals(word, "true"));
      return true;
    }
    if (iequals(word, "null")) {
      out.literal = Value();
      return true;
    }
    i_ = start;
    if (word.empty()) return err(i_ >= s_.size() ? "unexpected end of the filter" : "unexpected '" + std::string(1, s_[i_]) + "' in the filter" + at());
    return err("'" + std::string(word) + "'" + at() + " is not a value; quote strings and start paths with '@'");
  }
};

std::optional<ObjectPath> ObjectPath::parse(std::string_view text, std::string& error) {
  return PathParser(text).parseTop(error);
}

}  // namespace pf::rules::detail
