// EntryIndex: the entries a target's type admits, in selection order.
#include <catch2/catch.hpp>

#include "rules/detail/entry_index.hpp"

using pf::rules::detail::EntryIndex;

TEST_CASE("entry index: untyped entries and those naming the type, in order, per scope", "[rules]") {
  EntryIndex index;
  index.add(0, 0, {});
  index.add(1, 0, {"Microsoft.Storage/storageAccounts"});
  index.add(2, 1, {"Microsoft.Storage/storageAccounts"});
  index.add(3, 0, {"Microsoft.Web/sites", "microsoft.storage/STORAGEACCOUNTS"});
  index.add(4, 0, {"Microsoft.Web/sites", "Microsoft.Web/sites"});  // a type listed twice
  index.add(5, 0, {});
  using V = std::vector<size_t>;
  CHECK(index.candidates(0, "MICROSOFT.STORAGE/storageaccounts") == V{0, 1, 3, 5});
  CHECK(index.candidates(0, "Microsoft.Web/sites") == V{0, 3, 4, 5});
  CHECK(index.candidates(0, "Contoso.Unknown/things") == V{0, 5});
  CHECK(index.candidates(1, "Microsoft.Storage/storageAccounts") == V{2});
  CHECK(index.candidates(1, "Microsoft.Web/sites").empty());
  CHECK(index.candidates(7, "Microsoft.Web/sites").empty());
}
