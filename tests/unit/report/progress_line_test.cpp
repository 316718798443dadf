// The progress line (report/progress_line.hpp): only on a terminal, only after the delay,
// redrawn in place and cleared at the end.
#include <catch2/catch.hpp>

#include <sstream>

#include "report/progress_line.hpp"

using namespace pf::report;
using namespace std::chrono_literals;

TEST_CASE("progress line: nothing when the stream is not a terminal", "[report][progress]") {
  std::ostringstream out;
  auto t0 = ProgressLine::Clock::now();
  ProgressLine p(out, false, 1s, t0);
  p.update(1, 10, "a.json", t0 + 5s);
  p.finish();
  CHECK(out.str().empty());
}

TEST_CASE("progress line: on a terminal, after the delay, redrawn in place and cleared", "[report][progress]") {
  std::ostringstream out;
  auto t0 = ProgressLine::Clock::now();
  ProgressLine p(out, true, 1s, t0);
  p.update(1, 10, "a.json", t0 + 500ms);  // a short run stays quiet
  CHECK(out.str().empty());
  p.update(2, 10, "infra/long-name.json", t0 + 1100ms);
  CHECK(out.str() == "\r[2/10] infra/long-name.json");
  p.update(3, 10, "b.json", t0 + 1150ms);  // too soon to redraw
  CHECK(out.str() == "\r[2/10] infra/long-name.json");
  out.str("");
  p.update(4, 10, "b\x1b[2J.json", t0 + 1300ms);  // a shorter line covers the longer one
  CHECK(out.str() == "\r[4/10] b?[2J.json" + std::string(10, ' '));
  out.str("");
  p.finish();
  CHECK(out.str() == "\r" + std::string(17, ' ') + "\r");
  out.str("");
  p.finish();  // nothing left to clear
  CHECK(out.str().empty());
}
