#pragma once
// Resource Manager limits that more than one phase checks (the Bicep compiler and expansion).
#include <cstdint>

namespace pf {

// Nested deployments below the root deployment (Bicep modules compile to nested deployments).
inline constexpr uint32_t kMaxDeploymentDepth = 32;

}  // namespace pf
