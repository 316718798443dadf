#pragma once
// How `preflight policy eval` shows an evaluation: JSON ({effect, details, resource, ...}) and text.
#include <string>

#include "policy/effects/evaluation.hpp"

namespace pf::policy {

// {"effect": "<lower case>" | null, "details": ..., "resource": ..., "matched": true|false|"unknown",
//  "inconclusive": bool, "reasons": [...], "changes": [...], "notes": [...], "error"?: {code, message}}
Value evaluationToJson(const PolicyEvaluation& e);

// A few lines for a terminal: the effect, why, the changes and notes.
std::string evaluationToText(const PolicyEvaluation& e, const std::string& resourceName);

}  // namespace pf::policy
