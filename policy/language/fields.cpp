#include "policy/language/fields.hpp"

namespace pf::policy {

namespace {

// tags['x'] / tags['''x'''] / tags[x]: the tag name inside the brackets.
std::string tagInBrackets(std::string_view inner) {
  if (inner.size() >= 2 && inner.front() == '\'' && inner.back() == '\'') {
    inner = inner.substr(1, inner.size() - 2);
    std::string out;
    for (size_t i = 0; i < inner.size(); ++i) {
      out += inner[i];
      if (inner[i] == '\'' && i + 1 < inner.size() && inner[i + 1] == '\'') ++i;
    }
    return out;
  }
  return std::string(inner);
}

}  // namespace

FieldRef parseField(std::string_view text) {
  FieldRef f;
  f.text = std::string(text);
  if (iequals(text, "name")) f.kind = FieldRef::Kind::Name;
  else if (iequals(text, "fullName")) f.kind = FieldRef::Kind::FullName;
  else if (iequals(text, "kind")) f.kind = FieldRef::Kind::ResourceKind;
  else if (iequals(text, "type")) f.kind = FieldRef::Kind::Type;
  else if (iequals(text, "location")) f.kind = FieldRef::Kind::Location;
  else if (iequals(text, "id")) f.kind = FieldRef::Kind::Id;
  else if (iequals(text, "tags")) f.kind = FieldRef::Kind::Tags;
  else if (istartsWith(text, "tags.") && text.size() > 5) {
    f.kind = FieldRef::Kind::Tag;
    f.tag = std::string(text.substr(5));
  } else if (istartsWith(text, "tags[") && text.back() == ']' && text.size() >= 6) {
    f.kind = FieldRef::Kind::Tag;
    f.tag = tagInBrackets(text.substr(5, text.size() - 6));
  } else if (iequals(text, "identity") || istartsWith(text, "identity.")) {
    f.kind = FieldRef::Kind::Identity;
    f.path = parsePath(text);
    f.collection = f.path.isCollection();
  } else {
    f.kind = FieldRef::Kind::Alias;
    f.collection = text.find("[*]") != std::string_view::npos;
  }
  return f;
}

bool looksLikePropertyPath(std::string_view text) {
  // Aliases are "<Namespace>/<type>/<property>": a slash comes before any dot of the property.
  size_t slash = text.find('/');
  return slash == std::string_view::npos;
}

std::optional<FieldPath> aliasPath(const AliasCatalog& aliases, const FieldRef& field, std::string_view resourceType,
                                   std::string_view apiVersion) {
  const AliasEntry* e = aliases.find(field.text, resourceType);
  if (!e) return std::nullopt;
  return parsePath(e->pathFor(apiVersion));
}

}  // namespace pf::policy
