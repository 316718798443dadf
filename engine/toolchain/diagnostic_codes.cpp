// The catalogue of TOOL codes: engine/toolchain (versions, constraints, bicepconfig.json, compiler
// choice, Bicep CLI runs, registry modules) and engine/compile (compiling through them).
#include "engine/toolchain/diagnostic_codes.hpp"

namespace pf {

namespace {

constexpr Severity E = Severity::Error, W = Severity::Warning, I = Severity::Info;

constexpr DiagnosticInfo kToolchain[] = {
    {"TOOL001", E, "A version is not a valid semantic version (MAJOR.MINOR.PATCH with optional -pre-release and +build).",
     "Write the version as 0.30.3 or v0.30.3; the message points at the offending character."},
    {"TOOL002", E, "A version constraint (bicep.version in bicepconfig.json, --range) is malformed.",
     "Use the forms in README.md (1.2.3, >=1.2 <2, ~1.2, ^0.31, 1.*); ||, hyphen ranges and x wildcards are not accepted."},
    {"TOOL010", W, "bicepconfig.json has a setting preflight does not know; it is ignored.", "Fix the setting's spelling, or remove it."},
    {"TOOL011", E, "bicepconfig.json, or one of its settings, has the wrong shape.", "Make the file a JSON object and each setting the type Bicep documents."},
    {"TOOL012", E, "bicepconfig.json's extends is not a readable relative path (or the file it names cannot be read).",
     "Point extends at another configuration file, relative to this one."},
    {"TOOL013", W, "bicepconfig.json enables an experimental feature Bicep does not know.", "Fix the feature's name (see aka.ms/bicep/experimental-features)."},
    {"TOOL020", E, "No available compiler satisfies a file's bicep.version pin (or --bicep-cli always has no Bicep CLI to use).",
     "Install a Bicep CLI that satisfies the pin (PREFLIGHT_BICEP_PATH, PATH or ~/.azure/bin), or widen the pin; the message lists the compilers found."},
    {"TOOL021", E, "The Bicep CLI failed (a non-zero exit, a signal, no output, or more output than accepted); its stderr is in the message.",
     "Fix what Bicep reports, or run the same `bicep build` by hand to see it."},
    {"TOOL022", E, "The Bicep CLI did not finish within the time limit and was stopped.", "Raise the limit with --bicep-timeout or bicep.timeout, or simplify the file."},
    {"TOOL023", E, "The Bicep CLI could not be started.", "Check that the path is an executable Bicep CLI (PREFLIGHT_BICEP_PATH or PATH)."},
    {"TOOL024", E, "--bicep-cli has a value other than never, auto or always.", "Pass never, auto or always."},
    {"TOOL025", I, "The Bicep CLI compiled a file: positions in it are lines of the generated JSON, not Bicep lines (a warning when a template spec's template is not available).",
     "Nothing to fix; let the native compiler compile the file (a pin it satisfies, or --bicep-cli never) to get Bicep lines."},
    {"TOOL026", E, "The Bicep CLI printed something that is not a JSON object.", "Run the same `bicep build --stdout` by hand; check the CLI's version."},
    {"TOOL027", I, "What the Bicep CLI printed on stderr that is not a positioned diagnostic.", "Read it; Bicep's own positioned diagnostics keep their BCP codes."},
    {"TOOL028", E, "The file given to build is not a .bicep or .bicepparam file.", "Pass a .bicep file (build) or a .bicepparam file (build-params)."},
    {"TOOL030", E, "A registry module reference (br:, br/alias:, ts:, ts/alias:) is malformed.",
     "Write it as br:<registry>/<path>:<tag>, br/<alias>:<path>:<tag> or ts:<subscription>/<group>/<spec>:<version>."},
    {"TOOL031", E, "A registry module reference uses an alias bicepconfig.json does not define.", "Define the alias under moduleAliases, or fix its name."},
    {"TOOL032", E, "A registry module has not been restored to the local module cache; its outputs are unknown.",
     "Run `bicep restore` on the file that references it (in the pipeline, before preflight)."},
    {"TOOL033", E, "A cached registry module cannot be read or is not a JSON template.", "Restore the module again (bicep restore --force)."},
    {"TOOL034", I, "The native compiler does not support a construct yet, so an installed Bicep CLI that satisfies the file's pin compiled the file instead.",
     "Nothing to fix; the message names the construct and its line. Without a Bicep CLI the construct is BCPPF01."},
    {"TOOL035", E, "A registry extension's package (types.tgz) is not in the local module cache.",
     "Run `bicep restore` on the file that declares the extension (in the pipeline, before preflight)."},
    {"TOOL036", E, "A cached extension package has no index.json, or its index lacks settings.name and settings.version.",
     "Restore the extension again (bicep restore --force); the package in the cache is damaged or not an extension."},
    {"TOOL040", E, "No version passed to `versioning max-compatible` satisfies every file's pin.", "Offer a version that every pin accepts, or align the pins."},
};

}  // namespace

DiagnosticTable toolchainDiagnosticTable() { return {"TOOL", "Bicep toolchain", "engine/toolchain, engine/compile", kToolchain}; }

}  // namespace pf
