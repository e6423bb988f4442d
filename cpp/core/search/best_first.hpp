// Breadth-first search and A*, the two searches the article compares with IDA*. Both keep every
// state they meet in memory, which is exactly their weakness: past `state_cap` states they give up
// with a clear message instead of exhausting the machine.
#pragma once

#include <deque>
#include <functional>
#include <queue>
#include <unordered_map>

#include "search/search.hpp"

namespace slide {

class BestFirstSearch : public Search {
 public:
  // `heuristic` maps a board to a lower bound; empty for breadth-first search.
  using Heuristic = std::function<int(const Board&)>;
  BestFirstSearch(std::shared_ptr<const Puzzle> puzzle, const Board& start, Heuristic heuristic,
                  std::uint64_t state_cap, std::uint64_t node_limit = 0);

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
    int f;
    int g;
    std::uint32_t node;
    // Smallest f first; among equal f the deepest first, which reaches the goal sooner.
    bool operator<(const Entry& other) const { return f != other.f ? f > other.f : g < other.g; }
  };

  std::uint32_t add(const Board& board, std::uint32_t parent, int g, int h);
  void finish(std::uint32_t goal_node);
  // Bytes of the node array, the hash index (an entry and about two pointers per state, plus the
  // bucket array) and the open list: what the search holds, the allocator's own overhead aside.
  std::uint64_t bytes_held() const;
  void note_memory();

  Heuristic heuristic_;
  std::uint64_t state_cap_;
  std::vector<Node> nodes_;
  std::unordered_map<PackedBoard, std::uint32_t, PackedBoardHash> index_;
  std::priority_queue<Entry> open_;  // A*
  std::deque<std::uint32_t> queue_;  // breadth-first
  std::shared_ptr<ExpansionHistogram> histogram_;
};

}  // namespace slide
