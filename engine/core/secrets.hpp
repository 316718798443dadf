#pragma once
// Secure values never reach an output. One rule, two mechanisms:
//  - values carry a secret flag (Value::secret) from where they enter — a secure parameter or
//    output, a Key Vault reference, a list*() answer, a value read from the environment — and
//    keep it through every function that derives a value from them; redactSecrets() replaces
//    flagged values with the placeholder wherever values are shown (resources, outputs,
//    parameters);
//  - a SecretSet holds the text of those values for one deployment and scrubs it from what was
//    already turned into text (diagnostic messages, rule targets before rules quote them, the
//    Bicep CLI's output), which catches a secret copied into a string the flag did not follow.
// The flag costs one bool per value and nothing on the evaluation path beyond what it already
// does; the set is only walked when it is not empty, which is rare (deployments with secure
// values), so the common case pays nothing.
#include <cstdint>
#include <memory>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/diagnostic.hpp"
#include "engine/core/value.hpp"

namespace pf {

// What every output shows instead of a secure value.
inline constexpr std::string_view kSecretPlaceholder = "{{Secret}}";

// ForRules: what rules see (expanded resources, deployments); a number or bool inside a flagged
// object is kept unless flagged itself, so that the settings of an object built together with a
// password stay checkable. ForDisplay: what `expand` and `build-params` print; nothing but null
// inside a flagged value is kept.
enum class Redact { ForRules, ForDisplay };
// Replaces flagged values inside `v` (strings and unknowns inside a flagged array or object, and
// numbers and bools as `mode` says) with kSecretPlaceholder.
void redactSecrets(Value& v, Redact mode = Redact::ForRules);

class SecretSet {
 public:
  // Shorter secrets are not scrubbed from text: blanking every "dev" or "1234" in a message
  // would hide more than it protects. Flagged values of any length are still redacted.
  static constexpr size_t kMinLength = 6;

  // Remembers `text` (ignored when shorter than kMinLength or already a placeholder).
  void add(std::string_view text);
  // Every string inside `v`.
  void addValue(const Value& v);
  void merge(const SecretSet& other);
  bool empty() const { return items_.empty(); }
  size_t size() const { return items_.size(); }

  // Whether a secret occurs in `text`, or in a string, key or unknown inside `v`.
  bool appearsInText(std::string_view text) const;
  bool appearsIn(const Value& v) const;
  // `text` with every occurrence of a secret replaced by kSecretPlaceholder.
  std::string scrub(std::string text) const;
  // Every string and object key inside `v`.
  void scrub(Value& v) const;
  // Every message.
  void scrub(Diagnostics& diags) const;

 private:
  // add() without rebuilding the scan tables (true: something was added); index() rebuilds
  // them once the adding is done. insertAll() adds many at once (sorted once, not one by one:
  // a secure array of 100,000 strings would otherwise move the list 100,000 times).
  bool insert(std::string_view text);
  bool insertAll(std::vector<std::string_view> texts);
  void index();
  // What a look for secrets in a text found: none, one, or that looking cost more than it may
  // (Costly: see find()).
  enum class Hit : uint8_t { None, Found, Costly };
  // Whether `text` holds a secret: a multi-pattern scan over a window as long as the shortest
  // secret (at most 255 bytes). The block at the window's end (a byte for a few secrets, two
  // bytes for more: by single bytes, seventy secrets left almost no byte to skip) says how far
  // the window may move without passing a secret's start; only where it can end a secret's
  // window are the secrets that end so compared. Most text is passed over a window at a time.
  // The comparing is bounded (kCompareWork): secrets written to nearly match a text at every
  // position (many sharing a window, or longer than it) made one look take minutes, and such a
  // text is then taken as holding a secret (Costly), which hides it rather than shows it.
  Hit find(std::string_view text) const;
  bool contains(std::string_view text) const;
  // scrub(Value&) in one pass: true, with the scrubbed value in `out`, when `v` holds a secret.
  bool scrubbed(const Value& v, Value& out) const;
  // Whether scrubbed() could find anything in `v` (false: a scalar, or a string without a secret).
  bool worthALook(const Value& v) const;

  // The scan's tables, rebuilt by index() and shared by copies of the set (they are copied
  // and merged per deployment; the tables are some kilobytes).
  struct Scan;
  std::vector<std::string> items_;     // longest first, so that a secret inside another goes with it
  std::shared_ptr<const Scan> scan_;   // null while empty
};

// The values of the environment variables `names` that are set (the ones preflight may read).
SecretSet environmentSecrets(const std::set<std::string>& names);

}  // namespace pf
