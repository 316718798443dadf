// Expressions: precedence climbing over Bicep's operator table, postfix access chains,
// literals, interpolated strings, arrays, objects, lambdas and for-expressions.
#include <cerrno>
#include <cstdlib>

#include "engine/bicep/syntax/parser_impl.hpp"

namespace pf::bicep::detail {

namespace {

int precedence(Tok t) {
  switch (t) {
    case Tok::Asterisk:
    case Tok::Slash:
    case Tok::Modulo: return 100;
    case Tok::Plus:
    case Tok::Minus: return 90;
    case Tok::LessThan:
    case Tok::LessThanOrEqual:
    case Tok::GreaterThan:
    case Tok::GreaterThanOrEqual: return 80;
    case Tok::Equals:
    case Tok::NotEquals:
    case Tok::EqualsInsensitive:
    case Tok::NotEqualsInsensitive: return 70;
    case Tok::LogicalAnd: return 50;
    case Tok::LogicalOr: return 40;
    case Tok::DoubleQuestion: return 30;
    default: return -1;
  }
}

bool isNameToken(Tok t) {
  return t == Tok::Identifier || t == Tok::TrueKeyword || t == Tok::FalseKeyword || t == Tok::NullKeyword;
}

bool isCloser(Tok t) {
  return t == Tok::RightBrace || t == Tok::RightSquare || t == Tok::RightParen || t == Tok::NewLine ||
         t == Tok::EndOfFile || t == Tok::Comma;
}

}  // namespace

Node Parser::parseExpr() {
  Nesting nesting(*this);
  if (!nesting.deeper()) return errorNode(cur().begin);
  if (at(Tok::Identifier) && peekAt(1).kind == Tok::Arrow) return parseLambdaFromIdent();
  return parseTernary();
}

// True (and positioned there) when the next significant token, possibly after line breaks,
// is `k`: ternaries may put '?' and ':' at the start of continuation lines.
static bool nextAfterNewLines(const std::vector<Token>& toks, size_t& i, Tok k) {
  size_t j = i;
  while (toks[j].kind == Tok::NewLine) ++j;
  if (toks[j].kind != k) return false;
  i = j;
  return true;
}

Node Parser::parseTernary() {
  Node cond = parseBinary(0);
  if (!at(Tok::Question) && !nextAfterNewLines(toks_, i_, Tok::Question)) return cond;
  take();
  skipNewLines();
  Node n = makeNode(NodeKind::Ternary, cond.begin, 0);
  n.kids.reserve(3);
  Node whenTrue = parseExpr();
  Node whenFalse;
  if (!at(Tok::Colon)) nextAfterNewLines(toks_, i_, Tok::Colon);
  if (expect(Tok::Colon, ":")) {
    skipNewLines();
    whenFalse = parseExpr();
  }
  else whenFalse = errorNode(cur().begin);
  n.kids.push_back(std::move(cond));
  n.kids.push_back(std::move(whenTrue));
  n.kids.push_back(std::move(whenFalse));
  n.end = lastEnd_;
  return n;
}

Node Parser::parseBinary(int minPrec) {
  Node left = parseUnary();
  Nesting chain(*this);
  while (true) {
    int prec = precedence(cur().kind);
    if (prec < 0 || prec < minPrec) return left;
    if (!chain.deeper()) return left;
    const Token& op = take();
    Node right = parseBinary(prec + 1);
    Node n = makeNode(NodeKind::Binary, left.begin, lastEnd_);
    n.kids.reserve(2);
    n.text = tokName(op.kind);
    n.kids.push_back(std::move(left));
    n.kids.push_back(std::move(right));
    left = std::move(n);
  }
}

Node Parser::parseUnary() {
  if (at(Tok::Exclamation) || at(Tok::Minus) || at(Tok::Plus)) {
    Nesting nesting(*this);
    if (!nesting.deeper()) return errorNode(cur().begin);
    const Token& op = take();
    Node operand = parseUnary();
    Node n = makeNode(NodeKind::Unary, op.begin, lastEnd_);
    n.text = tokName(op.kind);
    n.kids.push_back(std::move(operand));
    return n;
  }
  return parsePostfix(parsePrimary());
}

Node Parser::parsePostfix(Node base) {
  Nesting chain(*this);
  while (true) {
    if ((at(Tok::Dot) || at(Tok::LeftSquare) || at(Tok::DoubleColon) || at(Tok::Exclamation)) && !chain.deeper())
      return base;
    if (at(Tok::Dot)) {
      take();
      bool safe = accept(Tok::Question);
      if (!isNameToken(cur().kind)) {
        diags_.add(diag::expectedMemberName(curLoc()));
        Node n = makeNode(NodeKind::Member, base.begin, lastEnd_);
        n.safe = safe;
        n.kids.push_back(std::move(base));
        return n;
      }
      const Token& name = take();
      if (!safe && at(Tok::LeftParen)) {
        take();
        Node n = makeNode(NodeKind::MethodCall, base.begin, 0);
        n.text = name.value;
        n.ival = name.begin;
        n.kids.push_back(std::move(base));
        for (Node& a : parseArgs(Tok::RightParen)) n.kids.push_back(std::move(a));
        n.end = lastEnd_;
        base = std::move(n);
        continue;
      }
      Node n = makeNode(NodeKind::Member, base.begin, name.end);
      n.text = name.value;
      n.safe = safe;
      n.kids.push_back(std::move(base));
      base = std::move(n);
    } else if (at(Tok::LeftSquare)) {
      take();
      NewlineMode mode(*this, true);
      Node n = makeNode(NodeKind::Index, base.begin, 0);
      n.kids.reserve(2);
      n.safe = accept(Tok::Question);
      n.fromEnd = accept(Tok::Hat);
      Node index = parseExpr();
      expect(Tok::RightSquare, "]");
      n.kids.push_back(std::move(base));
      n.kids.push_back(std::move(index));
      n.end = lastEnd_;
      base = std::move(n);
    } else if (at(Tok::DoubleColon)) {
      take();
      Node n = makeNode(NodeKind::ResourceAccess, base.begin, 0);
      if (at(Tok::Identifier)) n.text = take().value;
      else diags_.add(diag::expectedIdentifier(curLoc(), "resource"));
      n.kids.push_back(std::move(base));
      n.end = lastEnd_;
      base = std::move(n);
    } else if (at(Tok::Exclamation)) {
      take();
      Node n = makeNode(NodeKind::NonNull, base.begin, lastEnd_);
      n.kids.push_back(std::move(base));
      base = std::move(n);
    } else {
      return base;
    }
  }
}

std::vector<Node> Parser::parseArgs(Tok close) {
  NewlineMode mode(*this, true);
  std::vector<Node> args;
  while (!at(close) && !at(Tok::EndOfFile)) {
    size_t before = i_;
    args.push_back(parseExpr());
    if (accept(Tok::Comma)) continue;
    if (!at(close)) {
      diags_.add(diag::expectedCharacter(curLoc(), close == Tok::RightParen ? ")" : "]"));
      if (i_ == before) take();
      // Skip to the closing token of this argument list.
      int depth = 0;
      while (!at(Tok::EndOfFile)) {
        Tok k = cur().kind;
        if (depth == 0 && k == close) break;
        if (k == Tok::LeftParen || k == Tok::LeftSquare || k == Tok::LeftBrace) ++depth;
        if (k == Tok::RightParen || k == Tok::RightSquare || k == Tok::RightBrace) {
          if (depth == 0) return args;
          --depth;
        }
        take();
      }
    }
  }
  expect(close, close == Tok::RightParen ? ")" : "]");
  return args;
}

Node Parser::parseStringLiteral() {
  const Token& first = take();
  Node n = makeNode(NodeKind::String, first.begin, first.end);
  n.multiline = first.multiline;
  n.segments.push_back(first.value);
  if (first.kind != Tok::StringLeftPiece) return n;
  NewlineMode mode(*this, true);
  while (true) {
    n.kids.push_back(parseExpr());
    if (at(Tok::StringMiddlePiece)) {
      n.segments.push_back(take().value);
      continue;
    }
    if (at(Tok::StringRightPiece)) {
      n.segments.push_back(take().value);
      break;
    }
    diags_.add(diag::expectedCharacter(curLoc(), "}"));
    // Recover: drop tokens up to the end of this string.
    while (!at(Tok::EndOfFile) && !at(Tok::StringRightPiece)) take();
    if (at(Tok::StringRightPiece)) take();
    n.segments.resize(n.kids.size() + 1);
    break;
  }
  n.end = lastEnd_;
  return n;
}

Node Parser::parsePrimary() {
  const Token& t = cur();
  switch (t.kind) {
    case Tok::Integer: {
      const Token& tok = take();
      Node n = makeNode(NodeKind::Int, tok.begin, tok.end);
      errno = 0;
      char* endp = nullptr;
      unsigned long long v = std::strtoull(tok.value.c_str(), &endp, 10);
      // 9223372036854775808 is allowed so that unary minus can make INT64_MIN.
      if (errno == ERANGE || v > 9223372036854775808ull) diags_.add(diag::invalidInteger(loc(tok.begin)));
      n.ival = static_cast<int64_t>(v);
      n.text = tok.value;
      return n;
    }
    case Tok::TrueKeyword:
    case Tok::FalseKeyword: {
      const Token& tok = take();
      Node n = makeNode(NodeKind::Bool, tok.begin, tok.end);
      n.ival = tok.kind == Tok::TrueKeyword;
      return n;
    }
    case Tok::NullKeyword: {
      const Token& tok = take();
      return makeNode(NodeKind::Null, tok.begin, tok.end);
    }
    case Tok::StringComplete:
    case Tok::StringLeftPiece: return parseStringLiteral();
    case Tok::LeftSquare: return parseArray();
    case Tok::LeftBrace: return parseObject();
    case Tok::LeftParen: return parseParenOrLambda();
    case Tok::Identifier: {
      if (t.value == "if" && peekAt(1).kind == Tok::LeftParen) return parseIf();
      const Token& tok = take();
      if (at(Tok::LeftParen)) {
        take();
        Node n = makeNode(NodeKind::Call, tok.begin, 0);
        n.text = tok.value;
        n.kids = parseArgs(Tok::RightParen);
        n.end = lastEnd_;
        return n;
      }
      Node n = makeNode(NodeKind::Ident, tok.begin, tok.end);
      n.text = tok.value;
      return n;
    }
    default: break;
  }
  diags_.add(diag::expectedValue(curLoc()));
  uint32_t begin = t.begin;
  if (!isCloser(t.kind) && t.kind != Tok::StringMiddlePiece && t.kind != Tok::StringRightPiece) take();
  return errorNode(begin);
}

Node Parser::parseIf() {
  Node n = makeNode(NodeKind::If, take().begin, 0);
  n.kids.reserve(2);
  Node cond;
  {
    if (!at(Tok::LeftParen)) {
      diags_.add(diag::expectedCharacter(curLoc(), "("));
      cond = errorNode(cur().begin);
    } else {
      take();
      NewlineMode mode(*this, true);
      Node inner = parseExpr();
      expect(Tok::RightParen, ")");
      cond = makeNode(NodeKind::Paren, inner.begin, lastEnd_);
      cond.kids.push_back(std::move(inner));
    }
  }
  n.kids.push_back(std::move(cond));
  if (at(Tok::LeftBrace)) {
    n.kids.push_back(parseObject());
  } else {
    diags_.add(diag::expectedCharacter(curLoc(), "{"));
    n.kids.push_back(errorNode(cur().begin));
  }
  n.end = lastEnd_;
  return n;
}

bool Parser::listItemEnd(size_t before, Tok close, const char* closeText, std::initializer_list<Tok> stopAt) {
  if (!(at(Tok::NewLine) || at(Tok::Comma) || at(close))) {
    diags_.add(diag::expectedCharacter(curLoc(), closeText));
    for (Tok t : stopAt)
      if (at(t)) return false;
    skipToLineEnd(cur().begin);
  }
  if (i_ == before) take();
  return true;
}

Node Parser::parseArray() {
  const Token& open = take();
  {
    size_t j = i_;
    while (toks_[j].kind == Tok::NewLine) ++j;
    if (toks_[j].kind == Tok::Identifier && toks_[j].value == "for") {
      i_ = j;
      return parseFor(open.begin);
    }
  }
  NewlineMode mode(*this, false);
  Node n = makeNode(NodeKind::Array, open.begin, 0);
  while (true) {
    while (at(Tok::NewLine) || at(Tok::Comma)) take();
    if (at(Tok::RightSquare) || at(Tok::EndOfFile)) break;
    size_t before = i_;
    if (at(Tok::Ellipsis)) {
      const Token& dots = take();
      Node s = makeNode(NodeKind::Spread, dots.begin, 0);
      s.kids.push_back(parseExpr());
      s.end = lastEnd_;
      n.kids.push_back(std::move(s));
    } else {
      n.kids.push_back(parseExpr());
    }
    if (!listItemEnd(before, Tok::RightSquare, "]", {Tok::RightBrace, Tok::RightParen})) break;
  }
  expect(Tok::RightSquare, "]");
  n.end = lastEnd_;
  return n;
}

Node Parser::parseFor(uint32_t begin) {
  take();  // for
  Node n = makeNode(NodeKind::For, begin, 0);
  n.kids.reserve(4);
  NewlineMode mode(*this, true);
  Node item, index;
  index.kind = NodeKind::Local;
  if (at(Tok::LeftParen)) {
    take();
    item = parseLocal();
    if (expect(Tok::Comma, ",")) index = parseLocal();
    expect(Tok::RightParen, ")");
  } else {
    item = parseLocal();
  }
  if (!atIdent("in")) diags_.add(diag::expectedKeyword(curLoc(), "in"));
  else take();
  Node iterable = parseExpr();
  expect(Tok::Colon, ":");
  Node body;
  {
    NewlineMode bodyMode(*this, false);
    body = atIdent("if") ? parseIf() : parseExpr();
  }
  skipNewLines();
  n.kids.push_back(std::move(item));
  n.kids.push_back(std::move(index));
  n.kids.push_back(std::move(iterable));
  n.kids.push_back(std::move(body));
  if (!at(Tok::RightSquare)) {
    diags_.add(diag::expectedCharacter(curLoc(), "]"));
    int depth = 0;
    while (!at(Tok::EndOfFile)) {
      Tok k = cur().kind;
      if (k == Tok::NewLine) break;  // only seen before a declaration at the start of a line
      if (depth == 0 && k == Tok::RightSquare) break;
      if (k == Tok::LeftParen || k == Tok::LeftSquare || k == Tok::LeftBrace) ++depth;
      if (k == Tok::RightParen || k == Tok::RightSquare || k == Tok::RightBrace) {
        if (depth == 0) break;
        --depth;
      }
      take();
    }
  }
  accept(Tok::RightSquare);
  n.end = lastEnd_;
  return n;
}

Node Parser::parseObject() {
  const Token& open = take();
  NewlineMode mode(*this, false);
  Node n = makeNode(NodeKind::Object, open.begin, 0);
  while (true) {
    while (at(Tok::NewLine) || at(Tok::Comma)) take();
    if (at(Tok::RightBrace) || at(Tok::EndOfFile)) break;
    size_t before = i_;
    if (at(Tok::Ellipsis)) {
      const Token& dots = take();
      Node s = makeNode(NodeKind::Spread, dots.begin, 0);
      s.kids.push_back(parseExpr());
      s.end = lastEnd_;
      n.kids.push_back(std::move(s));
    } else if (atIdent("resource") && peekAt(1).kind == Tok::Identifier && !childSinks_.empty()) {
      n.kids.push_back(parseNestedResource(*childSinks_.back()));
    } else if (at(Tok::At) && !childSinks_.empty()) {
      // Decorators on a nested resource.
      std::vector<Node> decorators;
      while (at(Tok::At)) {
        decorators.push_back(parseDecorator());
        while (at(Tok::NewLine)) take();
      }
      if (atIdent("resource")) {
        Node nested = parseNestedResource(*childSinks_.back());
        auto& decl = childSinks_.back()->at(static_cast<size_t>(nested.ival));
        decl.begin = decorators.front().begin;
        decl.decorators = std::move(decorators);
        n.kids.push_back(std::move(nested));
      } else {
        dangling_.push_back(std::move(decorators));
      }
    } else {
      n.kids.push_back(parseProperty());
    }
    if (!listItemEnd(before, Tok::RightBrace, "}", {Tok::RightSquare, Tok::RightParen})) break;
  }
  expect(Tok::RightBrace, "}");
  n.end = lastEnd_;
  return n;
}

Node Parser::parseProperty() {
  Node p = makeNode(NodeKind::Property, cur().begin, 0);
  if (isNameToken(cur().kind)) {
    p.text = take().value;
  } else if (at(Tok::StringComplete)) {
    p.text = take().value;
  } else if (at(Tok::StringLeftPiece)) {
    p.interpolatedKey = true;
    p.kids.push_back(parseStringLiteral());
  } else {
    diags_.add(diag::expectedPropertyName(curLoc()));
    Node e = skipToLineEnd(cur().begin);
    p.kids.push_back(std::move(e));
    p.end = lastEnd_;
    p.kind = NodeKind::Error;
    return p;
  }
  if (!expect(Tok::Colon, ":")) {
    p.kids.push_back(errorNode(cur().begin));
    p.end = lastEnd_;
    return p;
  }
  p.kids.push_back(parseExpr());
  p.end = lastEnd_;
  return p;
}

bool Parser::lambdaAhead() {
  // At '(': find the matching ')' and look for '=>' after it.
  size_t j = i_;
  int depth = 0;
  for (; toks_[j].kind != Tok::EndOfFile; ++j) {
    Tok k = toks_[j].kind;
    if (k == Tok::LeftParen) ++depth;
    else if (k == Tok::RightParen && --depth == 0) break;
  }
  if (toks_[j].kind == Tok::EndOfFile) return false;
  ++j;
  while (toks_[j].kind == Tok::NewLine) ++j;
  return toks_[j].kind == Tok::Arrow;
}

Node Parser::parseParenOrLambda() {
  if (lambdaAhead()) {
    Node n = makeNode(NodeKind::Lambda, take().begin, 0);
    {
      NewlineMode mode(*this, true);
      while (!at(Tok::RightParen) && !at(Tok::EndOfFile)) {
        n.kids.push_back(parseLocal());
        if (!accept(Tok::Comma)) break;
      }
      expect(Tok::RightParen, ")");
      expect(Tok::Arrow, "=>");
    }
    n.kids.push_back(parseExpr());
    n.end = lastEnd_;
    return n;
  }
  const Token& open = take();
  NewlineMode mode(*this, true);
  Node inner = parseExpr();
  expect(Tok::RightParen, ")");
  Node n = makeNode(NodeKind::Paren, open.begin, lastEnd_);
  n.kids.push_back(std::move(inner));
  return n;
}

Node Parser::parseLambdaFromIdent() {
  Node n = makeNode(NodeKind::Lambda, cur().begin, 0);
  n.kids.push_back(parseLocal());
  expect(Tok::Arrow, "=>");
  n.kids.push_back(parseExpr());
  n.end = lastEnd_;
  return n;
}

Node Parser::parseDecorator() {
  const Token& at = take();  // @
  Node n = makeNode(NodeKind::Decorator, at.begin, 0);
  if (cur().kind != Tok::Identifier) {
    diags_.add(diag::expectedDecoratorName(curLoc()));
    n.kids.push_back(skipToLineEnd(cur().begin));
    n.end = lastEnd_;
    return n;
  }
  // What is not a call is reported by the semantic checks, which know what the name is.
  Node expr = parsePostfix(parsePrimary());
  n.kids.push_back(std::move(expr));
  n.end = lastEnd_;
  return n;
}

}  // namespace pf::bicep::detail
