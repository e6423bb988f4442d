// A search for boards whose optimum is out of reach (the 24-puzzle): a first solution fast, then
// shorter ones, each with a proven lower bound on the optimum, and `solved` only once the best
// solution is proven optimal. A Job like every search: slices of a node budget, cancel, limits;
// the caller reads best(), bound() and improvements() between slices and may stop at any time.
//
// Two depth-first engines (search/weighted_dfs.hpp) share each slice:
//  - the improver: weighted IDA* (f = g + w·h) restarted with a smaller w after each solution
//    (Richter, Thayer & Ruml 2010 show restarts beat continuing the same weighted search), from
//    w = 3 down to 1.1; every solution found becomes a cutoff, so later ones are strictly shorter;
//  - the prover: plain IDA* (w = 1) with the same cutoff. Each iteration it completes proves the
//    optimum exceeds its threshold: the bound is the next threshold (at first h of the start).
// The best solution is optimal when the bound reaches its length, when the prover finds a path
// (IDA*'s first), or when an iteration of either engine drops every node for the cutoff.
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <vector>

#include "search/search.hpp"
#include "search/weighted_dfs.hpp"

namespace slide {

// One solution as it was found.
struct AnytimeImprovement {
  int length = 0;
  int bound = 0;  // the proven lower bound on the optimum when it was found
  double ms = 0;  // search time until it was found
  std::uint64_t nodes = 0;
  int weight = 10;  // the improver's weight in tenths (10: found by the prover)
};

class AnytimeSearch final : public Search {
 public:
  // The improver's weights, in tenths, largest first: measured on Korf & Taylor's ten 24-puzzle
  // instances (README, "Bigger boards").
  static const std::vector<int>& default_weights();

  // `improver` and `prover`: engines searching from `start` with the same admissible heuristic.
  // `weights`: the improver's, in tenths, one per solution it is to find, largest first.
  AnytimeSearch(std::shared_ptr<const Puzzle> puzzle, const Board& start,
                std::unique_ptr<DepthFirstEngine> improver,
                std::unique_ptr<DepthFirstEngine> prover, std::vector<int> weights,
                std::uint64_t node_limit);

  // The best solution so far (cells whose tiles slide into the blank), replayed to the goal;
  // empty before the first.
  const std::vector<int>& best() const { return best_; }
  bool has_solution() const { return !improvements_.empty(); }
  // The proven lower bound on the optimal length (never above the true optimum).
  int bound() const { return bound_; }
  // True once best() is proven optimal (then the search ends `solved` with it).
  bool optimal() const { return optimal_; }
  const std::vector<AnytimeImprovement>& improvements() const { return improvements_; }
  // h of the start (the first bound).
  int start_h() const { return start_h_; }

 protected:
  SearchStatus step(std::uint64_t budget) override;

 private:
  void improve(const std::vector<int>& moves, int weight);
  void raise_bound(int bound);
  double now_ms() const;

  std::unique_ptr<DepthFirstEngine> improver_, prover_;
  std::vector<int> weights_;
  std::size_t weight_index_ = 0;  // weights_.size(): the improver is done
  std::vector<int> best_;
  std::vector<AnytimeImprovement> improvements_;
  int start_h_ = 0;
  int bound_ = 0;
  bool optimal_ = false;
  std::chrono::steady_clock::time_point slice_began_;
};

}  // namespace slide
