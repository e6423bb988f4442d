// Picks the packed 4x4 search for pattern databases when it applies.
#include "heuristics/pattern_database_heuristic.hpp"

#include "heuristics/packed_pdb_search.hpp"
#include "heuristics/split_pdb_search.hpp"
#if SLIDE_THREADS
#include "heuristics/parallel_pdb_search.hpp"
#endif

namespace slide {

namespace {

// Sequences of up to 12 blank moves, chosen by measurement on Korf's 100 with the default tables:
// no-undo only 45.5 M nodes; lengths 6, 8, 10, 12, 14, 16: 38.3, 33.9, 30.0, 27.4, 25.9, 24.8 M
// nodes with 201, 801, 3,495, 12,731, 44,130, 164,202 states. 12 keeps the automaton at 200 KB
// (it stays in cache next to the tables) and its build to a fraction of a second; longer ones
// gain a few percent of nodes for seconds of build.
constexpr int kAutomatonLength = 12;

// Built once, on the first search, and shared by every later one (it depends on the grid only).
std::shared_ptr<const MoveAutomaton> grid4_automaton() {
  static const auto automaton =
      std::make_shared<const MoveAutomaton>(MoveAutomaton::duplicate_free(4, 4, kAutomatonLength));
  return automaton;
}

}  // namespace

std::unique_ptr<Search> PatternDatabaseHeuristic::start(std::shared_ptr<const Puzzle> puzzle,
                                                        const Board& board,
                                                        const SolveOptions& options) const {
  if (options.algorithm == Algorithm::ida && PackedPdbSearch::supports(*puzzle, *tables_)) {
#if SLIDE_THREADS
    if (options.threads > 1)
      return std::make_unique<ParallelPdbSearch>(std::move(puzzle), board, tables_,
                                                 grid4_automaton(), options.threads,
                                                 options.node_limit);
#endif
    if (options.remote_workers > 0)
      return std::make_unique<SplitPdbSearch>(std::move(puzzle), board, tables_, grid4_automaton(),
                                              options.remote_workers, options.node_limit);
    return std::make_unique<PackedPdbSearch>(std::move(puzzle), board, tables_, grid4_automaton(),
                                             options.node_limit);
  }
  return generic_.start(std::move(puzzle), board, options);
}

std::unique_ptr<Search> PatternDatabaseHeuristic::start_subtree(
    std::shared_ptr<const Puzzle> puzzle, const Board& board, const std::vector<int>& path,
    int threshold) const {
  if (!PackedPdbSearch::supports(*puzzle, *tables_)) return nullptr;
  const auto node = SubtreePdbSearch::node_at(*puzzle, board, *grid4_automaton(), path);
  if (!node) return nullptr;
  return std::make_unique<SubtreePdbSearch>(std::move(puzzle), board, tables_, grid4_automaton(),
                                            *node, threshold);
}

}  // namespace slide
