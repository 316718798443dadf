#pragma once
// The ARM form of type and function declarations, shared by the template emitter and the
// compile-time import closure (which emits declarations of other files).
#include "engine/bicep/emit/type_emitter.hpp"

namespace pf::bicep {

// A `definitions` entry for `type name = ...` (with @discriminator, modifiers, @export).
Object typeDefinition(const TypeEmitter& types, const Decl& d, bool exportable);
// A `functions[].members` entry for `func name(...) type => ...`.
Object functionMember(const ValueEmitter& vals, const TypeEmitter& types, const Decl& d, bool exportable);
// The first argument of decorator `name`, or null.
const Node* decoratorArgument(const Decl& d, const char* name, size_t i = 0);

}  // namespace pf::bicep
