// The catalogue of CLI codes. The command line (cli/) is the executable's own glue, not a library,
// so its table lives with the catalogue; engine/analyze reports CLI010 for it.
#include "help/diagnostic_catalog.hpp"

namespace pf::help {

namespace {

constexpr Severity E = Severity::Error;

constexpr DiagnosticInfo kCli[] = {
    {"CLI001", E, "`eval --params` is not a JSON object of parameter names to values.", "Pass --params '{\"name\": value}'."},
    {"CLI002", E, "A command-line value or setting is malformed (--artifacts-location without URL=DIR, PREFLIGHT_BICEP_TIMEOUT not a number of seconds).",
     "Give the value in the form the message names."},
    {"CLI003", E, "The .bicepparam file given to expand names no template that can be expanded (`using none`, or a template spec).",
     "Expand the Bicep file with -p file.bicepparam, or point `using` at a Bicep file."},
    {"CLI004", E, "--allow-env is given something that is not a variable name (empty, or NAME=value).", "Pass only the name: --allow-env AZURE_ENV_NAME."},
    {"CLI010", E, "A --rules path does not exist.", "Check the path; it is taken from the current folder."},
    {"CLI021", E, "A report format is unknown (--format or output.format).", "Use text, json, sarif, junit or markdown."},
    {"CLI022", E, "Two --output options follow one --format.", "Give each --format at most one --output."},
    {"CLI023", E, "More than one report format would be written to standard output.", "Give every --format but one an --output file."},
    {"CLI024", E, "A repository's configuration asks to write a report outside the repository or into its .git folder; that report is not written.",
     "Write the report inside the repository, or choose the path on the command line with --output."},
    {"CLI025", E, "A report file's path is in the repository (the one analyzed; for merge and extension test, the git repository of the current folder), but a symbolic link on the way leads out of it or into its .git folder (a pull request can commit such a link where a pipeline writes its report); that report is not written.",
     "Write the report outside the repository, or remove the link; `preflight build` refuses such a link beside the Bicep file too."},
    {"CLI030", E, "`rules show` names a rule that is not loaded.", "Use a name or id that `preflight rules` lists (the message suggests close ones)."},
    {"CLI031", E, "`explain` is given a code that is not in the diagnostics catalogue.",
     "Check the code (`preflight explain --list` prints every code); Bicep codes that preflight does not emit are documented at aka.ms/bicep/core-diagnostics."},
    {"CLI032", E, "`preflight docs` cannot write a page into the folder given.", "Check that the folder can be created and written."},
    {"CLI033", E, "--shard is not I/N with 1 <= I <= N, or is given with --baseline (a shard cannot apply a baseline).",
     "Give --shard 2/3 and the like, one run per shard; apply --baseline in `preflight merge`."},
    {"CLI040", E, "A path given to `preflight diff` exists at neither revision compared.",
     "Check the path (it is taken from the current folder); a path present at one side only is compared as added or removed."},
};

}  // namespace

DiagnosticTable cliDiagnosticTable() { return {"CLI", "Command line", "cli", kCli}; }

}  // namespace pf::help
