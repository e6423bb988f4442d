// Beam search: layers of at most `width` states, duplicates refused against every kept state.
#include "search/beam_search.hpp"

#include <algorithm>

namespace slide {

BeamSearch::BeamSearch(std::shared_ptr<const Puzzle> puzzle, const Board& start,
                       Heuristic heuristic, std::uint64_t width, std::uint64_t state_cap,
                       int max_depth, std::uint64_t node_limit)
    : Search(std::move(puzzle), start, node_limit),
      heuristic_(std::move(heuristic)),
      width_(std::max<std::uint64_t>(width, 1)),
      state_cap_(std::max<std::uint64_t>(state_cap, 1)),
      max_depth_(std::clamp(max_depth, 1, 65'535)) {
  if (status() != SearchStatus::running) return;
  nodes_.push_back({pack(start_), UINT32_MAX});
  kept_.insert(nodes_.back().board);
  layer_.push_back(0);
  stats_.stored = 1;
}

SearchStatus BeamSearch::step(std::uint64_t budget) {
  const Topology& topology = puzzle_->topology();
  const int n = puzzle_->cell_count();
  if (puzzle_->is_goal(start_)) {
    set_solution({});
    return SearchStatus::solved;
  }
  for (std::uint64_t generated = 0; generated < budget;) {
    if (next_ == layer_.size()) {
      if (!next_layer()) return SearchStatus::gave_up;
      continue;
    }
    const std::uint32_t current = layer_[next_++];
    Board board = unpack(nodes_[current].board, n);
    ++stats_.expanded;
    const int blank = board.blank;
    for (int cell : topology.neighbours(blank)) {
      board.slide(cell);
      ++generated;
      ++stats_.nodes;
      const PackedBoard key = pack(board);
      if (!kept_.count(key) && !candidate_boards_.count(key)) {
        // The first time the goal is generated ends the search: the layers before held none.
        if (puzzle_->is_goal(board)) {
          nodes_.push_back({key, current});
          finish(static_cast<std::uint32_t>(nodes_.size() - 1));
          return SearchStatus::solved;
        }
        if (nodes_.size() + candidates_.size() >= state_cap_) {
          note_memory();
          give_up("gave up at depth " + std::to_string(depth_ + 1) + " after holding " +
                  std::to_string(nodes_.size() + candidates_.size()) +
                  " states: the memory cap for this search");
          return SearchStatus::gave_up;
        }
        candidates_.push_back(
            {heuristic_(board), static_cast<std::uint32_t>(candidates_.size()), current, key});
        candidate_boards_.insert(key);
      }
      board.slide(blank);
    }
  }
  note_memory();
  return SearchStatus::running;
}

bool BeamSearch::next_layer() {
  note_memory();
  if (candidates_.empty()) {
    give_up("the beam died out at depth " + std::to_string(depth_) +
            ": every successor of the states it kept had been kept before (width " +
            std::to_string(width_) + ")");
    return false;
  }
  if (depth_ + 1 >= max_depth_) {
    give_up("gave up at depth " + std::to_string(max_depth_) +
            " without reaching the goal: the depth cap for this search");
    return false;
  }
  const auto keep = static_cast<std::size_t>(std::min<std::uint64_t>(width_, candidates_.size()));
  std::partial_sort(candidates_.begin(), candidates_.begin() + keep, candidates_.end(),
                    [](const Candidate& a, const Candidate& b) {
                      return a.h != b.h ? a.h < b.h : a.order < b.order;
                    });
  layer_.clear();
  for (std::size_t i = 0; i < keep; ++i) {
    layer_.push_back(static_cast<std::uint32_t>(nodes_.size()));
    nodes_.push_back({candidates_[i].board, candidates_[i].parent});
    kept_.insert(candidates_[i].board);
  }
  candidates_.clear();
  candidate_boards_.clear();
  next_ = 0;
  ++depth_;
  stats_.threshold = depth_;
  stats_.stored = nodes_.size();
  return true;
}

std::uint64_t BeamSearch::bytes_held() const {
  const std::uint64_t set_entry = sizeof(PackedBoard) + 2 * sizeof(void*);
  return nodes_.capacity() * sizeof(Node) + kept_.size() * set_entry +
         kept_.bucket_count() * sizeof(void*) + layer_.capacity() * sizeof(std::uint32_t) +
         candidates_.capacity() * sizeof(Candidate) + candidate_boards_.size() * set_entry +
         candidate_boards_.bucket_count() * sizeof(void*);
}

void BeamSearch::note_memory() { stats_.bytes = std::max(stats_.bytes, bytes_held()); }

void BeamSearch::finish(std::uint32_t goal_node) {
  stats_.stored = nodes_.size();
  note_memory();
  std::vector<int> moved;
  // A move slides the tile of cell X into the blank, leaving the blank at X: the child's blank.
  for (std::uint32_t node = goal_node; nodes_[node].parent != UINT32_MAX;
       node = nodes_[node].parent)
    moved.push_back(unpack(nodes_[node].board, puzzle_->cell_count()).blank);
  std::reverse(moved.begin(), moved.end());
  set_solution(std::move(moved));
}

}  // namespace slide
