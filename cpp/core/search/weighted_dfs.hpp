// The depth-first engine of the anytime search (search/anytime_search.hpp): iterative deepening
// on f = g + w·h (weighted IDA*; w = 1 is plain IDA*), resumable between node budgets, generic
// over the heuristic as IdaStar is. Two additions to IdaStar's loop:
//  - a cutoff: a child with g + h >= cutoff (the length of the best solution known) is dropped,
//    since nothing below it can be shorter; such children do not raise the next threshold, so an
//    iteration that drops everything proves no shorter solution exists;
//  - a node's children are generated together and tried in order of h, smallest first, which
//    finds weighted solutions sooner (the tree is the same; only the order within it changes).
// Weights are in tenths (10: w = 1), so f is a whole number: 10·g + weight·h.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <memory>
#include <vector>

#include "model/puzzle.hpp"

namespace slide {

// What the anytime search asks of an engine, whatever its heuristic type.
class DepthFirstEngine {
 public:
  enum class Step {
    running,    // the budget ran out
    found,      // a goal shorter than the cutoff: path()
    iteration,  // an iteration ended without one; the next threshold is set (or none remains)
  };
  virtual ~DepthFirstEngine() = default;
  // Starts over from the root with this weight (tenths), keeping the cutoff.
  virtual void restart(int weight) = 0;
  virtual void set_cutoff(int length) = 0;
  // Generates about `budget` nodes (added to `nodes`), stopping at a goal or an iteration's end.
  virtual Step run(std::uint64_t budget, std::uint64_t& nodes) = 0;
  // The blank's moves (cells) to the goal found by the last `found`.
  virtual std::vector<int> path() const = 0;
  // The threshold (10·g + weight·h units) of the current iteration; after `iteration`, that of the
  // next one; kNone when the last iteration dropped every node it did not expand (then no path
  // shorter than the cutoff exists, unless depth_limited()).
  virtual long threshold() const = 0;
  virtual int root_h() const = 0;
  // Whether any node was dropped for reaching kMaxDepth since the last restart.
  virtual bool depth_limited() const = 0;
  static constexpr long kNone = std::numeric_limits<long>::max();
  static constexpr int kMaxDepth = 400;  // weighted paths on 5x5 run well past 100 moves
  static constexpr int kMaxDegree = 4;   // grid cells; the anytime search takes no other shapes
};

template <class H>
class WeightedDfs final : public DepthFirstEngine {
 public:
  WeightedDfs(std::shared_ptr<const Puzzle> puzzle, const Board& start,
              std::shared_ptr<const H> heuristic)
      : puzzle_(std::move(puzzle)),
        heuristic_(std::move(heuristic)),
        start_(start),
        frames_(kMaxDepth + 1) {
    const Topology& topology = puzzle_->topology();
    for (int cell = 0; cell < topology.cell_count(); ++cell) {
      const auto& list = topology.neighbours(cell);
      degree_[cell] = static_cast<std::uint8_t>(std::min<std::size_t>(list.size(), kMaxDegree));
      for (int i = 0; i < degree_[cell]; ++i)
        neighbour_[cell][i] = static_cast<std::uint8_t>(list[i]);
    }
    root_h_ = heuristic_->start(start_, frames_[0].state);
    restart(10);
  }

  void restart(int weight) override {
    weight_ = weight;
    board_ = start_;
    depth_ = 0;
    Frame& root = frames_[0];
    root.blank = board_.blank;
    root.previous = kNoCell;
    root.h = root_h_;
    root.prepared = false;
    threshold_ = static_cast<long>(weight_) * root_h_;
    next_threshold_ = kNone;
    depth_limited_ = false;
  }
  void set_cutoff(int length) override { cutoff_ = length; }
  long threshold() const override { return threshold_; }
  int root_h() const override { return root_h_; }
  bool depth_limited() const override { return depth_limited_; }
  std::vector<int> path() const override { return {path_.begin(), path_.begin() + depth_}; }

  Step run(std::uint64_t budget, std::uint64_t& nodes) override {
    if (threshold_ == kNone) return Step::iteration;
    const std::uint64_t end = nodes + budget;
    if (depth_ == 0 && !frames_[0].prepared && puzzle_->is_goal(board_) && cutoff_ > 0)
      return Step::found;
    while (nodes < end) {
      Frame& frame = frames_[depth_];
      if (!frame.prepared) prepare(frame, nodes);
      if (frame.next < frame.count) {
        const Child& child = frame.children[frame.next++];
        board_.tiles[frame.blank] = child.tile;
        board_.tiles[child.cell] = kBlank;
        board_.blank = child.cell;
        path_[depth_] = child.cell;
        Frame& next = frames_[++depth_];
        next.blank = child.cell;
        next.previous = frame.blank;
        next.h = child.h;
        next.state = child.state;
        next.prepared = false;
        if (child.goal) return Step::found;
      } else if (depth_ > 0) {
        const int parent_blank = frame.previous;
        board_.tiles[frame.blank] = board_.tiles[parent_blank];
        board_.tiles[parent_blank] = kBlank;
        board_.blank = static_cast<std::uint8_t>(parent_blank);
        --depth_;
      } else {
        threshold_ = next_threshold_;
        next_threshold_ = kNone;
        frames_[0].prepared = false;
        return Step::iteration;
      }
    }
    return Step::running;
  }

 private:
  static constexpr std::uint8_t kNoCell = 255;

  struct Child {
    std::uint8_t cell, tile;
    bool goal;
    int h;
    typename H::State state;
  };
  struct Frame {
    std::uint8_t blank, previous, count, next;
    bool prepared;
    int h;
    typename H::State state;
    std::array<Child, kMaxDegree> children;
  };

  // Generates the frame's children, keeps those within the threshold and under the cutoff, in
  // order of h. A goal child under the cutoff is always kept (h says nothing there).
  void prepare(Frame& frame, std::uint64_t& nodes) {
    frame.prepared = true;
    frame.count = frame.next = 0;
    const int g = depth_ + 1;
    // The largest h a child may have and still be kept, for the heuristics that stop early.
    const long by_threshold = (threshold_ - 10L * g) / weight_;
    const int bound = static_cast<int>(std::min<long>(by_threshold, cutoff_ - g - 1));
    for (int i = 0; i < degree_[frame.blank]; ++i) {
      const int cell = neighbour_[frame.blank][i];
      if (cell == frame.previous) continue;
      Child& child = frame.children[frame.count];
      child.cell = static_cast<std::uint8_t>(cell);
      child.tile = board_.tiles[cell];
      const H& heuristic = *heuristic_;
      if constexpr (requires { heuristic.move(frame.state, child.state, 0, board_, 0, 0, 0, 0); })
        child.h = heuristic.move(frame.state, child.state, frame.h, board_, child.tile, cell,
                                 frame.blank, bound < 0 ? -1 : bound);
      else
        child.h = heuristic.move(frame.state, child.state, frame.h, board_, child.tile, cell,
                                 frame.blank);
      ++nodes;
      child.goal = cell == goal_blank() && reaches_goal(child.tile, frame.blank, cell);
      if (child.goal) {
        if (g < cutoff_) ++frame.count;
        continue;
      }
      if (g + child.h >= cutoff_) continue;  // cannot lead to a shorter solution
      const long f = 10L * g + static_cast<long>(weight_) * child.h;
      if (f > threshold_ || g >= kMaxDepth) {
        if (g >= kMaxDepth)
          depth_limited_ = true;
        else if (f < next_threshold_)
          next_threshold_ = f;
        continue;
      }
      ++frame.count;
    }
    // Insertion sort by h (at most four children); goals first.
    for (int i = 1; i < frame.count; ++i)
      for (int j = i; j > 0 && key(frame.children[j]) < key(frame.children[j - 1]); --j)
        std::swap(frame.children[j], frame.children[j - 1]);
  }
  static int key(const Child& child) { return child.goal ? -1 : child.h; }

  int goal_blank() const { return puzzle_->goal_cell(kBlank); }
  // Whether sliding `tile` from `from` into the blank at `to` gives the goal board.
  bool reaches_goal(int tile, int to, int from) const {
    const Board& goal = puzzle_->goal();
    if (goal.tiles[to] != tile || goal.tiles[from] != kBlank) return false;
    for (int c = 0; c < board_.size; ++c)
      if (c != to && c != from && board_.tiles[c] != goal.tiles[c]) return false;
    return true;
  }

  std::shared_ptr<const Puzzle> puzzle_;
  std::shared_ptr<const H> heuristic_;
  Board start_;
  Board board_;
  std::array<std::uint8_t, kMaxCells> degree_{};
  std::array<std::array<std::uint8_t, kMaxDegree>, kMaxCells> neighbour_{};
  std::vector<Frame> frames_;
  std::array<std::uint8_t, kMaxDepth> path_{};
  int depth_ = 0;
  int root_h_ = 0;
  int weight_ = 10;
  int cutoff_ = std::numeric_limits<int>::max();
  long threshold_ = 0;
  long next_threshold_ = kNone;
  bool depth_limited_ = false;
};

}  // namespace slide
