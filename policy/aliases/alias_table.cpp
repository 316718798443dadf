#include "policy/aliases/alias_table.hpp"

#include <zlib.h>

#include "policy/aliases/embedded.hpp"

namespace pf::policy {

namespace {

constexpr std::string_view kMagic = "PFALIAS1\n";

// Inflates a zlib stream of unknown size; empty with `error` set on failure.
std::string inflateAll(std::string_view packed, std::string& error) {
  z_stream zs{};
  if (inflateInit(&zs) != Z_OK) {
    error = "zlib could not start";
    return {};
  }
  std::string out;
  zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(packed.data()));
  zs.avail_in = static_cast<uInt>(packed.size());
  char buf[1 << 16];
  int rc = Z_OK;
  while (rc == Z_OK) {
    zs.next_out = reinterpret_cast<Bytef*>(buf);
    zs.avail_out = sizeof buf;
    rc = inflate(&zs, Z_NO_FLUSH);
    if (rc != Z_OK && rc != Z_STREAM_END) break;
    out.append(buf, sizeof buf - zs.avail_out);
    if (rc == Z_OK && zs.avail_in == 0 && zs.avail_out != 0) {
      rc = Z_DATA_ERROR;  // truncated stream
      break;
    }
  }
  inflateEnd(&zs);
  if (rc != Z_STREAM_END) {
    error = "the compressed alias table is damaged (zlib " + std::to_string(rc) + ")";
    return {};
  }
  return out;
}

std::vector<std::string_view> splitTabs(std::string_view line) {
  std::vector<std::string_view> parts;
  size_t start = 0;
  for (;;) {
    size_t tab = line.find('\t', start);
    parts.push_back(line.substr(start, tab == std::string_view::npos ? std::string_view::npos : tab - start));
    if (tab == std::string_view::npos) break;
    start = tab + 1;
  }
  return parts;
}

}  // namespace

const std::string& AliasEntry::pathFor(std::string_view apiVersion) const {
  if (!apiVersion.empty())
    for (const AliasPath& p : versioned)
      for (const std::string& v : p.apiVersions)
        if (iequals(v, apiVersion)) return p.path;
  return defaultPath;
}

AliasTable AliasTable::fromBlob(std::string_view blob, std::vector<std::string>& problems) {
  AliasTable t;
  if (blob.substr(0, kMagic.size()) != kMagic) {
    problems.push_back("the alias table does not start with " + std::string(kMagic.substr(0, 8)));
    return t;
  }
  std::string error;
  std::string text = inflateAll(blob.substr(kMagic.size()), error);
  if (!error.empty()) {
    problems.push_back(error);
    return t;
  }
  std::string type, prefix;
  size_t lineNo = 0;
  size_t pos = 0;
  t.entries_.reserve(80000);
  while (pos < text.size()) {
    size_t nl = text.find('\n', pos);
    if (nl == std::string::npos) nl = text.size();
    std::string_view line(text.data() + pos, nl - pos);
    pos = nl + 1;
    ++lineNo;
    if (line.empty()) continue;
    std::vector<std::string_view> parts = splitTabs(line);
    if (line[0] == '=') {
      type = std::string(parts[0].substr(1));
      prefix = parts.size() > 1 ? std::string(parts[1]) : std::string();
      continue;
    }
    if (type.empty()) {
      problems.push_back("line " + std::to_string(lineNo) + ": an alias before any resource type");
      continue;
    }
    AliasEntry e;
    std::string_view rest;
    if (parts[0][0] == '/') {
      e.name = std::string(parts[0].substr(1));
    } else {
      rest = parts[0];
      e.name = prefix + "/" + std::string(rest);
    }
    e.resourceType = type;
    std::string_view path = parts.size() > 1 ? parts[1] : std::string_view();
    if (path.empty()) {
      if (rest.empty()) {
        problems.push_back("line " + std::to_string(lineNo) + ": alias '" + e.name + "' has no path");
        continue;
      }
      e.defaultPath = "properties." + std::string(rest);
    } else {
      e.defaultPath = std::string(path);
    }
    if (parts.size() > 2 && parts[2].find('M') != std::string_view::npos) e.modifiable = Modifiable::Yes;
    t.put(std::move(e));
  }
  return t;
}

const AliasTable& AliasTable::builtin() {
  // Built once, immutable afterwards and never destroyed (no exit-time cost).
  static const AliasTable* table = [] {
    std::vector<std::string> problems;
    auto* t = new AliasTable(fromBlob(embeddedAliases(), problems));
    return t;
  }();
  return *table;
}

void AliasTable::put(AliasEntry e) {
  std::string key = toLowerAscii(e.name);
  auto& ids = byName_[key];
  for (uint32_t id : ids)
    if (iequals(entries_[id]->resourceType, e.resourceType)) {
      *entries_[id] = std::move(e);
      return;
    }
  ids.push_back(static_cast<uint32_t>(entries_.size()));
  entries_.push_back(std::make_unique<AliasEntry>(std::move(e)));
}

std::vector<const AliasEntry*> AliasTable::find(std::string_view name) const {
  std::vector<const AliasEntry*> out;
  auto it = byName_.find(toLowerAscii(name));
  if (it == byName_.end()) return out;
  for (uint32_t id : it->second) out.push_back(entries_[id].get());
  return out;
}

const AliasEntry* AliasTable::find(std::string_view name, std::string_view resourceType) const {
  auto it = byName_.find(toLowerAscii(name));
  if (it == byName_.end()) return nullptr;
  for (uint32_t id : it->second)
    if (iequals(entries_[id]->resourceType, resourceType)) return entries_[id].get();
  return nullptr;
}

bool AliasTable::contains(std::string_view name) const { return byName_.count(toLowerAscii(name)) != 0; }

const AliasEntry* AliasCatalog::find(std::string_view name, std::string_view resourceType) const {
  if (const AliasEntry* e = overlay_.find(name, resourceType)) return e;
  return base_->find(name, resourceType);
}

std::vector<const AliasEntry*> AliasCatalog::find(std::string_view name) const {
  std::vector<const AliasEntry*> out = overlay_.find(name);
  for (const AliasEntry* b : base_->find(name)) {
    bool shadowed = false;
    for (const AliasEntry* o : out) shadowed = shadowed || iequals(o->resourceType, b->resourceType);
    if (!shadowed) out.push_back(b);
  }
  return out;
}

}  // namespace pf::policy
