// The walk of one iteration down to the frontier where it is cut into subtrees.
#include "heuristics/frontier_cut.hpp"

#include <algorithm>
#include <limits>

namespace slide {

FrontierCut::Outcome FrontierCut::cut(PackedPdbSearch& collector,
                                      const PackedPdbSearch::Frontier& root, int threshold,
                                      std::size_t wanted, std::size_t least,
                                      std::vector<PackedPdbSearch::Frontier>& out) {
  depth_ = std::max(2, depth_ - 4);
  const bool split = wanted >= least;
  for (;;) {
    out.clear();
    const std::uint64_t before = collector.stats().nodes;
    collector.begin_iteration(root, threshold, split ? depth_ : 0, &out);
    const SearchStatus status =
        collector.continue_iteration(std::numeric_limits<std::uint64_t>::max());
    const std::uint64_t nodes = collector.stats().nodes - before;
    if (status == SearchStatus::solved) return {status, nodes, 0};
    // Too few subtrees to share out: cut deeper (a redone walk's nodes are not counted). The
    // walk covers the whole iteration above the frontier, also in the last one where the serial
    // search stops at its solution, so the frontier is kept just above the wanted size: each
    // iteration starts a little higher than the last one's depth (a cheap walk) and goes down.
    if (!out.empty() && out.size() < wanted && depth_ + 2 <= PackedPdbSearch::kMaxFrontierDepth)
      depth_ += 2;
    else
      return {SearchStatus::done, nodes, collector.next_threshold()};
  }
}

}  // namespace slide
