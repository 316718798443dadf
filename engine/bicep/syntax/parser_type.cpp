// Type expressions: names, literals, object and tuple types, unions (also across lines
// when each continuation starts with '|'), and the postfix forms [], ?, !, [*], .*, .x, [n].
#include "engine/bicep/syntax/parser_impl.hpp"

namespace pf::bicep::detail {

Node Parser::parseType() {
  Nesting nesting(*this);
  if (!nesting.deeper()) return errorNode(cur().begin);
  // A union may start on the next line with a leading '|' (`type t =\n  | 'a'\n  | 'b'`).
  if (at(Tok::NewLine)) {
    size_t j = i_;
    while (toks_[j].kind == Tok::NewLine) ++j;
    if (toks_[j].kind == Tok::Pipe) i_ = j;
  }
  uint32_t begin = cur().begin;
  bool leadingPipe = accept(Tok::Pipe);
  Node first = parseTypeUnionMember();
  // A union continues on the next line when that line starts with '|'.
  auto continues = [&] {
    if (at(Tok::Pipe)) return true;
    if (!at(Tok::NewLine)) return false;
    size_t j = i_;
    while (toks_[j].kind == Tok::NewLine) ++j;
    if (toks_[j].kind != Tok::Pipe) return false;
    i_ = j;
    return true;
  };
  if (!continues()) {
    if (!leadingPipe) return first;
    Node u = makeNode(NodeKind::UnionType, begin, lastEnd_);
    u.kids.push_back(std::move(first));
    return u;
  }
  Node u = makeNode(NodeKind::UnionType, begin, 0);
  u.kids.push_back(std::move(first));
  while (continues()) {
    take();
    u.kids.push_back(parseTypeUnionMember());
  }
  u.end = lastEnd_;
  return u;
}

Node Parser::parseTypeUnionMember() {
  Node base = parseTypePrimary();
  Nesting chain(*this);
  while (true) {
    if ((at(Tok::LeftSquare) || at(Tok::Question) || at(Tok::Exclamation) || at(Tok::Dot)) && !chain.deeper())
      return base;
    if (at(Tok::LeftSquare)) {
      take();
      NewlineMode mode(*this, true);
      if (accept(Tok::RightSquare)) {
        Node n = makeNode(NodeKind::ArrayType, base.begin, lastEnd_);
        n.kids.push_back(std::move(base));
        base = std::move(n);
      } else if (at(Tok::Asterisk)) {
        take();
        expect(Tok::RightSquare, "]");
        Node n = makeNode(NodeKind::TypeItems, base.begin, lastEnd_);
        n.kids.push_back(std::move(base));
        base = std::move(n);
      } else {
        Node index = parseExpr();
        expect(Tok::RightSquare, "]");
        Node n = makeNode(NodeKind::Index, base.begin, lastEnd_);
        n.kids.push_back(std::move(base));
        n.kids.push_back(std::move(index));
        base = std::move(n);
      }
    } else if (at(Tok::Question)) {
      take();
      Node n = makeNode(NodeKind::NullableType, base.begin, lastEnd_);
      n.kids.push_back(std::move(base));
      base = std::move(n);
    } else if (at(Tok::Exclamation)) {
      take();
      Node n = makeNode(NodeKind::NonNull, base.begin, lastEnd_);
      n.kids.push_back(std::move(base));
      base = std::move(n);
    } else if (at(Tok::Dot)) {
      take();
      if (accept(Tok::Asterisk)) {
        Node n = makeNode(NodeKind::TypeAdditional, base.begin, lastEnd_);
        n.kids.push_back(std::move(base));
        base = std::move(n);
      } else {
        Node n = makeNode(NodeKind::Member, base.begin, 0);
        if (cur().kind == Tok::Identifier || cur().kind == Tok::TrueKeyword || cur().kind == Tok::FalseKeyword ||
            cur().kind == Tok::NullKeyword) {
          n.text = take().value;
        } else {
          diags_.add(diag::expectedPropertyName(curLoc()));
        }
        if (at(Tok::LessThan) && base.kind == NodeKind::Ident) {
          // ns.resourceInput<...>: the namespace qualifier is dropped.
          base = parseTypeArguments(n.text, base.begin);
          continue;
        }
        n.end = lastEnd_;
        n.kids.push_back(std::move(base));
        base = std::move(n);
      }
    } else {
      return base;
    }
  }
}

// name<args>; the current token is '<'.
Node Parser::parseTypeArguments(const std::string& name, uint32_t begin) {
  take();
  Node n = makeNode(NodeKind::ParameterizedType, begin, 0);
  n.text = name;
  NewlineMode mode(*this, true);
  while (!at(Tok::GreaterThan) && !at(Tok::EndOfFile)) {
    if (at(Tok::StringComplete) || at(Tok::StringLeftPiece)) n.kids.push_back(parseStringLiteral());
    else n.kids.push_back(parseType());
    if (!accept(Tok::Comma)) break;
  }
  expect(Tok::GreaterThan, ">");
  n.end = lastEnd_;
  return n;
}

Node Parser::parseTypePrimary() {
  Nesting nesting(*this);
  if (!nesting.deeper()) return errorNode(cur().begin);
  const Token& t = cur();
  switch (t.kind) {
    case Tok::Identifier: {
      const Token& name = take();
      if (name.value == "resource" && (at(Tok::StringComplete) || at(Tok::StringLeftPiece))) {
        Node n = makeNode(NodeKind::ResourceType, name.begin, 0);
        n.kids.push_back(parseStringLiteral());
        n.end = lastEnd_;
        return n;
      }
      if (at(Tok::LessThan)) return parseTypeArguments(name.value, name.begin);
      Node n = makeNode(NodeKind::Ident, name.begin, name.end);
      n.text = name.value;
      return n;
    }
    case Tok::StringComplete:
    case Tok::StringLeftPiece: return parseStringLiteral();
    case Tok::Integer:
    case Tok::TrueKeyword:
    case Tok::FalseKeyword:
    case Tok::NullKeyword: return parsePrimary();
    case Tok::Minus:
    case Tok::Exclamation: {
      const Token& op = take();
      Node operand = parseTypePrimary();
      Node n = makeNode(NodeKind::Unary, op.begin, lastEnd_);
      n.text = tokName(op.kind);
      n.kids.push_back(std::move(operand));
      return n;
    }
    case Tok::LeftBrace: return parseObjectType();
    case Tok::LeftSquare: return parseTupleType();
    case Tok::LeftParen: {
      const Token& open = take();
      NewlineMode mode(*this, true);
      Node inner = parseType();
      expect(Tok::RightParen, ")");
      Node n = makeNode(NodeKind::Paren, open.begin, lastEnd_);
      n.kids.push_back(std::move(inner));
      return n;
    }
    default: break;
  }
  diags_.add(diag::expectedType(curLoc()));
  uint32_t begin = t.begin;
  if (t.kind != Tok::NewLine && t.kind != Tok::EndOfFile && t.kind != Tok::Assignment && t.kind != Tok::RightBrace &&
      t.kind != Tok::RightSquare && t.kind != Tok::RightParen)
    take();
  return errorNode(begin);
}

Node Parser::parseObjectType() {
  const Token& open = take();
  NewlineMode mode(*this, false);
  Node n = makeNode(NodeKind::ObjectType, open.begin, 0);
  while (true) {
    while (at(Tok::NewLine) || at(Tok::Comma)) take();
    if (at(Tok::RightBrace) || at(Tok::EndOfFile)) break;
    size_t before = i_;
    std::vector<Node> decorators;
    while (at(Tok::At)) {
      decorators.push_back(parseDecorator());
      while (at(Tok::NewLine)) take();
    }
    Node p;
    p.begin = decorators.empty() ? cur().begin : decorators.front().begin;
    if (at(Tok::Asterisk)) {
      take();
      p.kind = NodeKind::AdditionalProperties;
    } else if (at(Tok::Identifier) || at(Tok::TrueKeyword) || at(Tok::FalseKeyword) || at(Tok::NullKeyword) ||
               at(Tok::StringComplete)) {
      p.kind = NodeKind::TypeProperty;
      p.text = take().value;
    } else {
      diags_.add(diag::expectedPropertyName(curLoc()));
      skipToLineEnd(cur().begin);
      if (i_ == before) take();
      continue;
    }
    p.decorators = std::move(decorators);
    if (expect(Tok::Colon, ":")) p.kids.push_back(parseType());
    else p.kids.push_back(errorNode(cur().begin));
    p.end = lastEnd_;
    n.kids.push_back(std::move(p));
    listItemEnd(before, Tok::RightBrace, "}");
  }
  expect(Tok::RightBrace, "}");
  n.end = lastEnd_;
  return n;
}

Node Parser::parseTupleType() {
  const Token& open = take();
  NewlineMode mode(*this, false);
  Node n = makeNode(NodeKind::TupleType, open.begin, 0);
  while (true) {
    while (at(Tok::NewLine) || at(Tok::Comma)) take();
    if (at(Tok::RightSquare) || at(Tok::EndOfFile)) break;
    size_t before = i_;
    Node item = makeNode(NodeKind::TupleItem, cur().begin, 0);
    while (at(Tok::At)) {
      item.decorators.push_back(parseDecorator());
      while (at(Tok::NewLine)) take();
    }
    item.kids.push_back(parseType());
    item.end = lastEnd_;
    n.kids.push_back(std::move(item));
    listItemEnd(before, Tok::RightSquare, "]");
  }
  expect(Tok::RightSquare, "]");
  n.end = lastEnd_;
  return n;
}

}  // namespace pf::bicep::detail
