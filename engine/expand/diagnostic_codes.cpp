// The catalogue of EXP codes (engine/expand): parameters, variables, resources, outputs, types,
// dependencies, Resource Manager's limits and nested deployments. Numbers group by subject:
// 0xx values, 02x types, 04x dependencies, 05x-06x limits and loops, 07x nested deployments.
#include "engine/expand/diagnostic_codes.hpp"

namespace pf {

namespace {

constexpr Severity E = Severity::Error, W = Severity::Warning, I = Severity::Info;

constexpr DiagnosticInfo kExpand[] = {
    {"EXP001", W, "A parameter has no value and no default, so preflight expands the template with a placeholder.",
     "Give it a value in a parameter file or .bicepparam file, or under parameters: in preflight.yaml; findings that depend on it may not match the deployment."},
    {"EXP003", E, "A parameter file (or a nested deployment) sets a parameter the template does not declare; Resource Manager rejects it.",
     "Remove the value, or declare the parameter in the template."},
    {"EXP004", E, "A parameter's value could not be evaluated (reported at info level when it only follows an earlier error).",
     "Fix the error reported for the parameter's default value or expression."},
    {"EXP005", E, "A parameter's default value refers to itself through other parameters.", "Break the cycle: a default may use only parameters declared without one."},
    {"EXP006", E, "A variable could not be evaluated (reported at info level when it only follows an earlier error).", "Fix the error reported above for the variable's expression."},
    {"EXP007", E, "Variables refer to each other in a cycle.", "Break the cycle; the message lists the variables in it."},
    {"EXP008", I, "A parameter value looks like an expression ('[...]') but does not evaluate; it is used as the text written.",
     "Nothing to fix if the value is meant as text; escape a leading '[' as '[['."},
    {"EXP010", E, "A resource type is not '<namespace>/<type>'.", "Write the type as Microsoft.Storage/storageAccounts (child types add /<child>)."},
    {"EXP011", E, "A resource name has a different number of segments than its type needs.",
     "Give one name segment per type segment after the namespace: a child of type a/b/c is named 'parent/child'."},
    {"EXP012", E, "A resource lacks a type, name or apiVersion, or one of them is not text.", "Give every resource a text type, name and apiVersion."},
    {"EXP013", W, "The same resource is declared more than once in a deployment; Resource Manager merges the declarations.",
     "Declare it once, or give the declarations different names."},
    {"EXP014", E, "A resource could not be expanded (reported at info level when it only follows an earlier error).", "Fix the error reported above for the resource."},
    {"EXP020", E, "A value has a different type than its declaration (text for an int parameter, ...).", "Pass a value of the declared type."},
    {"EXP021", E, "A value is null but its type is not nullable.", "Pass a value, or declare the type nullable (`type?` in Bicep)."},
    {"EXP022", E, "A value is not one of the declaration's allowed values.", "Use one of the allowed values the message lists."},
    {"EXP023", E, "A number is below the declaration's minValue or above its maxValue.", "Pass a number within the range the message gives."},
    {"EXP024", E, "Text or an array is shorter than minLength or longer than maxLength.", "Pass a value within the lengths the message gives."},
    {"EXP025", E, "A value was rejected by a @validate() predicate.", "Pass a value the predicate accepts; the message repeats the template author's explanation."},
    {"EXP026", E, "A @validate() predicate returned something other than true or false.", "Make the predicate return a bool."},
    {"EXP027", E, "A tagged union's discriminator property is missing or has a value the union does not list.",
     "Set the discriminator to one of the values the message lists."},
    {"EXP028", E, "A required property of an object type is missing, or a tuple has too few items.", "Add the property or items the message names."},
    {"EXP029", E, "A sealed object type got a property it does not declare, or a tuple has too many items.", "Remove the extra property or items."},
    {"EXP040", E, "A resource depends on a resource the template does not define.",
     "Fix the name or id in dependsOn (or the symbolic reference in Bicep), or declare the resource; an `existing` resource needs no dependsOn entry."},
    {"EXP041", E, "Resources depend on each other in a cycle.", "Remove one of the dependencies; the message lists the cycle."},
    {"EXP042", E, "dependsOn is not an array of names or ids, or one of its entries is not text.", "Write dependsOn as an array of resource names or ids."},
    {"EXP050", E, "The template declares more than 256 parameters, Resource Manager's limit.", "Group parameters into objects, or split the template into modules."},
    {"EXP051", E, "The deployment has more than 800 resources after copy loops, Resource Manager's limit.", "Split it into nested deployments or modules."},
    {"EXP052", W, "An expression is longer than 24,576 characters, Resource Manager's limit.", "Move parts of it into variables."},
    {"EXP053", E, "The template declares more than 64 outputs, Resource Manager's limit.", "Return objects that group outputs."},
    {"EXP054", E, "An output has no value.", "Give the output a \"value\" (or a copy loop with count and input)."},
    {"EXP055", E, "The template is larger than 4 MB, Resource Manager's limit.", "Split it into modules or linked templates; move large data out of the template."},
    {"EXP056", E, "A value is larger than 4 MB once expanded; Resource Manager limits the expanded template to 4 MB.",
     "Build less data in expressions (large loops over large objects)."},
    {"EXP057", E, "A value nests more than 512 levels deep once expanded.", "Flatten the data."},
    {"EXP058", E, "The expanded resources are larger than 64 MB together; the ones past that are left out.",
     "Split the deployment; a template that expands this far would fail at deployment."},
    {"EXP059", E, "Resources, variables or parameters refer to each other in a chain longer than a template can have.",
     "Shorten the chain of references."},
    {"EXP060", E, "A variable copy loop lacks name, count or input.", "Give each entry of a variable's copy array a name, a count and an input."},
    {"EXP061", E, "A copy count is not an integer from 0 to 800.", "Bound the count (@minValue(0) @maxValue(800) on the parameter that drives it)."},
    {"EXP062", E, "A resource or output copy loop lacks its name, count or input.", "Give the copy object a name and a count (and an input for outputs)."},
    {"EXP063", W, "A copy count is only known at deployment, so preflight expands one instance of the loop.",
     "Nothing to fix; give the count's inputs values (parameter files) so that every instance is checked."},
    {"EXP064", E, "A resource's condition is not a bool.", "Make the condition evaluate to true or false."},
    {"EXP065", E, "The template declares more than 512 variables, Resource Manager's limit.", "Group variables into objects, or split the template."},
    {"EXP070", E, "A nested deployment has no properties, or neither a template nor a templateLink.",
     "Give Microsoft.Resources/deployments a properties.template or properties.templateLink."},
    {"EXP071", E, "Nested deployments (or Bicep modules) are deeper than 32 levels, Resource Manager's limit.", "Flatten the module tree."},
    {"EXP072", E, "A nested deployment's inline template is not a valid template.", "Fix the errors reported inside the inline template."},
    {"EXP073", I, "A linked template's URL is not on disk, so its resources are not expanded and its outputs are unknown.",
     "Map the URL prefix to a folder with --artifacts-location URL=DIR (or linkedTemplates.artifactsLocation), or use relativePath."},
    {"EXP074", I, "A nested deployment uses a template spec (templateLink.id); its resources are not expanded and its outputs are unknown.",
     "Nothing to fix; analyze the template spec's source on its own."},
    {"EXP075", E, "A linked template is refused by the file-access policy (outside the repository, a special file, too large).",
     "Keep linked templates inside the repository, or allow their folder with --allow-read."},
    {"EXP076", W, "A linked template cannot be read; its outputs are unknown.", "Check the path in templateLink.relativePath (or the artifact location mapping)."},
    {"EXP077", I, "A nested deployment's template is only known at deployment (or is an empty module); its resources are not expanded.",
     "Nothing to fix; make the template a literal, or fix the module's compile errors."},
    {"EXP078", E, "The expansion has reached 800 deployments, the most Resource Manager keeps in a scope's history; later ones are not expanded.",
     "Reduce the number of nested deployments or modules (copy loops over modules multiply them)."},
    {"EXP079", W, "Values wait on each other through nested deployments in a chain too long to follow; the value is left unknown.",
     "Shorten the chain of outputs feeding parameters across nested deployments."},
    {"EXP080", E, "A nested deployment's extensionConfigs is not an object of extension aliases.",
     "Write extensionConfigs as {\"<alias>\": {\"<property>\": {\"value\": ...}}} (Bicep: a module's extensionConfigs)."},
    {"EXP081", W, "extensionConfigs names an extension the deployed template does not declare; that configuration is not used.",
     "Fix the alias, or declare the extension in the module (extension kubernetes as k8s)."},
};

}  // namespace

DiagnosticTable expandDiagnosticTable() { return {"EXP", "Template expansion", "engine/expand", kExpand}; }

}  // namespace pf
