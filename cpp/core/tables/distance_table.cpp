// Breadth-first construction of the exact distance table.
#include "tables/distance_table.hpp"

namespace slide {

DistanceTable::DistanceTable(const Puzzle& puzzle) : cells_(puzzle.cell_count()) {
  std::uint64_t size = 1;
  for (int i = 2; i <= cells_; ++i) size *= i;
  distance_.assign(size, kUnreachable);
  const Topology& topology = puzzle.topology();

  std::vector<std::uint64_t> frontier{rank(puzzle.goal())}, next;
  distance_[frontier[0]] = 0;
  for (int depth = 0; !frontier.empty(); ++depth) {
    layers_.push_back(frontier.size());
    reachable_ += frontier.size();
    diameter_ = depth;
    next.clear();
    for (std::uint64_t r : frontier) {
      Board board = unrank(r);
      const int blank = board.blank;
      for (int cell : topology.neighbours(blank)) {
        board.slide(cell);
        const std::uint64_t child = rank(board);
        if (distance_[child] == kUnreachable) {
          distance_[child] = static_cast<std::uint8_t>(depth + 1);
          next.push_back(child);
        }
        board.slide(blank);
      }
    }
    frontier.swap(next);
  }
}

std::uint64_t DistanceTable::rank(const Board& board) const {
  std::uint64_t result = 0;
  for (int i = 0; i < cells_; ++i) {
    int smaller_after = 0;
    for (int j = i + 1; j < cells_; ++j) smaller_after += board.tiles[j] < board.tiles[i];
    result = result * (cells_ - i) + smaller_after;
  }
  return result;
}

Board DistanceTable::unrank(std::uint64_t rank) const {
  std::vector<int> digits(cells_);
  for (int i = cells_ - 1; i >= 0; --i) {
    digits[i] = static_cast<int>(rank % (cells_ - i));
    rank /= (cells_ - i);
  }
  std::vector<int> unused(cells_), tiles(cells_);
  for (int i = 0; i < cells_; ++i) unused[i] = i;
  for (int i = 0; i < cells_; ++i) {
    tiles[i] = unused[digits[i]];
    unused.erase(unused.begin() + digits[i]);
  }
  return Board::from_tiles(tiles);
}

}  // namespace slide
