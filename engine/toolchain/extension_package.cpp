#include "engine/toolchain/extension_package.hpp"

#include <filesystem>

#include "engine/core/file_access.hpp"
#include "engine/core/json.hpp"
#include "engine/toolchain/detail/tar_gz.hpp"

namespace fs = std::filesystem;

namespace pf::toolchain {

namespace {

// Type references are {"$ref": "<file>#/<index>"}, relative to the file holding them.
class TypeFiles {
 public:
  explicit TypeFiles(const std::map<std::string, std::string>& files) : files_(files) {}

  // The type a reference in `fromFile` names; nullptr when it cannot be followed.
  const Value* resolve(const Value* ref, const std::string& fromFile, std::string& inFile) {
    const Value* r = ref ? ref->get("$ref") : nullptr;
    if (!r || !r->isString()) return nullptr;
    const std::string& text = r->str();
    size_t hash = text.find("#/");
    if (hash == std::string::npos) return nullptr;
    std::string file = text.substr(0, hash);
    if (file.empty()) {
      file = fromFile;
    } else {
      file = (fs::path(fromFile).parent_path() / file).lexically_normal().generic_string();
    }
    const Value* doc = load(file);
    if (!doc || !doc->isArray()) return nullptr;
    size_t index = 0;
    for (char c : text.substr(hash + 2)) {
      if (c < '0' || c > '9' || index > 100000000) return nullptr;
      index = index * 10 + static_cast<size_t>(c - '0');
    }
    if (index >= doc->arr().size()) return nullptr;
    inFile = file;
    return &doc->arr()[index];
  }

  const Value* load(const std::string& file) {
    auto it = parsed_.find(file);
    if (it != parsed_.end()) return &it->second;
    auto f = files_.find(file);
    if (f == files_.end()) return nullptr;
    Diagnostics ignored;
    auto v = parseJson(f->second, 0, ignored);
    if (!v) return nullptr;
    return &parsed_.emplace(file, std::move(*v)).first->second;
  }

 private:
  const std::map<std::string, std::string>& files_;
  std::map<std::string, Value> parsed_;
};

constexpr int64_t kRequired = 1;
constexpr int64_t kIdentifier = 16;

std::string kindOf(const Value* t, bool& secure) {
  const Value* k = t ? t->get("$type") : nullptr;
  std::string kind = k && k->isString() ? k->str() : "";
  if (const Value* s = t ? t->get("sensitive") : nullptr; s && s->isBool() && s->asBool()) secure = true;
  if (kind == "StringType" || kind == "StringLiteralType") return "string";
  if (kind == "IntegerType") return "int";
  if (kind == "BooleanType") return "bool";
  if (kind == "ObjectType" || kind == "DiscriminatedObjectType") return "object";
  if (kind == "ArrayType") return "array";
  return "any";
}

int64_t flagsOf(const Value& prop) {
  const Value* f = prop.get("flags");
  return f && f->isInt() ? f->asInt() : 0;
}

}  // namespace

Result<ExtensionPackage> readExtensionPackage(std::string_view tgz, const std::string& what) {
  PF_TRY(files, detail::readTarGz(tgz));
  auto indexIt = files.find("index.json");
  if (indexIt == files.end()) return makeError("TOOL036", "the extension package " + what + " has no index.json");
  Diagnostics ignored;
  auto index = parseJson(indexIt->second, 0, ignored);
  if (!index || !index->isObject()) return makeError("TOOL036", "the index.json of extension package " + what + " is not a JSON object");
  ExtensionPackage out;
  TypeFiles types(files);
  const Value* settings = index->get("settings");
  const Value* name = settings ? settings->get("name") : nullptr;
  const Value* version = settings ? settings->get("version") : nullptr;
  if (!name || !name->isString() || !version || !version->isString())
    return makeError("TOOL036", "the index.json of extension package " + what + " has no settings.name and settings.version");
  out.name = name->str();
  out.version = version->str();
  if (const Value* resources = index->get("resources"); resources && resources->isObject()) {
    for (const auto& [key, ref] : resources->obj()) {
      out.resourceTypes.push_back(key);
      std::string file;
      const Value* rt = types.resolve(&ref, "index.json", file);
      std::string bodyFile;
      const Value* body = rt ? types.resolve(rt->get("body"), file, bodyFile) : nullptr;
      const Value* props = body ? body->get("properties") : nullptr;
      if (!props || !props->isObject()) continue;
      std::vector<std::string> ids;
      for (const auto& [p, def] : props->obj())
        if (flagsOf(def) & kIdentifier) ids.push_back(p);
      if (!ids.empty()) out.identifiers[key] = std::move(ids);
    }
  }
  std::string configFile;
  const Value* config = settings->get("configurationType") ? types.resolve(settings->get("configurationType"), "index.json", configFile) : nullptr;
  if (const Value* props = config ? config->get("properties") : nullptr; props && props->isObject()) {
    for (const auto& [p, def] : props->obj()) {
      ExtensionConfigProperty c;
      c.name = p;
      c.required = (flagsOf(def) & kRequired) != 0;
      std::string typeFile;
      c.type = kindOf(types.resolve(def.get("type"), configFile, typeFile), c.secure);
      out.config.push_back(std::move(c));
    }
  }
  return out;
}

std::string extensionCachePath(const ModuleReference& ref, const std::string& cacheRoot) {
  return (fs::path(moduleCachePath(ref, cacheRoot)).parent_path() / "types.tgz").string();
}

Result<ExtensionPackage> loadCachedExtension(const ModuleReference& ref, const std::string& cacheRoot) {
  std::string path = extensionCachePath(ref, cacheRoot);
  const std::string shown = shownCachePath(path, cacheRoot);
  std::error_code ec;
  if (!fs::is_regular_file(path, ec))
    return makeError("TOOL035", "its package is not in the local cache (" + shown + "; 'bicep restore' puts it there)");
  // Only files inside the cache folder: a reference's parts cannot lead out of it (`..`, links).
  auto bytes = FileAccessPolicy::confinedTo({cacheRoot}).read(path);
  if (!bytes)
    return makeError("TOOL036", "cannot read the cached extension '" + ref.text + "': " +
                                    withPathShown(bytes.error(), path, shown).message);
  return readExtensionPackage(*bytes, "'" + ref.text + "' (" + shown + ")");
}

}  // namespace pf::toolchain
