#include "engine/toolchain/module_reference.hpp"

#include <cctype>
#include <filesystem>
#include <vector>

#include "engine/core/file_access.hpp"
#include "engine/core/json.hpp"
#include "engine/core/uuid.hpp"

namespace fs = std::filesystem;

namespace pf::toolchain {

namespace {

constexpr size_t kMaxRegistryLength = 255;
constexpr size_t kMaxRepositoryLength = 255;
constexpr size_t kMaxTagLength = 128;

bool lowerAlnum(char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'); }
bool alnum(char c) { return lowerAlnum(c) || (c >= 'A' && c <= 'Z'); }

// OCI distribution spec path component: [a-z0-9]+([._-][a-z0-9]+)*
bool isNamespaceSegment(std::string_view s) {
  if (s.empty() || !lowerAlnum(s.front()) || !lowerAlnum(s.back())) return false;
  for (size_t i = 1; i < s.size(); ++i) {
    bool sep = s[i] == '.' || s[i] == '_' || s[i] == '-';
    if (!sep && !lowerAlnum(s[i])) return false;
    if (sep && !lowerAlnum(s[i - 1])) return false;
  }
  return true;
}

bool isTag(std::string_view s) {
  if (s.empty() || s.size() > kMaxTagLength || !(alnum(s[0]) || s[0] == '_')) return false;
  for (char c : s)
    if (!(alnum(c) || c == '_' || c == '.' || c == '-')) return false;
  return true;
}

bool isDigest(std::string_view s) {
  if (s.size() != 7 + 64 || s.substr(0, 7) != "sha256:") return false;
  for (char c : s.substr(7))
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  return true;
}

bool isRegistryHost(std::string_view s) {
  if (s.empty() || s.size() > kMaxRegistryLength) return false;
  size_t colon;
  if (s.front() == '[') {
    // An IPv6 address in brackets ("[::1]", "[::1]:5000"), as in URLs.
    size_t close = s.find(']');
    if (close == std::string_view::npos || close == 1) return false;
    for (char c : s.substr(1, close - 1))
      if (!(std::isxdigit(static_cast<unsigned char>(c)) || c == ':' || c == '.')) return false;
    colon = close + 1 == s.size() ? std::string_view::npos : close + 1;
    if (colon != std::string_view::npos && s[colon] != ':') return false;
  } else {
    colon = s.find(':');
    std::string_view host = s.substr(0, colon);
    if (host.empty()) return false;
    for (char c : host)
      if (!(alnum(c) || c == '.' || c == '-' || c == '_')) return false;
  }
  if (colon != std::string_view::npos) {
    std::string_view port = s.substr(colon + 1);
    if (port.empty()) return false;
    for (char c : port)
      if (c < '0' || c > '9') return false;
  }
  return true;
}

bool wordChar(char c) { return alnum(c) || c == '_'; }

// Resource names in template spec references: ^[-\w.()]{0,89}[-\w()]$
bool isSpecName(std::string_view s) {
  if (s.empty() || s.size() > 90) return false;
  for (char c : s)
    if (!(wordChar(c) || c == '-' || c == '.' || c == '(' || c == ')')) return false;
  return s.back() != '.';
}

bool isResourceGroupName(std::string_view s) { return isSpecName(s); }

Error invalid(std::string_view text, const std::string& why) {
  return makeError("TOOL030", "invalid module reference '" + std::string(text) + "': " + why);
}

std::string lower(std::string s) { return toLowerAscii(s); }

Result<ModuleReference> parseOci(std::string_view text, std::string_view rest, ModuleReference ref) {
  size_t slash = rest.find('/');
  if (slash == std::string_view::npos)
    return invalid(text, "expected <registry>/<module path>:<tag>, e.g. br:myregistry.azurecr.io/bicep/storage:v1");
  std::string_view registry = rest.substr(0, slash);
  if (!isRegistryHost(registry)) return invalid(text, "'" + std::string(registry) + "' is not a registry host name");
  std::vector<std::string_view> segments;
  std::string_view path = rest.substr(slash + 1);
  size_t start = 0;
  for (size_t i = 0; i <= path.size(); ++i)
    if (i == path.size() || path[i] == '/') {
      segments.push_back(path.substr(start, i - start));
      start = i + 1;
    }
  std::string_view last = segments.back();
  size_t delim = last.find_first_of(":@");
  std::string_view name = last.substr(0, delim);
  segments.back() = name;
  std::string repository;
  for (auto s : segments) {
    if (!isNamespaceSegment(s))
      return invalid(text, "the module path segment '" + std::string(s) +
                               "' may only use lower-case letters, digits and single '.', '_' or '-' between them");
    repository += (repository.empty() ? "" : "/") + std::string(s);
  }
  if (repository.size() > kMaxRepositoryLength)
    return invalid(text, "the module path is longer than " + std::to_string(kMaxRepositoryLength) + " characters");
  if (delim == std::string_view::npos || delim + 1 == last.size())
    return invalid(text, "a tag (':v1') or digest ('@sha256:...') is missing at the end");
  std::string_view tagOrDigest = last.substr(delim + 1);
  ref.registry = std::string(registry);
  ref.repository = repository;
  if (last[delim] == ':') {
    if (!isTag(tagOrDigest)) return invalid(text, "'" + std::string(tagOrDigest) + "' is not a valid tag");
    ref.tag = std::string(tagOrDigest);
  } else {
    if (!isDigest(tagOrDigest)) return invalid(text, "'" + std::string(tagOrDigest) + "' is not a sha256 digest");
    ref.digest = std::string(tagOrDigest);
  }
  return ref;
}

Result<ModuleReference> parseTemplateSpec(std::string_view text, std::string_view rest, ModuleReference ref) {
  size_t colon = rest.rfind(':');
  size_t s1 = rest.find('/');
  size_t s2 = s1 == std::string_view::npos ? s1 : rest.find('/', s1 + 1);
  if (colon == std::string_view::npos || s2 == std::string_view::npos || colon < s2 ||
      rest.find('/', s2 + 1) < colon)
    return invalid(text, "expected <subscription>/<resource group>/<template spec>:<version>");
  ref.subscription = std::string(rest.substr(0, s1));
  ref.resourceGroup = std::string(rest.substr(s1 + 1, s2 - s1 - 1));
  ref.templateSpec = std::string(rest.substr(s2 + 1, colon - s2 - 1));
  ref.version = std::string(rest.substr(colon + 1));
  if (!isUuid(ref.subscription)) return invalid(text, "'" + ref.subscription + "' is not a subscription GUID");
  if (!isResourceGroupName(ref.resourceGroup))
    return invalid(text, "'" + ref.resourceGroup + "' is not a valid resource group name");
  if (!isSpecName(ref.templateSpec)) return invalid(text, "'" + ref.templateSpec + "' is not a valid template spec name");
  if (!isSpecName(ref.version)) return invalid(text, "'" + ref.version + "' is not a valid template spec version");
  return ref;
}

}  // namespace

std::string ModuleReference::fullyQualified() const {
  if (scheme == ModuleScheme::TemplateSpec) return "ts:" + subscription + "/" + resourceGroup + "/" + templateSpec + ":" + version;
  return "br:" + registry + "/" + repository + (digest.empty() ? ":" + tag : "@" + digest);
}

bool isExternalModuleReference(std::string_view path) {
  return path.substr(0, 3) == "br:" || path.substr(0, 3) == "ts:" || path.substr(0, 3) == "br/" ||
         path.substr(0, 3) == "ts/";
}

Result<ModuleReference> parseModuleReference(std::string_view text, const BicepConfig& config) {
  if (!isExternalModuleReference(text)) return invalid(text, "expected 'br:', 'br/<alias>:', 'ts:' or 'ts/<alias>:'");
  ModuleReference ref;
  ref.text = std::string(text);
  ref.scheme = text.substr(0, 2) == "ts" ? ModuleScheme::TemplateSpec : ModuleScheme::Registry;
  size_t colon = text.find(':');
  if (colon == std::string_view::npos) return invalid(text, "expected ':' after the alias");
  std::string_view rest = text.substr(colon + 1);
  std::string prefix;
  if (text[2] == '/') {
    ref.alias = std::string(text.substr(3, colon - 3));
    bool ok = !ref.alias.empty();
    for (char c : ref.alias) ok = ok && (alnum(c) || c == '_' || c == '-');
    if (!ok) return invalid(text, "the alias '" + ref.alias + "' may only use letters, digits, '_' and '-'");
    std::string where = config.path.empty() ? std::string("the default Bicep configuration") : config.path;
    if (ref.scheme == ModuleScheme::Registry) {
      const RegistryAlias* a = config.registryAlias(ref.alias);
      if (!a) return makeError("TOOL031", "the module alias 'br/" + ref.alias + "' is not defined in " + where +
                                              " (moduleAliases.br)");
      prefix = a->registry + (a->modulePath.empty() ? "" : "/" + a->modulePath) + "/";
    } else {
      const TemplateSpecAlias* a = config.templateSpecAlias(ref.alias);
      if (!a) return makeError("TOOL031", "the module alias 'ts/" + ref.alias + "' is not defined in " + where +
                                              " (moduleAliases.ts)");
      prefix = a->subscription + "/" + a->resourceGroup + "/";
    }
  }
  std::string full = prefix + std::string(rest);
  if (ref.scheme == ModuleScheme::Registry) return parseOci(text, full, std::move(ref));
  return parseTemplateSpec(text, full, std::move(ref));
}

std::string encodeTag(std::string_view tag) {
  constexpr size_t kWords = (kMaxTagLength + 63) / 64;
  uint64_t mask[kWords] = {};
  for (size_t i = 0; i < tag.size() && i < kMaxTagLength; ++i)
    if (tag[i] >= 'A' && tag[i] <= 'Z') mask[i / 64] |= uint64_t{1} << (i % 64);
  std::string out(tag);
  out += '$';
  bool started = false;
  static const char* hex = "0123456789abcdef";
  for (size_t w = kWords; w-- > 0;) {
    if (!started && mask[w] == 0) continue;
    std::string digits;
    for (uint64_t m = mask[w]; m; m >>= 4) digits.insert(digits.begin(), hex[m & 15]);
    if (started) digits.insert(digits.begin(), 16 - digits.size(), '0');  // later words keep all 16 digits
    if (digits.empty()) digits = "0";
    out += digits;
    started = true;
  }
  return out;
}

std::string moduleCachePath(const ModuleReference& ref, const std::string& cacheRoot) {
  fs::path p(cacheRoot);
  if (ref.scheme == ModuleScheme::TemplateSpec) {
    p = p / "ts" / lower(ref.subscription) / lower(ref.resourceGroup) / lower(ref.templateSpec) / lower(ref.version);
  } else {
    std::string registry = lower(ref.registry);
    for (char& c : registry)
      if (c == ':') c = '$';
    std::string repository = ref.repository;
    for (char& c : repository)
      if (c == '/') c = '$';
    std::string leaf = ref.tag.empty() ? ref.digest : encodeTag(ref.tag);
    if (ref.tag.empty())
      for (char& c : leaf)
        if (c == ':') c = '#';
    p = p / "br" / registry / repository / leaf;
  }
  return (p / "main.json").string();
}

std::string shownCachePath(const std::string& path, const std::string& cacheRoot) {
  std::string rel = fs::path(path).lexically_relative(cacheRoot).generic_string();
  if (rel.empty() || rel.rfind("..", 0) == 0) return fs::path(path).filename().string();
  return "<Bicep cache>/" + rel;
}

Result<Value> loadCachedModule(const ModuleReference& ref, const std::string& cacheRoot, SourceFiles& files,
                               Diagnostics& diags) {
  std::string path = moduleCachePath(ref, cacheRoot);
  const std::string shown = shownCachePath(path, cacheRoot);
  std::error_code ec;
  if (!fs::is_regular_file(path, ec))
    return makeError("TOOL032", "the module '" + ref.text + "' has not been restored to the local cache (" + shown +
                                    "); run 'bicep restore' on the file that references it. Its outputs are unknown");
  // Only files inside the cache folder: a reference's parts cannot lead out of it (`..`, links).
  auto text = FileAccessPolicy::confinedTo({cacheRoot}).read(path);
  if (!text)
    return makeError("TOOL033", "cannot read the cached module '" + ref.text + "': " +
                                    withPathShown(text.error(), path, shown).message);
  uint32_t id = files.add(path, *text);
  auto v = parseJson(*text, id, diags);
  if (!v || !v->isObject()) return makeError("TOOL033", "the cached module '" + ref.text + "' (" + shown + ") is not a JSON template");
  if (ref.scheme == ModuleScheme::TemplateSpec) {
    const Value* props = v->get("properties");
    const Value* main = props ? props->get("mainTemplate") : nullptr;
    if (main && main->isObject()) return *main;
    if (!v->get("resources"))
      return makeError("TOOL033", "the cached template spec '" + ref.text + "' (" + shown + ") has no properties.mainTemplate");
  }
  return *v;
}

Result<Value> loadRegistryModule(std::string_view reference, const BicepConfig& config, const std::string& home,
                                 SourceFiles& files, Diagnostics& diags) {
  PF_TRY(ref, parseModuleReference(reference, config));
  return loadCachedModule(ref, config.moduleCacheRoot(home), files, diags);
}

}  // namespace pf::toolchain
