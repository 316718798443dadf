#pragma once
// The first answer to an operation, read as the host reads it: the request sent, its status code
// checked (EXT010), a 4xx/5xx answer checked as an error (EXT040, EXT011). Shared by the flows so
// each says only which codes it accepts and what it does with them.
#include <optional>
#include <string>

#include "contract/flows.hpp"

namespace pf::contract {

// POST `body` for `op`. Null when there is nothing more to check: no answer (the host said why)
// or a 4xx/5xx (its ErrorResponse checked). Any other answer is the caller's to judge.
std::optional<HttpResponse> postAnswer(Flow& flow, Operation op, const std::string& body);

// The common headers and the JSON object body of an answer that carries one (a 200/201 resource
// or preview); null with a finding when the body is not an object.
std::optional<Value> answerBody(Flow& flow, Operation op, const HttpResponse& r);

// A synchronous operation (preview, get): `body` sent, the answer must be 200, its headers are
// checked and its body read as an object. Null when the flow cannot go on (the findings say why).
std::optional<Value> syncAnswer(Flow& flow, Operation op, const std::string& body);

}  // namespace pf::contract
