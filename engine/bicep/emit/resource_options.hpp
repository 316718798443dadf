#pragma once
// Resource decorators that are directives to Resource Manager rather than template values.
// Bicep writes them in a resource's "@options" object, one member per decorator named after it,
// holding the decorator's arguments in order (Azure/bicep TemplateWriter.EmitResource;
// OnlyIfNotExistsDecoratorTests, RetryOnDecoratorTests):
//   @onlyIfNotExists()        → "@options": {"onlyIfNotExists": []}
//   @retryOn(['A', 'B'], 3)   → "@options": {"retryOn": [["A", "B"], 3]}
// Decorators whose form in Bicep 0.46 could not be confirmed are reported (BCPPF08) and not
// written: @waitUntil (behind an experimental feature) and @nullIfNotFound.
#include <optional>

#include "engine/bicep/emit/context.hpp"
#include "engine/bicep/emit/value_emitter.hpp"

namespace pf::bicep {

// The "@options" object of a resource declaration, or nothing when it has no such decorator.
std::optional<Value> resourceOptions(const Decl& d, const ValueEmitter& vals, EmitContext& ctx);

// Whether a resource decorator makes Bicep write symbolic names (languageVersion 2.0).
bool optionNeedsSymbolicNames(const Decl& d);

}  // namespace pf::bicep
