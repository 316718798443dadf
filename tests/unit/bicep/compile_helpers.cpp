#include "tests/unit/bicep/compile_helpers.hpp"

namespace pf::test {

std::string Compiled::at(const std::string& path) const {
  if (!result.tmpl) return "<no template>";
  const Value* cur = &*result.tmpl;
  size_t i = 0;
  while (i < path.size()) {
    size_t j = path.find('/', i + 1);
    std::string seg = path.substr(i + 1, j == std::string::npos ? std::string::npos : j - i - 1);
    if (cur->isArray()) {
      cur = cur->at(static_cast<size_t>(std::stoul(seg)));
    } else {
      cur = cur->get(seg);
    }
    if (!cur) return "<missing>";
    if (j == std::string::npos) break;
    i = j;
  }
  return toJson(*cur);
}

std::string Compiled::firstError() const {
  for (const auto& d : result.diagnostics.items())
    if (d.severity == Severity::Error) return d.code + " " + d.message;
  return "";
}

Compiled compile(const std::string& text, const std::map<std::string, std::string>& extraFiles, bool symbolic,
                 const std::set<std::string>& features) {
  Compiled c;
  bicep::CompileOptions o;
  o.forceSymbolicNames = symbolic;
  o.experimentalFeatures = features;
  auto files = std::make_shared<std::map<std::string, std::string>>();
  for (const auto& [k, v] : extraFiles) (*files)["/virtual/" + k] = v;
  o.files.read = [files](const std::string& p) -> Result<std::string> {
    auto it = files->find(p);
    if (it == files->end()) return makeError("IO001", "cannot read '" + p + "': no such file");
    return it->second;
  };
  o.files.list = [files](const std::string& dir) -> Result<std::vector<std::string>> {
    std::vector<std::string> out;
    std::string prefix = dir.back() == '/' ? dir : dir + "/";
    for (const auto& [k, v] : *files)
      if (k.rfind(prefix, 0) == 0 && k.find('/', prefix.size()) == std::string::npos) out.push_back(k.substr(prefix.size()));
    return out;
  };
  c.result = bicep::compileBicepText("/virtual/main.bicep", text, *c.files, o);
  return c;
}

}  // namespace pf::test
