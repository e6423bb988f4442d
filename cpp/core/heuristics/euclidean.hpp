// Euclidean (straight-line) distance: for each tile, the straight line from where its cell is
// drawn to where its goal cell is drawn, summed and rounded up.
//
// Admissible when every move carries a tile to a cell at most one unit away in the drawing (true
// of every built-in puzzle, the 3x3+1 slot included; applies() checks it): each move then shortens
// one tile's straight line by at most 1, so the sum never exceeds the moves left, and neither
// does its ceiling, since moves are whole. Distances are kept in fixed point, rounded down, so the
// incremental update is exact and the same on every platform.
#pragma once

#include <cmath>
#include <cstdint>
#include <string_view>
#include <vector>

#include "model/puzzle.hpp"

namespace slide {

class EuclideanDistance {
 public:
  static constexpr std::string_view kId = "euclidean";
  static constexpr std::string_view kLabel = "Euclidean distance";
  static constexpr std::string_view kExplanation =
      "For each tile, the straight-line distance to its home, added up and rounded up. A move "
      "shifts one tile by one cell, which brings it at most one unit closer in a straight line, "
      "so it never overestimates; it is never above Manhattan distance, which counts the same "
      "steps along rows and columns.";
  static constexpr std::string_view kPuzzles = "any whose moves are one unit long";
  static constexpr bool kNeedsTables = false;
  static bool applies(const Puzzle& puzzle) {
    const Topology& topology = puzzle.topology();
    for (int a = 0; a < topology.cell_count(); ++a)
      for (int b : topology.neighbours(a))
        if (squared_length(topology.position(a), topology.position(b)) > 1) return false;
    return true;
  }

  struct State {
    std::int32_t scaled_sum = 0;  // the sum of the tiles' distances, times kScale
  };

  explicit EuclideanDistance(const Puzzle& puzzle)
      : cells_(puzzle.cell_count()), scaled_(cells_ * cells_, 0) {
    const Topology& topology = puzzle.topology();
    for (int tile = 1; tile < cells_; ++tile)
      for (int cell = 0; cell < cells_; ++cell) {
        const double length = std::sqrt(static_cast<double>(
            squared_length(topology.position(cell), topology.position(puzzle.goal_cell(tile)))));
        scaled_[tile * cells_ + cell] = static_cast<std::int32_t>(std::floor(length * kScale));
      }
  }

  int evaluate(const Board& board) const {
    State state;
    return start(board, state);
  }
  int start(const Board& board, State& state) const {
    state.scaled_sum = 0;
    for (int cell = 0; cell < cells_; ++cell)
      state.scaled_sum += scaled_[board.tiles[cell] * cells_ + cell];
    return rounded_up(state.scaled_sum);
  }
  // `tile` slides from `from` into the blank at `to`.
  int move(const State& parent, State& child, int, const Board&, int tile, int from, int to) const {
    child.scaled_sum =
        parent.scaled_sum - scaled_[tile * cells_ + from] + scaled_[tile * cells_ + to];
    return rounded_up(child.scaled_sum);
  }

 private:
  static constexpr std::int32_t kScale = 1 << 16;
  static int squared_length(const CellPosition& a, const CellPosition& b) {
    return (a.column - b.column) * (a.column - b.column) + (a.row - b.row) * (a.row - b.row);
  }
  static int rounded_up(std::int32_t scaled) { return (scaled + kScale - 1) / kScale; }

  int cells_;
  std::vector<std::int32_t> scaled_;  // [tile][cell]; the blank (tile 0) counts 0
};

}  // namespace slide
