// Breadth-first search and A*, the two searches the article compares with IDA*, and A*'s two
// faster, non-optimal relatives for the lab: weighted A* and greedy best-first search. All keep
// every state they meet in memory, which is exactly their weakness: past `state_cap` states they
// give up with a clear message instead of exhausting the machine. The loop itself is
// BestFirstLoop (search/best_first_loop.hpp), run here over the puzzle's boards.
#pragma once

#include <functional>
#include <optional>

#include "search/best_first_loop.hpp"
#include "search/search.hpp"

namespace slide {

// The puzzle as a state space for BestFirstLoop: boards stored packed, moves slide a tile into
// the blank, h from the search's heuristic (none: breadth-first search).
struct PuzzleSpace {
  using State = Board;
  using Key = PackedBoard;
  using KeyHash = PackedBoardHash;

  const Puzzle* puzzle;
  std::function<int(const Board&)> heuristic;

  Key key(const Board& board) const { return pack(board); }
  Board state(const Key& key) const { return unpack(key, puzzle->cell_count()); }
  bool is_goal(const Board& board) const { return puzzle->is_goal(board); }
  bool has_estimate() const { return static_cast<bool>(heuristic); }
  int estimate(const Board& board) const { return heuristic(board); }
  template <class Visit>
  bool successors(Board& board, Visit&& visit) const {
    const int blank = board.blank;
    for (int cell : puzzle->topology().neighbours(blank)) {
      board.slide(cell);
      if (!visit(static_cast<const Board&>(board))) return false;
      board.slide(blank);
    }
    return true;
  }
};

class BestFirstSearch : public Search {
 public:
  // `heuristic` maps a board to a lower bound; empty for breadth-first search.
  using Heuristic = std::function<int(const Board&)>;
  using Loop = BestFirstLoop<PuzzleSpace>;
  // Weights above this count as it (an infinite one would make 0·h NaN); greedy search is the
  // way to ask for h alone.
  static constexpr double kMaxWeight = Loop::kMaxWeight;
  // `priority` applies only with a heuristic; a weight below 1 (or NaN) counts as 1.
  BestFirstSearch(std::shared_ptr<const Puzzle> puzzle, const Board& start, Heuristic heuristic,
                  std::uint64_t state_cap, std::uint64_t node_limit = 0, Priority priority = {});

  // From now on every expansion is counted in `histogram` (the lab's spread picture).
  bool record_expansions(std::shared_ptr<ExpansionHistogram> histogram) override {
    histogram_ = std::move(histogram);
    return true;
  }
  std::shared_ptr<const ExpansionHistogram> histogram() const override { return histogram_; }

 protected:
  SearchStatus step(std::uint64_t budget) override;

 private:
  std::optional<Loop> loop_;  // none when the start was refused (unsolvable)
  std::shared_ptr<ExpansionHistogram> histogram_;
};

}  // namespace slide
