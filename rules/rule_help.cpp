#include "rules/rule_help.hpp"

#include <optional>

#include "engine/core/trim.hpp"
#include "engine/core/value.hpp"

namespace pf::rules {

namespace {

struct Line {
  std::string_view text;
  uint32_t number;
};

std::vector<Line> splitLines(std::string_view s) {
  std::vector<Line> out;
  uint32_t n = 1;
  size_t start = 0;
  while (start <= s.size()) {
    size_t nl = s.find('\n', start);
    std::string_view line = s.substr(start, nl == std::string_view::npos ? std::string_view::npos : nl - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    out.push_back({line, n++});
    if (nl == std::string_view::npos) break;
    start = nl + 1;
  }
  if (!out.empty() && out.back().text.empty()) out.pop_back();
  return out;
}

// The text of a run of lines, without leading and trailing blank lines.
std::string joinBlock(const std::vector<std::string_view>& lines) {
  size_t first = 0, last = lines.size();
  while (first < last && trimAscii(lines[first], kBlanks).empty()) ++first;
  while (last > first && trimAscii(lines[last - 1], kBlanks).empty()) --last;
  std::string out;
  for (size_t i = first; i < last; ++i) {
    if (i > first) out += '\n';
    out += lines[i];
  }
  return out;
}

// "- [title](url)" (or "* ..."); a bare URL is its own title.
std::optional<RuleHelpLink> parseLink(std::string_view line) {
  line = trimAscii(line, kBlanks);
  if (line.size() < 2 || (line[0] != '-' && line[0] != '*') || line[1] != ' ') return std::nullopt;
  line = trimAscii(line.substr(2), kBlanks);
  if (line.empty()) return std::nullopt;
  if (line.front() == '[') {
    size_t close = line.find("](");
    if (close == std::string_view::npos || line.back() != ')') return std::nullopt;
    return RuleHelpLink{std::string(line.substr(1, close - 1)), std::string(line.substr(close + 2, line.size() - close - 3))};
  }
  if (line.starts_with("https://") || line.starts_with("http://")) return RuleHelpLink{std::string(line), std::string(line)};
  return std::nullopt;
}

enum class Section { None, Synopsis, Description, Recommendation, Notes, Examples, Links, Unknown };

Section sectionOf(std::string_view heading) {
  if (iequals(heading, "SYNOPSIS")) return Section::Synopsis;
  if (iequals(heading, "DESCRIPTION")) return Section::Description;
  if (iequals(heading, "RECOMMENDATION")) return Section::Recommendation;
  if (iequals(heading, "NOTES")) return Section::Notes;
  if (iequals(heading, "EXAMPLES")) return Section::Examples;
  if (iequals(heading, "LINKS")) return Section::Links;
  return Section::Unknown;
}

class Reader {
 public:
  Reader(uint32_t fileId, Diagnostics& diags) : fileId_(fileId), diags_(diags) {}

  RuleHelp read(std::string_view markdown) {
    std::vector<Line> lines = splitLines(markdown);
    size_t i = frontMatter(lines);
    for (; i < lines.size(); ++i) {
      std::string_view t = lines[i].text;
      if (t.starts_with("```") || t.starts_with("~~~")) {
        i = fence(lines, i);
        continue;
      }
      if (t.starts_with("# ")) {
        flush();
        if (help_.title.empty()) help_.title = std::string(trimAscii(t.substr(2), kBlanks));
        section_ = Section::None;
        continue;
      }
      if (t.starts_with("## ")) {
        flush();
        section_ = sectionOf(trimAscii(t.substr(3), kBlanks));
        if (section_ == Section::Unknown)
          warn(lines[i], "the section '" + std::string(trimAscii(t.substr(3), kBlanks)) +
                             "' is not one of SYNOPSIS, DESCRIPTION, RECOMMENDATION, EXAMPLES, NOTES, LINKS");
        continue;
      }
      if (t.starts_with("### ") && section_ == Section::Examples) {
        std::string_view h = trimAscii(t.substr(4), kBlanks);
        example_ = iequals(h, "Configure with Bicep")            ? Example::Bicep
                   : iequals(h, "Configure with Azure template") ? Example::Arm
                                                                 : Example::None;
        if (example_ == Example::None)
          warn(lines[i], "the example '" + std::string(h) +
                             "' is not 'Configure with Bicep' or 'Configure with Azure template'");
        continue;
      }
      if (section_ == Section::Links) {
        if (trimAscii(t, kBlanks).empty()) continue;
        if (auto link = parseLink(t))
          help_.links.push_back(std::move(*link));
        else
          warn(lines[i], "a LINKS line is not '- [title](url)'");
        continue;
      }
      body_.push_back(t);
    }
    flush();
    return std::move(help_);
  }

 private:
  enum class Example { None, Bicep, Arm };

  void warn(const Line& l, std::string message) {
    diags_.warning(kHelpPage, std::move(message), Loc{fileId_, l.number, 1});
  }

  // `---` ... `---` at the top: PSRule's metadata (only `online version` is used).
  size_t frontMatter(const std::vector<Line>& lines) {
    if (lines.empty() || trimAscii(lines[0].text, kBlanks) != "---") return 0;
    for (size_t i = 1; i < lines.size(); ++i) {
      std::string_view t = trimAscii(lines[i].text, kBlanks);
      if (t == "---") return i + 1;
      size_t colon = t.find(':');
      if (colon != std::string_view::npos && iequals(trimAscii(t.substr(0, colon), kBlanks), "online version"))
        help_.onlineVersion = std::string(trimAscii(t.substr(colon + 1), kBlanks));
    }
    warn(lines[0], "the front matter opened on this line is not closed with '---'");
    return lines.size();
  }

  // A fenced block starting at `open`: examples keep its code; other sections keep it as text.
  size_t fence(const std::vector<Line>& lines, size_t open) {
    std::string_view marker = lines[open].text.substr(0, 3);
    size_t close = open + 1;
    while (close < lines.size() && !trimAscii(lines[close].text, kBlanks).starts_with(marker)) ++close;
    if (close == lines.size()) warn(lines[open], "the code block opened on this line is not closed");
    if (section_ == Section::Examples && example_ != Example::None) {
      std::vector<std::string_view> code;
      for (size_t k = open + 1; k < close && k < lines.size(); ++k) code.push_back(lines[k].text);
      std::string text = joinBlock(code);
      std::string_view first = std::string_view(text).substr(0, text.find('\n'));
      std::string_view marker = first.starts_with("// file: ") ? "// file: " : first.starts_with("# file: ") ? "# file: " : "";
      if (example_ == Example::Bicep && !marker.empty()) {
        help_.exampleFiles.push_back({std::string(trimAscii(first.substr(marker.size()), kBlanks)), text});
      } else {
        std::string& slot = example_ == Example::Bicep ? help_.bicepExample : help_.armExample;
        if (slot.empty()) slot = std::move(text);
      }
    } else {
      for (size_t k = open; k <= close && k < lines.size(); ++k) body_.push_back(lines[k].text);
    }
    return close;
  }

  void flush() {
    std::string text = joinBlock(body_);
    body_.clear();
    switch (section_) {
      case Section::Synopsis: help_.synopsis = std::move(text); break;
      case Section::Description: help_.description = std::move(text); break;
      case Section::Recommendation: help_.recommendation = std::move(text); break;
      case Section::Notes: help_.notes = std::move(text); break;
      default: break;  // text between examples, before the first section or in an unknown one
    }
    example_ = Example::None;
  }

  uint32_t fileId_;
  Diagnostics& diags_;
  RuleHelp help_;
  Section section_ = Section::None;
  Example example_ = Example::None;
  std::vector<std::string_view> body_;
};

}  // namespace

const RuleHelpFile* findExampleFile(const std::vector<RuleHelpFile>& files, std::string_view path) {
  for (const auto& f : files)
    if (f.path == path) return &f;
  return nullptr;
}

RuleHelp parseRuleHelp(std::string_view markdown, uint32_t fileId, Diagnostics& diags) {
  return Reader(fileId, diags).read(markdown);
}

}  // namespace pf::rules
