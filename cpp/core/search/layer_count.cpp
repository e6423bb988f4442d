// The layer-by-layer count: expand the current layer into candidates, then sort them, drop
// duplicates and whatever lies in the two layers already known.
#include "search/layer_count.hpp"

#include <algorithm>
#include <chrono>
#include <cstdlib>

namespace slide {

namespace {

bool before(const PackedBoard& a, const PackedBoard& b) {
  return a.high != b.high ? a.high < b.high : a.low < b.low;
}

// The C library's sort: std::sort's introsort adds about 5 KB to the WebAssembly module, and a
// layer is sorted once, so its speed matters little.
int compare(const void* a, const void* b) {
  const auto& x = *static_cast<const PackedBoard*>(a);
  const auto& y = *static_cast<const PackedBoard*>(b);
  return before(x, y) ? -1 : before(y, x) ? 1 : 0;
}

}  // namespace

LayerCount::LayerCount(std::shared_ptr<const Puzzle> puzzle, const Board& start,
                       std::uint64_t state_cap)
    : puzzle_(std::move(puzzle)), state_cap_(std::max<std::uint64_t>(state_cap, 1)) {
  current_.push_back(pack(start));
  layers_.push_back(1);
  counted_ = 1;
  peak_states_ = 1;
  if (puzzle_->is_goal(start)) goal_depth_ = 0;
}

JobStatus LayerCount::run(std::uint64_t budget) {
  if (status_ != JobStatus::running) return status_;
  const auto began = std::chrono::steady_clock::now();
  const Topology& topology = puzzle_->topology();
  const int n = puzzle_->cell_count();
  for (std::uint64_t expanded = 0; expanded < std::max<std::uint64_t>(budget, 1);) {
    if (index_ == current_.size()) {
      if (!finish_layer()) break;
      continue;
    }
    Board board = unpack(current_[index_++], n);
    const int blank = board.blank;
    for (int cell : topology.neighbours(blank)) {
      board.slide(cell);
      next_.push_back(pack(board));
      board.slide(blank);
    }
    ++expanded;
  }
  elapsed_ms_ +=
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - began).count();
  return status_;
}

bool LayerCount::finish_layer() {
  std::qsort(next_.data(), next_.size(), sizeof(PackedBoard), compare);
  next_.erase(std::unique(next_.begin(), next_.end()), next_.end());
  std::vector<PackedBoard> fresh;
  fresh.reserve(next_.size());
  for (const PackedBoard& board : next_)
    if (!std::binary_search(previous_.begin(), previous_.end(), board, before) &&
        !std::binary_search(current_.begin(), current_.end(), board, before))
      fresh.push_back(board);
  next_.clear();
  next_.shrink_to_fit();
  if (fresh.empty()) {
    status_ = JobStatus::done;
    return false;
  }
  const int depth = static_cast<int>(layers_.size());
  layers_.push_back(fresh.size());
  counted_ += fresh.size();
  if (goal_depth_ < 0 &&
      std::binary_search(fresh.begin(), fresh.end(), pack(puzzle_->goal()), before))
    goal_depth_ = depth;
  previous_ = std::move(current_);
  current_ = std::move(fresh);
  index_ = 0;
  // The next layer's candidates: at most one per neighbour of every board of this layer.
  std::size_t degree = 0;
  for (int cell = 0; cell < puzzle_->cell_count(); ++cell)
    degree = std::max(degree, puzzle_->topology().neighbours(cell).size());
  const std::uint64_t held = previous_.size() + current_.size() + current_.size() * degree;
  if (held > state_cap_) {
    message_ = "stopped after " + std::to_string(layers_.size()) + " layers (" +
               std::to_string(counted_) + " positions): the next layer would pass the state cap";
    status_ = JobStatus::gave_up;
    return false;
  }
  peak_states_ = std::max(peak_states_, held);
  next_.reserve(current_.size() * degree);
  return true;
}

void LayerCount::cancel() {
  if (status_ != JobStatus::running) return;
  status_ = JobStatus::cancelled;
  // Freed now (`= {}` would keep the capacity until the job is dropped).
  previous_ = decltype(previous_)();
  current_ = decltype(current_)();
  next_ = decltype(next_)();
}

std::optional<double> reachable_positions(const Puzzle& puzzle) {
  const Topology& topology = puzzle.topology();
  const int n = topology.cell_count();
  if (topology.grid_width() < 2 || topology.grid_height() < 2 ||
      topology.grid_width() * topology.grid_height() != n || !topology.dead_ends().empty())
    return std::nullopt;
  double factorial = 1;
  for (int k = 2; k <= n; ++k) factorial *= k;
  return factorial / 2;
}

}  // namespace slide
