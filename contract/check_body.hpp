#pragma once
// Response bodies: JSON (EXT030), the Resource, PreviewResource and LongRunningOperation
// shapes (EXT031), config and configId (EXT032), unevaluated expressions in preview (EXT033)
// and the status values that drive long-running operations (EXT051).
#include <optional>
#include <string>
#include <string_view>

#include "contract/check_log.hpp"
#include "contract/http_client.hpp"
#include "contract/test_input.hpp"
#include "engine/core/value.hpp"

namespace pf::contract {

// The body as a JSON object (strict JSON, as the host's serializer reads it), or null with a
// finding (EXT030).
std::optional<Value> objectBody(CheckLog& log, Operation op, std::string_view step, const HttpResponse& r);

// A member spelled exactly `key` (JSON names are camelCase and the host's models match them);
// null when absent.
const Value* member(const Value& object, std::string_view key);

// "missing" or "missing (found \"Status\"; names are camelCase)" for an absent member.
std::string missingMember(const Value& object, std::string_view key);

struct ShapeExpectations {
  bool identifiers = false;  // required (createOrUpdate answers)
};
// type (the one sent), properties (object), identifiers (object), apiVersion and status
// (strings when present).
void checkResourceShape(CheckLog& log, Operation op, std::string_view step, const Value& body, const TestInput& input,
                        ShapeExpectations expect);

// When a config was sent: configId returned (and the same as `knownConfigId` when set), and,
// when `echo`, config echoed. Returns the configId returned, if any.
std::optional<std::string> checkConfig(CheckLog& log, Operation op, std::string_view step, const Value& body,
                                       const TestInput& input, const std::optional<std::string>& knownConfigId, bool echo);

// Preview: every path of metadata.unevaluated sent comes back in metadata.unevaluated, and the
// value at the path is the expression sent, unchanged.
void checkUnevaluated(CheckLog& log, const Value& body, const TestInput& input);

// What a status means to the host: null or missing is Succeeded; Succeeded, Failed and Canceled
// end an operation, compared exactly; any other string is still running. Miscased is a
// terminal word in the wrong case (or "Cancelled"), which the host would poll on for ever.
enum class StatusKind { Succeeded, Failed, Canceled, Running, Miscased, NotAString };
StatusKind classifyStatus(const Value* status);
// The status's text for messages ("null" when missing).
std::string statusText(const Value* status);

// EXT051 for a Miscased status; returns true when it recorded one.
bool checkStatusValue(CheckLog& log, Operation op, std::string_view step, const Value* status);

// The value at a dotted path ("properties.a.b", "config.namespace", "properties.list.0"); null
// when a segment is missing.
const Value* valueAtPath(const Value& root, std::string_view path);

}  // namespace pf::contract
