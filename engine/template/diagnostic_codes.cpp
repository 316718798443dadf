// The catalogue of template-model codes: TPL (engine/template/template.cpp, and the 'functions'
// section read in engine/expr/user_functions.cpp) and PAR (engine/template/parameter_file.cpp).
#include "engine/template/diagnostic_codes.hpp"

namespace pf {

namespace {

constexpr Severity E = Severity::Error, W = Severity::Warning;

constexpr DiagnosticInfo kTemplate[] = {
    {"TPL001", E, "The template is not a JSON object.", "A template is an object with $schema, contentVersion, parameters, resources, ..."},
    {"TPL002", W, "The template has a top-level property Resource Manager does not know, and would reject.",
     "Remove the property or fix its spelling (parameters, variables, functions, resources, outputs, definitions, metadata, ...)."},
    {"TPL003", E, "A template section (parameters, variables, outputs, definitions) is not an object.", "Write the section as an object of named entries."},
    {"TPL004", E, "languageVersion is not text.", "Write \"languageVersion\": \"2.0\" (or leave it out)."},
    {"TPL005", E, "A parameter's declaration is not an object.", "Declare the parameter as {\"type\": ..., ...}."},
    {"TPL006", E, "An output's declaration is not an object.", "Declare the output as {\"type\": ..., \"value\": ...}."},
    {"TPL007", E, "'resources' or one of its entries has the wrong shape.",
     "Make 'resources' an array of objects (or, with languageVersion 2.0, an object of symbolic names)."},
    {"TPL008", E, "'resources' is an object of symbolic names but the template does not declare languageVersion 2.0.",
     "Add \"languageVersion\": \"2.0\", or write 'resources' as an array."},
    {"TPL009", W, "Two entries of a section have the same name ignoring case; the later one is used.",
     "Rename or remove one: Resource Manager treats names without case."},
    {"TPL020", E, "The 'functions' section is malformed.", "Write it as an array of {namespace, members} objects."},
    {"TPL021", E, "A parameter of a user-defined function has no name.", "Give every parameter a 'name' and a 'type'."},
    {"TPL022", E, "A user-defined function has no output value.", "Add \"output\": {\"type\": ..., \"value\": ...}."},
};

constexpr DiagnosticInfo kParameterFile[] = {
    {"PAR001", E, "A parameter file is not a JSON object.", "A parameter file is {\"$schema\": ..., \"parameters\": {...}}."},
    {"PAR002", E, "'parameters' in a parameter file is not an object.", "Write 'parameters' as an object keyed by parameter name."},
    {"PAR003", E, "A parameter entry has neither \"value\" nor \"reference\" (or is not an object).",
     "Write each parameter as {\"value\": ...}, or {\"reference\": {...}} for a Key Vault secret."},
    {"PAR004", E, "A Key Vault reference lacks keyVault.id or secretName.",
     "Write {\"reference\": {\"keyVault\": {\"id\": \"<vault resource id>\"}, \"secretName\": \"<name>\"}}."},
    {"PAR005", E, "A parameter file's extensionConfigs, or one extension's configuration in it, is not an object.",
     "Write \"extensionConfigs\": {\"<alias>\": {\"<property>\": {\"value\": ...}}}."},
};

}  // namespace

DiagnosticTable templateDiagnosticTable() { return {"TPL", "Template model", "engine/template", kTemplate}; }
DiagnosticTable parameterFileDiagnosticTable() { return {"PAR", "Parameter files", "engine/template", kParameterFile}; }

}  // namespace pf
