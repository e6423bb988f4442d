// One packed 4x4 pattern-database IDA* shared with workers that share no memory with it (the page's
// Web Workers, node's worker threads): each iteration is cut into subtrees as for threads
// (FrontierCut); this search works through them itself in slices, and its caller hands some to
// other workers (take) and brings back what they found (report). There, each subtree is a
// SubtreePdbSearch of that worker's own core, given by the blank's path from the start: only cells
// and numbers cross between them.
//
// Why the answer stays optimal: an iteration ends only when every subtree of it has been reported,
// so every smaller threshold was exhausted before any solution of this one is accepted, whoever
// finds it. Every iteration but the last generates exactly the serial search's nodes.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "heuristics/frontier_cut.hpp"
#include "heuristics/packed_pdb_search.hpp"
#include "model/result.hpp"

namespace slide {

class SplitPdbSearch final : public Search {
 public:
  static constexpr int kMaxRemoteWorkers = 16;

  SplitPdbSearch(std::shared_ptr<const Puzzle> puzzle, const Board& start,
                 std::shared_ptr<const PatternDatabase> tables,
                 std::shared_ptr<const MoveAutomaton> automaton, int remote_workers,
                 std::uint64_t node_limit = 0);

  // A subtree for another worker: the blank's cells from the start, and the iteration's threshold.
  struct Item {
    std::uint64_t id = 0;  // unique in this search
    std::vector<int> path;
    int threshold = 0;
  };
  // The next subtree nobody searches yet; none while the iteration's frontier is not cut (the next
  // slice cuts it) or all of it is taken, or once the search has ended.
  std::optional<Item> take();
  // What the worker that took `id` found: the nodes it generated and either a solution (cells,
  // the whole path from the start) or the smallest f above the threshold it saw (0: none). A
  // report for a search that has ended is ignored (false); one for an item not out is refused.
  Result<bool> report(std::uint64_t id, std::uint64_t nodes, const std::vector<int>* solution,
                      int next_threshold);
  // A worker lost with its item: the item goes back to be searched again.
  Result<bool> give_back(std::uint64_t id);

  SplitPdbSearch* split() override { return this; }
  bool waiting() const override { return waiting_; }
  std::vector<int> explored_path() const override;

 protected:
  SearchStatus step(std::uint64_t budget) override;

 private:
  bool collect_frontier();  // false when the collection itself solved the search
  std::optional<std::size_t> next_position();
  bool is_out(std::uint64_t id) const;
  void add_nodes(std::uint64_t nodes);

  std::shared_ptr<const MoveAutomaton> automaton_;
  std::unique_ptr<PackedPdbSearch> collector_;  // walks each iteration down to the frontier
  std::unique_ptr<PackedPdbSearch> local_;      // this worker's current subtree
  int remote_workers_;
  FrontierCut cut_;
  std::vector<PackedPdbSearch::Frontier> frontier_;
  std::uint64_t first_id_ = 0;  // the id of frontier_[0]; ids go on across iterations
  std::size_t next_item_ = 0;   // the first frontier node nobody has taken
  std::vector<std::size_t> given_back_;
  std::vector<std::uint8_t> out_;  // by frontier position: taken by another worker, not reported
  std::size_t out_count_ = 0;
  bool collected_ = false;
  bool local_active_ = false;
  bool waiting_ = false;    // nothing to do here until another worker reports
  int next_threshold_ = 0;  // the smallest f above the threshold seen in this iteration
  std::optional<std::vector<int>> found_;  // a solution another worker reported
  std::uint64_t last_nodes_ = 0;
};

// One subtree of another worker's SplitPdbSearch, in this worker's core: the iteration bounded by
// `threshold` below the node the path reaches. Ends solved (solution() is the whole path from the
// start) or done: the subtree holds no solution; next_threshold() is the smallest f above the
// threshold it saw (0: none).
class SubtreePdbSearch final : public Search {
 public:
  // The node the blank's `path` from `start` reaches, as the split search made it; none when the
  // path is not one it could have made (off the grid, refused by the automaton, too long).
  static std::optional<PackedPdbSearch::Frontier> node_at(const Puzzle& puzzle, const Board& start,
                                                          const MoveAutomaton& automaton,
                                                          const std::vector<int>& path);
  SubtreePdbSearch(std::shared_ptr<const Puzzle> puzzle, const Board& start,
                   std::shared_ptr<const PatternDatabase> tables,
                   std::shared_ptr<const MoveAutomaton> automaton,
                   const PackedPdbSearch::Frontier& node, int threshold);
  int next_threshold() const { return next_threshold_; }
  const SubtreePdbSearch* subtree() const override { return this; }
  std::vector<int> explored_path() const override { return search_->explored_path(); }

 protected:
  SearchStatus step(std::uint64_t budget) override;

 private:
  std::unique_ptr<PackedPdbSearch> search_;
  int next_threshold_ = 0;
};

}  // namespace slide
