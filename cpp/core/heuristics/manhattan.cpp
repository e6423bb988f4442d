// Tables for the Manhattan heuristic.
#include "heuristics/manhattan.hpp"

namespace slide {

ManhattanDistance::ManhattanDistance(const Puzzle& puzzle)
    : cells_(puzzle.cell_count()),
      distance_(cells_ * cells_, 0),
      delta_(cells_ * cells_ * cells_, 0) {
  const Topology& topology = puzzle.topology();
  for (int tile = 1; tile < cells_; ++tile)
    for (int cell = 0; cell < cells_; ++cell)
      distance_[tile * cells_ + cell] =
          static_cast<std::int8_t>(topology.distance(cell, puzzle.goal_cell(tile)));
  for (int tile = 1; tile < cells_; ++tile)
    for (int from = 0; from < cells_; ++from)
      for (int to = 0; to < cells_; ++to)
        delta_[(tile * cells_ + from) * cells_ + to] = static_cast<std::int8_t>(
            distance_[tile * cells_ + to] - distance_[tile * cells_ + from]);
}

int ManhattanDistance::evaluate(const Board& board) const {
  int sum = 0;
  for (int cell = 0; cell < cells_; ++cell) sum += distance_[board.tiles[cell] * cells_ + cell];
  return sum;
}

}  // namespace slide
