// Which states a best-first search expanded, counted by [distance from the start][distance to the
// goal]: the lab's "spread" picture (BFS's even wave against A*'s goal-directed ellipse).
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "model/board.hpp"

namespace slide {

class ExpansionHistogram {
 public:
  // The exact distance of a board to the goal (the session passes the puzzle's BFS table).
  using DistanceToGoal = std::function<int(const Board&)>;
  explicit ExpansionHistogram(DistanceToGoal to_goal) : to_goal_(std::move(to_goal)) {}

  // One expansion of `board`, reached `from_start` moves from the start.
  void record(const Board& board, int from_start);
  // counts()[from_start][to_goal]; rows are as long as the longest one (zeros filled in).
  std::vector<std::vector<std::uint64_t>> counts() const;
  std::uint64_t total() const { return total_; }

 private:
  DistanceToGoal to_goal_;
  std::vector<std::vector<std::uint64_t>> counts_;  // ragged while recording
  std::uint64_t total_ = 0;
};

}  // namespace slide
