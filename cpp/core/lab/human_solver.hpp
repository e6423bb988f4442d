// A rule-based solver that works as people do: the top row, then the left column, then the smaller
// puzzle that is left, ending with a 2x2 turn. Far from optimal, but it needs no search and no
// tables, so it solves grids (3x3 to 8x8) where no optimal solve is practical in a page.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "model/result.hpp"

namespace slide {

// Rectangular grids for the human solver: larger than the core's puzzles (kMaxCells is 25), since
// it keeps its own plain board. The goal is the usual one: 1 2 3 … in reading order, blank last.
inline constexpr int kHumanMinSide = 2;
inline constexpr int kHumanMaxSide = 8;

// One stage of the solve, as a person would name it: a row or a column finished, or the last 2x2.
struct HumanStage {
  enum class Kind { row, column, last_square };
  Kind kind = Kind::row;
  int index = 0;       // which row or column (0 from the top or left); unused for last_square
  int first_move = 0;  // the stage's moves are moves[first_move .. next stage's first_move)
};

struct HumanSolution {
  std::vector<int> moves;  // per move, the cell whose tile slides into the blank
  std::vector<HumanStage> stages;
};

// Solves `tiles` (cell order, 0 the blank) on a width x height grid. Refuses (bad_board,
// unsolvable, bad_puzzle) with one message for a board that is not a position of the grid, one
// that cannot reach the goal, or a size out of range.
Result<HumanSolution> solve_like_a_person(int width, int height, const std::vector<int>& tiles);

// Whether a position of the grid can reach the usual goal (inversion parity and the blank's row),
// for grids larger than the core's puzzles.
bool grid_solvable(int width, int height, const std::vector<int>& tiles);

// A uniformly random solvable position of the grid, the same for a seed on every platform.
std::vector<int> random_grid_position(int width, int height, std::uint64_t seed);

const char* to_string(HumanStage::Kind kind);

}  // namespace slide
