// Heuristic selection and search construction.
#include "search/solver.hpp"

#include "search/best_first.hpp"
#include "search/ida_star.hpp"

namespace slide {

Checked<Algorithm> parse_algorithm(const std::string& name) {
  if (name == "ida" || name == "ida*") return Checked<Algorithm>::ok(Algorithm::ida);
  if (name == "astar" || name == "a*") return Checked<Algorithm>::ok(Algorithm::astar);
  if (name == "bfs") return Checked<Algorithm>::ok(Algorithm::bfs);
  return Checked<Algorithm>::fail("unknown algorithm '" + name + "': use ida, astar or bfs");
}

std::string table_key(const Puzzle& puzzle) {
  return puzzle.topology().name() + ":" + puzzle.goal().to_string();
}

std::vector<std::string> Solver::heuristics(const Puzzle& puzzle) const {
  std::vector<std::string> names;
  if (puzzle.cell_count() <= DistanceTable::kMaxCells) names.push_back("exact");
  if (has_pattern_database(puzzle)) names.push_back("pdb");
  if (puzzle.topology().grid_width() > 0) names.push_back("linear-conflict");
  names.push_back("manhattan");
  return names;
}

template <class H>
std::shared_ptr<const H> Solver::table(std::map<std::string, std::shared_ptr<const H>>& cache,
                                       const Puzzle& puzzle) {
  auto& slot = cache[table_key(puzzle)];
  if (!slot) slot = std::make_shared<const H>(puzzle);
  return slot;
}

std::shared_ptr<const DistanceTable> Solver::distance_table(const Puzzle& puzzle) {
  return table(exact_, puzzle);
}

void Solver::install_pattern_database(std::shared_ptr<const PatternDatabase> database) {
  if (database) pattern_databases_[table_key(database->puzzle())] = std::move(database);
}

bool Solver::has_pattern_database(const Puzzle& puzzle) const {
  return pattern_databases_.count(table_key(puzzle)) > 0;
}

std::shared_ptr<const PatternDatabase> Solver::pattern_database(const Puzzle& puzzle) const {
  auto it = pattern_databases_.find(table_key(puzzle));
  return it == pattern_databases_.end() ? nullptr : it->second;
}

namespace {

template <class H>
std::unique_ptr<Search> make_search(std::shared_ptr<const Puzzle> puzzle, const Board& board,
                                    std::shared_ptr<const H> heuristic,
                                    const SolveOptions& options) {
  if (options.algorithm == Algorithm::ida)
    return std::make_unique<IdaStar<H>>(std::move(puzzle), board, std::move(heuristic),
                                        options.node_limit);
  auto evaluate = [heuristic](const Board& b) { return heuristic->evaluate(b); };
  return std::make_unique<BestFirstSearch>(std::move(puzzle), board, evaluate, options.state_cap,
                                           options.node_limit);
}

}  // namespace

Checked<std::unique_ptr<Search>> Solver::start(std::shared_ptr<const Puzzle> puzzle,
                                               const Board& board, const SolveOptions& options) {
  using Result = Checked<std::unique_ptr<Search>>;
  if (options.algorithm == Algorithm::bfs)
    return Result::ok(std::make_unique<BestFirstSearch>(std::move(puzzle), board, nullptr,
                                                        options.state_cap, options.node_limit));
  const std::string name =
      options.heuristic.empty() ? default_heuristic(*puzzle) : options.heuristic;
  const auto available = heuristics(*puzzle);
  if (std::find(available.begin(), available.end(), name) == available.end()) {
    std::string list;
    for (const auto& n : available) list += (list.empty() ? "" : ", ") + n;
    return Result::fail("heuristic '" + name + "' is not available for the " +
                        puzzle->topology().name() + " puzzle: use " + list);
  }
  if (name == "exact")
    return Result::ok(make_search(puzzle, board, table(exact_, *puzzle), options));
  if (name == "pdb")
    return Result::ok(make_search(puzzle, board, pattern_database(*puzzle), options));
  if (name == "linear-conflict")
    return Result::ok(make_search(puzzle, board, table(linear_conflict_, *puzzle), options));
  return Result::ok(make_search(puzzle, board, table(manhattan_, *puzzle), options));
}

Checked<int> Solver::evaluate(std::shared_ptr<const Puzzle> puzzle, const Board& board,
                              const std::string& heuristic) {
  const auto available = heuristics(*puzzle);
  if (std::find(available.begin(), available.end(), heuristic) == available.end())
    return Checked<int>::fail("heuristic '" + heuristic + "' is not available for the " +
                              puzzle->topology().name() + " puzzle");
  if (heuristic == "exact") return Checked<int>::ok(table(exact_, *puzzle)->evaluate(board));
  if (heuristic == "pdb") return Checked<int>::ok(pattern_database(*puzzle)->evaluate(board));
  if (heuristic == "linear-conflict")
    return Checked<int>::ok(table(linear_conflict_, *puzzle)->evaluate(board));
  return Checked<int>::ok(table(manhattan_, *puzzle)->evaluate(board));
}

}  // namespace slide
