// Beam search, the article's aside on a search that is fast but not optimal: breadth-first, layer
// by layer, but each layer keeps only the `width` successors the heuristic likes best. A Search:
// it runs in slices, can be cancelled, and gives up cleanly when the beam dies out (every
// successor was kept before) or passes its depth or state cap.
#pragma once

#include <functional>
#include <unordered_set>
#include <vector>

#include "search/search.hpp"

namespace slide {

class BeamSearch : public Search {
 public:
  using Heuristic = std::function<int(const Board&)>;
  // The 15-puzzle's farthest position is 80 moves away; a beam still going at this depth is
  // wandering, and its path would be useless.
  static constexpr int kDefaultMaxDepth = 10'000;

  // width: states kept per layer (at least 1). state_cap: states held at once (every kept layer
  // and the next layer's candidates). A layer's successors all lie one move deeper, so ordering
  // them by h or by g + h is the same order: the beam keeps the smallest h, ties in the order
  // they were generated (so a search is repeatable).
  BeamSearch(std::shared_ptr<const Puzzle> puzzle, const Board& start, Heuristic heuristic,
             std::uint64_t width, std::uint64_t state_cap, int max_depth = kDefaultMaxDepth,
             std::uint64_t node_limit = 0);

  std::uint64_t width() const { return width_; }
  int depth() const { return depth_; }  // the layer being expanded

 protected:
  SearchStatus step(std::uint64_t budget) override;

 private:
  struct Node {
    PackedBoard board;
    std::uint32_t parent;
  };
  struct Candidate {
    int h;
    std::uint32_t order;  // generation order, for ties
    std::uint32_t parent;
    PackedBoard board;
  };

  // Keeps the best `width_` candidates as the next layer. False when the search ended (gave up).
  bool next_layer();
  void finish(std::uint32_t goal_node);
  std::uint64_t bytes_held() const;
  void note_memory();

  Heuristic heuristic_;
  std::uint64_t width_;
  std::uint64_t state_cap_;
  int max_depth_;
  int depth_ = 0;
  std::vector<Node> nodes_;  // every kept state, all layers
  std::unordered_set<PackedBoard, PackedBoardHash> kept_;
  std::vector<std::uint32_t> layer_;   // the layer being expanded (indices into nodes_)
  std::size_t next_ = 0;               // its next state to expand
  std::vector<Candidate> candidates_;  // the next layer before the cut
  std::unordered_set<PackedBoard, PackedBoardHash> candidate_boards_;
};

}  // namespace slide
