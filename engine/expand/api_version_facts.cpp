#include "engine/expand/api_version_facts.hpp"

#include <algorithm>
#include <optional>
#include <string_view>
#include <vector>

#include "engine/azuretypes/type_index.hpp"
#include "engine/core/civil_date.hpp"

namespace pf {

namespace {

// Days since 1970-01-01 of an API version's date part (YYYY-MM-DD...), or nullopt.
std::optional<int64_t> versionDays(std::string_view v) {
  if (v.size() < 10 || v[4] != '-' || v[7] != '-') return std::nullopt;
  for (size_t i : {0, 1, 2, 3, 5, 6, 8, 9})
    if (v[i] < '0' || v[i] > '9') return std::nullopt;
  auto num = [&](size_t at, size_t n) {
    unsigned x = 0;
    for (size_t i = at; i < at + n; ++i) x = x * 10 + static_cast<unsigned>(v[i] - '0');
    return x;
  };
  unsigned month = num(5, 2), day = num(8, 2);
  if (month < 1 || month > 12 || day < 1 || day > 31) return std::nullopt;
  return daysFromCivil(num(0, 4), month, day);
}

}  // namespace

Value apiVersionFacts(const std::string* type, const std::string* version) {
  if (!type || !version) return Value();
  // One pass over the versions as listed (unsorted, perhaps repeated): every fact is a maximum
  // or an "any", so neither sorting nor removing repeats changes it.
  std::vector<std::string_view> all = azuretypes::TypeIndex::builtin().listedApiVersions(*type);
  if (all.empty()) return Value();
  auto used = versionDays(*version);
  std::string_view newest, newestStable;
  bool known = false, newerStable = false;
  for (std::string_view v : all) {
    known = known || iequals(v, *version);
    if (v > newest) newest = v;
    if (v.size() != 10) continue;  // previews and other suffixes
    if (newestStable.empty() || v > newestStable) newestStable = v;
    if (auto d = versionDays(v); d && used && *d >= *used && !iequals(v, *version)) newerStable = true;
  }
  Object facts{{"known", known}, {"preview", version->size() > 10}, {"newest", newest}};
  if (!newestStable.empty()) {
    facts.append("newestStable", newestStable);
    if (auto d = versionDays(newestStable); d && used) facts.append("daysBehind", std::max<int64_t>(0, *d - *used));
  }
  facts.append("newerStable", newerStable);
  return Value(std::move(facts));
}

const Value& ApiVersionFacts::of(const Value& r) {
  const Value* type = r.get("type");
  const Value* version = r.get("apiVersion");
  if (!type || !type->isString() || !version || !version->isString()) return none_;
  std::string key = toLowerAscii(type->str());
  key += '@';
  key += version->str();
  auto it = known_.find(key);
  if (it == known_.end()) it = known_.emplace(std::move(key), apiVersionFacts(&type->str(), &version->str())).first;
  return it->second;
}

}  // namespace pf
