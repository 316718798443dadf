#pragma once
// The resource a policy evaluates: the body of its create/update request (type, name, location,
// tags, kind, identity, sku, properties, ...), with what Azure derives from it: the short name,
// the full name of a child (`server/db`), its id and the request's API version.
#include <string>

#include "engine/core/value.hpp"
#include "engine/expr/deployment_context.hpp"

namespace pf::policy {

struct PolicyResource {
  Value body;
  std::string type;        // e.g. Microsoft.Sql/servers/databases
  std::string fullName;    // e.g. server/db (the request's name)
  std::string name;        // the last segment: db
  std::string id;          // the resource id
  std::string apiVersion;  // the request's API version
  bool nameUnknown = false;  // the name (and so the id) is not known before deployment
  Loc loc;                 // where the resource is declared
};

// Builds the view of `body`. The id is the body's `id` when it has a string one, else made from
// the context's scope (resource group or subscription) and the type and name segments.
// `apiVersion` wins over the body's apiVersion when not empty.
PolicyResource makeResource(const Value& body, const DeploymentContext& context, const std::string& apiVersion = "");

// Turns strings that are ARM expressions ("[parameters('x')]") into Unknown values, for
// resources written by hand (policy eval --resource): such a value is not known before deployment.
Value expressionsAsUnknown(const Value& v);

}  // namespace pf::policy
