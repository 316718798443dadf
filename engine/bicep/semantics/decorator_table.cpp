#include "engine/bicep/semantics/decorator_table.hpp"

namespace pf::bicep {

namespace {

constexpr uint16_t kParamOutputOrType = kOnParam | kOnOutput | kOnType;
constexpr uint16_t kAny =
    kOnParam | kOnVar | kOnResource | kOnModule | kOnOutput | kOnType | kOnFunc | kOnExtension | kOnMetadata;

// From Bicep's system namespace. Only `description` may decorate a `metadata` statement (the
// InvalidMetadata baseline: BCP269 for @secure(), none for @description()).
const DecoratorSpec kDecorators[] = {
    {"description", kAny, 1, 1, nullptr, nullptr, true},
    {"secure", kParamOutputOrType, 0, 0, "object | string", nullptr, false},
    {"allowed", kOnParam, 1, 1, nullptr, nullptr, false},
    {"minValue", kParamOutputOrType, 1, 1, "int", nullptr, false},
    {"maxValue", kParamOutputOrType, 1, 1, "int", nullptr, false},
    {"minLength", kParamOutputOrType, 1, 1, "array | string", nullptr, false},
    {"maxLength", kParamOutputOrType, 1, 1, "array | string", nullptr, false},
    {"metadata", kParamOutputOrType, 1, 1, nullptr, nullptr, false},
    {"batchSize", kOnResource | kOnModule, 1, 1, nullptr, nullptr, false},
    // Still experimental in Bicep 0.46 (bicepconfig `waitAndRetry`), so unknown (BCP057) without it.
    {"waitUntil", kOnResource, 2, 2, nullptr, "waitAndRetry", false},
    {"retryOn", kOnResource, 1, 2, nullptr, nullptr, false},
    {"onlyIfNotExists", kOnResource, 0, 0, nullptr, nullptr, false},
    {"nullIfNotFound", kOnResource, 0, 0, nullptr, nullptr, false},
    {"sealed", kParamOutputOrType, 0, 0, "object", nullptr, false},
    {"discriminator", kParamOutputOrType, 1, 1, "object", nullptr, false},
    {"export", kOnType | kOnVar | kOnFunc, 0, 0, nullptr, nullptr, false},
    {"validate", kParamOutputOrType, 1, 2, nullptr, "userDefinedConstraints", false},
};

}  // namespace

const DecoratorSpec* decoratorSpec(std::string_view name) {
  for (const auto& d : kDecorators)
    if (name == d.name) return &d;
  return nullptr;
}

bool decoratorAvailable(const DecoratorSpec& spec, const FeatureSet& features, FileKind kind) {
  if (spec.feature && !features.enabled(spec.feature)) return false;
  return kind == FileKind::Bicep || spec.paramsFiles;
}

std::vector<std::string_view> availableDecoratorNames(const FeatureSet& features, FileKind kind) {
  std::vector<std::string_view> out;
  for (const auto& d : kDecorators)
    if (decoratorAvailable(d, features, kind)) out.emplace_back(d.name);
  return out;
}

}  // namespace pf::bicep
