// Scramble generators.
#include "model/scramble.hpp"

#include "model/rules.hpp"

namespace slide {

Board random_walk(const Puzzle& puzzle, int moves, std::uint64_t seed) {
  const Topology& topology = puzzle.topology();
  Rng rng(seed);
  Board board = puzzle.goal();
  int previous = -1;
  std::vector<int> choices;
  for (int step = 0; step < moves; ++step) {
    // Stepping into a dead end forces the next move straight back, so the walk avoids it unless
    // it has no other way to go.
    choices.clear();
    for (int next : topology.neighbours(board.blank))
      if (next != previous && topology.neighbours(next).size() > 1) choices.push_back(next);
    if (choices.empty())
      for (int next : topology.neighbours(board.blank))
        if (next != previous) choices.push_back(next);
    if (choices.empty()) choices.push_back(previous);
    const int next = choices[rng.below(static_cast<std::uint32_t>(choices.size()))];
    previous = board.blank;
    board.slide(next);
  }
  return board;
}

Board random_solvable(const Puzzle& puzzle, std::uint64_t seed) {
  Rng rng(seed);
  const int n = puzzle.cell_count();
  std::vector<int> tiles(n);
  for (;;) {
    for (int i = 0; i < n; ++i) tiles[i] = i;
    for (int i = n - 1; i > 0; --i) std::swap(tiles[i], tiles[rng.below(i + 1)]);
    const Board board = Board::from_tiles(tiles);
    if (check_solvability(puzzle, board).solvable) return board;
  }
}

}  // namespace slide
