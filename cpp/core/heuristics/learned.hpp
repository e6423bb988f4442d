// The learned estimate: Manhattan distance plus what a small neural network (learned/) predicts
// beyond it, rounded to whole moves. The network is trained on exact distances (the 8-puzzle's
// BFS table; for the 15-puzzle, positions solved optimally with the pattern databases), so it
// usually lands on the true distance but sometimes above it: it is NOT admissible, and IDA* or
// A* guided by it may return a longer solution than the shortest. Its weights are loaded into the
// session's TableStore (install_model); until then the row is listed but not available.
//
// Inside IDA* the network's first layer is updated per move (two of its inputs change), so a
// node costs two column updates and the small layers above, not a full evaluation.
#pragma once

#include <memory>
#include <string_view>

#include "heuristics/manhattan.hpp"
#include "learned/learned_model.hpp"

namespace slide {

struct HeuristicRow;

class LearnedHeuristic {
 public:
  static constexpr std::string_view kId = "learned";
  static constexpr std::string_view kLabel = "Learned estimate (neural network)";
  static constexpr std::string_view kExplanation =
      "Manhattan distance plus a small neural network's guess of the moves it misses, trained on "
      "exact distances. Often exact, sometimes too high: it is not admissible, so a solution it "
      "guides may be longer than the shortest.";
  static constexpr std::string_view kPuzzles = "up to 16 cells, with weights trained for it";
  static constexpr bool kNeedsTables = true;  // its weights
  static constexpr bool kAdmissible = false;
  static bool applies(const Puzzle& puzzle) {
    return puzzle.cell_count() <= ValueNetwork::kMaxCells;
  }

  struct State {
    ValueNetwork::Accumulator sums;  // the network's first layer at this node
    int manhattan = 0;
  };

  // `model` was loaded for this puzzle and goal (load_learned_model checks it).
  LearnedHeuristic(const Puzzle& puzzle, std::shared_ptr<const LearnedModel> model);

  int evaluate(const Board& board) const;
  int start(const Board& board, State& state) const;
  int move(const State& parent, State& child, int, const Board&, int tile, int from, int to) const {
    child.sums = parent.sums;
    network_->move(child.sums, tile, from, to);
    child.manhattan = parent.manhattan + manhattan_.delta(tile, from, to);
    return estimate(child.manhattan, network_->output(child.sums));
  }
  // The network's raw output for a board: moves beyond Manhattan distance, unrounded.
  float residual(const Board& board) const { return network_->output(board); }

  // Manhattan plus the network's residual rounded to an even number of moves, never below
  // Manhattan (the true distance never is). Even: on the project's puzzles every move changes
  // Manhattan distance by exactly one, so distance - Manhattan is always even; an odd estimate
  // would be wrong for sure, and IDA*'s thresholds would rise by 1 instead of 2 (twice the
  // iterations).
  static int estimate(int manhattan, float residual) {
    const int pairs = static_cast<int>(residual * 0.5f + 0.5f);
    return manhattan + (pairs > 0 ? 2 * pairs : 0);
  }

 private:
  std::shared_ptr<const LearnedModel> model_;
  const ValueNetwork* network_;
  ManhattanDistance manhattan_;
  Board goal_;
};

// The registry row of the learned heuristic. It is not a built-in row: front ends that offer it
// call enable_learned_heuristic() (the page's first-download module leaves it out, to keep its
// size; the lab's module, the CLI's `learn` command and the tests add it).
HeuristicRow learned_heuristic_row();
void enable_learned_heuristic();

}  // namespace slide
