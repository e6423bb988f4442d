// Escaping and clipping of outside text before it reaches a message (issue 14, item 6).
#include "clip.hpp"

namespace slide::cli {

namespace {

constexpr std::string_view kEllipsis = "\xe2\x80\xa6";  // "…"

std::string escaped(std::string_view text, std::size_t limit, bool keep_ellipsis) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if (out.size() >= limit) return out.substr(0, limit) + std::string(kEllipsis);
    if (keep_ellipsis && text.substr(i, kEllipsis.size()) == kEllipsis) {
      out += kEllipsis;
      i += kEllipsis.size() - 1;
      continue;
    }
    if (c == '\n')
      out += "\\n";
    else if (c == '\t')
      out += "\\t";
    else if (c == '\r')
      out += "\\r";
    else if (c == '\\')
      out += "\\\\";
    else if (c < 0x20 || c >= 0x7f) {
      static const char kHex[] = "0123456789abcdef";
      out += "\\x";
      out += kHex[c >> 4];
      out += kHex[c & 15];
    } else {
      out += static_cast<char>(c);
    }
  }
  if (out.size() > limit) return out.substr(0, limit) + std::string(kEllipsis);
  return out;
}

}  // namespace

std::string clip(std::string_view text, std::size_t limit) { return escaped(text, limit, false); }

std::string one_line(std::string_view message, std::size_t limit) {
  return escaped(message, limit, true);
}

}  // namespace slide::cli
