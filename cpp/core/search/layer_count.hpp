// How many positions lie exactly k moves from a start, k = 0, 1, ...: a breadth-first count that
// keeps only the last two layers (a neighbour of layer k lies in layer k-1, k or k+1), as sorted
// packed boards, so it reaches far deeper than a search that keeps every state. A Job: it runs in
// slices, can be cancelled, and stops cleanly at a state cap with every finished layer kept.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/puzzle.hpp"
#include "search/job.hpp"

namespace slide {

class LayerCount : public Job {
 public:
  // state_cap: boards held at once (two layers and the next one's candidates), at least 1.
  LayerCount(std::shared_ptr<const Puzzle> puzzle, const Board& start, std::uint64_t state_cap);

  // Expands about `budget` boards; `done` once a layer comes out empty (every reachable position
  // counted), `gave_up` when the next layer would pass the state cap.
  JobStatus run(std::uint64_t budget) override;
  void cancel() override;
  JobStatus status() const override { return status_; }
  std::optional<double> progress() const override { return std::nullopt; }
  const std::string& message() const override { return message_; }

  // layers()[k]: positions exactly k moves from the start, for every finished layer.
  const std::vector<std::uint64_t>& layers() const { return layers_; }
  std::uint64_t counted() const { return counted_; }
  // The layer the puzzle's goal lies in, or -1 while (or if) it has not been met.
  int goal_depth() const { return goal_depth_; }
  // Peak boards held at once, and their bytes.
  std::uint64_t peak_states() const { return peak_states_; }
  std::uint64_t peak_bytes() const { return peak_states_ * sizeof(PackedBoard); }
  double elapsed_ms() const { return elapsed_ms_; }
  const Puzzle& puzzle() const { return *puzzle_; }

 private:
  bool finish_layer();  // false: the search ended (done or gave up)

  std::shared_ptr<const Puzzle> puzzle_;
  std::uint64_t state_cap_;
  std::vector<PackedBoard> previous_, current_, next_;  // previous_ and current_ sorted
  std::size_t index_ = 0;                               // next board of current_ to expand
  std::vector<std::uint64_t> layers_;
  std::uint64_t counted_ = 0;
  std::uint64_t peak_states_ = 0;
  int goal_depth_ = -1;
  double elapsed_ms_ = 0;
  JobStatus status_ = JobStatus::running;
  std::string message_;
};

// Positions reachable from the goal when a rule says so without counting them: n!/2 for a
// rectangular grid (Johnson & Story, 1879); none for other shapes.
std::optional<double> reachable_positions(const Puzzle& puzzle);

}  // namespace slide
