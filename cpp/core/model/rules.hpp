// Which positions can reach the goal, and why: the article's inversion-count argument, extended to
// puzzles with dead-end cells such as the 3x3+1 top slot.
#pragma once

#include <string>

#include "model/puzzle.hpp"

namespace slide {

struct Solvability {
  bool solvable = false;
  // Inversions: pairs of tiles, read cell by cell (top-left to bottom-right) over the cells that
  // are not dead ends, that stand in the opposite order to the goal's. The blank is not counted.
  int inversions = 0;
  // Rows counted from the bottom, 1-based, as the article's rule is usually stated.
  int blank_row_from_bottom = 0;
  int goal_blank_row_from_bottom = 0;
  // Width of the part that is not dead ends. Odd width: only the inversion parity matters.
  int width = 0;
  // For a dead end (3x3+1's top slot): the tile that must stand there (or, with the blank in the
  // slot, just below it) and the one that does. -1 when the puzzle has no dead end.
  int dead_end_cell = -1;
  int dead_end_tile_needed = -1;
  int dead_end_tile_found = -1;
  std::string reason;  // one or two sentences for a person
};

Solvability check_solvability(const Puzzle& puzzle, const Board& board);

}  // namespace slide
