// Breadth-first search and A*, the two searches the article compares with IDA*, and A*'s two
// faster, non-optimal relatives for the lab: weighted A* and greedy best-first search. All keep
// every state they meet in memory, which is exactly their weakness: past `state_cap` states they
// give up with a clear message instead of exhausting the machine.
#pragma once

#include <deque>
#include <functional>
#include <queue>
#include <unordered_map>

#include "search/search.hpp"

namespace slide {

// How the open list is ordered when there is a heuristic. weight 1: A* (f = g + h, optimal with an
// admissible h). weight w > 1: weighted A* (f = g + w·h), whose paths are at most w times the
// optimum (Pohl 1970; kept by reopening states reached again by a shorter path). greedy: h alone,
// equal h by smaller g: the limit of weighted A* as w grows, so greedy sits at the end of the same
// scale, and among equally promising states it keeps the one reached by fewer moves (shorter
// paths for no extra expansions).
struct Priority {
  double weight = 1;
  bool greedy = false;
};

class BestFirstSearch : public Search {
 public:
  // `heuristic` maps a board to a lower bound; empty for breadth-first search.
  using Heuristic = std::function<int(const Board&)>;
  // Weights above this count as it (an infinite one would make 0·h NaN); greedy search is the
  // way to ask for h alone.
  static constexpr double kMaxWeight = 1e6;
  // `priority` applies only with a heuristic; a weight below 1 (or NaN) counts as 1.
  BestFirstSearch(std::shared_ptr<const Puzzle> puzzle, const Board& start, Heuristic heuristic,
                  std::uint64_t state_cap, std::uint64_t node_limit = 0, Priority priority = {});

  // From now on every expansion is counted in `histogram` (the lab's spread picture).
  bool record_expansions(std::shared_ptr<ExpansionHistogram> histogram) override {
    histogram_ = std::move(histogram);
    return true;
  }
  std::shared_ptr<const ExpansionHistogram> histogram() const override { return histogram_; }

 protected:
  SearchStatus step(std::uint64_t budget) override;

 private:
  struct Node {
    PackedBoard board;
    std::uint32_t parent;
    std::uint16_t g;
  };
  struct Entry {
    // f = g + weight·h (exact in a double for A*'s integers), or h for greedy search.
    double f;
    int g;
    std::uint32_t node;
  };
  // The open list's order: true when `a` is expanded after `b`.
  struct Later {
    bool greedy = false;
    bool operator()(const Entry& a, const Entry& b) const {
      if (a.f != b.f) return a.f > b.f;
      // A*: among equal f the deepest first, which reaches the goal sooner. Greedy: among equal h
      // the shallowest first (see Priority).
      return greedy ? a.g > b.g : a.g < b.g;
    }
  };

  std::uint32_t add(const Board& board, std::uint32_t parent, int g, int h);
  Entry entry(int g, int h, std::uint32_t node) const;
  void finish(std::uint32_t goal_node);
  // Bytes of the node array, the hash index (an entry and about two pointers per state, plus the
  // bucket array) and the open list: what the search holds, the allocator's own overhead aside.
  std::uint64_t bytes_held() const;
  void note_memory();

  Heuristic heuristic_;
  Priority priority_;
  std::uint64_t state_cap_;
  std::vector<Node> nodes_;
  std::unordered_map<PackedBoard, std::uint32_t, PackedBoardHash> index_;
  std::priority_queue<Entry, std::vector<Entry>, Later> open_;  // A* and its relatives
  std::deque<std::uint32_t> queue_;                             // breadth-first
  std::shared_ptr<ExpansionHistogram> histogram_;
};

}  // namespace slide
