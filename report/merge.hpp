#pragma once
// `preflight merge`: the JSON reports of the shards of one run (`analyze --shard I/N`) back into
// the report the unsharded run writes, byte for byte in every format.
//
// Shard I analyzed the I-th run of discovery's units in path order (engine/inputs/shard.hpp), so
// the shards' findings in shard order are the unsharded run's in unit order; they are
// de-duplicated and fingerprinted again as analyze does (report/dedup.hpp, report/fingerprint.hpp).
// The skipped files are put back in analyze's order from the counts each shard recorded.
//
// Refused, with the file named: a report without shard information (RPT010), shards of
// different runs (another count, a shard missing or given twice: RPT011), of another preflight
// version or other options, rules or root (RPT012), or that disagree on what discovery skipped
// (RPT013: run on different trees).
#include <string>
#include <vector>

#include "engine/core/result.hpp"
#include "report/finding.hpp"

namespace pf::report {

struct ShardReport {
  std::string path;  // for messages
  Report report;     // as readJsonReport read it
};

Result<Report> mergeShards(std::vector<ShardReport> shards);

}  // namespace pf::report
