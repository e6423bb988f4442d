// Manhattan distance generalised to any cell graph: the sum over tiles of the shortest-path
// distance from a tile's cell to its goal cell. Admissible because one move carries one tile one
// step. On a grid it is exactly the article's heuristic.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "model/puzzle.hpp"

namespace slide {

class ManhattanDistance {
 public:
  static constexpr std::string_view kId = "manhattan";
  static constexpr std::string_view kLabel = "Manhattan distance";
  static constexpr std::string_view kExplanation =
      "For each tile, the rows plus columns to its home: the article's estimate. A move shifts one "
      "tile one step, so it never overestimates.";
  static constexpr std::string_view kPuzzles = "any";
  static constexpr bool kNeedsTables = false;
  static bool applies(const Puzzle&) { return true; }

  struct State {};  // the search keeps h itself; a move changes it by delta()

  explicit ManhattanDistance(const Puzzle& puzzle);

  int evaluate(const Board& board) const;
  int start(const Board& board, State&) const { return evaluate(board); }
  // h after `tile` slides from `from` to `to`, given h before: one table lookup.
  int move(const State&, State&, int h, const Board&, int tile, int from, int to) const {
    return h + delta(tile, from, to);
  }
  int delta(int tile, int from, int to) const {
    return delta_[(tile * cells_ + from) * cells_ + to];
  }
  // The distance of one tile from its goal cell.
  int tile_distance(int tile, int cell) const { return distance_[tile * cells_ + cell]; }

 private:
  int cells_;
  std::vector<std::int8_t> distance_;  // [tile][cell]
  std::vector<std::int8_t> delta_;     // [tile][from][to]
};

}  // namespace slide
