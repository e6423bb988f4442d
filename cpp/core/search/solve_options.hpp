// How a search is asked for: the algorithm, the heuristic by registry id, and its limits.
#pragma once

#include <cstdint>
#include <string>

#include "model/result.hpp"

namespace slide {

enum class Algorithm { ida, astar, bfs };
Result<Algorithm> parse_algorithm(const std::string& name);

struct SolveOptions {
  Algorithm algorithm = Algorithm::ida;
  std::string heuristic;                // a registry id; empty: the strongest available
  std::uint64_t node_limit = 0;         // 0: none
  std::uint64_t state_cap = 4'000'000;  // BFS and A*: states kept in memory before giving up
  // A heuristic whose tables are not installed yet is replaced by the strongest available one
  // instead of refused (the page asks for "pdb" while its tables are still being built).
  bool fallback = false;
  // BFS and A* on puzzles of up to 10 cells: count every expansion by [distance from the start]
  // [distance to the goal] (ExpansionHistogram), for the lab.
  bool histogram = false;
  // IDA* with pattern databases on 4x4, native builds: one search split across this many threads
  // (ParallelPdbSearch). WebAssembly builds have no threads and search on one.
  int threads = 1;
  // IDA* with pattern databases on 4x4: other workers, sharing no memory, the caller hands
  // subtrees to (SplitPdbSearch); 0: none. The page's Web Workers; node's worker threads.
  int remote_workers = 0;
};

}  // namespace slide
