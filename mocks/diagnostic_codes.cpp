// The catalogue of MOCK codes (mocks/data_loader.cpp).
#include "mocks/diagnostic_codes.hpp"

namespace pf {

namespace {

constexpr DiagnosticInfo kMock[] = {
    {"MOCK001", Severity::Error,
     "A mock data file (runtime properties, list*() answers, provider facts) does not have the expected shape.",
     "The data is built into preflight: report it as a bug. When editing mocks/data, follow mocks/README.md; the message names the file, line and member."},
};

}  // namespace

DiagnosticTable mockDiagnosticTable() { return {"MOCK", "Mock data", "mocks", kMock}; }

}  // namespace pf
