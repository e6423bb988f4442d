// Breadth-first search, A*, weighted A* and greedy best-first search on the puzzle: the shared
// loop over packed boards, its endings put into the puzzle's words.
#include "search/best_first.hpp"

namespace slide {

BestFirstSearch::BestFirstSearch(std::shared_ptr<const Puzzle> puzzle, const Board& start,
                                 Heuristic heuristic, std::uint64_t state_cap,
                                 std::uint64_t node_limit, Priority priority)
    : Search(std::move(puzzle), start, node_limit) {
  if (status() != SearchStatus::running) return;
  loop_.emplace(PuzzleSpace{puzzle_.get(), std::move(heuristic)}, start_, state_cap, priority);
  stats_.threshold = static_cast<int>(loop_->start_estimate());
}

SearchStatus BestFirstSearch::step(std::uint64_t budget) {
  const Loop::Outcome outcome = loop_->step(budget, stats_, [this](const Board& board, int g) {
    if (histogram_) histogram_->record(board, g);
  });
  switch (outcome) {
    case Loop::Outcome::running:
      return SearchStatus::running;
    case Loop::Outcome::solved: {
      // A move slides the tile of cell X into the blank, leaving the blank at X: each state's
      // blank after the start's is the cell moved.
      const std::vector<PackedBoard> path = loop_->path();
      std::vector<int> moved;
      for (std::size_t i = 1; i < path.size(); ++i)
        moved.push_back(unpack(path[i], puzzle_->cell_count()).blank);
      set_solution(std::move(moved));
      return SearchStatus::solved;
    }
    case Loop::Outcome::capped:
      give_up("gave up after " + std::to_string(stats_.stored) + " states (" +
              std::to_string(stats_.bytes >> 20) + " MB): the memory cap for this search");
      return SearchStatus::gave_up;
    case Loop::Outcome::exhausted:
      break;
  }
  give_up("the search space was exhausted without reaching the goal");
  return SearchStatus::gave_up;
}

}  // namespace slide
