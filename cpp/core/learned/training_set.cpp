// Training data from the BFS table or from optimal solutions.
#include "learned/training_set.hpp"

#include "model/scramble.hpp"
#include "session/session.hpp"

namespace slide {

TrainingSet all_positions(const DistanceTable& table, int cells) {
  TrainingSet set;
  std::uint64_t count = 1;
  for (int i = 2; i <= cells; ++i) count *= i;
  set.boards.reserve(table.reachable());
  set.distances.reserve(table.reachable());
  for (std::uint64_t rank = 0; rank < count; ++rank) {
    const Board board = table.unrank(rank);
    const int distance = table.distance(board);
    if (distance != DistanceTable::kUnreachable) set.add(board, distance);
  }
  return set;
}

Result<TrainingSet> solved_positions(Session& session, std::shared_ptr<const Puzzle> puzzle,
                                     int starts, std::uint64_t seed) {
  if (!session.tables().pattern_database(*puzzle))
    return Result<TrainingSet>::fail(ErrorCode::no_tables,
                                     "solving training positions needs the pattern databases");
  TrainingSet set;
  Rng rng(seed);
  SolveOptions options;
  options.heuristic = "pdb";
  for (int i = 0; i < starts; ++i) {
    const std::uint64_t position_seed = rng.next();
    const Board start =
        i % 2 == 0 ? random_solvable(*puzzle, position_seed)
                   : random_walk(*puzzle, 1 + static_cast<int>(rng.below(80)), position_seed);
    auto made = session.make_search(puzzle, start, options);
    if (!made) return Result<TrainingSet>::fail(made.error);
    Search& search = **made.value;
    while (search.run(std::uint64_t{1} << 24) == JobStatus::running) {
    }
    if (search.status() != JobStatus::solved)
      return Result<TrainingSet>::fail(ErrorCode::bad_tables,
                                       "a training position was not solved: " + search.message());
    const std::vector<int>& moves = search.solution();
    Board board = start;
    int left = static_cast<int>(moves.size());
    set.add(board, left);
    for (int cell : moves) {
      board.slide(cell);
      set.add(board, --left);
    }
  }
  return Result<TrainingSet>::ok(std::move(set));
}

}  // namespace slide
