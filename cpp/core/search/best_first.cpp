// Breadth-first search, A*, weighted A* and greedy best-first search over a hash map of packed
// boards.
#include "search/best_first.hpp"

#include <algorithm>

namespace slide {

BestFirstSearch::BestFirstSearch(std::shared_ptr<const Puzzle> puzzle, const Board& start,
                                 Heuristic heuristic, std::uint64_t state_cap,
                                 std::uint64_t node_limit, Priority priority)
    : Search(std::move(puzzle), start, node_limit),
      heuristic_(std::move(heuristic)),
      priority_{priority.weight >= 1 ? std::min(priority.weight, kMaxWeight) : 1, priority.greedy},
      state_cap_(std::max<std::uint64_t>(state_cap, 1)),
      open_(Later{priority.greedy}) {
  if (status() != SearchStatus::running) return;
  const int h = heuristic_ ? heuristic_(start_) : 0;
  add(start_, UINT32_MAX, 0, h);
  stats_.threshold = h;
}

std::uint32_t BestFirstSearch::add(const Board& board, std::uint32_t parent, int g, int h) {
  const auto node = static_cast<std::uint32_t>(nodes_.size());
  nodes_.push_back({pack(board), parent, static_cast<std::uint16_t>(g)});
  index_.emplace(nodes_.back().board, node);
  if (heuristic_)
    open_.push(entry(g, h, node));
  else
    queue_.push_back(node);
  return node;
}

BestFirstSearch::Entry BestFirstSearch::entry(int g, int h, std::uint32_t node) const {
  if (priority_.greedy) return {static_cast<double>(h), g, node};
  // weight 1: g + 1.0·h is A*'s integer f exactly, so A* expands as it always did.
  return {g + priority_.weight * h, g, node};
}

SearchStatus BestFirstSearch::step(std::uint64_t budget) {
  const Topology& topology = puzzle_->topology();
  const int n = puzzle_->cell_count();
  if (!heuristic_ && puzzle_->is_goal(start_)) {
    set_solution({});
    return SearchStatus::solved;
  }
  for (std::uint64_t generated = 0; generated < budget;) {
    std::uint32_t current;
    if (heuristic_) {
      if (open_.empty()) break;
      const Entry entry = open_.top();
      open_.pop();
      if (entry.g != nodes_[entry.node].g) continue;  // a shorter way here was found later
      current = entry.node;
      stats_.threshold = static_cast<int>(entry.f);
      if (puzzle_->is_goal(unpack(nodes_[current].board, n))) {
        finish(current);
        return SearchStatus::solved;
      }
    } else {
      if (queue_.empty()) break;
      current = queue_.front();
      queue_.pop_front();
      stats_.threshold = nodes_[current].g;
    }
    Board board = unpack(nodes_[current].board, n);
    ++stats_.expanded;
    if (histogram_) histogram_->record(board, nodes_[current].g);
    const int g = nodes_[current].g + 1;
    const int blank = board.blank;
    for (int cell : topology.neighbours(blank)) {
      board.slide(cell);
      ++generated;
      ++stats_.nodes;
      const PackedBoard key = pack(board);
      auto found = index_.find(key);
      if (found == index_.end()) {
        if (nodes_.size() >= state_cap_) {
          stats_.stored = nodes_.size();
          note_memory();
          give_up("gave up after " + std::to_string(nodes_.size()) + " states (" +
                  std::to_string(stats_.bytes >> 20) + " MB): the memory cap for this search");
          return SearchStatus::gave_up;
        }
        const std::uint32_t child = add(board, current, g, heuristic_ ? heuristic_(board) : 0);
        // Breadth-first: the first time the goal is generated, it is at its shortest depth.
        if (!heuristic_ && puzzle_->is_goal(board)) {
          finish(child);
          return SearchStatus::solved;
        }
      } else if (heuristic_ && !priority_.greedy && g < nodes_[found->second].g) {
        // Reopen: an admissible but inconsistent heuristic, or a weight above 1, can reach a
        // state by a longer path first (weighted A*'s bound needs the shorter one). Greedy search
        // keeps its first path: it promises no length, and reopening would cost it its speed.
        Node& node = nodes_[found->second];
        node.g = static_cast<std::uint16_t>(g);
        node.parent = current;
        open_.push(entry(g, heuristic_(board), found->second));
      }
      board.slide(blank);
    }
  }
  stats_.stored = nodes_.size();
  note_memory();
  if (open_.empty() && queue_.empty()) {
    give_up("the search space was exhausted without reaching the goal");
    return SearchStatus::gave_up;
  }
  return SearchStatus::running;
}

std::uint64_t BestFirstSearch::bytes_held() const {
  using IndexEntry = std::pair<const PackedBoard, std::uint32_t>;
  return nodes_.capacity() * sizeof(Node) +
         index_.size() * (sizeof(IndexEntry) + 2 * sizeof(void*)) +
         index_.bucket_count() * sizeof(void*) + open_.size() * sizeof(Entry) +
         queue_.size() * sizeof(std::uint32_t);
}

void BestFirstSearch::note_memory() { stats_.bytes = std::max(stats_.bytes, bytes_held()); }

void BestFirstSearch::finish(std::uint32_t goal_node) {
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
