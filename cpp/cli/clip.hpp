// Echoing outside text safely in messages: control bytes escaped, long values clipped.
#pragma once

#include <string>
#include <string_view>

namespace slide::cli {

// The text with every byte that is not printable ASCII written as \n, \t, \r or \xNN, and, when
// that is longer than `limit` characters, its first `limit` followed by "…": one short line
// whatever the input held.
std::string clip(std::string_view text, std::size_t limit = 60);

// A whole message made one line of at most `limit` characters: the same escaping, except for the
// "…" that clip() itself writes, so a value clipped once is not escaped twice.
std::string one_line(std::string_view message, std::size_t limit = 240);

}  // namespace slide::cli
