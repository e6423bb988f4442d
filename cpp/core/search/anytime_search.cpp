// The anytime search's schedule: how a slice is shared between the improver and the prover, and
// what each engine's outcome proves.
#include "search/anytime_search.hpp"

#include <algorithm>

namespace slide {

const std::vector<int>& AnytimeSearch::default_weights() {
  static const std::vector<int> weights = {50, 30, 20, 15, 14, 13, 12, 11};
  return weights;
}

AnytimeSearch::AnytimeSearch(std::shared_ptr<const Puzzle> puzzle, const Board& start,
                             std::unique_ptr<DepthFirstEngine> improver,
                             std::unique_ptr<DepthFirstEngine> prover, std::vector<int> weights,
                             std::uint64_t node_limit)
    : Search(std::move(puzzle), start, node_limit),
      improver_(std::move(improver)),
      prover_(std::move(prover)),
      weights_(std::move(weights)) {
  start_h_ = bound_ = prover_->root_h();
  stats_.threshold = bound_;
  stats_.iteration = 1;
  prover_->restart(10);
  if (!weights_.empty()) improver_->restart(weights_[0]);
}

double AnytimeSearch::now_ms() const {
  return stats_.elapsed_ms +
         std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - slice_began_)
             .count();
}

void AnytimeSearch::raise_bound(int bound) {
  if (has_solution()) bound = std::min(bound, static_cast<int>(best_.size()));
  bound_ = std::max(bound_, bound);
  if (has_solution() && bound_ >= static_cast<int>(best_.size())) optimal_ = true;
}

void AnytimeSearch::improve(const std::vector<int>& moves, int weight) {
  if (has_solution() && moves.size() >= best_.size()) return;
  // Never keep a path that has not been walked (Search::run checks the final one again).
  auto replay = puzzle_->play(start_, moves);
  if (!replay || !puzzle_->is_goal(*replay.value)) return;
  best_ = moves;
  const int length = static_cast<int>(best_.size());
  improvements_.push_back({length, bound_, now_ms(), stats_.nodes, weight});
  improver_->set_cutoff(length);
  prover_->set_cutoff(length);
  raise_bound(bound_);
}

SearchStatus AnytimeSearch::step(std::uint64_t budget) {
  slice_began_ = std::chrono::steady_clock::now();
  if (puzzle_->is_goal(start_)) {
    improve({}, 10);
    optimal_ = true;
  }
  // Until the first solution the improver gets most of the slice; then they share it.
  const bool improving = weight_index_ < weights_.size();
  const std::uint64_t to_improver = !improving ? 0 : has_solution() ? budget / 2 : budget / 4 * 3;
  std::uint64_t spent = 0;
  while (!optimal_ && weight_index_ < weights_.size() && spent < to_improver) {
    std::uint64_t nodes = 0;
    const auto outcome = improver_->run(to_improver - spent, nodes);
    spent += nodes;
    stats_.nodes += nodes;
    if (outcome == DepthFirstEngine::Step::found) {
      improve(improver_->path(), weights_[weight_index_]);
    } else if (outcome == DepthFirstEngine::Step::iteration) {
      if (improver_->threshold() != DepthFirstEngine::kNone) continue;
      // Every node dropped for the cutoff: nothing shorter than the best exists.
      if (has_solution() && !improver_->depth_limited()) optimal_ = true;
    } else {
      break;
    }
    if (++weight_index_ < weights_.size()) improver_->restart(weights_[weight_index_]);
  }
  while (!optimal_ && spent < budget) {
    std::uint64_t nodes = 0;
    const auto outcome = prover_->run(budget - spent, nodes);
    spent += nodes;
    stats_.nodes += nodes;
    stats_.iteration_nodes += nodes;
    if (outcome == DepthFirstEngine::Step::found) {
      // IDA*'s first solution: no shorter one exists, each earlier iteration proved it.
      improve(prover_->path(), 10);
      optimal_ = true;
    } else if (outcome == DepthFirstEngine::Step::iteration) {
      finish_iteration();
      const long next = prover_->threshold();
      if (next == DepthFirstEngine::kNone) {
        if (has_solution() && !prover_->depth_limited()) {
          optimal_ = true;
        } else {
          give_up("no solution within the depth limit of " +
                  std::to_string(DepthFirstEngine::kMaxDepth));
          return SearchStatus::gave_up;
        }
      } else {
        raise_bound(static_cast<int>(next / 10));
        stats_.threshold = static_cast<int>(next / 10);
        ++stats_.iteration;
        stats_.iteration_nodes = 0;
      }
    } else {
      break;
    }
  }
  if (!optimal_) return SearchStatus::running;
  bound_ = static_cast<int>(best_.size());  // proven: the optimum is its length
  set_solution(best_);
  return SearchStatus::solved;
}

}  // namespace slide
