#pragma once
// What `build-params` may show of a compiled .bicepparam file (see engine/core/secrets.hpp).
#include <cstddef>

#include "engine/core/secrets.hpp"
#include "engine/core/value.hpp"

namespace pf::compile {

// Hides, in a deploymentParameters.json object, the values of parameters `tmpl` (the template
// the file uses; may be null) declares secure and the values the native compiler flagged (read
// from the environment): they become "{{Secret}}", and their text joins `secrets`. Then scrubs
// `secrets` (which holds the values of the variables the run may read, which a Bicep CLI run
// may have copied anywhere) from every string. Returns how many parameter values were hidden.
size_t hideParameterSecrets(Value& parametersFile, const Value* tmpl, SecretSet& secrets);

}  // namespace pf::compile
