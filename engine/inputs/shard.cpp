#include "engine/inputs/shard.hpp"

#include <charconv>
#include <iterator>
#include <string>

namespace pf::inputs {

namespace {

bool number(std::string_view s, unsigned& out) {
  if (s.empty() || s.size() > 9) return false;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && end == s.data() + s.size();
}

// Units with the same source (or, without one, the same parameter file) are one group.
std::string_view groupKey(const AnalysisUnit& u) { return u.source.empty() ? u.parameters : u.source; }

}  // namespace

Result<Shard> parseShard(std::string_view text) {
  size_t slash = text.find('/');
  Shard s;
  auto bad = [&](const std::string& why) {
    return makeError("CLI033", "--shard '" + std::string(text) + "': " + why + " (expected I/N, e.g. 2/3)");
  };
  if (slash == std::string_view::npos) return bad("no '/' between the shard and the number of shards");
  if (!number(text.substr(0, slash), s.index) || !number(text.substr(slash + 1), s.count))
    return bad("I and N must be whole numbers");
  if (s.count == 0 || s.count > kMaxShards) return bad("N must be between 1 and " + std::to_string(kMaxShards));
  if (s.index == 0 || s.index > s.count) return bad("I must be between 1 and N");
  return s;
}

void keepShard(Discovery& d, const Shard& s) {
  // Group boundaries in unit order (discovery sorts units by source, then parameters).
  std::vector<size_t> starts;
  for (size_t i = 0; i < d.units.size(); ++i)
    if (i == 0 || groupKey(d.units[i]) != groupKey(d.units[i - 1])) starts.push_back(i);
  size_t groups = starts.size();
  // Shard I holds groups [(I-1)*G/N, I*G/N): every group in one shard, sizes differing by one at most.
  size_t first = static_cast<size_t>((uint64_t(s.index) - 1) * groups / s.count);
  size_t last = static_cast<size_t>(uint64_t(s.index) * groups / s.count);
  size_t from = first < groups ? starts[first] : d.units.size();
  size_t to = last < groups ? starts[last] : d.units.size();
  std::vector<AnalysisUnit> kept(std::make_move_iterator(d.units.begin() + from), std::make_move_iterator(d.units.begin() + to));
  d.units = std::move(kept);
}

}  // namespace pf::inputs
