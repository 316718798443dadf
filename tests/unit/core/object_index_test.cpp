// Object's key index (large objects): every lookup answers as a scan of the entries would.
#include <catch2/catch.hpp>

#include <random>
#include <string>
#include <vector>

#include "engine/core/value.hpp"

using namespace pf;

namespace {

bool foldedEqual(const std::string& a, const std::string& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    char x = a[i], y = b[i];
    if (x >= 'A' && x <= 'Z') x = static_cast<char>(x + 32);
    if (y >= 'A' && y <= 'Z') y = static_cast<char>(y + 32);
    if (x != y) return false;
  }
  return true;
}

// ARM's lookup by a scan: the first exact key, else the first key equal ignoring case.
const Value* scanFind(const Object& o, const std::string& key) {
  for (const auto& [k, v] : o)
    if (k == key) return &v;
  for (const auto& [k, v] : o)
    if (foldedEqual(k, key)) return &v;
  return nullptr;
}

const Value* scanFindExact(const Object& o, const std::string& key) {
  for (const auto& [k, v] : o)
    if (k == key) return &v;
  return nullptr;
}

// Keys that share spellings ignoring case, and keys of eight bytes and more.
std::string someKey(std::mt19937& random) {
  static const char* stems[] = {"name", "Name", "NAME", "properties", "Properties", "k", "K", "storageAccountName",
                                "StorageAccountName", "x\xC3\x89y", "x\xC3\xA9y"};
  std::string key = stems[random() % std::size(stems)];
  if (random() % 3 == 0) key += std::to_string(random() % 40);
  return key;
}

void checkAgainstScan(const Object& o, std::mt19937& random) {
  for (int i = 0; i < 200; ++i) {
    std::string key = someKey(random);
    INFO("key " << key << " in an object of " << o.size() << " keys");
    REQUIRE(o.find(key) == scanFind(o, key));
    REQUIRE(o.findExact(key) == scanFindExact(o, key));
    const std::string* spelled = o.keyOf(key);
    const Value* found = scanFind(o, key);
    REQUIRE((spelled == nullptr) == (found == nullptr));
    for (const auto& e : o.entries())
      if (&e.second == found) REQUIRE(spelled == &e.first);  // the spelling of the entry found
  }
}

}  // namespace

TEST_CASE("object index: lookups in objects of any size answer as a scan", "[value]") {
  std::mt19937 random(46);
  for (int round = 0; round < 30; ++round) {
    Object o;
    const int operations = static_cast<int>(random() % 400);
    for (int i = 0; i < operations; ++i) {
      std::string key = someKey(random);
      switch (random() % 6) {
        case 0: o.set(key, i); break;
        case 1:
        case 2: o.setExact(key, i); break;
        case 3: o.append(key, i); break;  // even a key already there: the first one is found
        case 4:
          if (random() % 4 == 0) o.erase(key);
          break;
        default:
          if (random() % 8 == 0) o.eraseIf([&](const Object::Entry& e) { return e.second.asInt() % 7 == 0; });
      }
    }
    checkAgainstScan(o, random);
    Object copy = o;  // a copy answers the same, and changing it leaves the original alone
    checkAgainstScan(copy, random);
    copy.set("only-in-the-copy", 1);
    CHECK(copy.find("ONLY-IN-THE-COPY"));
    CHECK_FALSE(o.find("only-in-the-copy"));
    checkAgainstScan(o, random);
  }
}

TEST_CASE("object index: keyOf gives the stored spelling, exact first, then the first ignoring case", "[value]") {
  Object o;
  for (int i = 0; i < 100; ++i) o.append("key" + std::to_string(i), i);
  o.append("Mixed", 1);
  o.append("MIXED", 2);
  o.append("mixed", 3);
  CHECK(*o.keyOf("mixed") == "mixed");
  CHECK(*o.keyOf("mIxEd") == "Mixed");
  CHECK(o.find("MIXED")->asInt() == 2);
  CHECK(o.findExact("MiXed") == nullptr);
  CHECK(o.erase("MIXED"));  // erase takes the first key equal ignoring case: "Mixed"
  CHECK(*o.keyOf("mIxEd") == "MIXED");
  CHECK(o.find("key57")->asInt() == 57);  // positions moved by the erase
  o.eraseIf([](const Object::Entry& e) { return e.first.starts_with("key"); });
  CHECK(o.size() == 2);
  CHECK(o.find("key1") == nullptr);
  CHECK(o.find("mixed")->asInt() == 3);
}

TEST_CASE("object index: an object of 200,000 keys is built and read key by key", "[value]") {
  Object o;
  for (int i = 0; i < 200000; ++i) o.setExact("k" + std::to_string(i), i);
  for (int i = 0; i < 200000; i += 7) o.set("K" + std::to_string(i), -i);  // found ignoring case: replaced in place
  REQUIRE(o.size() == 200000);
  for (int i = 0; i < 200000; ++i) {
    const Value* v = o.find("k" + std::to_string(i));
    REQUIRE(v);
    REQUIRE(v->asInt() == (i % 7 == 0 ? -i : i));
  }
  CHECK(o.findExact("K7") == nullptr);
}
