#pragma once
// What `extension` declarations name: the extensions built into Bicep (az, kubernetes), names a
// bicepconfig.json defines and registry references, whose packages the caller reads from the
// local cache (CompileOptions::resolveExtension). A registry extension whose package is not
// available still compiles: its resources are untyped, and its name and version are taken from
// its reference (a BCPPF09 note), e.g. 'br:mcr.microsoft.com/bicep/extensions/microsoftgraph/
// v1.0:0.1.8-preview' is MicrosoftGraph 0.1.8-preview.
#include <string>

#include "engine/bicep/compiler.hpp"
#include "engine/bicep/semantics/model.hpp"

namespace pf::bicep {

// The Azure Resource Manager extension as Bicep 0.46 names it (`extension az`): its template
// name and the version of the Azure type package it ships with.
inline constexpr const char* kAzExtensionName = "AzureResourceManager";
inline constexpr const char* kAzExtensionVersion = "0.2.896";

// The extension's name and version as a registry reference implies them: the last repository
// segment that is not a channel ("v1", "v1.0", "beta") — with the casing Microsoft publishes
// it under, when known — and the tag.
std::pair<std::string, std::string> nameFromReference(std::string_view reference);

// Fills m.extensionInfos (one per m.extensions entry) and gives resources that name no
// extension the one whose types hold them. Problems go to `diags`.
void resolveExtensions(SemanticModel& m, const ExtensionResolver& resolve, const std::string& file, Diagnostics& diags);

}  // namespace pf::bicep
