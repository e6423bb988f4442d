// The solution notation: a move list as text people copy, paste and read back.
//
// One letter per move, the direction the blank travels: U, D, L or R (the tile that moves goes
// the opposite way). `slide solve` prints it on its `blank` line, e.g. "RDDLUR". Read back,
// letters may be in either case and separated by spaces, commas or line breaks ("r d, d l").
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "model/puzzle.hpp"

namespace slide {

// The moves (the cells whose tiles slide into the blank, in order, legal from `start`) as
// notation: "RDDLUR". The same text as Puzzle::name_moves' blank_directions.
std::string format_solution(const Puzzle& puzzle, Board start, const std::vector<int>& moved_cells);

// Notation read back into moves from `start` (the cells whose tiles slide, as Puzzle::play takes
// them). Refuses, with code illegal_move and the 1-based move: a character that is not a
// direction (reason not-a-direction, params move and letter) and a direction that leaves the
// board (reason off-the-board, params move and letter); an empty text is an empty move list.
Result<std::vector<int>> parse_solution(const Puzzle& puzzle, Board start, std::string_view text);

}  // namespace slide
