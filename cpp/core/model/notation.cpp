// The solution notation (notation.hpp): blank directions, one letter per move.
#include "model/notation.hpp"

namespace slide {

std::string format_solution(const Puzzle& puzzle, Board start,
                            const std::vector<int>& moved_cells) {
  return puzzle.name_moves(std::move(start), moved_cells).blank_directions;
}

namespace {

bool is_separator(char c) { return c == ' ' || c == ',' || c == '\t' || c == '\n' || c == '\r'; }

char upper(char c) { return c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c; }

// A byte as a message shows it: itself when printable, else its code (a pasted control
// character or the first byte of a multi-byte letter).
std::string shown_letter(char c) {
  const auto byte = static_cast<unsigned char>(c);
  if (byte >= 0x20 && byte < 0x7f) return std::string(1, c);
  static const char kHex[] = "0123456789ABCDEF";
  return std::string("byte 0x") + kHex[byte >> 4] + kHex[byte & 15];
}

}  // namespace

Result<std::vector<int>> parse_solution(const Puzzle& puzzle, Board start, std::string_view text) {
  using Moves = Result<std::vector<int>>;
  const Topology& topology = puzzle.topology();
  std::vector<int> cells;
  for (char c : text) {
    if (is_separator(c)) continue;
    const long long move = static_cast<long long>(cells.size()) + 1;
    const char letter = upper(c);
    if (letter != 'U' && letter != 'D' && letter != 'L' && letter != 'R')
      return Moves::fail(ErrorCode::illegal_move,
                         "move " + std::to_string(move) + ": '" + shown_letter(c) +
                             "' is not a direction (U, D, L or R: where the blank goes)",
                         "not-a-direction",
                         {number_param("move", move), text_param("letter", shown_letter(c))});
    int target = -1;
    for (int cell : topology.neighbours(start.blank))
      if (topology.direction(start.blank, cell) == letter) target = cell;
    if (target < 0)
      return Moves::fail(
          ErrorCode::illegal_move,
          "move " + std::to_string(move) + ": the blank cannot go " + std::string(1, letter) +
              ", it is at the edge of the board",
          "off-the-board",
          {number_param("move", move), text_param("letter", std::string(1, letter))});
    cells.push_back(target);
    start.slide(target);
  }
  return Moves::ok(std::move(cells));
}

}  // namespace slide
