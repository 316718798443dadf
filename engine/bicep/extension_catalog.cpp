#include "engine/bicep/extension_catalog.hpp"

#include <cctype>

#include "engine/bicep/diagnostics.hpp"

namespace pf::bicep {

namespace {

// The extension's name as written: an identifier, or a string before any '@version'.
std::string writtenName(const Decl& d) {
  std::string n = d.target.kind == NodeKind::Ident ? d.target.text
                  : d.target.isPlainString()      ? d.target.segments[0]
                                                  : std::string();
  if (n.rfind("br:", 0) == 0 || n.rfind("br/", 0) == 0) return n;
  return n.substr(0, n.find('@'));
}

bool isRegistry(std::string_view s) { return s.rfind("br:", 0) == 0 || s.rfind("br/", 0) == 0; }

// A repository segment that names a channel of an extension rather than the extension.
bool isChannel(std::string_view s) {
  if (s == "beta" || s == "alpha" || s == "preview" || s == "stable" || s == "latest") return true;
  if (s.size() < 2 || (s[0] != 'v' && s[0] != 'V')) return false;
  for (char c : s.substr(1))
    if (!std::isdigit(static_cast<unsigned char>(c)) && c != '.') return false;
  return true;
}

// Names of extensions Microsoft publishes, as their packages spell them.
std::string publishedCasing(const std::string& segment) {
  static const std::pair<const char*, const char*> known[] = {{"microsoftgraph", "MicrosoftGraph"},
                                                              {"kubernetes", "Kubernetes"}};
  for (const auto& [lower, cased] : known)
    if (iequals(segment, lower)) return cased;
  return segment;
}

ExtensionInfo builtin(const Decl& d, const std::string& name) {
  ExtensionInfo e;
  e.decl = &d;
  if (iequals(name, "az")) {
    e.templateName = kAzExtensionName;
    e.templateVersion = kAzExtensionVersion;
    e.az = true;
    e.typed = true;
  } else if (iequals(name, "kubernetes")) {
    e.templateName = "Kubernetes";
    e.templateVersion = "1.0.0";
    // Bicep's built-in Kubernetes configuration (K8sNamespaceType).
    e.config = {{"namespace", "string", true, false}, {"kubeConfig", "string", true, true}, {"context", "string", false, false}};
  }
  return e;
}

// The repository's last segment ("v1.0", "beta"): some extensions publish one package per API version.
std::string channelOf(const std::string& reference) {
  std::string path = reference.substr(0, reference.rfind(':'));
  size_t slash = path.rfind('/');
  return slash == std::string::npos ? std::string() : path.substr(slash + 1);
}

// The extension a resource without an explicit 'alias:' qualifier belongs to; nullptr for Azure.
const ExtensionInfo* owner(const SemanticModel& m, const ResourceInfo& r) {
  std::string key = r.type + "@" + r.apiVersion;
  for (const ExtensionInfo& e : m.extensionInfos)
    if (!e.az)
      for (const auto& t : e.resourceTypes)
        if (iequals(t, key)) return &e;
  std::string ns = r.type.substr(0, r.type.find('/'));
  bool graph = istartsWith(ns, "Microsoft.Graph");
  if (ns.find('.') != std::string::npos && !graph) return nullptr;  // an Azure resource provider namespace
  const ExtensionInfo* best = nullptr;
  for (const ExtensionInfo& e : m.extensionInfos) {
    if (e.az || (e.typed && !e.resourceTypes.empty())) continue;  // a package that would have listed it
    bool named = graph ? iequals(e.templateName, "MicrosoftGraph") : iequals(e.templateName, "Kubernetes");
    if (named && !e.reference.empty() && iequals(channelOf(e.reference), r.apiVersion)) return &e;
    if (!best || (named && !iequals(best->templateName, e.templateName))) best = &e;
  }
  return best;
}

}  // namespace

std::pair<std::string, std::string> nameFromReference(std::string_view reference) {
  std::string ref(reference);
  if (ref.rfind("br:", 0) == 0) ref = ref.substr(3);
  else if (ref.rfind("br/", 0) == 0) ref = ref.substr(ref.find(':') == std::string::npos ? 3 : ref.find(':') + 1);
  std::string version;
  size_t at = ref.find('@');  // a digest
  size_t colon = ref.rfind(':');
  if (at != std::string::npos) {
    ref = ref.substr(0, at);
  } else if (colon != std::string::npos && ref.find('/', colon) == std::string::npos) {
    version = ref.substr(colon + 1);
    ref = ref.substr(0, colon);
  }
  std::vector<std::string> segments;
  size_t start = 0;
  while (start <= ref.size()) {
    size_t slash = ref.find('/', start);
    segments.push_back(ref.substr(start, slash == std::string::npos ? std::string::npos : slash - start));
    if (slash == std::string::npos) break;
    start = slash + 1;
  }
  std::string name;
  for (size_t i = segments.size(); i-- > 1;) {  // segment 0 is the registry
    if (segments[i].empty() || isChannel(segments[i])) continue;
    name = segments[i];
    break;
  }
  return {publishedCasing(name), version};
}

void resolveExtensions(SemanticModel& m, const ExtensionResolver& resolve, const std::string& file, Diagnostics& diags) {
  m.extensionInfos.clear();
  for (const Decl* d : m.extensions) {
    std::string written = writtenName(*d);
    Loc at = m.loc(d->target);
    ExtensionInfo e = builtin(*d, written);
    e.decl = d;
    e.key = d->alias.empty() ? written : d->alias;
    if (iequals(written, "sys")) {  // Bicep's own namespace: nothing to deploy with
      m.extensionInfos.push_back(std::move(e));
      continue;
    }
    if (e.templateName.empty() && !written.empty()) {
      ExtensionRequest req;
      if (isRegistry(written)) req.reference = written;
      else req.name = written;
      req.fromFile = file;
      req.at = at;
      std::optional<Result<SuppliedExtension>> got = resolve ? resolve(req, diags) : std::nullopt;
      if (got && !*got) diags.add(Error{got->error().code, got->error().message, at}.toDiagnostic());
      if (got && *got) {
        e.reference = (*got)->reference.empty() ? req.reference : (*got)->reference;
        if ((*got)->typed) {
          e.typed = true;
          e.templateName = (*got)->name;
          e.templateVersion = (*got)->version;
          e.resourceTypes = (*got)->resourceTypes;
          e.config = (*got)->config;
        }
      } else if (req.reference.size()) {
        e.reference = req.reference;
      }
      if (!e.typed && !e.reference.empty()) {
        auto [name, version] = nameFromReference(e.reference);
        e.templateName = name;
        e.templateVersion = version;
        std::string why = got && *got && !(*got)->unavailable.empty() ? (*got)->unavailable : "no package was read";
        diags.add(diag::extensionUntyped(at, e.reference, why, name, version));
      } else if (!e.typed && (!got || !*got) && req.reference.empty()) {
        if (!got) diags.add(diag::extensionNotRecognized(at, written));
        e.templateName = written;
      }
    }
    m.extensionInfos.push_back(std::move(e));
  }
  // Resources that name no extension: the one whose types hold them.
  if (m.extensionInfos.empty()) return;
  auto byType = [&m](ResourceInfo& r) {
    const ExtensionInfo* e = owner(m, r);
    r.isAz = e == nullptr;
    r.extensionAlias = e ? e->decl->name : std::string();
  };
  for (ResourceInfo& r : m.resources)
    if (!r.explicitExtension && r.parent < 0) byType(r);
  // Children follow their root parent. `parent:` properties can form a cycle (checkCycles reports
  // it after this): a chain longer than the resources has no root, and its resources go by their
  // own types.
  for (ResourceInfo& r : m.resources) {
    if (r.explicitExtension || r.parent < 0) continue;
    const ResourceInfo* p = &r;
    for (size_t steps = 0; p->parent >= 0 && steps < m.resources.size(); ++steps)
      p = &m.resources[static_cast<size_t>(p->parent)];
    if (p->parent >= 0) {
      byType(r);
      continue;
    }
    r.isAz = p->isAz;
    r.extensionAlias = p->extensionAlias;
  }
}

}  // namespace pf::bicep
