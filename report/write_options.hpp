#pragma once
// Options shared by the report writers.
#include <cstddef>

namespace pf::report {

struct WriteOptions {
  // Also write passes and inconclusive results (SARIF, text, Markdown; `--sarif-all`).
  // By default these formats show failures and rule errors only. JSON and JUnit always
  // write every result they are given.
  bool all = false;
  // Also write suppressed findings (SARIF: with `suppressions`; text and Markdown: marked).
  // They are always counted in the summaries.
  bool includeSuppressed = false;
  // Text: ANSI colours. The caller decides (colour when the output is a terminal).
  bool color = false;
  // Markdown: the size limit of the whole comment (GitHub comments hold 65,536 characters).
  size_t markdownMaxBytes = 60000;
  // JSON and SARIF: threads writing the findings (the text is the same for any number).
  unsigned jobs = 1;
};

}  // namespace pf::report
