// Builds the tables of a PatternDatabase in slices, so a worker can show progress and stop.
//
// Each pattern is a breadth-first search backwards from the goal over abstract states (placement
// of the pattern's tiles, blank cell), starting from the pattern's tiles at home with the blank on
// its own goal cell; the other tiles are indistinguishable. Moving a pattern tile costs 1 and
// moving any other tile costs 0, so all the cells the blank can reach without disturbing a pattern
// tile (its region) are closed together at one cost, and the layers of the search are the costs.
// A placement's entry is the cost at which any of its regions is first closed: the minimum over
// blank positions.
//
// Memory: all tables (E/2 bytes per group of E placements) from the start, plus, for the group
// being built, two bits for each of its E * f abstract states (f = cells - group size free cells):
// 14.4 MB for a 6-tile group on 4x4, freed when the group is done.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "search/job.hpp"
#include "tables/pattern_database.hpp"

namespace slide {

class PatternDatabaseBuilder final : public Job {
 public:
  // Fails with a message when the partition does not suit the puzzle (check_partition).
  static Result<std::unique_ptr<PatternDatabaseBuilder>> create(
      std::shared_ptr<const Puzzle> puzzle, Partition partition);

  // Works until about `budget` more abstract states are closed (or the build ends): `done` once
  // the tables are complete. The builder frees everything when destroyed.
  JobStatus run(std::uint64_t budget) override;
  void cancel() override;
  JobStatus status() const override;
  const std::string& message() const override { return message_; }
  bool done() const { return result_ != nullptr; }
  // 0..1, reaching exactly 1 when the tables are complete.
  std::optional<double> progress() const override;
  // The finished database, null until done().
  std::shared_ptr<const PatternDatabase> result() const { return result_; }
  // Abstract states in all (the sum of E * f over the patterns): the unit of `budget`.
  std::uint64_t total_states() const { return total_states_; }
  // Bytes allocated now (all tables plus the current group's marks), for memory reports.
  std::uint64_t memory_bytes() const;

  PatternDatabaseBuilder(std::shared_ptr<const Puzzle> puzzle, Partition partition);

 private:
  void begin_pattern();
  void finish_pattern();
  // Closes the region of the blank cell with free-cell rank `free_rank` in placement `index` at the
  // current depth and marks what one pattern-tile move reaches for the next layer. Returns the
  // number of states closed (0 when already closed). K: the group size, fixed for unrolling (0:
  // read at run time, for 7 and 8).
  template <int K>
  int expand(std::uint32_t index, int free_rank);

  std::shared_ptr<const Puzzle> puzzle_;
  Partition partition_;
  int cells_;
  std::vector<std::uint32_t> neighbours_;  // by cell: mask of adjacent cells
  std::vector<std::uint8_t> data_;         // all tables, filled pattern by pattern
  std::uint64_t total_states_ = 0;
  std::uint64_t closed_states_ = 0;
  std::shared_ptr<const PatternDatabase> result_;
  bool cancelled_ = false;
  std::string message_;

  // The pattern being built.
  std::size_t pattern_ = 0;
  bool started_ = false;
  int size_ = 0, free_ = 0;
  std::uint64_t placements_ = 0;
  std::uint8_t* table_ = nullptr;
  std::vector<std::uint8_t> home_distance_;  // [group position][cell]: distance to its goal
  int (PatternDatabaseBuilder::*expand_)(std::uint32_t, int) = nullptr;
  // Two bits per abstract state (placement index * free cells + the blank's rank among them):
  // open, in the layer of even or odd depth, or closed.
  std::vector<std::uint64_t> marks_;
  int depth_ = 0;
  std::size_t word_ = 0;  // scan position in marks_
  bool next_layer_empty_ = true;
};

// Builds in one go (tests, the CLI).
Result<std::shared_ptr<const PatternDatabase>> build_pattern_database(
    std::shared_ptr<const Puzzle> puzzle, const Partition& partition);

}  // namespace slide
