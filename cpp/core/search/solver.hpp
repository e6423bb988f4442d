// The front door of the core: picks heuristics by name, owns their tables (built once per puzzle
// and goal), and starts searches. The CLI and the WebAssembly binding both go through it.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "tables/distance_table.hpp"
#include "heuristics/linear_conflict.hpp"
#include "heuristics/manhattan.hpp"
#include "tables/pattern_database.hpp"
#include "search/search.hpp"

namespace slide {

enum class Algorithm { ida, astar, bfs };
Checked<Algorithm> parse_algorithm(const std::string& name);

struct SolveOptions {
  Algorithm algorithm = Algorithm::ida;
  std::string heuristic;                // empty: the strongest available for the puzzle
  std::uint64_t node_limit = 0;         // 0: none
  std::uint64_t state_cap = 4'000'000;  // BFS and A*: states kept in memory before giving up
};

class Solver {
 public:
  // Heuristic names usable on this puzzle, strongest first: "exact", "pdb" (only once a pattern
  // database is installed for the puzzle), "linear-conflict", "manhattan".
  std::vector<std::string> heuristics(const Puzzle& puzzle) const;
  std::string default_heuristic(const Puzzle& puzzle) const { return heuristics(puzzle).front(); }

  // Starts a search; fails with a message for an unknown or unusable heuristic. An unsolvable
  // start gives a search whose status is already `unsolvable`.
  Checked<std::unique_ptr<Search>> start(std::shared_ptr<const Puzzle> puzzle, const Board& board,
                                         const SolveOptions& options);

  // h of a board under a named heuristic.
  Checked<int> evaluate(std::shared_ptr<const Puzzle> puzzle, const Board& board,
                        const std::string& heuristic);

  // The exact BFS table of a small puzzle (cell_count() <= DistanceTable::kMaxCells), built on
  // first use and kept.
  std::shared_ptr<const DistanceTable> distance_table(const Puzzle& puzzle);

  // Pattern databases are too big to build behind the caller's back: they are built or loaded
  // explicitly (PatternDatabaseBuilder, PatternDatabase::load) and installed here, under the
  // puzzle and goal they were made for, replacing any earlier one. Installing makes "pdb" usable.
  void install_pattern_database(std::shared_ptr<const PatternDatabase> database);
  bool has_pattern_database(const Puzzle& puzzle) const;
  std::shared_ptr<const PatternDatabase> pattern_database(const Puzzle& puzzle) const;

 private:
  template <class H>
  std::shared_ptr<const H> table(std::map<std::string, std::shared_ptr<const H>>& cache,
                                 const Puzzle& puzzle);

  std::map<std::string, std::shared_ptr<const ManhattanDistance>> manhattan_;
  std::map<std::string, std::shared_ptr<const LinearConflict>> linear_conflict_;
  std::map<std::string, std::shared_ptr<const DistanceTable>> exact_;
  std::map<std::string, std::shared_ptr<const PatternDatabase>> pattern_databases_;
};

// Puzzle + goal, the key under which tables are kept.
std::string table_key(const Puzzle& puzzle);

}  // namespace slide
