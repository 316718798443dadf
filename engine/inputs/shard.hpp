#pragma once
// Splitting one analysis across machines: `analyze --shard I/N` analyzes the I-th of N parts of
// what discovery found, so that CI matrix jobs share a monorepo; `preflight merge` puts their JSON
// reports back together (report/merge.hpp).
//
// The split is by path: discovery's units, sorted by path, are cut into N runs of whole groups
// (the units of one template or Bicep file: its parameter files and .bicepparam files stay
// together, so it is compiled, counted and de-duplicated in one shard). Every unit is in exactly
// one shard, and shard I holds the I-th run, so that shards 1..N in order are the units in order.
#include <string_view>

#include "engine/core/result.hpp"
#include "engine/inputs/discover.hpp"

namespace pf::inputs {

inline constexpr unsigned kMaxShards = 10000;

struct Shard {
  unsigned index = 1;  // 1-based
  unsigned count = 1;
};

// "I/N" with 1 <= I <= N <= kMaxShards. Error CLI033 says what is wrong with the text.
Result<Shard> parseShard(std::string_view text);

// Keeps the units of shard `s` in `d.units`; the rest of the discovery (skipped and linked files)
// stays whole, the same in every shard.
void keepShard(Discovery& d, const Shard& s);

}  // namespace pf::inputs
