// The learned heuristic's evaluation and its registry row.
#include "heuristics/learned.hpp"

#include "heuristics/heuristic.hpp"
#include "heuristics/registry.hpp"

namespace slide {

LearnedHeuristic::LearnedHeuristic(const Puzzle& puzzle, std::shared_ptr<const LearnedModel> model)
    : model_(std::move(model)),
      network_(&model_->network),
      manhattan_(puzzle),
      goal_(puzzle.goal()) {}

int LearnedHeuristic::evaluate(const Board& board) const {
  if (board == goal_) return 0;
  return estimate(manhattan_.evaluate(board), network_->output(board));
}

int LearnedHeuristic::start(const Board& board, State& state) const {
  network_->first_layer(board, state.sums);
  state.manhattan = manhattan_.evaluate(board);
  return board == goal_ ? 0 : estimate(state.manhattan, network_->output(state.sums));
}

HeuristicRow learned_heuristic_row() {
  using H = LearnedHeuristic;
  auto installed = [](const Puzzle& puzzle, const TableStore& tables) {
    return tables.model<LearnedModel>(puzzle) != nullptr;
  };
  auto make = [](const Puzzle& puzzle, TableStore& tables) -> std::shared_ptr<const Heuristic> {
    auto model = tables.model<LearnedModel>(puzzle);
    if (!model) return nullptr;
    return std::make_shared<const HeuristicFor<H>>(std::make_shared<const H>(puzzle, model));
  };
  return {H::kId,      H::kLabel, H::kExplanation, H::kPuzzles, H::kNeedsTables, H::kAdmissible,
          &H::applies, make,      installed};
}

void enable_learned_heuristic() { register_heuristic(learned_heuristic_row()); }

}  // namespace slide
