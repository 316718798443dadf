#include "mocks/scope_answers.hpp"

#include "functions/azure_regions.hpp"
#include "mocks/mocks.hpp"

namespace pf::mocks {

namespace {

const std::string& argString(const Call& c, size_t i) {
  static const std::string kEmpty;
  return i < c.args.size() && c.args[i].isString() ? c.args[i].str() : kEmpty;
}

// Any argument not known before deployment makes the answer unknown too.
bool anyUnknown(const Call& c) {
  for (const Value& a : c.args)
    if (a.containsUnknown()) return true;
  return false;
}

}  // namespace

Result<Value> answerList(Call& c, const DeploymentContext& ctx, const Value* resource, const MockData& data) {
  if (anyUnknown(c)) return Value::unknown(c.render());
  std::optional<Value> v = listMock({argString(c, 0), c.name(), argString(c, 1), resource}, ctx, data);
  if (!v) return Value::unknown(c.render());
  return std::move(*v);
}

Result<Value> answerProviders(Call& c, const DeploymentContext& ctx, const MockData& data) {
  if (anyUnknown(c)) return Value::unknown(c.render());
  std::optional<Value> v =
      c.args.size() > 1 ? providerTypeInfo(argString(c, 0), argString(c, 1), data) : providerInfo(argString(c, 0), ctx, data);
  if (!v) return Value::unknown(c.render());
  return std::move(*v);
}

Result<Value> answerZones(Call& c, const MockData& data) {
  if (anyUnknown(c)) return Value::unknown(c.render());
  const std::string& name = c.name();
  if (iequals(name, "pickZones")) {
    int64_t count = c.args.size() > 3 && c.args[3].isInt() ? c.args[3].asInt() : 1;
    int64_t offset = c.args.size() > 4 && c.args[4].isInt() ? c.args[4].asInt() : 0;
    Result<Value> r = pickZones(argString(c, 0), argString(c, 1), argString(c, 2), count, offset, data);
    if (!r) return c.error(r.error().message);
    if (r->isUnknown()) return Value::unknown(c.render());
    return r;
  }
  const bool toPhysical = istartsWith(name, "toPhysicalZone");
  const bool plural = iendsWith(name, "s");
  if (!toPhysical && !istartsWith(name, "toLogicalZone")) return Value::unknown(c.render());
  const std::string& location = argString(c, 1);
  if (!findAzureRegion(location)) return Value::unknown(c.render());  // not guessed
  auto map = [&](const Value& zone) -> Result<Value> {
    std::optional<std::string> mapped = zone.isString() ? (toPhysical ? toPhysicalZone(location, zone.str())
                                                                      : toLogicalZone(location, zone.str()))
                                                        : std::nullopt;
    if (!mapped)
      return c.error("'" + (zone.isString() ? zone.str() : std::string("?")) + "' is not " +
                     (toPhysical ? "a logical" : "a physical") + " availability zone of region '" + location + "'");
    return Value(std::move(*mapped));
  };
  if (!plural) return map(c.args.size() > 2 ? c.args[2] : Value());
  Array out;
  for (const Value& z : c.args.size() > 2 ? c.args[2].arr() : Array{}) {
    PF_TRY(m, map(z));
    out.push_back(std::move(m));
  }
  return Value(std::move(out));
}

}  // namespace pf::mocks
