#pragma once
// Internal to the parser: the Parser class shared by parser.cpp (statements),
// parser_expr.cpp (expressions) and parser_type.cpp (type expressions).
#include <initializer_list>
#include <vector>

#include "engine/bicep/diagnostics.hpp"
#include "engine/bicep/syntax/parser.hpp"

namespace pf::bicep::detail {

// A node of kind `k` spanning [begin, end); callers add the text and children.
inline Node makeNode(NodeKind k, uint32_t begin, uint32_t end) {
  Node n;
  n.kind = k;
  n.begin = begin;
  n.end = end;
  return n;
}

class Parser {
 public:
  Parser(const SourceText& src, std::vector<Token> tokens, FileKind kind, Diagnostics& diags)
      : src_(src), toks_(std::move(tokens)), kind_(kind), diags_(diags) {}

  Program parseProgram();

  // Expressions (parser_expr.cpp).
  Node parseExpr();
  Node parseDecorator();
  Node parseStringLiteral();  // the current token must start a string

  // Types (parser_type.cpp).
  Node parseType();

 private:
  friend class NewlineMode;
  friend class Nesting;

  // Token access. In newline-insensitive mode (inside parentheses) NewLine tokens are
  // skipped as if they were whitespace.
  const Token& cur() {
    if (toks_[i_].kind == Tok::NewLine && newlineInsensitive_.back()) skipInsensitiveNewLines();
    return toks_[i_];
  }
  void skipInsensitiveNewLines();
  const Token& peekAt(size_t k);  // k-th significant token ahead (0 = cur)
  bool at(Tok k) { return cur().kind == k; }
  bool atIdent(const char* word) { return cur().kind == Tok::Identifier && cur().value == word; }
  // The current token, then move past it. Tokens stay put for the whole parse: no copy.
  const Token& take();
  bool accept(Tok k);
  bool expect(Tok k, const char* what);
  void skipNewLines();
  bool atLineEnd() { return at(Tok::NewLine) || at(Tok::EndOfFile); }
  // Skip to the end of the current line (keeping brackets balanced), producing an Error node.
  Node skipToLineEnd(uint32_t begin);
  Node errorNode(uint32_t begin);
  // After an item of a bracketed list closed by `close`: a new line, a comma or `close` must
  // follow, else the error and the rest of the line is skipped; the parse always moves past
  // `before` (the item's first token). False when a closer of an enclosing bracket (`stopAt`)
  // stands there instead: the list ends without its own.
  bool listItemEnd(size_t before, Tok close, const char* closeText, std::initializer_list<Tok> stopAt = {});
  bool declarationStartsAt(size_t tokenIndex) const;
  uint32_t prevEnd() const { return lastEnd_; }
  Loc loc(uint32_t offset) const { return src_.loc(offset); }
  Loc curLoc() { return loc(cur().begin); }

  // Statements (parser.cpp).
  Decl parseDecl();
  void parseDeclBody(Decl& d, const std::string& keyword);
  bool parseName(Decl& d, const char* what);
  Node parseResourceBody();
  Node parseNestedResource(std::vector<Decl>& sink);
  void parseResourceDecl(Decl& d);
  void parseImport(Decl& d);
  void parseExtension(Decl& d);
  void parseFunc(Decl& d);
  Node parseLocal();

  // Expressions.
  Node parseTernary();
  Node parseBinary(int minPrec);
  Node parseUnary();
  Node parsePostfix(Node base);
  Node parsePrimary();
  Node parseArray();
  Node parseFor(uint32_t begin);
  Node parseObject();
  Node parseProperty();
  Node parseParenOrLambda();
  Node parseLambdaFromIdent();
  Node parseIf();
  std::vector<Node> parseArgs(Tok close);
  bool lambdaAhead();

  // Types.
  Node parseTypeUnionMember();
  Node parseTypePrimary();
  Node parseTypeArguments(const std::string& name, uint32_t begin);
  Node parseObjectType();
  Node parseTupleType();

  const SourceText& src_;
  std::vector<Token> toks_;
  FileKind kind_;
  Diagnostics& diags_;
  size_t i_ = 0;
  uint32_t lastEnd_ = 0;
  std::vector<bool> newlineInsensitive_{false};
  std::vector<std::vector<Decl>*> childSinks_;
  // Every later phase walks the tree recursively, so expressions, types and nested resources
  // deeper than this end the parse (reported once, BCPPF03) instead of the stack.
  static constexpr uint32_t kMaxNesting = 256;
  uint32_t depth_ = 0;
  bool tooDeep_ = false;
  size_t tooDeepDiag_ = 0;  // index of the BCPPF03 diagnostic: what unwinding adds after it is dropped
  bool enter();  // one level deeper; false (and the parse is over) past kMaxNesting
  std::vector<std::vector<Node>> dangling_;     // decorators with no declaration (Program::danglingDecorators)  // where nested resources of the body being parsed go
};

// Scoped newline mode: insensitive inside (...), sensitive inside [...] and {...}.
class NewlineMode {
 public:
  NewlineMode(Parser& p, bool insensitive) : p_(p) { p_.newlineInsensitive_.push_back(insensitive); }
  ~NewlineMode() { p_.newlineInsensitive_.pop_back(); }
  NewlineMode(const NewlineMode&) = delete;
  NewlineMode& operator=(const NewlineMode&) = delete;

 private:
  Parser& p_;
};

// Levels entered by one parse function (recursion, or a loop that deepens the tree to the left
// such as a + b + c); they are left again when it returns.
class Nesting {
 public:
  explicit Nesting(Parser& p) : p_(p) {}
  ~Nesting() { p_.depth_ -= levels_; }
  Nesting(const Nesting&) = delete;
  Nesting& operator=(const Nesting&) = delete;
  bool deeper() {
    ++levels_;
    return p_.enter();
  }

 private:
  Parser& p_;
  uint32_t levels_ = 0;
};

}  // namespace pf::bicep::detail
