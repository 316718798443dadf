// inputs::parseShard and inputs::keepShard: I/N read strictly; every unit in exactly one shard,
// the shards in order being the units in order, and a source's units never split.
#include <catch2/catch.hpp>

#include "engine/inputs/shard.hpp"

using namespace pf;
using namespace pf::inputs;

namespace {

Discovery units(const std::vector<std::pair<std::string, std::string>>& list) {
  Discovery d;
  for (const auto& [source, params] : list) {
    AnalysisUnit u;
    u.source = source;
    u.parameters = params;
    d.units.push_back(u);
  }
  return d;
}

std::string key(const AnalysisUnit& u) { return u.source + "+" + u.parameters; }

}  // namespace

TEST_CASE("shard: I/N is read strictly", "[inputs][shard]") {
  auto ok = parseShard("2/3");
  REQUIRE(ok);
  CHECK(ok->index == 2);
  CHECK(ok->count == 3);
  CHECK(parseShard("1/1"));
  CHECK(parseShard("10000/10000"));
  for (const char* bad : {"", "3", "/3", "1/", "0/3", "4/3", "1/0", "a/3", "1/b", "+1/3", "1 /3", "1/3/4", "-1/3", "1/10001",
                          "99999999999/1"}) {
    INFO(bad);
    auto r = parseShard(bad);
    REQUIRE_FALSE(r);
    CHECK(r.error().code == "CLI033");
    CHECK_THAT(r.error().message, Catch::Contains(std::string("'") + bad + "'"));
  }
}

TEST_CASE("shard: every unit in exactly one shard, in order, a source's units together", "[inputs][shard]") {
  Discovery all = units({{"a.json", ""},
                         {"b.json", "b.parameters.dev.json"},
                         {"b.json", "b.parameters.prod.json"},
                         {"b.json", "b.parameters.test.json"},
                         {"c.bicep", ""},
                         {"", "none.bicepparam"},
                         {"d.bicep", "d.dev.bicepparam"},
                         {"d.bicep", "d.prod.bicepparam"},
                         {"e.json", ""}});
  for (unsigned n = 1; n <= 9; ++n) {
    std::vector<std::string> joined;
    for (unsigned i = 1; i <= n; ++i) {
      Discovery d = all;
      keepShard(d, Shard{i, n});
      for (const auto& u : d.units) joined.push_back(key(u));
      // A source's units are never cut: the first unit of a shard starts its group.
      if (!d.units.empty() && !d.units.front().source.empty()) {
        size_t at = 0;
        while (key(all.units[at]) != key(d.units.front())) ++at;
        CHECK((at == 0 || all.units[at - 1].source != all.units[at].source));
      }
    }
    INFO(n << " shards");
    REQUIRE(joined.size() == all.units.size());
    for (size_t k = 0; k < joined.size(); ++k) CHECK(joined[k] == key(all.units[k]));
  }
  // Six groups in three shards: two each.
  Discovery d = all;
  keepShard(d, Shard{1, 3});
  CHECK(d.units.size() == 4);  // a.json and the three units of b.json
}
