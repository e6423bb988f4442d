// IDA* (Korf 1985), generic over puzzle and heuristic, resumable between node budgets.
//
// The recursion of the textbook version is unrolled into an explicit stack of frames so that a
// slice can stop after any node and the next slice carries on exactly there. The board is changed
// in place, the heuristic is updated from the one tile that moved, and the move straight back is
// never generated.
#pragma once

#include <array>
#include <limits>

#include "search/search.hpp"

namespace slide {

// What IDA* needs of a heuristic H:
//   typename H::State               per-node incremental data (may be empty)
//   int H::start(board, state&)     h of the start, filling its state
//   int H::move(parent_state, child_state&, h, board_before, tile, from, to)
//                                   h after `tile` slides from cell `from` into the blank at `to`
// and optionally, preferred when present:
//   int H::move(parent_state, child_state&, h, board_before, tile, from, to, bound)
//                                   the same, but it may stop early once it knows h > bound (the
//                                   child will be cut off): it then returns any admissible value
//                                   above the bound, and the child state is never used
template <class H>
class IdaStar final : public Search {
 public:
  static constexpr int kMaxDepth = 250;
  static constexpr int kMaxDegree = 8;

  IdaStar(std::shared_ptr<const Puzzle> puzzle, const Board& start,
          std::shared_ptr<const H> heuristic, std::uint64_t node_limit = 0)
      : Search(std::move(puzzle), start, node_limit), heuristic_(std::move(heuristic)) {
    const Topology& topology = puzzle_->topology();
    for (int cell = 0; cell < topology.cell_count(); ++cell) {
      const auto& list = topology.neighbours(cell);
      degree_[cell] = static_cast<std::uint8_t>(std::min<std::size_t>(list.size(), kMaxDegree));
      for (int i = 0; i < degree_[cell]; ++i)
        neighbour_[cell][i] = static_cast<std::uint8_t>(list[i]);
    }
    board_ = start_;
    Frame& root = frames_[0];
    root.blank = board_.blank;
    root.previous = kNone;
    root.next = 0;
    root.h = heuristic_->start(board_, root.state);
    stats_.threshold = root.h;
    stats_.iteration = 1;
  }

 protected:
  SearchStatus step(std::uint64_t budget) override {
    if (depth_ == 0 && frames_[0].next == 0 && puzzle_->is_goal(board_)) {
      set_solution({});
      return SearchStatus::solved;
    }
    const H& heuristic = *heuristic_;
    const std::uint8_t* goal = puzzle_->goal().tiles.data();
    const int goal_blank = puzzle_->goal_cell(kBlank);
    std::uint64_t nodes = 0;
    nodes_counted_ = 0;
    int threshold = stats_.threshold;
    while (nodes < budget) {
      Frame& frame = frames_[depth_];
      if (frame.next < degree_[frame.blank]) {
        const int cell = neighbour_[frame.blank][frame.next++];
        if (cell == frame.previous) continue;
        const int tile = board_.tiles[cell];
        Frame& child = frames_[depth_ + 1];
        int h;
        if constexpr (requires { heuristic.move(frame.state, child.state, 0, board_, 0, 0, 0, 0); })
          h = heuristic.move(frame.state, child.state, frame.h, board_, tile, cell, frame.blank,
                             threshold - depth_ - 1);
        else
          h = heuristic.move(frame.state, child.state, frame.h, board_, tile, cell, frame.blank);
        ++nodes;
        const int f = depth_ + 1 + h;
        // The goal ends the search whatever h says there (a forged table may give it h > 0):
        // tested only when the blank reaches its goal cell, so about one node in n pays for it.
        const bool reached = cell == goal_blank && reaches_goal(goal, tile, frame.blank, cell);
        if ((f > threshold && !(reached && h > 0)) || depth_ + 1 >= kMaxDepth) {
          if (f < next_threshold_) next_threshold_ = f;
          continue;
        }
        board_.tiles[frame.blank] = static_cast<std::uint8_t>(tile);
        board_.tiles[cell] = kBlank;
        board_.blank = static_cast<std::uint8_t>(cell);
        path_[depth_] = static_cast<std::uint8_t>(cell);
        child.blank = static_cast<std::uint8_t>(cell);
        child.previous = frame.blank;
        child.next = 0;
        child.h = h;
        ++depth_;
        if (reached) {
          account(nodes);
          set_solution({path_.begin(), path_.begin() + depth_});
          return SearchStatus::solved;
        }
      } else if (depth_ > 0) {
        // Back up: the tile that came from this frame's blank cell returns there.
        const int parent_blank = frame.previous;
        board_.tiles[frame.blank] = board_.tiles[parent_blank];
        board_.tiles[parent_blank] = kBlank;
        board_.blank = static_cast<std::uint8_t>(parent_blank);
        --depth_;
      } else {
        // The iteration is exhausted: raise the threshold to the smallest f that exceeded it.
        account(nodes);
        finish_iteration();
        if (next_threshold_ == kInfinity) {
          give_up("no solution within the depth limit of " + std::to_string(kMaxDepth));
          return SearchStatus::gave_up;
        }
        threshold = stats_.threshold = next_threshold_;
        next_threshold_ = kInfinity;
        ++stats_.iteration;
        stats_.iteration_nodes = 0;
        frames_[0].next = 0;
      }
    }
    account(nodes);
    return SearchStatus::running;
  }

  std::vector<int> explored_path() const override {
    std::vector<int> cells{start_.blank};
    cells.insert(cells.end(), path_.begin(), path_.begin() + depth_);
    return cells;
  }

 private:
  static constexpr std::uint8_t kNone = 255;

  // Whether sliding `tile` from `from` into the blank at `to` gives the goal board.
  bool reaches_goal(const std::uint8_t* goal, int tile, int to, int from) const {
    if (goal[to] != tile || goal[from] != kBlank) return false;
    for (int c = 0; c < board_.size; ++c)
      if (c != to && c != from && board_.tiles[c] != goal[c]) return false;
    return true;
  }
  static constexpr int kInfinity = std::numeric_limits<int>::max();

  struct Frame {
    std::uint8_t blank;
    std::uint8_t previous;  // the blank's cell one move earlier: moving there would undo
    std::uint8_t next;      // index of the next neighbour to try
    int h;
    typename H::State state;
  };

  // Adds the nodes generated since the last call to the statistics.
  void account(std::uint64_t nodes) {
    const std::uint64_t fresh = nodes - nodes_counted_;
    stats_.nodes += fresh;
    stats_.iteration_nodes += fresh;
    nodes_counted_ = nodes;
  }

  std::shared_ptr<const H> heuristic_;
  std::array<std::uint8_t, kMaxCells> degree_{};
  std::array<std::array<std::uint8_t, kMaxDegree>, kMaxCells> neighbour_{};
  Board board_;
  std::array<Frame, kMaxDepth + 1> frames_{};
  std::array<std::uint8_t, kMaxDepth> path_{};
  int depth_ = 0;
  int next_threshold_ = kInfinity;
  std::uint64_t nodes_counted_ = 0;  // of this slice's nodes, those already in stats_
};

}  // namespace slide
