#pragma once
// Response headers (extension-api reference, section 2.2): x-ms-request-id, Date and Version
// on the answers that declare them, Location and Retry-After on 202 Accepted.
#include <optional>
#include <string>
#include <string_view>

#include "contract/check_log.hpp"
#include "contract/http_client.hpp"
#include "contract/url.hpp"

namespace pf::contract {

// x-ms-request-id (EXT020), Date (EXT021), Version = `extensionVersion` (EXT022).
void checkCommonHeaders(CheckLog& log, Operation op, std::string_view step, const HttpResponse& r,
                        const std::string& extensionVersion);

// The Location of a 202 (EXT023): an absolute http(s) URL; one on another origin than the
// endpoint is a warning (the host polls its path on the extension's own endpoint). Returns the
// target to poll (path and query), or null when there is none.
std::optional<std::string> checkLocation(CheckLog& log, Operation op, std::string_view step, const HttpResponse& r,
                                         const Url& endpoint);

// Retry-After (EXT024): whole seconds, 10 to 600. Returns the seconds when it is a number
// (in range or not, so the poller can clamp), null when absent or unreadable.
std::optional<long long> checkRetryAfter(CheckLog& log, Operation op, std::string_view step, const HttpResponse& r);

// "Sun, 06 Nov 1994 08:49:37 GMT" (RFC 7231 IMF-fixdate, the form servers must send).
bool isHttpDate(std::string_view text);

}  // namespace pf::contract
