#pragma once
// Bicep's Azure type index, reduced to what the compiler needs and embedded in the binary
// (engine/azuretypes/data/azure-types.bin, made by generate.py; format in README.md):
// the spelling of every resource type per API version, and for each type@version the
// shape of its body: which JSON kind sits at a path (string, int, bool, object, array, any)
// and the property names, additional properties, array items and discriminated variants on
// the way. Immutable; sections are inflated on first use (thread-safe), so a run that never
// asks pays only for reading the header.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pf::azuretypes {

namespace detail {
struct Namespace;
struct Sections;
}  // namespace detail

enum class Kind : uint8_t { String, Int, Bool, Any, Object, Array, Discriminated };

// The ARM type name Bicep emits for a kind ("string", "int", "bool", "object", "array");
// empty for Any, which Bicep emits without a type.
std::string_view armTypeName(Kind k);

// A node of a body schema. Cheap to copy; valid as long as its TypeIndex.
class TypeRef {
 public:
  Kind kind() const;
  // An object's property, or a discriminated object's base property, by name: the exact
  // spelling first, else the first that matches ignoring case (as Bicep looks them up).
  std::optional<TypeRef> property(std::string_view name) const;
  // The property names (objects; base properties of discriminated objects), as spelled.
  std::vector<std::string_view> propertyNames() const;
  std::optional<TypeRef> additionalProperties() const;  // objects that declare them
  std::optional<TypeRef> items() const;                 // arrays
  // Discriminated objects: the discriminator property and each variant (its own properties,
  // without the base properties), by discriminator value.
  std::string_view discriminator() const;
  std::vector<std::pair<std::string_view, TypeRef>> variants() const;

 private:
  friend class TypeIndex;
  TypeRef(const detail::Namespace* ns, uint32_t id) : ns_(ns), id_(id) {}
  const detail::Namespace* ns_;
  uint32_t id_;
};

class TypeIndex {
 public:
  // `blob` must outlive the index (the embedded data does). A blob whose header cannot be
  // read gives an empty index; problems() says why.
  explicit TypeIndex(std::string_view blob);
  ~TypeIndex();
  TypeIndex(const TypeIndex&) = delete;
  TypeIndex& operator=(const TypeIndex&) = delete;

  // The index compiled into the binary, built on first use.
  static const TypeIndex& builtin();

  // How the index spells `type` (matched ignoring case) at `apiVersion` (ignoring case), or
  // nullopt when the index does not know that pair.
  std::optional<std::string> spelling(std::string_view type, std::string_view apiVersion) const;
  // Every API version the index knows for `type` (ignoring case; all spellings), sorted
  // (dates sort as text; a preview sorts after its stable version of the same date). Empty when
  // the type is unknown.
  std::vector<std::string> apiVersions(std::string_view type) const;
  // The same as the index lists them: unsorted, a version listed under two spellings twice; the
  // views live as long as the index. For callers that only need a maximum or a membership.
  std::vector<std::string_view> listedApiVersions(std::string_view type) const;
  // The body schema of `type@apiVersion` (both ignoring case), or nullopt when unknown.
  std::optional<TypeRef> body(std::string_view type, std::string_view apiVersion) const;

  // Inflates and parses every section; returns every problem found (none for a sound blob).
  // For tests and for checking a regenerated table.
  std::vector<std::string> verify() const;
  // Problems met so far (the header, and sections loaded until now).
  std::vector<std::string> problems() const;

 private:
  std::unique_ptr<detail::Sections> sections_;
};

}  // namespace pf::azuretypes
