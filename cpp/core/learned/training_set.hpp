// Positions with their exact distances to the goal, the learned heuristic's training data, and
// where they come from:
//   - every reachable position of a puzzle of up to 10 cells, from its exact BFS table;
//   - for the 15-puzzle, positions solved optimally with the pattern databases: the start and
//     every position along its solution, whose distances follow from the optimal length.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "model/puzzle.hpp"
#include "model/result.hpp"
#include "tables/distance_table.hpp"

namespace slide {

class Session;

struct TrainingSet {
  std::vector<Board> boards;
  std::vector<std::uint8_t> distances;  // exact, moves to the goal
  std::size_t size() const { return boards.size(); }
  void add(const Board& board, int distance) {
    boards.push_back(board);
    distances.push_back(static_cast<std::uint8_t>(distance));
  }
};

// Every reachable position of the table's puzzle.
TrainingSet all_positions(const DistanceTable& table, int cells);

// `starts` positions solved optimally by IDA* with the session's installed pattern databases
// (the caller installs them): from the seed, half uniformly random, half random walks of 1..80
// moves (near the goal, where random positions never are). Each adds its solution's positions.
// Fails if the tables are missing or a search does not finish.
Result<TrainingSet> solved_positions(Session& session, std::shared_ptr<const Puzzle> puzzle,
                                     int starts, std::uint64_t seed);

}  // namespace slide
