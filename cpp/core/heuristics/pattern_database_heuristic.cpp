// Picks the packed 4x4 search for pattern databases when it applies.
#include "heuristics/pattern_database_heuristic.hpp"

#include "heuristics/packed_pdb_search.hpp"

namespace slide {

namespace {

// Built once and shared by every search (it depends on the grid only).
std::shared_ptr<const MoveAutomaton> grid4_automaton() {
  static const auto automaton = std::make_shared<const MoveAutomaton>(MoveAutomaton::no_undo(16));
  return automaton;
}

}  // namespace

std::unique_ptr<Search> PatternDatabaseHeuristic::start(std::shared_ptr<const Puzzle> puzzle,
                                                        const Board& board,
                                                        const SolveOptions& options) const {
  if (options.algorithm == Algorithm::ida && PackedPdbSearch::supports(*puzzle, *tables_))
    return std::make_unique<PackedPdbSearch>(std::move(puzzle), board, tables_, grid4_automaton(),
                                             options.node_limit);
  return generic_.start(std::move(puzzle), board, options);
}

}  // namespace slide
