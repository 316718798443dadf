// The statement level of the Bicep parser, and the token helpers the other parts share.
#include "engine/bicep/syntax/parser_impl.hpp"

namespace pf::bicep {

namespace detail {

void Parser::skipInsensitiveNewLines() {
  // Inside (...) new lines are whitespace, except before a declaration keyword at the start of
  // a line: an unclosed parenthesis ends there instead of taking in the rest of the file.
  while (toks_[i_].kind == Tok::NewLine && !declarationStartsAt(i_ + 1)) ++i_;
}

const Token& Parser::peekAt(size_t k) {
  size_t j = i_;
  bool skipNl = newlineInsensitive_.back();
  while (true) {
    if (skipNl) {
      while (toks_[j].kind == Tok::NewLine) ++j;
    }
    if (k == 0 || toks_[j].kind == Tok::EndOfFile) return toks_[j];
    ++j;
    --k;
  }
}

const Token& Parser::take() {
  const Token& t = cur();
  if (t.kind != Tok::EndOfFile) ++i_;
  lastEnd_ = t.end;
  return t;
}

bool Parser::accept(Tok k) {
  if (!at(k)) return false;
  take();
  return true;
}

bool Parser::expect(Tok k, const char* what) {
  if (accept(k)) return true;
  if (!tooDeep_) diags_.add(diag::expectedCharacter(curLoc(), what));  // not while unwinding
  return false;
}

bool Parser::enter() {
  ++depth_;
  if (depth_ <= kMaxNesting && !tooDeep_) return true;
  if (!tooDeep_) {
    tooDeep_ = true;
    tooDeepDiag_ = diags_.items().size();
    diags_.add(diag::nestedTooDeeply(curLoc(), kMaxNesting));
    i_ = toks_.size() - 1;  // the end of the file: every open construct ends here
  }
  return false;
}

void Parser::skipNewLines() {
  while (toks_[i_].kind == Tok::NewLine) ++i_;
}

Node Parser::errorNode(uint32_t begin) {
  Node n;
  n.kind = NodeKind::Error;
  n.begin = begin;
  n.end = std::max(begin, lastEnd_);
  return n;
}

// A declaration keyword at the very start of a line: where recovery from an unbalanced
// bracket stops, so that one broken statement does not swallow the ones after it.
bool Parser::declarationStartsAt(size_t j) const {
  static const char* const kKeywords[] = {"param", "var", "resource", "module", "output", "type", "func",
                                          "metadata", "targetScope", "import", "extension", "using", "assert",
                                          "extensionConfig"};
  const Token& t = toks_[j];
  if (t.kind != Tok::Identifier || (t.begin > 0 && src_.text()[t.begin - 1] != '\n')) return false;
  for (const char* k : kKeywords)
    if (t.value == k) return true;
  return false;
}

Node Parser::skipToLineEnd(uint32_t begin) {
  int depth = 0;
  while (true) {
    const Token& t = toks_[i_];
    if (t.kind == Tok::EndOfFile) break;
    if (t.kind == Tok::NewLine && depth <= 0) break;
    if (t.kind == Tok::NewLine && toks_[i_ + 1].kind != Tok::EndOfFile && declarationStartsAt(i_ + 1)) break;
    if (t.kind == Tok::LeftBrace || t.kind == Tok::LeftSquare || t.kind == Tok::LeftParen) ++depth;
    if (t.kind == Tok::RightBrace || t.kind == Tok::RightSquare || t.kind == Tok::RightParen) {
      if (depth == 0) break;  // belongs to an enclosing construct
      --depth;
    }
    lastEnd_ = t.end;
    ++i_;
  }
  return errorNode(begin);
}

Program Parser::parseProgram() {
  Program prog;
  while (true) {
    skipNewLines();
    if (toks_[i_].kind == Tok::EndOfFile) break;
    size_t before = i_;
    Decl d = parseDecl();
    if (!atLineEnd()) {
      diags_.add(diag::expectedNewLine(curLoc()));
      skipToLineEnd(cur().begin);
    }
    if (i_ == before) ++i_;  // guarantee progress on stray closing brackets
    prog.decls.push_back(std::move(d));
  }
  prog.danglingDecorators = std::move(dangling_);
  // Constructs left open when the parse stopped each report a missing bracket; only the reason is news.
  if (tooDeep_) diags_.items().resize(tooDeepDiag_ + 1);
  return prog;
}

bool Parser::parseName(Decl& d, const char* what) {
  if (cur().kind == Tok::Identifier || cur().kind == Tok::TrueKeyword || cur().kind == Tok::FalseKeyword ||
      cur().kind == Tok::NullKeyword) {
    const Token& t = take();
    d.name = t.value;
    d.nameBegin = t.begin;
    d.nameEnd = t.end;
    return true;
  }
  diags_.add(diag::expectedIdentifier(curLoc(), what));
  d.nameBegin = d.nameEnd = cur().begin;
  return false;
}

Decl Parser::parseDecl() {
  Decl d;
  d.begin = cur().begin;
  while (at(Tok::At)) {
    d.decorators.push_back(parseDecorator());
    if (!atLineEnd()) {
      // A decorator must be followed by a new line (Bicep allows nothing else on its line).
      diags_.add(diag::expectedNewLine(curLoc()));
      skipToLineEnd(cur().begin);
    }
    skipNewLines();
  }
  d.keywordBegin = cur().begin;
  if (cur().kind != Tok::Identifier) {
    // Decorators at the end of the file are only dangling; anything else is also unknown.
    if (!at(Tok::EndOfFile) || d.decorators.empty()) diags_.add(diag::unknownDeclaration(curLoc()));
    d.value = skipToLineEnd(cur().begin);
    d.end = lastEnd_;
    if (!d.decorators.empty()) dangling_.push_back(std::move(d.decorators));
    d.decorators.clear();
    return d;
  }
  std::string keyword = take().value;
  parseDeclBody(d, keyword);
  d.end = std::max(d.begin, lastEnd_);
  if (d.kind == DeclKind::Error && !d.decorators.empty()) {
    dangling_.push_back(std::move(d.decorators));
    d.decorators.clear();
  }
  return d;
}

void Parser::parseDeclBody(Decl& d, const std::string& kw) {
  auto value = [&] {
    d.hasValue = true;
    d.value = parseExpr();
  };
  auto assignment = [&] {
    if (!expect(Tok::Assignment, "=")) {
      d.value = skipToLineEnd(cur().begin);
      return false;
    }
    return true;
  };
  if (kw == "targetScope") {
    d.kind = DeclKind::TargetScope;
    if (assignment()) value();
  } else if (kw == "metadata") {
    d.kind = DeclKind::Metadata;
    if (parseName(d, "metadata") && assignment()) value();
  } else if (kw == "param") {
    if (kind_ == FileKind::BicepParam) {
      d.kind = DeclKind::ParamAssign;
      if (!parseName(d, "parameter")) return;
      if (!at(Tok::Assignment) && !atLineEnd()) {
        d.hasType = true;
        d.type = parseType();
      }
      if (assignment()) value();
      return;
    }
    d.kind = DeclKind::Param;
    if (!parseName(d, "parameter")) return;
    d.hasType = true;
    d.type = parseType();
    if (accept(Tok::Assignment)) value();
  } else if (kw == "var") {
    d.kind = DeclKind::Var;
    if (!parseName(d, "variable")) return;
    if (!at(Tok::Assignment) && !atLineEnd()) {
      d.hasType = true;
      d.type = parseType();
    }
    if (assignment()) value();
  } else if (kw == "output") {
    d.kind = DeclKind::Output;
    if (!parseName(d, "output")) return;
    d.hasType = true;
    d.type = parseType();
    if (assignment()) value();
  } else if (kw == "type") {
    d.kind = DeclKind::Type;
    if (!parseName(d, "type")) return;
    if (assignment()) {
      d.hasType = true;
      d.type = parseType();
    }
  } else if (kw == "resource") {
    d.kind = DeclKind::Resource;
    parseResourceDecl(d);
  } else if (kw == "module") {
    d.kind = DeclKind::Module;
    if (!parseName(d, "module")) return;
    if (at(Tok::StringComplete) || at(Tok::StringLeftPiece)) {
      d.target = parseStringLiteral();
    } else {
      diags_.add(diag::expectedInterpolatedPath(curLoc()));
      d.value = skipToLineEnd(cur().begin);
      return;
    }
    if (assignment()) {
      d.hasValue = true;
      d.value = parseResourceBody();
    }
  } else if (kw == "func") {
    d.kind = DeclKind::Func;
    parseFunc(d);
  } else if (kw == "import") {
    d.kind = DeclKind::Import;
    parseImport(d);
  } else if (kw == "extension" || kw == "provider") {
    d.kind = DeclKind::Extension;
    parseExtension(d);
  } else if (kw == "assert") {
    d.kind = DeclKind::Assert;
    if (parseName(d, "assert") && assignment()) value();
  } else if (kw == "test") {
    d.kind = DeclKind::Test;
    if (!parseName(d, "test")) return;
    if (at(Tok::StringComplete) || at(Tok::StringLeftPiece)) d.target = parseStringLiteral();
    if (assignment()) value();
  } else if (kw == "using") {
    d.kind = DeclKind::Using;
    if (atIdent("none")) {
      const Token& t = take();
      d.target.kind = NodeKind::Null;
      d.target.begin = t.begin;
      d.target.end = t.end;
    } else if (at(Tok::StringComplete) || at(Tok::StringLeftPiece)) {
      d.target = parseStringLiteral();
    } else {
      diags_.add(diag::expectedInterpolatedPath(curLoc()));
      d.value = skipToLineEnd(cur().begin);
      return;
    }
    if (atIdent("with")) {
      take();
      d.hasConfig = true;
      d.config = parseExpr();
    }
  } else if (kw == "extensionConfig" && kind_ == FileKind::BicepParam) {
    // .bicepparam: `extensionConfig <alias> with {...}`, the configuration of the template's extension.
    d.kind = DeclKind::ExtensionConfig;
    if (!parseName(d, "extension alias")) {
      d.value = skipToLineEnd(cur().begin);
      return;
    }
    if (!atIdent("with")) {
      diags_.add(diag::expectedKeyword(curLoc(), "with"));
      d.value = skipToLineEnd(cur().begin);
      return;
    }
    take();
    d.hasConfig = true;
    d.config = parseExpr();
  } else if (kw == "extends") {
    d.kind = DeclKind::Extends;
    if (at(Tok::StringComplete) || at(Tok::StringLeftPiece)) d.target = parseStringLiteral();
    else diags_.add(diag::expectedInterpolatedPath(curLoc()));
  } else {
    d.kind = DeclKind::Error;
    diags_.add(diag::unknownDeclaration(loc(d.keywordBegin)));
    d.value = skipToLineEnd(d.keywordBegin);
  }
}

void Parser::parseResourceDecl(Decl& d) {
  if (!parseName(d, "resource")) {
    d.value = skipToLineEnd(cur().begin);
    return;
  }
  if (at(Tok::StringComplete) || at(Tok::StringLeftPiece)) {
    d.target = parseStringLiteral();
  } else {
    diags_.add(diag::invalidResourceType(curLoc()));
    d.value = skipToLineEnd(cur().begin);
    return;
  }
  if (atIdent("existing")) {
    take();
    d.existing = true;
  }
  if (!expect(Tok::Assignment, "=")) {
    d.value = skipToLineEnd(cur().begin);
    return;
  }
  d.hasValue = true;
  childSinks_.push_back(&d.children);
  d.value = parseResourceBody();
  childSinks_.pop_back();
}

// `{...}`, `if (cond) {...}` or `[for ...: ...]`.
Node Parser::parseResourceBody() {
  skipNewLines();
  if (atIdent("if")) return parseIf();
  if (at(Tok::LeftBrace) || at(Tok::LeftSquare)) return parseExpr();
  diags_.add(diag::expectedCharacter(curLoc(), "{"));
  return skipToLineEnd(cur().begin);
}

Node Parser::parseNestedResource(std::vector<Decl>& sink) {
  Decl d;
  d.begin = d.keywordBegin = cur().begin;
  take();  // resource
  d.kind = DeclKind::Resource;
  parseResourceDecl(d);
  d.end = lastEnd_;
  Node n;
  n.kind = NodeKind::NestedResource;
  n.begin = d.begin;
  n.end = d.end;
  n.text = d.name;
  n.ival = static_cast<int64_t>(sink.size());
  sink.push_back(std::move(d));
  return n;
}

Node Parser::parseLocal() {
  Node n;
  n.kind = NodeKind::Local;
  n.begin = cur().begin;
  if (at(Tok::Identifier)) {
    const Token& t = take();
    n.text = t.value;
    n.end = t.end;
  } else {
    diags_.add(diag::expectedIdentifier(curLoc(), "local variable"));
    n.end = n.begin;
  }
  return n;
}

void Parser::parseFunc(Decl& d) {
  if (!parseName(d, "function")) {
    d.value = skipToLineEnd(cur().begin);
    return;
  }
  if (!expect(Tok::LeftParen, "(")) {
    d.value = skipToLineEnd(cur().begin);
    return;
  }
  {
    NewlineMode mode(*this, true);
    while (!at(Tok::RightParen) && !at(Tok::EndOfFile)) {
      Node p = parseLocal();
      if (p.text.empty()) break;
      p.kids.push_back(parseType());
      p.end = lastEnd_;
      d.params.push_back(std::move(p));
      if (!accept(Tok::Comma)) break;
    }
    if (!expect(Tok::RightParen, ")")) {
      d.value = skipToLineEnd(cur().begin);
      return;
    }
  }
  d.hasType = true;
  d.type = parseType();
  if (!expect(Tok::Arrow, "=>")) {
    d.value = skipToLineEnd(cur().begin);
    return;
  }
  // The body may start on the next line (`func f() string =>\n  'x'`).
  while (at(Tok::NewLine)) take();
  d.hasValue = true;
  d.value = parseExpr();
}

void Parser::parseImport(Decl& d) {
  auto from = [&] {
    if (!atIdent("from")) {
      diags_.add(diag::expectedKeyword(curLoc(), "from"));
      return;
    }
    take();
    if (at(Tok::StringComplete) || at(Tok::StringLeftPiece)) d.target = parseStringLiteral();
    else diags_.add(diag::expectedInterpolatedPath(curLoc()));
  };
  if (at(Tok::LeftBrace)) {
    take();
    NewlineMode mode(*this, true);
    while (!at(Tok::RightBrace) && !at(Tok::EndOfFile)) {
      ImportItem item;
      item.begin = cur().begin;
      if (at(Tok::Identifier)) {
        item.name = take().value;
      } else if (at(Tok::StringComplete)) {
        item.name = take().value;
      } else {
        diags_.add(diag::expectedIdentifier(curLoc(), "symbol"));
        break;
      }
      if (atIdent("as")) {
        take();
        if (at(Tok::Identifier)) item.alias = take().value;
        else diags_.add(diag::expectedIdentifier(curLoc(), "alias"));
      }
      item.end = lastEnd_;
      d.importItems.push_back(std::move(item));
      // Items are separated by commas or line breaks.
      if (!accept(Tok::Comma) && !at(Tok::Identifier) && !at(Tok::StringComplete)) break;
    }
    expect(Tok::RightBrace, "}");
    from();
    return;
  }
  if (at(Tok::Asterisk)) {
    take();
    d.wildcard = true;
    if (!atIdent("as")) {
      diags_.add(diag::expectedKeyword(curLoc(), "as"));
      d.value = skipToLineEnd(cur().begin);
      return;
    }
    take();
    if (at(Tok::Identifier)) {
      const Token& t = take();
      d.alias = t.value;
      d.name = t.value;
      d.nameBegin = t.begin;
      d.nameEnd = t.end;
    } else {
      diags_.add(diag::expectedIdentifier(curLoc(), "alias"));
    }
    from();
    return;
  }
  // Legacy provider import: import 'az@1.0.0' [with {...}] [as alias], or import name as alias.
  d.kind = DeclKind::Extension;
  parseExtension(d);
}

void Parser::parseExtension(Decl& d) {
  if (at(Tok::StringComplete) || at(Tok::StringLeftPiece)) {
    d.target = parseStringLiteral();
    d.name = d.target.segments.empty() ? "" : d.target.segments[0];
  } else if (at(Tok::Identifier)) {
    const Token& t = take();
    d.target.kind = NodeKind::Ident;
    d.target.text = t.value;
    d.target.begin = t.begin;
    d.target.end = t.end;
    d.name = t.value;
    d.nameBegin = t.begin;
    d.nameEnd = t.end;
  } else {
    diags_.add(diag::expectedIdentifier(curLoc(), "extension"));
    d.value = skipToLineEnd(cur().begin);
    return;
  }
  if (atIdent("with")) {
    take();
    d.hasConfig = true;
    d.config = parseExpr();
  }
  if (atIdent("as")) {
    take();
    if (at(Tok::Identifier)) {
      const Token& t = take();
      d.alias = t.value;
      d.name = t.value;
      d.nameBegin = t.begin;
      d.nameEnd = t.end;
    } else {
      diags_.add(diag::expectedIdentifier(curLoc(), "alias"));
    }
  }
}

}  // namespace detail

ParseResult parse(const SourceText& src, FileKind kind, Diagnostics& diags) {
  LexResult lexed = lex(src, diags);
  detail::Parser p(src, std::move(lexed.tokens), kind, diags);
  ParseResult r;
  r.program = p.parseProgram();
  r.pragmas = std::move(lexed.pragmas);
  return r;
}

}  // namespace pf::bicep
