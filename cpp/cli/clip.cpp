// Escaping and clipping of outside text before it reaches a message (issue 14, item 6).
#include "clip.hpp"

namespace slide::cli {

namespace {

constexpr std::string_view kEllipsis = "\xe2\x80\xa6";  // "…"

// One input byte as it is shown: itself when printable ASCII, else an escape.
std::string shown(unsigned char c) {
  switch (c) {
    case '\n':
      return "\\n";
    case '\t':
      return "\\t";
    case '\r':
      return "\\r";
    case '\\':
      return "\\\\";
    default:
      break;
  }
  if (c >= 0x20 && c < 0x7f) return std::string(1, static_cast<char>(c));
  static const char kHex[] = "0123456789abcdef";
  return {'\\', 'x', kHex[c >> 4], kHex[c & 15]};
}

// Pieces are never cut: the text stops before the first piece that would pass the limit.
std::string escaped(std::string_view text, std::size_t limit, bool keep_ellipsis) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    std::string piece;
    if (keep_ellipsis && text.substr(i, kEllipsis.size()) == kEllipsis) {
      piece = kEllipsis;
      i += kEllipsis.size() - 1;
    } else {
      piece = shown(static_cast<unsigned char>(text[i]));
    }
    if (out.size() + piece.size() > limit) return out + std::string(kEllipsis);
    out += piece;
  }
  return out;
}

}  // namespace

std::string clip(std::string_view text, std::size_t limit) { return escaped(text, limit, false); }

std::string one_line(std::string_view message, std::size_t limit) {
  return escaped(message, limit, true);
}

}  // namespace slide::cli
