#include "engine/bicep/syntax/printer.hpp"

namespace pf::bicep {

namespace {

void quote(std::string& out, const std::string& s) {
  out += '\'';
  for (char c : s) {
    if (c == '\n') out += "\\n";
    else if (c == '\'') out += "\\'";
    else out += c;
  }
  out += '\'';
}

void write(std::string& out, const Node& n);

void writeKids(std::string& out, const Node& n, size_t from = 0) {
  for (size_t i = from; i < n.kids.size(); ++i) {
    out += ' ';
    write(out, n.kids[i]);
  }
}

void write(std::string& out, const Node& n) {
  switch (n.kind) {
    case NodeKind::Int: out += std::to_string(n.ival); return;
    case NodeKind::Bool: out += n.ival ? "true" : "false"; return;
    case NodeKind::Null: out += "null"; return;
    case NodeKind::Ident: out += n.text; return;
    case NodeKind::Local: out += n.text.empty() ? "_" : n.text; if (!n.kids.empty()) { out += ':'; write(out, n.kids[0]); } return;
    case NodeKind::String:
      if (n.kids.empty()) {
        quote(out, n.segments.empty() ? std::string() : n.segments[0]);
        return;
      }
      out += "(str";
      for (size_t i = 0; i < n.segments.size(); ++i) {
        out += ' ';
        quote(out, n.segments[i]);
        if (i < n.kids.size()) {
          out += ' ';
          write(out, n.kids[i]);
        }
      }
      out += ')';
      return;
    case NodeKind::Member:
      out += '(';
      out += n.safe ? ".? " : ". ";
      write(out, n.kids[0]);
      out += ' ';
      out += n.text;
      out += ')';
      return;
    case NodeKind::Index:
      out += '(';
      out += n.safe ? "[?" : "[";
      if (n.fromEnd) out += '^';
      out += ']';
      writeKids(out, n);
      out += ')';
      return;
    case NodeKind::Call:
      out += '(' + n.text;
      writeKids(out, n);
      out += ')';
      return;
    case NodeKind::MethodCall:
      out += "(. ";
      write(out, n.kids[0]);
      out += ' ' + n.text;
      writeKids(out, n, 1);
      out += ')';
      return;
    case NodeKind::ResourceAccess:
      out += "(:: ";
      write(out, n.kids[0]);
      out += ' ' + n.text + ')';
      return;
    case NodeKind::Unary:
    case NodeKind::Binary:
      out += '(' + n.text;
      writeKids(out, n);
      out += ')';
      return;
    case NodeKind::Ternary: out += "(?"; writeKids(out, n); out += ')'; return;
    case NodeKind::Property:
      out += '(';
      if (n.interpolatedKey) write(out, n.kids[0]);
      else quote(out, n.text);
      out += ' ';
      write(out, n.kids.back());
      out += ')';
      return;
    case NodeKind::TypeProperty:
      out += "(prop ";
      quote(out, n.text);
      writeKids(out, n);
      out += ')';
      return;
    case NodeKind::ParameterizedType:
      out += "(" + n.text + "<>";
      writeKids(out, n);
      out += ')';
      return;
    default: break;
  }
  out += '(';
  out += nodeKindName(n.kind);
  if (!n.text.empty()) out += " " + n.text;
  writeKids(out, n);
  out += ')';
}

}  // namespace

std::string dump(const Node& n) {
  std::string out;
  write(out, n);
  return out;
}

std::string dump(const Decl& d) {
  static const char* names[] = {"error", "targetScope", "metadata", "param", "var", "resource", "module", "output",
                                "type", "func", "import", "extension", "assert", "test", "using", "extends", "param=",
                                "extensionConfig"};
  std::string out = "(";
  out += names[static_cast<int>(d.kind)];
  for (const Node& dec : d.decorators) out += " @" + dump(dec.kids[0]);
  if (!d.name.empty()) out += " " + d.name;
  if (d.target.kind != NodeKind::Error) out += " " + dump(d.target);
  if (d.existing) out += " existing";
  for (const Node& p : d.params) out += " " + dump(p);
  if (d.hasType) out += " " + dump(d.type);
  if (d.hasValue) out += " = " + dump(d.value);
  for (const Decl& c : d.children) out += " " + dump(c);
  out += ")";
  return out;
}

}  // namespace pf::bicep
