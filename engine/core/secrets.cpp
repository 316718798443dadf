#include "engine/core/secrets.hpp"

#include <array>
#include <algorithm>
#include <cstdlib>

#include "engine/core/text_search.hpp"

namespace pf {

namespace {

// Whether a scalar is replaced: flagged itself, or (strings and unknowns, and for display anything)
// inside a flagged container. A number or bool that merely sits in a flagged object (settings built
// together with a password) is the rules' to check; one read out of a secure value is flagged itself.
// A placeholder already in place (and flagged, as redact() leaves it) stays as it is.
bool replaced(const Value& v, bool secret, Redact mode) {
  if (!(v.secret() || (secret && (mode == Redact::ForDisplay || v.isString() || v.isUnknown())))) return false;
  return !(v.isString() && v.secret() && v.str() == kSecretPlaceholder);
}

// Whether `v` may hold something to replace: an unflagged scalar outside a flagged container
// never does (most members), and is passed over without a call.
bool mayNeedRedaction(const Value& v, bool secret) {
  return secret || v.secret() || v.kind() == Kind::Array || v.kind() == Kind::Object;
}

// Whether anything inside `v` would be replaced. Read-only: most values hold no secret, and
// descending through objMut()/arrMut() would copy storage they share with the template.
bool needsRedaction(const Value& v, bool inherited, Redact mode) {
  bool secret = inherited || v.secret();
  switch (v.kind()) {
    case Kind::Array:
      for (const Value& x : v.arr())
        if (mayNeedRedaction(x, secret) && needsRedaction(x, secret, mode)) return true;
      return false;
    case Kind::Object:
      for (const auto& [k, x] : v.obj())
        if (mayNeedRedaction(x, secret) && needsRedaction(x, secret, mode)) return true;
      return false;
    case Kind::String:
    case Kind::Unknown:
    case Kind::Bool:
    case Kind::Int:
    case Kind::Float: return replaced(v, secret, mode);
    default: return false;
  }
}

void redact(Value& v, bool inherited, Redact mode) {
  bool secret = inherited || v.secret();
  switch (v.kind()) {
    case Kind::String:
    case Kind::Unknown:
    case Kind::Bool:
    case Kind::Int:
    case Kind::Float:
      if (replaced(v, secret, mode)) {
        Loc l = v.loc();
        uint8_t taint = v.taint();
        v = Value(std::string(kSecretPlaceholder));
        v.setLoc(l);
        v.addTaint(taint ? taint : Value::kSecure);
      }
      break;
    case Kind::Array:
      // Only the members that hold something to replace are written to (and their shared
      // storage copied); the rest stay shared.
      for (size_t i = 0; i < v.arr().size(); ++i)
        if (needsRedaction(v.arr()[i], secret, mode)) redact(v.arrMut()[i], secret, mode);
      break;
    case Kind::Object:
      for (size_t i = 0; i < v.obj().size(); ++i)
        if (needsRedaction(v.obj().entries()[i].second, secret, mode))
          redact(v.objMut().valueAt(i), secret, mode);
      break;
    default: break;
  }
}

}  // namespace

void redactSecrets(Value& v, Redact mode) { redact(v, false, mode); }

namespace {

bool isPlaceholder(std::string_view s) {
  return s == kSecretPlaceholder || s.rfind("{{SecretReference:", 0) == 0;
}

// The order of SecretSet::items_.
bool longestFirst(std::string_view a, std::string_view b) { return a.size() != b.size() ? a.size() > b.size() : a < b; }

}  // namespace

bool SecretSet::insert(std::string_view text) {
  if (text.size() < kMinLength || isPlaceholder(text)) return false;
  auto pos = std::lower_bound(items_.begin(), items_.end(), text,
                              [](const std::string& a, std::string_view b) { return longestFirst(a, b); });
  if (pos != items_.end() && *pos == text) return false;
  items_.insert(pos, std::string(text));
  return true;
}

namespace {

void collectStrings(const Value& v, std::vector<std::string_view>& out) {
  switch (v.kind()) {
    case Kind::String: out.push_back(v.str()); break;
    case Kind::Array:
      for (const Value& x : v.arr()) collectStrings(x, out);
      break;
    case Kind::Object:
      for (const auto& [k, x] : v.obj()) collectStrings(x, out);
      break;
    default: break;
  }
}

}  // namespace

bool SecretSet::insertAll(std::vector<std::string_view> texts) {
  std::erase_if(texts, [](std::string_view t) { return t.size() < kMinLength || isPlaceholder(t); });
  if (texts.empty()) return false;
  if (texts.size() == 1) return insert(texts[0]);
  std::sort(texts.begin(), texts.end(), longestFirst);
  texts.erase(std::unique(texts.begin(), texts.end()), texts.end());
  std::vector<std::string> merged;
  merged.reserve(items_.size() + texts.size());
  size_t i = 0, j = 0;
  bool added = false;
  while (i < items_.size() || j < texts.size()) {
    if (j == texts.size() || (i < items_.size() && longestFirst(items_[i], texts[j]))) {
      merged.push_back(std::move(items_[i++]));
    } else if (i < items_.size() && items_[i] == texts[j]) {
      merged.push_back(std::move(items_[i++]));
      ++j;
    } else {
      merged.emplace_back(texts[j++]);
      added = true;
    }
  }
  items_ = std::move(merged);
  return added;
}

// Wu and Manber's scan: the block of `block` bytes at the window's end says how far the window
// may move. Blocks of one byte (Horspool's scan) move furthest for a few secrets; with more,
// nearly every byte starts some secret and only two-byte blocks still move (in kSlots slots:
// blocks that share one only make its move shorter, never wrong).
struct SecretSet::Scan {
  static constexpr size_t kSlots = 4096;
  static constexpr size_t kMostForBytes = 4;  // secrets scanned by single bytes
  size_t window = 0;                          // the shortest secret's length (at most 255)
  size_t block = 1;                           // 1 or 2
  // By the slot of the window's last block (slots [0, 256) with blocks of one byte; the rest is
  // not filled then): how far the window may move (0: compare the secrets that end there), and
  // how far once they are compared.
  std::array<uint8_t, kSlots> move;
  std::array<uint8_t, kSlots> after;
  std::vector<std::pair<uint16_t, uint32_t>> endings;  // (slot, index in items_) of each secret's last block, by slot
  // Each secret's search for scrub(), by index in items_: built here, once per set of secrets,
  // rather than in every scrub (a long secret's table costs its length).
  std::vector<TextFinder> finders;

  // The slot of the block ending at `end`.
  template <size_t Block>
  static uint16_t slot(const unsigned char* end) {
    if constexpr (Block == 1) return end[0];
    else return static_cast<uint16_t>((end[-1] << 6 ^ end[0]) & (kSlots - 1));
  }
  uint16_t slotOf(const std::string& s, size_t end) const {
    const auto* p = reinterpret_cast<const unsigned char*>(s.data()) + end;
    return block == 1 ? slot<1>(p) : slot<2>(p);
  }
};

void SecretSet::index() {
  if (items_.empty()) {
    scan_.reset();
    return;
  }
  std::shared_ptr<Scan> scan(new Scan);  // not value-initialised: only the slots in use are filled
  scan->finders.reserve(items_.size());
  const size_t m = scan->window = std::min<size_t>(items_.back().size(), 255);  // >= kMinLength
  const size_t b = scan->block = items_.size() <= Scan::kMostForBytes ? 1 : 2;
  const size_t slots = b == 1 ? 256 : Scan::kSlots;
  std::fill_n(scan->move.begin(), slots, static_cast<uint8_t>(m - b + 1));
  std::fill_n(scan->after.begin(), slots, static_cast<uint8_t>(m - b + 1));
  for (uint32_t i = 0; i < items_.size(); ++i) {
    const std::string& s = items_[i];
    for (size_t j = 0; j + b <= m; ++j) {  // the block at s[j]: m - b - j before the window's last one
      uint16_t h = scan->slotOf(s, j + b - 1);
      auto far = static_cast<uint8_t>(m - b - j);
      scan->move[h] = std::min(scan->move[h], far);
      if (far) scan->after[h] = std::min(scan->after[h], far);
    }
    scan->endings.emplace_back(scan->slotOf(s, m - 1), i);
    scan->finders.emplace_back(s);
  }
  std::sort(scan->endings.begin(), scan->endings.end());
  scan_ = std::move(scan);
}

namespace {

// How much comparing one look for secrets may do: sixteen bytes per byte of text, and 64 KB.
// Secrets compared at a position mostly differ from the text in their first byte.
size_t compareBudget(size_t textSize) { return 16 * textSize + 65536; }

// Whether a secret whose last block has slot `h` starts at `at`; `work` counts the secrets
// looked at and the bytes compared. Out of line: the scan's loop then needs few registers, and
// most texts scanned are short.
template <class Scan>
[[gnu::noinline]] bool startsHere(const Scan& scan, const std::vector<std::string>& items, std::string_view text,
                                  size_t at, uint16_t h, size_t& work) {
  std::string_view rest = text.substr(at);
  auto k = std::lower_bound(scan.endings.begin(), scan.endings.end(), std::pair<uint16_t, uint32_t>(h, 0));
  for (; k != scan.endings.end() && k->first == h; ++k) {
    const std::string& secret = items[k->second];
    ++work;
    if (secret.front() != rest.front()) continue;
    work += std::min(secret.size(), rest.size());
    if (rest.starts_with(secret)) return true;
  }
  return false;
}

template <size_t Block, class Hit, class Scan>
Hit scanFor(const Scan& scan, const std::vector<std::string>& items, std::string_view text) {
  const size_t n = text.size(), m = scan.window, budget = compareBudget(n);
  const auto* p = reinterpret_cast<const unsigned char*>(text.data());
  size_t work = 0;
  for (size_t at = 0; at + m <= n;) {
    uint16_t h = Scan::template slot<Block>(p + at + m - 1);
    if (size_t move = scan.move[h]) {
      at += move;
      continue;
    }
    if (startsHere(scan, items, text, at, h, work)) return Hit::Found;
    if (work > budget) return Hit::Costly;
    at += scan.after[h];
  }
  return Hit::None;
}

}  // namespace

// Inline: most calls are for short strings without a secret, settled in a few steps.
[[gnu::always_inline]] inline SecretSet::Hit SecretSet::find(std::string_view text) const {
  if (!scan_) return Hit::None;
  return scan_->block == 1 ? scanFor<1, Hit>(*scan_, items_, text) : scanFor<2, Hit>(*scan_, items_, text);
}

[[gnu::always_inline]] inline bool SecretSet::contains(std::string_view text) const { return find(text) != Hit::None; }

void SecretSet::add(std::string_view text) {
  if (insert(text)) index();
}

void SecretSet::addValue(const Value& v) {
  std::vector<std::string_view> texts;
  collectStrings(v, texts);
  if (insertAll(std::move(texts))) index();
}

void SecretSet::merge(const SecretSet& other) {
  if (other.items_.empty() || &other == this) return;  // the views below point into other.items_
  if (insertAll(std::vector<std::string_view>(other.items_.begin(), other.items_.end()))) index();
}

std::string SecretSet::scrub(std::string text) const {
  // Most text holds no secret: one scan says so without rewriting anything.
  Hit hit = find(text);
  if (hit == Hit::None) return text;
  // Each secret is then searched in linear time (its TextFinder, built with the scan) and its
  // occurrences replaced in one pass: secrets times text, at most kScrubWork bytes, else the text
  // is hidden whole.
  constexpr uint64_t kScrubWork = uint64_t{1} << 28;
  if (hit == Hit::Costly || static_cast<uint64_t>(items_.size()) * (text.size() + 1) > kScrubWork)
    return std::string(kSecretPlaceholder);
  for (const TextFinder& finder : scan_->finders) {
    if (finder.first(text) == TextFinder::npos) continue;
    std::string out;
    finder.replaceAll(text, kSecretPlaceholder, out);
    text = std::move(out);
  }
  return text;
}

bool SecretSet::appearsInText(std::string_view text) const { return contains(text); }

[[gnu::always_inline]] inline bool SecretSet::worthALook(const Value& v) const {
  // Most members are scalars or strings without a secret: settled here, without a call.
  switch (v.kind()) {
    case Kind::String: return contains(v.str());
    case Kind::Array:
    case Kind::Object:
    case Kind::Unknown: return true;
    default: return false;
  }
}

bool SecretSet::appearsIn(const Value& v) const {
  // A member: a string is scanned in place, numbers, bools and nulls are passed without a call.
  auto holds = [this](const Value& x) { return worthALook(x) && (x.isString() || appearsIn(x)); };
  switch (v.kind()) {
    case Kind::String: return contains(v.str());
    case Kind::Unknown: return contains(v.unknownData().expr);
    case Kind::Array:
      for (const Value& x : v.arr())
        if (holds(x)) return true;
      return false;
    case Kind::Object:
      for (const auto& [k, x] : v.obj())
        if (contains(k) || holds(x)) return true;
      return false;
    default: return false;
  }
}

void SecretSet::scrub(Value& v) const {
  // Most values hold no secret: one look says so (appearsIn is the leaner walk), then one pass
  // rewrites what does.
  if (items_.empty() || !appearsIn(v)) return;
  Value out;
  if (scrubbed(v, out)) v = std::move(out);
}

bool SecretSet::scrubbed(const Value& v, Value& out) const {
  // One pass, each string looked at once. `out` starts as a copy of `v` sharing its storage, so
  // only what holds a secret, and the containers on the way to it, are copied and rewritten.
  switch (v.kind()) {
    case Kind::String:
      if (!contains(v.str())) return false;
      out = v;
      out.strMut() = scrub(v.str());
      return true;
    case Kind::Unknown: {
      if (!contains(v.unknownData().expr)) return false;
      out = Value::unknown(scrub(v.unknownData().expr));
      out.setLoc(v.loc());
      out.setSecret(v.secret());
      return true;
    }
    case Kind::Array: {
      bool changed = false;
      const Array& items = v.arr();
      for (size_t i = 0; i < items.size(); ++i) {
        if (!worthALook(items[i])) continue;
        Value x;
        if (!scrubbed(items[i], x)) continue;
        if (!changed) out = v;
        changed = true;
        out.arrMut()[i] = std::move(x);
      }
      return changed;
    }
    case Kind::Object: {
      bool changed = false;
      const Object& members = v.obj();
      for (const auto& [k, x] : members)
        if (contains(k)) {
          // A secret used as a key: rebuild the object with scrubbed keys (the order is kept).
          Object renamed;
          for (const auto& [k2, x2] : members) renamed.set(scrub(k2), x2);
          out = Value(std::move(renamed));
          out.setLoc(v.loc());
          out.setSecret(v.secret());
          out.setOpen(v.open());
          changed = true;
          break;
        }
      // The members as they now stand: keys that scrub alike are one member now.
      const Object& now = changed ? out.obj() : members;
      for (size_t i = 0; i < now.size(); ++i) {
        if (!worthALook(now.entries()[i].second)) continue;
        Value x;
        if (!scrubbed(now.entries()[i].second, x)) continue;
        if (!changed) out = v;
        changed = true;
        out.objMut().valueAt(i) = std::move(x);
      }
      return changed;
    }
    default: return false;
  }
}

void SecretSet::scrub(Diagnostics& diags) const {
  if (items_.empty()) return;
  for (Diagnostic& d : diags.items()) d.message = scrub(std::move(d.message));
}

SecretSet environmentSecrets(const std::set<std::string>& names) {
  SecretSet out;
  for (const std::string& name : names)
    if (const char* v = std::getenv(name.c_str())) out.add(v);
  return out;
}

}  // namespace pf
