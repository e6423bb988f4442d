// One packed 4x4 pattern-database IDA* split across threads (native builds only): each iteration's
// tree is cut at a fixed depth and the subtrees there are shared out to the threads in order.
//
// Why this split: every iteration but the last is searched completely whatever the order, so the
// threads together generate exactly the serial search's nodes in them, and the first solution any
// thread finds in the last iteration is optimal (every shorter threshold was exhausted). Threads
// live only inside a slice (run): between slices every subtree search is paused in its own
// PackedPdbSearch, so cancel(), stats() and the page-style slice loop behave as for one thread.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "heuristics/frontier_cut.hpp"
#include "heuristics/packed_pdb_search.hpp"

namespace slide {

class ParallelPdbSearch final : public Search {
 public:
  static constexpr int kMaxThreads = 64;

  ParallelPdbSearch(std::shared_ptr<const Puzzle> puzzle, const Board& start,
                    std::shared_ptr<const PatternDatabase> tables,
                    std::shared_ptr<const MoveAutomaton> automaton, int threads,
                    std::uint64_t node_limit = 0);
  int threads() const { return static_cast<int>(workers_.size()); }
  // Subtrees shared out to the threads so far (0 while every iteration was too small to split).
  std::uint64_t subtrees() const { return subtrees_; }

 protected:
  SearchStatus step(std::uint64_t budget) override;

 private:
  struct Worker {
    std::unique_ptr<PackedPdbSearch> search;
    bool active = false;  // in the middle of a subtree
    std::uint64_t nodes = 0;
    int next_threshold = 0;
  };
  struct Shared;  // what the threads of one slice share (atomics, the first solution)

  bool collect_frontier();  // false when the collection itself solved the search
  void work(Worker& worker, Shared& shared, std::uint64_t budget);
  void add_nodes(std::uint64_t nodes);

  std::shared_ptr<const MoveAutomaton> automaton_;
  std::unique_ptr<PackedPdbSearch> collector_;  // walks each iteration down to the frontier
  std::vector<Worker> workers_;
  std::vector<PackedPdbSearch::Frontier> frontier_;
  std::size_t next_item_ = 0;  // the first frontier node no thread has taken yet
  bool collected_ = false;     // this iteration's frontier is ready
  FrontierCut cut_;
  int next_threshold_ = 0;  // the smallest f above the threshold the collector saw
  std::uint64_t last_nodes_ = 0;
  std::uint64_t subtrees_ = 0;  // the previous iteration's nodes: how finely to cut this one
};

}  // namespace slide
