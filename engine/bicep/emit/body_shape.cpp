#include "engine/bicep/emit/body_shape.hpp"

#include <algorithm>
#include <iterator>

#include "engine/core/value.hpp"

namespace pf::bicep {

namespace detail {

struct SyntheticProperty {
  std::string_view name;
  const Synthetic* type;
  bool hidden = false;  // not offered in messages (Bicep hides it from completions too)
};

// A type Bicep defines itself rather than reading it from the index.
struct Synthetic {
  azuretypes::Kind kind;
  const SyntheticProperty* properties = nullptr;
  size_t count = 0;
  const Synthetic* additional = nullptr;
  const Synthetic* items = nullptr;
};

}  // namespace detail

namespace {

using detail::Synthetic;
using detail::SyntheticProperty;
using Kind = azuretypes::Kind;

constexpr Synthetic kString{Kind::String};
constexpr Synthetic kInt{Kind::Int};
constexpr Synthetic kBool{Kind::Bool};
constexpr Synthetic kAny{Kind::Any};
// Bicep's `object`: any property, of any type.
constexpr Synthetic kObject{Kind::Object, nullptr, 0, &kAny};
constexpr Synthetic kStringArray{Kind::Array, nullptr, 0, nullptr, &kString};
constexpr Synthetic kTags{Kind::Object, nullptr, 0, &kString};
constexpr Synthetic kAsserts{Kind::Object, nullptr, 0, &kBool};

constexpr SyntheticProperty kSkuProperties[] = {{"name", &kString},   {"tier", &kString},  {"size", &kString},
                                                {"family", &kString}, {"model", &kString}, {"capacity", &kInt}};
constexpr Synthetic kSku{Kind::Object, kSkuProperties, std::size(kSkuProperties)};
constexpr SyntheticProperty kExtendedLocationProperties[] = {{"type", &kString}, {"name", &kString}};
constexpr Synthetic kExtendedLocation{Kind::Object, kExtendedLocationProperties, std::size(kExtendedLocationProperties)};
constexpr SyntheticProperty kScaleProperties[] = {{"capacity", &kInt}, {"maximum", &kInt}, {"minimum", &kInt}};
constexpr Synthetic kScale{Kind::Object, kScaleProperties, std::size(kScaleProperties)};
constexpr SyntheticProperty kUserIdentityProperties[] = {{"principalId", &kString}, {"clientId", &kString}};
constexpr Synthetic kUserIdentity{Kind::Object, kUserIdentityProperties, std::size(kUserIdentityProperties)};
constexpr Synthetic kUserIdentities{Kind::Object, nullptr, 0, &kUserIdentity};
constexpr SyntheticProperty kIdentityProperties[] = {{"principalId", &kString},
                                                     {"tenantId", &kString},
                                                     {"type", &kString},
                                                     {"identityIds", &kStringArray},
                                                     {"userAssignedIdentities", &kUserIdentities},
                                                     {"delegatedResources", &kObject}};
constexpr Synthetic kIdentity{Kind::Object, kIdentityProperties, std::size(kIdentityProperties)};

// The properties Bicep gives every Azure resource body that lacks them.
constexpr SyntheticProperty kTopLevel[] = {
    {"location", &kString},     {"tags", &kTags},     {"asserts", &kAsserts},
    {"properties", &kObject},   {"method", &kString, true}, {"sku", &kSku},
    {"kind", &kString},         {"managedBy", &kString}, {"managedByExtended", &kStringArray},
    {"extendedLocation", &kExtendedLocation}, {"zones", &kStringArray}, {"plan", &kObject},
    {"eTag", &kString},         {"scale", &kScale},   {"identity", &kIdentity}};
// Bicep's body for a type the index does not know: the common properties and the above.
constexpr SyntheticProperty kGenericProperties[] = {
    {"id", &kString},         {"name", &kString},     {"type", &kString},     {"apiVersion", &kString},
    {"location", &kString},   {"tags", &kTags},       {"asserts", &kAsserts}, {"properties", &kObject},
    {"method", &kString, true}, {"sku", &kSku},         {"kind", &kString},     {"managedBy", &kString},
    {"managedByExtended", &kStringArray}, {"extendedLocation", &kExtendedLocation},
    {"zones", &kStringArray}, {"plan", &kObject},     {"eTag", &kString},     {"scale", &kScale},
    {"identity", &kIdentity}};
constexpr Synthetic kGenericBody{Kind::Object, kGenericProperties, std::size(kGenericProperties)};

const Synthetic* findSynthetic(const SyntheticProperty* props, size_t count, std::string_view name) {
  for (size_t i = 0; i < count; ++i)
    if (iequals(props[i].name, name)) return props[i].type;
  return nullptr;
}

}  // namespace

BodyShape BodyShape::body(azuretypes::TypeRef ref) {
  BodyShape s;
  s.ref_ = ref;
  s.body_ = true;
  return s;
}

BodyShape BodyShape::generic() {
  BodyShape s;
  s.synthetic_ = &kGenericBody;
  return s;
}

azuretypes::Kind BodyShape::kind() const { return ref_ ? ref_->kind() : synthetic_->kind; }

std::optional<BodyShape> BodyShape::property(const std::string& name) const {
  auto fromRef = [](azuretypes::TypeRef r) {
    BodyShape s;
    s.ref_ = r;
    return s;
  };
  auto fromSynthetic = [](const Synthetic* t) {
    BodyShape s;
    s.synthetic_ = t;
    return s;
  };
  if (!ref_) {
    if (const Synthetic* t = findSynthetic(synthetic_->properties, synthetic_->count, name)) return fromSynthetic(t);
    if (synthetic_->additional) return fromSynthetic(synthetic_->additional);
    return std::nullopt;
  }
  if (auto p = ref_->property(name)) return fromRef(*p);
  if (ref_->kind() == Kind::Discriminated) {
    // A property of some variants: one type when they agree on its kind, else any.
    std::optional<azuretypes::TypeRef> found;
    bool agree = true;
    for (const auto& [key, variant] : ref_->variants())
      if (auto p = variant.property(name)) {
        agree = agree && (!found || found->kind() == p->kind());
        if (!found) found = p;
      }
    if (found) return agree ? fromRef(*found) : fromSynthetic(&kAny);
  }
  if (body_)
    if (const Synthetic* t = findSynthetic(kTopLevel, std::size(kTopLevel), name)) return fromSynthetic(t);
  if (auto additional = ref_->additionalProperties()) return fromRef(*additional);
  return std::nullopt;
}

std::optional<BodyShape> BodyShape::additionalProperties() const {
  BodyShape s;
  if (ref_) {
    auto a = ref_->additionalProperties();
    if (!a) return std::nullopt;
    s.ref_ = *a;
    return s;
  }
  if (!synthetic_->additional) return std::nullopt;
  s.synthetic_ = synthetic_->additional;
  return s;
}

std::optional<BodyShape> BodyShape::items() const {
  BodyShape s;
  if (ref_) {
    auto i = ref_->items();
    if (!i) return std::nullopt;
    s.ref_ = *i;
    return s;
  }
  if (!synthetic_->items) return std::nullopt;
  s.synthetic_ = synthetic_->items;
  return s;
}

std::vector<std::string> BodyShape::propertyNames() const {
  std::vector<std::string> names;
  if (ref_) {
    for (std::string_view n : ref_->propertyNames()) names.emplace_back(n);
    for (const auto& [key, variant] : ref_->variants())
      for (std::string_view n : variant.propertyNames()) names.emplace_back(n);
    if (body_)
      for (const SyntheticProperty& p : kTopLevel)
        if (!p.hidden) names.emplace_back(p.name);
  } else {
    for (size_t i = 0; i < synthetic_->count; ++i)
      if (!synthetic_->properties[i].hidden) names.emplace_back(synthetic_->properties[i].name);
  }
  auto less = [](const std::string& a, const std::string& b) { return toLowerAscii(a) < toLowerAscii(b); };
  std::stable_sort(names.begin(), names.end(), less);
  names.erase(std::unique(names.begin(), names.end(), [](const std::string& a, const std::string& b) { return iequals(a, b); }),
              names.end());
  return names;
}

}  // namespace pf::bicep
