#pragma once
// Resource decorators that are directives to Resource Manager rather than template values.
// Bicep writes them in a resource's "@options" object, one member per decorator named after it,
// holding the decorator's arguments in order (Bicep's REP 0013 "decorator transformations";
// Azure/bicep TemplateWriter.EmitResource, OnlyIfNotExistsDecoratorTests, RetryOnDecoratorTests,
// WaitUntilDecoratorTests):
//   @onlyIfNotExists()        → "@options": {"onlyIfNotExists": []}
//   @retryOn(['A', 'B'], 3)   → "@options": {"retryOn": [["A", "B"], 3]}
//   @waitUntil(x => p, 'PT20S') → "@options": {"waitUntil": ["[lambda('x', …)]", "PT20S"]}
//                               (experimental `waitAndRetry`: "2.1-experimental")
//   @nullIfNotFound()         → "@options": {"nullIfNotFound": []}, on an `existing` resource
//                               (GA in Bicep 0.44; reads of it are compiled as for a nullable value)
// @nullIfNotFound() on a resource the deployment creates means nothing; it is said (BCPPF08) and
// not written.
#include <optional>

#include "engine/bicep/emit/context.hpp"
#include "engine/bicep/emit/value_emitter.hpp"

namespace pf::bicep {

// The "@options" object of a resource declaration, or nothing when it has no such decorator.
std::optional<Value> resourceOptions(const Decl& d, const ValueEmitter& vals, EmitContext& ctx);

// Whether a resource decorator makes Bicep write symbolic names (languageVersion 2.0).
bool optionNeedsSymbolicNames(const Decl& d);

}  // namespace pf::bicep
