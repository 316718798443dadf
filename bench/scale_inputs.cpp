#include "bench/scale_inputs.hpp"

#include <filesystem>
#include <fstream>
#include <stdexcept>

namespace pf::bench {

namespace fs = std::filesystem;

namespace {

constexpr const char* kSchema = "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#";

void writeFile(const fs::path& path, const std::string& text) {
  fs::create_directories(path.parent_path());
  std::ofstream out(path, std::ios::binary);
  out << text;
  if (!out) throw std::runtime_error("cannot write " + path.string());
}

std::string templateText(const std::string& resources) {
  return std::string("{\n  \"$schema\": \"") + kSchema +
         "\",\n  \"contentVersion\": \"1.0.0.0\",\n"
         "  \"parameters\": {\"location\": {\"type\": \"string\", \"defaultValue\": \"[resourceGroup().location]\"}},\n"
         "  \"resources\": [\n" +
         resources + "\n  ]\n}\n";
}

// A storage account some rules fail on (TLS 1.0, public blob access), so each one yields findings.
std::string storageJson(const std::string& name) {
  return "    {\n"
         "      \"type\": \"Microsoft.Storage/storageAccounts\",\n"
         "      \"apiVersion\": \"2023-01-01\",\n"
         "      \"name\": \"" + name + "\",\n"
         "      \"location\": \"[parameters('location')]\",\n"
         "      \"sku\": {\"name\": \"Standard_LRS\"},\n"
         "      \"kind\": \"StorageV2\",\n"
         "      \"properties\": {\"minimumTlsVersion\": \"TLS1_0\", \"allowBlobPublicAccess\": true}\n"
         "    }";
}

// The same text on one line, as a minifier writes it (each line's indentation dropped too), with
// a non-ASCII tag per resource, so that report columns count UTF-16 units along one long line.
std::string minified(const std::string& text) {
  std::string out;
  out.reserve(text.size());
  bool lineStart = false;
  for (char c : text) {
    if (c == '\n') {
      lineStart = true;
      continue;
    }
    if (lineStart && c == ' ') continue;
    lineStart = false;
    out += c;
  }
  return out;
}

std::string storageAccounts(int n, const std::string& prefix) {
  std::string out;
  for (int i = 0; i < n; ++i) out += (i ? ",\n" : "") + storageJson(prefix + std::to_string(i));
  return out;
}

// An object variable of `n` keys, merged by union() and counted by items(), and a storage
// account's tags.
std::string objectKeysTemplate(int n) {
  std::string keys;
  for (int i = 0; i < n; ++i) keys += (i ? ", \"k" : "\"k") + std::to_string(i) + "\": " + std::to_string(i);
  return std::string("{\n  \"$schema\": \"") + kSchema +
         "\",\n  \"contentVersion\": \"1.0.0.0\",\n"
         "  \"variables\": {\n    \"big\": {" + keys + "},\n"
         "    \"merged\": \"[union(variables('big'), createObject('extra', 1))]\"\n  },\n"
         "  \"resources\": [\n" + storageJson("stkeys") + "\n  ],\n"
         "  \"outputs\": {\"count\": {\"type\": \"int\", \"value\": \"[length(items(variables('merged')))]\"}}\n}\n";
}

// `n` parameters with defaults, each read by a variable that a storage account's tags hold.
std::string parametersTemplate(int n) {
  std::string params, vars, tags;
  for (int i = 0; i < n; ++i) {
    std::string k = std::to_string(i);
    params += (i ? ",\n    \"p" : "    \"p") + k + "\": {\"type\": \"string\", \"defaultValue\": \"v" + k + "\"}";
    vars += (i ? ",\n    \"v" : "    \"v") + k + "\": \"[parameters('p" + k + "')]\"";
    tags += (i ? ", \"t" : "\"t") + k + "\": \"[variables('v" + k + "')]\"";
  }
  std::string account = storageJson("stparams");
  account.insert(account.rfind('}'), ",\n      \"tags\": {" + tags + "}\n    ");
  return std::string("{\n  \"$schema\": \"") + kSchema +
         "\",\n  \"contentVersion\": \"1.0.0.0\",\n"
         "  \"parameters\": {\n" + params + "\n  },\n"
         "  \"variables\": {\n" + vars + "\n  },\n"
         "  \"resources\": [\n" + account + "\n  ]\n}\n";
}

// One resource per item; each depends on the previous one by name and reads it with reference().
std::string chainTemplate(int n) {
  std::string out;
  for (int i = 0; i < n; ++i) {
    std::string name = "ip" + std::to_string(i), prev = "ip" + std::to_string(i - 1);
    out += i ? ",\n" : "";
    out += "    {\n"
           "      \"type\": \"Microsoft.Network/publicIPAddresses\",\n"
           "      \"apiVersion\": \"2023-04-01\",\n"
           "      \"name\": \"" + name + "\",\n"
           "      \"location\": \"[parameters('location')]\",\n";
    if (i == 0) {
      out += "      \"properties\": {\"idleTimeoutInMinutes\": 4}\n    }";
      continue;
    }
    std::string id = "resourceId('Microsoft.Network/publicIPAddresses', '" + prev + "')";
    out += "      \"dependsOn\": [\"" + prev + "\", \"[" + id + "]\"],\n"
           "      \"properties\": {\"idleTimeoutInMinutes\": \"[reference(" + id + ").idleTimeoutInMinutes]\"}\n    }";
  }
  return templateText(out);
}

std::string copyTemplate(int n) {
  return templateText(
      "    {\n"
      "      \"type\": \"Microsoft.Storage/storageAccounts\",\n"
      "      \"apiVersion\": \"2023-01-01\",\n"
      "      \"name\": \"[format('st{0}', copyIndex())]\",\n"
      "      \"location\": \"[parameters('location')]\",\n"
      "      \"copy\": {\"name\": \"accounts\", \"count\": " + std::to_string(n) + "},\n"
      "      \"sku\": {\"name\": \"Standard_LRS\"},\n"
      "      \"kind\": \"StorageV2\",\n"
      "      \"properties\": {\"minimumTlsVersion\": \"TLS1_0\", \"allowBlobPublicAccess\": true}\n"
      "    }");
}

// Every tenth account carries a suppression comment, so that the comment lookup is exercised.
std::string bicepStorage(int n) {
  std::string out = "param location string = resourceGroup().location\n\n";
  for (int i = 0; i < n; ++i) {
    std::string sym = "st" + std::to_string(i);
    if (i % 10 == 0) out += "// preflight-disable-next-line Azure.Storage.MinTLS -- generated\n";
    out += "@description('account " + std::to_string(i) + "')\n"
           "resource " + sym + " 'Microsoft.Storage/storageAccounts@2023-01-01' = {\n"
           "  name: '" + sym + "'\n"
           "  location: location\n"
           "  sku: {\n    name: 'Standard_LRS'\n  }\n"
           "  kind: 'StorageV2'\n"
           "  properties: {\n    minimumTlsVersion: 'TLS1_0'\n    allowBlobPublicAccess: true\n  }\n"
           "}\n\n";
  }
  return out;
}

// One array literal of `n` objects on one line (with a non-ASCII character each), read by a copy
// loop of storage accounts: the line is as long as the array.
std::string bicepLongLine(int n) {
  std::string out = "param location string = resourceGroup().location\n\nvar owners = [";
  for (int i = 0; i < n; ++i) out += (i ? ", " : "") + std::string("{ name: '\u00e9quipe") + std::to_string(i) + "' }";
  out += "]\n\n"
         "resource st 'Microsoft.Storage/storageAccounts@2023-01-01' = [for (owner, i) in take(owners, 100): {\n"
         "  name: 'st${i}'\n"
         "  location: location\n"
         "  tags: owner\n"
         "  sku: {\n    name: 'Standard_LRS'\n  }\n"
         "  kind: 'StorageV2'\n"
         "  properties: {\n    minimumTlsVersion: 'TLS1_0'\n  }\n"
         "}]\n";
  return out;
}

std::string bicepModule(const std::string& resourceName) {
  return "param input string\nparam location string = resourceGroup().location\n\n"
         "resource st 'Microsoft.Storage/storageAccounts@2023-01-01' = {\n"
         "  name: '" + resourceName + "${uniqueString(input)}'\n"
         "  location: location\n"
         "  sku: {\n    name: 'Standard_LRS'\n  }\n"
         "  kind: 'StorageV2'\n"
         "  properties: {\n    minimumTlsVersion: 'TLS1_0'\n  }\n"
         "}\n\noutput value string = st.name\n";
}

// main.bicep with n modules (one file each), each taking the previous one's output.
std::string moduleChain(int n, const fs::path& dir) {
  std::string main;
  for (int i = 0; i < n; ++i) {
    std::string file = "modules/m" + std::to_string(i) + ".bicep";
    writeFile(dir / file, bicepModule("m" + std::to_string(i)));
    std::string input = i ? "m" + std::to_string(i - 1) + ".outputs.value" : "'start'";
    main += "module m" + std::to_string(i) + " '" + file + "' = {\n  name: 'm" + std::to_string(i) +
            "'\n  params: {\n    input: " + input + "\n  }\n}\n\n";
  }
  return main;
}

}  // namespace

std::vector<ScaleCase> scaleCases() {
  return {
      {"template", "storage accounts in one ARM template (analyze)", "analyze", {10, 100, 800, 5000}},
      {"minified", "storage accounts in one template on one line (analyze)", "analyze", {100, 800, 5000}},
      {"keys", "keys of one object variable, merged by union() (analyze)", "analyze", {1000, 20000, 200000}},
      {"params", "parameters, each read by a variable and a tag (analyze)", "analyze", {256, 4000, 30000}},
      {"bicep", "storage accounts in one Bicep file (analyze)", "analyze", {10, 200, 2000}},
      {"bicepline", "objects of one Bicep array literal on one line (analyze)", "analyze", {1000, 5000, 20000}},
      {"chain", "resources in a dependsOn/reference() chain (expand)", "expand", {100, 800}},
      {"copy", "copies of one copy loop (analyze)", "analyze", {100, 800}},
      {"folder", "templates of 5 resources in a folder (analyze)", "analyze", {1000, 5000}},
      {"modules", "Bicep modules in a chain of outputs (analyze)", "analyze", {10, 50}},
      {"shared", "Bicep entry files using one shared module (analyze)", "analyze", {10, 100}},
      {"imports", "Bicep entry files importing from one 170 KB file (analyze)", "analyze", {10, 100, 1000}},
      {"paramfiles", "parameter files of one template (analyze)", "analyze", {100, 1000, 10000}},
      {"gitignore", ".gitignore lines over a folder of 200 templates (analyze)", "analyze", {100, 1000, 10000}},
      {"suppressions", "suppressions in preflight.yaml over 800 storage accounts (analyze)", "analyze", {100, 1000, 10000}},
      {"search", "KB of text searched for a needle a quarter as long that nearly matches (analyze)", "analyze", {100, 1000, 4000}},
      {"sets", "numbers in each of two arrays given to union() and intersection() (analyze)", "analyze", {1000, 10000, 50000}},
      {"secrets", "strings of a secure object, in descending order (analyze)", "analyze", {1000, 20000, 200000}},
  };
}

std::string writeScaleInput(const ScaleCase& c, int size, const std::string& dirText) {
  fs::path dir = fs::path(dirText) / (c.name + "-" + std::to_string(size));
  fs::create_directories(dir);
  if (c.name == "template") {
    writeFile(dir / "azuredeploy.json", templateText(storageAccounts(size, "st")));
    return (dir / "azuredeploy.json").string();
  }
  if (c.name == "minified") {
    std::string resources = storageAccounts(size, "st");
    // A tag in each account: "é" is one UTF-16 unit but two bytes.
    const std::string tag = "\"tags\": {\"owner\": \"\u00e9quipe\"},\n      ";
    for (size_t at = 0; (at = resources.find("\"kind\"", at)) != std::string::npos; at += tag.size() + 6)
      resources.insert(at, tag);
    writeFile(dir / "azuredeploy.json", minified(templateText(resources)));
    return (dir / "azuredeploy.json").string();
  }
  if (c.name == "bicep") {
    writeFile(dir / "main.bicep", bicepStorage(size));
    return (dir / "main.bicep").string();
  }
  if (c.name == "keys" || c.name == "params") {
    writeFile(dir / "azuredeploy.json", c.name == "keys" ? objectKeysTemplate(size) : parametersTemplate(size));
    return (dir / "azuredeploy.json").string();
  }
  if (c.name == "bicepline") {
    writeFile(dir / "main.bicep", bicepLongLine(size));
    return (dir / "main.bicep").string();
  }
  if (c.name == "chain") {
    writeFile(dir / "azuredeploy.json", chainTemplate(size));
    return (dir / "azuredeploy.json").string();
  }
  if (c.name == "copy") {
    writeFile(dir / "azuredeploy.json", copyTemplate(size));
    return (dir / "azuredeploy.json").string();
  }
  if (c.name == "folder") {
    // A hundred templates per sub-folder, as a repository groups them.
    for (int i = 0; i < size; ++i)
      writeFile(dir / ("group" + std::to_string(i / 100)) / ("t" + std::to_string(i) + ".json"),
                templateText(storageAccounts(5, "t" + std::to_string(i) + "st")));
    return dir.string();
  }
  if (c.name == "modules") {
    writeFile(dir / "main.bicep", moduleChain(size, dir));
    return (dir / "main.bicep").string();
  }
  if (c.name == "shared") {
    writeFile(dir / "modules/shared.bicep", bicepModule("shared"));
    for (int i = 0; i < size; ++i)
      writeFile(dir / ("app" + std::to_string(i) + ".bicep"),
                "module shared 'modules/shared.bicep' = {\n  name: 'shared'\n  params: {\n    input: 'app" +
                    std::to_string(i) + "'\n  }\n}\n");
    return dir.string();
  }
  if (c.name == "imports") {
    std::string shared;
    for (int i = 0; i < 2000; ++i)
      shared += "@export()\nvar v" + std::to_string(i) + " = {\n  name: 'value" + std::to_string(i) +
                "'\n  size: " + std::to_string(i) + "\n  tags: { a: 'b', c: 'd' }\n}\n\n";
    writeFile(dir / "shared/values.bicep", shared);
    for (int i = 0; i < size; ++i)
      writeFile(dir / ("app" + std::to_string(i) + ".bicep"),
                "import * as lib from 'shared/values.bicep'\noutput o object = lib.v" + std::to_string(i % 2000) + "\n");
    return dir.string();
  }
  if (c.name == "paramfiles") {
    writeFile(dir / "azuredeploy.json",
              "{\n  \"$schema\": \"" + std::string(kSchema) +
                  "\",\n  \"contentVersion\": \"1.0.0.0\",\n  \"parameters\": {\"name\": {\"type\": \"string\"}},\n"
                  "  \"resources\": [\n" + storageJson("[parameters('name')]") + "\n  ]\n}\n");
    for (int i = 0; i < size; ++i)
      writeFile(dir / ("params/p" + std::to_string(i) + ".json"),
                "{\"$schema\": \"https://schema.management.azure.com/schemas/2019-04-01/deploymentParameters.json#\", "
                "\"contentVersion\": \"1.0.0.0\", \"metadata\": {\"template\": \"../azuredeploy.json\"}, "
                "\"parameters\": {\"name\": {\"value\": \"st" + std::to_string(i) + "\"}}}\n");
    return dir.string();
  }
  if (c.name == "gitignore") {
    // Half literal paths and names, half wildcards: what generated and hand-written files hold.
    std::string lines;
    for (int i = 0; i < size; ++i)
      lines += i % 2 ? "build" + std::to_string(i) + "/**/out*.json\n" : "*.generated" + std::to_string(i) + ".json\n";
    writeFile(dir / ".gitignore", lines);
    for (int i = 0; i < 200; ++i)
      writeFile(dir / ("group" + std::to_string(i / 20)) / ("t" + std::to_string(i) + ".json"),
                templateText(storageAccounts(1, "t" + std::to_string(i) + "st")));
    return dir.string();
  }
  if (c.name == "suppressions") {
    std::string yaml = "suppressions:\n";
    for (int i = 0; i < size; ++i)
      yaml += "  - rule: " + std::string(i % 2 ? "Azure.Storage.*" : "Azure.Storage.MinTLS") + "\n    resources: [other" +
              std::to_string(i) + ", st" + std::to_string(i % 800) + (i % 3 ? "" : "*") + "]\n";
    writeFile(dir / "preflight.yaml", yaml);
    writeFile(dir / "azuredeploy.json", templateText(storageAccounts(800, "st")));
    return dir.string();
  }
  if (c.name == "search") {
    // Every search function over the text, for a needle that matches all but its last byte at
    // every position (the case that defeats comparing at each position).
    std::string text = "padLeft('', " + std::to_string(size * 1000) + ", 'a')";
    std::string needle = "concat(padLeft('', " + std::to_string(size * 250) + ", 'a'), 'b')";
    std::string outputs;
    for (const char* f : {"indexOf(variables('text'), variables('needle'))", "lastIndexOf(variables('text'), variables('needle'))",
                          "length(split(variables('text'), variables('needle')))",
                          "length(replace(variables('text'), variables('needle'), 'x'))"})
      outputs += std::string(outputs.empty() ? "" : ",\n") + "    \"o" + std::to_string(outputs.size()) +
                 "\": {\"type\": \"int\", \"value\": \"[" + f + "]\"}";
    writeFile(dir / "azuredeploy.json",
              "{\n  \"$schema\": \"" + std::string(kSchema) + "\",\n  \"contentVersion\": \"1.0.0.0\",\n"
              "  \"variables\": {\"text\": \"[" + text + "]\", \"needle\": \"[" + needle + "]\"},\n"
              "  \"resources\": [],\n  \"outputs\": {\n" + outputs + "\n  }\n}\n");
    return (dir / "azuredeploy.json").string();
  }
  if (c.name == "sets") {
    std::string a, b;
    for (int i = 0; i < size; ++i) {
      a += (i ? ", " : "") + std::to_string(i);
      b += (i ? ", " : "") + std::to_string(i + size / 2);
    }
    writeFile(dir / "azuredeploy.json",
              "{\n  \"$schema\": \"" + std::string(kSchema) + "\",\n  \"contentVersion\": \"1.0.0.0\",\n"
              "  \"parameters\": {\"a\": {\"type\": \"array\", \"defaultValue\": [" + a + "]},\n"
              "                 \"b\": {\"type\": \"array\", \"defaultValue\": [" + b + "]}},\n"
              "  \"resources\": [],\n  \"outputs\": {\n"
              "    \"u\": {\"type\": \"int\", \"value\": \"[length(union(parameters('a'), parameters('b')))]\"},\n"
              "    \"i\": {\"type\": \"int\", \"value\": \"[length(intersection(parameters('a'), parameters('b')))]\"}\n"
              "  }\n}\n");
    return (dir / "azuredeploy.json").string();
  }
  if (c.name == "secrets") {
    // Secrets added from the largest: each one sorts before every string added so far.
    std::string list;
    for (int i = size; i > 0; --i) list += std::string(i == size ? "" : ", ") + "\"" + std::to_string(10000000 + i) + "xyz\"";
    std::string resources = storageAccounts(1, "st");
    writeFile(dir / "azuredeploy.json",
              "{\n  \"$schema\": \"" + std::string(kSchema) + "\",\n  \"contentVersion\": \"1.0.0.0\",\n"
              "  \"parameters\": {\"location\": {\"type\": \"string\", \"defaultValue\": \"[resourceGroup().location]\"},\n"
              "                 \"secrets\": {\"type\": \"secureObject\", \"defaultValue\": {\"list\": [" + list + "]}}},\n"
              "  \"resources\": [\n" + resources + "\n  ],\n"
              "  \"outputs\": {\"count\": {\"type\": \"int\", \"value\": \"[length(parameters('secrets').list)]\"}}\n}\n");
    return (dir / "azuredeploy.json").string();
  }
  throw std::runtime_error("unknown scaling case " + c.name);
}

}  // namespace pf::bench
