// What every search shares: it runs in slices of a node budget, can be read between slices, can be
// cancelled, and returns only solutions it has replayed to the goal.
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "model/puzzle.hpp"
#include "search/expansion_histogram.hpp"
#include "search/job.hpp"

namespace slide {

class SplitPdbSearch;
class SubtreePdbSearch;

// A search never ends `done` (that is a table build's ending); `solved` means solution() holds a
// verified path: optimal for IDA*, A* and BFS; within w times the optimum for weighted A*; any
// legal path for greedy and beam search.
using SearchStatus = JobStatus;

struct SearchStats {
  int threshold = 0;        // IDA*: the current f bound ("depth limit"); A*: the f being expanded
  int iteration = 0;        // IDA*: 1 for the first threshold
  std::uint64_t nodes = 0;  // states generated in all
  std::uint64_t iteration_nodes = 0;  // IDA*: in the current iteration
  std::uint64_t stored = 0;           // BFS/A*: states held in memory
  std::uint64_t expanded = 0;         // BFS/A*: states whose neighbours were generated
  std::uint64_t bytes = 0;            // BFS/A*: peak bytes of the states and lists held
  double elapsed_ms = 0;              // time spent inside run(), summed over slices
};

// IDA*: one finished iteration, its threshold and the nodes it generated.
struct IterationRecord {
  int threshold = 0;
  std::uint64_t nodes = 0;
};

class Search : public Job {
 public:
  Search(std::shared_ptr<const Puzzle> puzzle, const Board& start, std::uint64_t node_limit);
  Search(const Search&) = delete;
  Search& operator=(const Search&) = delete;

  // Searches until about `budget` more nodes are generated or the search ends.
  SearchStatus run(std::uint64_t budget) final;
  void cancel() final;

  SearchStatus status() const final { return status_; }
  std::optional<double> progress() const final { return std::nullopt; }  // unknown in advance
  const SearchStats& stats() const { return stats_; }
  const std::string& message() const final { return message_; }
  // The cells whose tiles slide into the blank, in order. Valid when status() == solved.
  const std::vector<int>& solution() const { return solution_; }
  const Puzzle& puzzle() const { return *puzzle_; }
  const Board& start() const { return start_; }
  // The lab's spread picture: from now on count every expansion in `histogram`. Only the searches
  // that keep their states (BFS and A*) can; the others answer false. (Virtual, not a cast: the
  // WebAssembly build carries no dynamic_cast.)
  virtual bool record_expansions(std::shared_ptr<ExpansionHistogram>) { return false; }
  virtual std::shared_ptr<const ExpansionHistogram> histogram() const { return nullptr; }
  // IDA*: the iterations finished so far, in order (the current one is in stats()).
  const std::vector<IterationRecord>& iterations() const { return iterations_; }
  // The blank's cells along the path being explored, the start's blank cell first: read from the
  // search's stack between slices, so watching costs the hot loop nothing. Empty for searches
  // that hold no single path (BFS, A*).
  virtual std::vector<int> explored_path() const { return {}; }
  // A search shared with other workers by messages (heuristics/split_pdb_search.hpp): the split
  // search itself, whether it waits on their reports, and the subtree search they run.
  virtual SplitPdbSearch* split() { return nullptr; }
  virtual bool waiting() const { return false; }
  virtual const SubtreePdbSearch* subtree() const { return nullptr; }

 protected:
  // One slice of the algorithm proper. Returns running, solved (after set_solution) or gave_up.
  virtual SearchStatus step(std::uint64_t budget) = 0;
  void set_solution(std::vector<int> moved_cells) { solution_ = std::move(moved_cells); }
  void give_up(std::string message) { message_ = std::move(message); }
  // IDA*: records the iteration of stats() as finished (call before raising the threshold).
  void finish_iteration() { iterations_.push_back({stats_.threshold, stats_.iteration_nodes}); }

  std::shared_ptr<const Puzzle> puzzle_;
  Board start_;
  SearchStats stats_;
  std::uint64_t node_limit_;  // 0: none

 private:
  SearchStatus status_ = SearchStatus::running;
  std::string message_;
  std::vector<int> solution_;
  std::vector<IterationRecord> iterations_;
};

}  // namespace slide
