// Exact distances to the goal for every reachable position of a small puzzle, found by one
// breadth-first search backwards from the goal. As a heuristic it is perfect: IDA* walks straight
// down an optimal path. Also the ground truth the tests compare every other method with.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "model/puzzle.hpp"

namespace slide {

class DistanceTable {
 public:
  static constexpr std::string_view kId = "exact";
  static constexpr std::string_view kLabel = "Exact distance table";
  static constexpr std::string_view kExplanation =
      "The true number of moves left, looked up in a table of every reachable position: a small "
      "puzzle can afford one, and the search walks straight down a shortest path.";
  static constexpr std::string_view kPuzzles = "up to 10 cells";
  static constexpr bool kNeedsTables = false;
  struct State {};
  static constexpr std::uint8_t kUnreachable = 255;
  // n! entries, one byte each: 3.6 MB for the ten cells of 3x3+1.
  static constexpr int kMaxCells = 10;

  static bool applies(const Puzzle& puzzle) { return puzzle.cell_count() <= kMaxCells; }

  explicit DistanceTable(const Puzzle& puzzle);  // cell_count() <= kMaxCells

  // Exact distance, or kUnreachable.
  int distance(const Board& board) const { return distance_[rank(board)]; }
  int evaluate(const Board& board) const { return distance(board); }
  int start(const Board& board, State&) const { return distance(board); }
  int move(const State&, State&, int, const Board& before, int tile, int from, int to) const {
    Board after = before;
    after.tiles[to] = static_cast<std::uint8_t>(tile);
    after.tiles[from] = kBlank;
    after.blank = static_cast<std::uint8_t>(from);
    return distance(after);
  }

  std::uint64_t reachable() const { return reachable_; }
  int diameter() const { return diameter_; }
  // How many positions lie at each distance from the goal.
  const std::vector<std::uint64_t>& layer_sizes() const { return layers_; }
  std::uint64_t rank(const Board& board) const;  // position in the n! table (Lehmer code)
  Board unrank(std::uint64_t rank) const;

 private:
  int cells_;
  std::vector<std::uint8_t> distance_;
  std::vector<std::uint64_t> layers_;
  std::uint64_t reachable_ = 0;
  int diameter_ = 0;
};

}  // namespace slide
