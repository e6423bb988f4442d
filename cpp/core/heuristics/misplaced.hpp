// Misplaced tiles: how many tiles stand outside their goal cell, the article's weakest estimate.
#pragma once

#include <string_view>
#include <vector>

#include "model/puzzle.hpp"

namespace slide {

class MisplacedTiles {
 public:
  static constexpr std::string_view kId = "misplaced";
  static constexpr std::string_view kLabel = "Misplaced tiles";
  static constexpr std::string_view kExplanation =
      "The number of tiles that are not on their home cell. Each of them needs at least one move "
      "and a move carries one tile, so it never overestimates; it ignores how far they have to "
      "go, which makes it the weakest estimate here.";
  static constexpr std::string_view kPuzzles = "any";
  static constexpr bool kNeedsTables = false;
  static bool applies(const Puzzle&) { return true; }

  struct State {};  // the search keeps h itself; a move changes it by -1, 0 or +1

  explicit MisplacedTiles(const Puzzle& puzzle) : goal_cell_(puzzle.cell_count()) {
    for (int tile = 1; tile < puzzle.cell_count(); ++tile)
      goal_cell_[tile] = puzzle.goal_cell(tile);
  }

  int evaluate(const Board& board) const {
    int misplaced = 0;
    for (int cell = 0; cell < board.size; ++cell)
      misplaced += board.tiles[cell] != kBlank && goal_cell_[board.tiles[cell]] != cell;
    return misplaced;
  }
  int start(const Board& board, State&) const { return evaluate(board); }
  // `tile` slides from `from` into the blank at `to`.
  int move(const State&, State&, int h, const Board&, int tile, int from, int to) const {
    return h - (goal_cell_[tile] != from) + (goal_cell_[tile] != to);
  }

 private:
  std::vector<int> goal_cell_;  // by tile
};

}  // namespace slide
