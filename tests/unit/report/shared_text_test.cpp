#include <catch2/catch.hpp>

#include <map>
#include <thread>
#include <vector>

#include "report/shared_text.hpp"

using pf::report::SharedText;

TEST_CASE("shared text: copies share one text; assigning replaces it, never changes it", "[report][shared-text]") {
  SharedText a = std::string("Azure.Storage.SecureTransfer");
  SharedText b = a;
  CHECK(b.sameCopy(a));
  CHECK(b == "Azure.Storage.SecureTransfer");
  b += ".v2";
  CHECK_FALSE(b.sameCopy(a));
  CHECK(a == "Azure.Storage.SecureTransfer");
  CHECK(b == std::string("Azure.Storage.SecureTransfer.v2"));
  SharedText moved = std::move(b);
  CHECK(moved.size() == 31);
  CHECK(b.empty());  // NOLINT: a moved-from text is empty
  moved.clear();
  CHECK(moved.empty());
  CHECK(moved.view().empty());
}

TEST_CASE("shared text: empty text, comparisons and concatenation read as the string would", "[report][shared-text]") {
  SharedText empty, alsoEmpty = "";
  CHECK(empty.empty());
  CHECK(alsoEmpty.empty());
  CHECK(empty == alsoEmpty);
  CHECK(empty == "");
  SharedText a = "a/b", b = "a/c";
  CHECK(a < b);
  CHECK(a == SharedText(std::string_view("a/b")));  // equal text in another copy
  CHECK(a != b);
  CHECK(a < std::string("a/bb"));
  CHECK(a + "/x" == "a/b/x");
  CHECK(std::string("x/") + a == "x/a/b");
  CHECK(a.find('/') == 1);
  CHECK(a.substr(2) == "b");
  std::string copy = a;
  CHECK(copy == "a/b");
  std::map<SharedText, int> ordered{{b, 2}, {a, 1}};
  CHECK(ordered.begin()->second == 1);
  std::string withNul("a\0b", 3);
  CHECK(SharedText(withNul).size() == 3);
}

TEST_CASE("shared text: copies made and dropped on several threads at once", "[report][shared-text]") {
  SharedText shared = "Secure transfer should be enabled for storage accounts.";
  std::vector<std::thread> threads;
  std::vector<int> same(4, 0);  // Catch's assertions are for the main thread: counted here, checked after
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([&shared, &count = same[static_cast<size_t>(t)]] {
      std::vector<SharedText> copies;
      for (int i = 0; i < 10000; ++i) copies.push_back(shared);
      for (const SharedText& c : copies) count += c.sameCopy(shared);
    });
  for (auto& t : threads) t.join();
  for (int n : same) CHECK(n == 10000);
  CHECK(shared == "Secure transfer should be enabled for storage accounts.");
}
