#include "engine/bicep/emit/extensions.hpp"

namespace pf::bicep {

namespace {

struct BuiltinExtension {
  const char* name;
  const char* provider;
  const char* version;
};

// Extensions that ship with Bicep itself (registry extensions need their artifact).
const BuiltinExtension* builtin(const std::string& name) {
  static const BuiltinExtension table[] = {{"kubernetes", "Kubernetes", "1.0.0"}};
  for (const auto& b : table)
    if (iequals(name, b.name)) return &b;
  return nullptr;
}

// The extension's name as written: an identifier, or a string before any '@version'.
std::string writtenName(const Decl& d) {
  std::string n = d.target.kind == NodeKind::Ident ? d.target.text
                  : d.target.isPlainString()      ? d.target.segments[0]
                                                  : std::string();
  return n.substr(0, n.find('@'));
}

}  // namespace

std::string extensionKey(const Decl& d) { return d.alias.empty() ? writtenName(d) : d.alias; }

Object extensionImports(const SemanticModel& m, const ValueEmitter& values) {
  Object out;
  for (const Decl* d : m.extensions) {
    const BuiltinExtension* b = builtin(writtenName(*d));
    if (!b) continue;
    Object e;
    e.append("provider", Value(b->provider));
    e.append("version", Value(b->version));
    if (d->hasConfig) e.append("config", values.emit(d->config));
    out.append(extensionKey(*d), Value(std::move(e)).withLoc(m.loc(d->target)));
  }
  return out;
}

}  // namespace pf::bicep
