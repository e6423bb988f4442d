// A heuristic made for one puzzle and goal, behind one interface: evaluate a board, or start a
// search guided by it. HeuristicFor<H> adapts any class with the interface IDA* needs
// (search/ida_star.hpp), so IDA* still runs on the concrete type at full speed.
#pragma once

#include <memory>
#include <vector>

#include "search/best_first.hpp"
#include "search/ida_star.hpp"
#include "search/solve_options.hpp"

namespace slide {

class Heuristic {
 public:
  virtual ~Heuristic() = default;
  virtual int evaluate(const Board& board) const = 0;
  // IDA* or A* (options.algorithm; breadth-first search needs no heuristic).
  virtual std::unique_ptr<Search> start(std::shared_ptr<const Puzzle> puzzle, const Board& board,
                                        const SolveOptions& options) const = 0;
  // One subtree of another worker's split search (SubtreePdbSearch): the blank's cells from
  // `board` to the subtree's root, and the iteration's threshold. None when this heuristic has no
  // such search for the puzzle or the path is not one a split search makes.
  virtual std::unique_ptr<Search> start_subtree(std::shared_ptr<const Puzzle>, const Board&,
                                                const std::vector<int>& /*path*/,
                                                int /*threshold*/) const {
    return nullptr;
  }
};

template <class H>
class HeuristicFor final : public Heuristic {
 public:
  explicit HeuristicFor(std::shared_ptr<const H> tables) : tables_(std::move(tables)) {}

  int evaluate(const Board& board) const override { return tables_->evaluate(board); }

  std::unique_ptr<Search> start(std::shared_ptr<const Puzzle> puzzle, const Board& board,
                                const SolveOptions& options) const override {
    if (options.algorithm == Algorithm::ida)
      return std::make_unique<IdaStar<H>>(std::move(puzzle), board, tables_, options.node_limit);
    auto evaluate = [tables = tables_](const Board& b) { return tables->evaluate(b); };
    return std::make_unique<BestFirstSearch>(std::move(puzzle), board, evaluate, options.state_cap,
                                             options.node_limit);
  }

 private:
  std::shared_ptr<const H> tables_;
};

}  // namespace slide
