// Functions Bicep evaluates while compiling: the load* family reads files relative to the
// compiled file; nameof gives a symbol's name. Missing files and non-constant arguments are
// diagnostics, never crashes.
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <filesystem>

#include "engine/bicep/diagnostics.hpp"
#include "engine/bicep/emit/converter.hpp"
#include "engine/bicep/semantics/binder.hpp"
#include "engine/core/json.hpp"
#include "engine/core/utf8.hpp"

namespace pf::bicep {

namespace {

std::string base64(std::string_view in) {
  static const char* tbl = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  size_t i = 0;
  for (; i + 2 < in.size(); i += 3) {
    uint32_t v = (uint32_t(uint8_t(in[i])) << 16) | (uint32_t(uint8_t(in[i + 1])) << 8) | uint8_t(in[i + 2]);
    out += tbl[v >> 18];
    out += tbl[(v >> 12) & 63];
    out += tbl[(v >> 6) & 63];
    out += tbl[v & 63];
  }
  if (i + 1 == in.size()) {
    uint32_t v = uint32_t(uint8_t(in[i])) << 16;
    out += tbl[v >> 18];
    out += tbl[(v >> 12) & 63];
    out += "==";
  } else if (i + 2 == in.size()) {
    uint32_t v = (uint32_t(uint8_t(in[i])) << 16) | (uint32_t(uint8_t(in[i + 1])) << 8);
    out += tbl[v >> 18];
    out += tbl[(v >> 12) & 63];
    out += tbl[(v >> 6) & 63];
    out += '=';
  }
  return out;
}

std::string latin1ToUtf8(std::string_view in) {
  std::string out;
  for (unsigned char c : in) {
    if (c < 0x80) {
      out += static_cast<char>(c);
    } else {
      out += static_cast<char>(0xC0 | (c >> 6));
      out += static_cast<char>(0x80 | (c & 0x3F));
    }
  }
  return out;
}

std::string stripBom(std::string s) {
  if (s.size() >= 3 && s.compare(0, 3, "\xEF\xBB\xBF") == 0) s.erase(0, 3);
  return s;
}

// Bicep's limits on what load*() reads (LanguageConstants), in characters as .NET counts them
// (UTF-16 code units, utf8::utf16Length): text 131,072 characters, JSON and
// YAML 1,048,576, and for loadFileAsBase64 the bytes whose base64 fits in 131,072 characters.
constexpr size_t kMaxLoadedTextCharacters = 131072;
constexpr size_t kMaxLoadedJsonCharacters = 1048576;
constexpr size_t kMaxLoadedBase64Bytes = kMaxLoadedTextCharacters / 4 * 3;

// yaml-cpp shares an anchored node among its aliases; converting the tree copies it at each one,
// so a few lines of aliases to aliases stand for billions of values. Every node converted counts
// against `budget`; once it is spent the conversion stops (the caller reports it).
constexpr size_t kMaxYamlNodes = 1'000'000;

Value fromYaml(const YAML::Node& n, size_t& budget) {
  if (budget == 0) return Value();
  --budget;
  switch (n.Type()) {
    case YAML::NodeType::Null:
    case YAML::NodeType::Undefined: return Value();
    case YAML::NodeType::Scalar: {
      const std::string& s = n.Scalar();
      if (n.Tag() == "!") return Value(s);  // quoted
      if (s == "null" || s == "~" || s == "Null" || s == "NULL") return Value();
      if (s == "true" || s == "True" || s == "TRUE") return Value(true);
      if (s == "false" || s == "False" || s == "FALSE") return Value(false);
      if (!s.empty()) {
        char* end = nullptr;
        long long iv = std::strtoll(s.c_str(), &end, 10);
        if (end && *end == '\0' && s.find_first_not_of("+-0123456789") == std::string::npos) return Value(iv);
        double dv = std::strtod(s.c_str(), &end);
        if (end && *end == '\0' && s.find_first_of("0123456789") != std::string::npos) return Value(dv);
      }
      return Value(s);
    }
    case YAML::NodeType::Sequence: {
      Array a;
      for (const auto& item : n) {
        if (budget == 0) break;
        a.push_back(fromYaml(item, budget));
      }
      return Value(std::move(a));
    }
    case YAML::NodeType::Map: {
      Object o;
      for (const auto& kv : n) {
        if (budget == 0) break;
        o.set(kv.first.as<std::string>(), fromYaml(kv.second, budget));
      }
      return Value(std::move(o));
    }
  }
  return Value();
}

// A small JSONPath: $.a.b, $['a'], [0], [*] is not supported.
std::optional<Value> selectPath(const Value& root, std::string_view path) {
  const Value* cur = &root;
  size_t i = 0;
  if (!path.empty() && path[0] == '$') i = 1;
  while (i < path.size()) {
    if (path[i] == '.') {
      size_t j = i + 1;
      while (j < path.size() && path[j] != '.' && path[j] != '[') ++j;
      std::string key(path.substr(i + 1, j - i - 1));
      cur = cur->get(key);
      if (!cur) return std::nullopt;
      i = j;
    } else if (path[i] == '[') {
      size_t j = path.find(']', i);
      if (j == std::string_view::npos) return std::nullopt;
      std::string inner(path.substr(i + 1, j - i - 1));
      if (!inner.empty() && (inner[0] == '\'' || inner[0] == '"')) {
        cur = cur->get(inner.substr(1, inner.size() - 2));
      } else {
        if (inner.empty() || inner.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
        cur = cur->at(static_cast<size_t>(std::stoul(inner)));
      }
      if (!cur) return std::nullopt;
      i = j + 1;
    } else {
      return std::nullopt;
    }
  }
  return *cur;
}

}  // namespace

std::optional<std::string> constantString(const Converter& c, const Node& n, int depth) {
  if (depth > 32) return std::nullopt;
  switch (n.kind) {
    case NodeKind::String: {
      std::string out;
      for (size_t i = 0; i < n.segments.size(); ++i) {
        out += n.segments[i];
        if (i < n.kids.size()) {
          auto part = constantString(c, n.kids[i], depth + 1);
          if (!part) return std::nullopt;
          out += *part;
        }
      }
      return out;
    }
    case NodeKind::Paren: return n.kids.empty() ? std::nullopt : constantString(c, n.kids[0], depth + 1);
    case NodeKind::Int: return std::to_string(n.ival);
    case NodeKind::Ident: {
      const Binding* b = c.ctx().m.bindingOf(n);
      if (b && b->kind == BindKind::Var && c.ctx().m.vars[b->index].decl->hasValue)
        return constantString(c, c.ctx().m.vars[b->index].decl->value, depth + 1);
      return std::nullopt;
    }
    default: return std::nullopt;
  }
}

std::optional<Value> Converter::foldCompileTime(const Node& n) const {
  // `sys.f(...)` is a method call whose arguments follow the namespace: read them in place (a copy
  // of the node would lose the bindings of the names in its arguments).
  std::vector<const Node*> argNodes;
  for (size_t i = n.kind == NodeKind::MethodCall ? 1 : 0; i < n.kids.size(); ++i) argNodes.push_back(&n.kids[i]);
  const std::string& fn = n.text;
  bool load = fn == "loadTextContent" || fn == "loadJsonContent" || fn == "loadYamlContent" ||
              fn == "loadFileAsBase64" || fn == "loadDirectoryFileInfo";
  Loc loc = ctx_.m.loc(n);
  if (fn == "nameof") {
    if (argNodes.size() != 1) {
      ctx_.diags.add(diag::argumentCount(loc, fn, "1", argNodes.size()));
      return std::nullopt;
    }
    const Node* a = argNodes[0];
    while (a->kind == NodeKind::Paren && !a->kids.empty()) a = &a->kids[0];
    if (a->kind == NodeKind::Ident || a->kind == NodeKind::Member || a->kind == NodeKind::ResourceAccess)
      return Value(a->text).withLoc(loc);
    if (a->kind == NodeKind::Index && a->kids.size() == 2 && a->kids[1].isPlainString())
      return Value(a->kids[1].segments[0]).withLoc(loc);
    ctx_.diags.add(diag::notConstant(loc, fn, 1));
    return std::nullopt;
  }
  // .bicepparam files read the environment through Converter::environmentRead (environment.cpp);
  // in a .bicep file the name does not exist (BCP057 from the binder).
  if (fn == "readEnvironmentVariable") return std::nullopt;
  if (!load) return std::nullopt;
  if (argNodes.empty()) {
    ctx_.diags.add(diag::argumentCount(loc, fn, "at least 1", 0));
    return std::nullopt;
  }
  std::vector<std::string> args;
  for (size_t i = 0; i < argNodes.size(); ++i) {
    auto s = constantString(*this, *argNodes[i]);
    if (!s) {
      ctx_.diags.add(diag::notConstant(ctx_.m.loc(*argNodes[i]), fn, i + 1));
      return std::nullopt;
    }
    args.push_back(std::move(*s));
  }
  namespace fs = std::filesystem;
  fs::path base = fs::path(ctx_.filePath).parent_path();
  std::string target = (base / args[0]).lexically_normal().generic_string();
  // Past the compilation's budget every later read fails alike: the first one says so.
  auto readFailed = [&](const Error& e) {
    if (e.code == "BCPPF11") {
      if (ctx_.loadBudgetReported) return;
      ctx_.loadBudgetReported = true;
    }
    ctx_.diags.add(diag::fileReadError(loc, args[0], e, target));
  };
  if (fn == "loadDirectoryFileInfo") {
    std::string pattern = args.size() > 1 ? args[1] : "*";
    std::vector<std::string> names;
    if (ctx_.files.list) {
      auto listed = ctx_.files.list(target);
      if (!listed) {
        readFailed(listed.error());
        return std::nullopt;
      }
      names = std::move(*listed);
    }
    auto matches = [](std::string_view pat, std::string_view s) {
      // '*' and '?' wildcards, case-insensitive like Windows search patterns.
      size_t p = 0, q = 0, star = std::string_view::npos, mark = 0;
      while (q < s.size()) {
        if (p < pat.size() && (pat[p] == '?' || std::tolower(pat[p]) == std::tolower(s[q]))) {
          ++p;
          ++q;
        } else if (p < pat.size() && pat[p] == '*') {
          star = p++;
          mark = q;
        } else if (star != std::string_view::npos) {
          p = star + 1;
          q = ++mark;
        } else {
          return false;
        }
      }
      while (p < pat.size() && pat[p] == '*') ++p;
      return p == pat.size();
    };
    std::sort(names.begin(), names.end());
    Array out;
    std::string rel = fs::path(args[0]).lexically_normal().generic_string();
    if (!rel.empty() && rel.back() != '/') rel += '/';
    if (rel.rfind("./", 0) == 0) rel = rel.substr(2);
    for (const std::string& name : names) {
      if (!matches(pattern, name)) continue;
      Object o;
      o.append("relativePath", Value(rel + name));
      o.append("baseName", Value(name));
      o.append("extension", Value(fs::path(name).extension().string()));
      out.push_back(Value(std::move(o)));
    }
    return Value(std::move(out)).withLoc(loc);
  }
  if (!ctx_.files.read) {
    ctx_.diags.add(diag::fileReadError(loc, args[0], "No file access is available."));
    return std::nullopt;
  }
  auto text = ctx_.files.read(target);
  if (!text) {
    readFailed(text.error());
    return std::nullopt;
  }
  std::string content = std::move(*text);
  if (fn == "loadFileAsBase64") {
    if (content.size() > kMaxLoadedBase64Bytes) {
      ctx_.diags.add(diag::fileTooLarge(loc, args[0], kMaxLoadedBase64Bytes, "bytes"));
      return std::nullopt;
    }
    return Value(base64(content)).withLoc(loc);
  }
  std::string encoding = fn == "loadTextContent" ? (args.size() > 1 ? args[1] : "") : (args.size() > 2 ? args[2] : "");
  if (iequals(encoding, "iso-8859-1")) content = latin1ToUtf8(content);
  content = stripBom(std::move(content));
  size_t limit = fn == "loadTextContent" ? kMaxLoadedTextCharacters : kMaxLoadedJsonCharacters;
  if (content.size() > limit && utf8::utf16Length(content) > limit) {
    ctx_.diags.add(diag::fileTooLarge(loc, args[0], limit, "characters"));
    return std::nullopt;
  }
  if (fn == "loadTextContent") return Value(content).withLoc(loc);
  Value parsed;
  if (fn == "loadJsonContent") {
    Diagnostics jd;
    auto v = parseJson(content, 0, jd);
    if (!v) {
      ctx_.diags.add(diag::fileReadError(loc, args[0], jd.items().empty() ? "Invalid JSON." : jd.items()[0].message));
      return std::nullopt;
    }
    parsed = std::move(*v);
  } else {
    try {
      size_t budget = kMaxYamlNodes + 1;  // spent: more than kMaxYamlNodes
      parsed = fromYaml(YAML::Load(content), budget);
      if (budget == 0) {
        ctx_.diags.add(diag::fileReadError(loc, args[0],
                                           "The YAML stands for more than " + std::to_string(kMaxYamlNodes) +
                                               " values, counting what every alias repeats."));
        return std::nullopt;
      }
    } catch (const std::exception& e) {
      ctx_.diags.add(diag::fileReadError(loc, args[0], std::string("Invalid YAML: ") + e.what()));
      return std::nullopt;
    }
  }
  if (args.size() > 1 && !args[1].empty()) {
    auto sel = selectPath(parsed, args[1]);
    if (!sel) {
      ctx_.diags.add(diag::fileReadError(loc, args[0], "The path " + args[1] + " selects nothing."));
      return std::nullopt;
    }
    parsed = std::move(*sel);
  }
  return std::move(parsed).withLoc(loc);
}

}  // namespace pf::bicep
