// The packed 4x4 pattern-database IDA*: an explicit stack, so a slice can stop after any node.
// (Its tables and the position's setup: packed_pdb_setup.cpp.)
#include "heuristics/packed_pdb_search.hpp"

#include <algorithm>

namespace slide {

namespace {

constexpr int kOffset[4] = {-4, -1, 1, 4};  // kUp, kLeft, kRight, kDown on a 4-wide grid

}  // namespace

SearchStatus PackedPdbSearch::continue_iteration(std::uint64_t budget) {
  return dispatch<true>(budget);
}

template <bool Split>
SearchStatus PackedPdbSearch::dispatch(std::uint64_t budget) {
  // supports() keeps away the tables a build has no search for.
  if constexpr (kDirectSearch) {
    if (ranked_groups_ == 0) {
      if constexpr (kUnmirroredSearch)
        if (!mirrored_) return search<false, Split, false>(budget);
      return search<true, Split, false>(budget);
    }
  }
  if constexpr (kUnmirroredSearch)
    if (!mirrored_) return search<false, Split, true>(budget);
  return search<true, Split, true>(budget);
}

void PackedPdbSearch::account(std::uint64_t nodes) {
  const std::uint64_t fresh = nodes - nodes_counted_;
  stats_.nodes += fresh;
  stats_.iteration_nodes += fresh;
  nodes_counted_ = nodes;
}

std::vector<int> PackedPdbSearch::explored_path() const {
  std::vector<int> cells{start_.blank};
  cells.insert(cells.end(), path_.begin(), path_.begin() + depth_);
  return cells;
}

SearchStatus PackedPdbSearch::step(std::uint64_t budget) {
  if (depth_ == 0 && frames_[0].next == 0 && board_ == goal_) {
    set_solution({});
    return SearchStatus::solved;
  }
  return dispatch<false>(budget);
}

bool PackedPdbSearch::moves_to_goal(int tile, int cell, int blank) const {
  std::array<std::uint8_t, kCells> after = cells_;
  after[blank] = static_cast<std::uint8_t>(tile);
  after[cell] = 0;
  return after == goal_cells_;
}

bool PackedPdbSearch::moves_to_goal_cold(int tile, int cell, int blank) const {
  return moves_to_goal(tile, cell, blank);
}

std::uint64_t PackedPdbSearch::packed() const {
  std::uint64_t board = 0;
  for (int cell = 0; cell < kCells; ++cell)
    board |= static_cast<std::uint64_t>(cells_[cell]) << (4 * cell);
  return board;
}

template <bool Mirrored, bool Ranked, int Direction>
[[gnu::always_inline]] inline void PackedPdbSearch::prepare_move(
    Child*& child, int& generated, int& next_threshold, const std::uint16_t* next, int blank,
    int sum, int mirrored_sum, int bound, int depth) const {
  // Off the grid (no_undo automata leave that to the search; duplicate-free ones refuse it too).
  if constexpr (Direction == kUp) {
    if (blank < 4) return;
  } else if constexpr (Direction == kLeft) {
    if ((blank & 3) == 0) return;
  } else if constexpr (Direction == kRight) {
    if ((blank & 3) == 3) return;
  } else {
    if (blank >= 12) return;
  }
  const int state = next[Direction];
  if (state == kNoState) return;
  const int cell = blank + kOffset[Direction];
  const int tile = cells_[cell];
  const int g = group_[tile];
  const int at = (tile * kCells + blank) * 4 + Direction;
  std::uint32_t index = index_[g] + static_cast<std::uint32_t>(delta_[tile][Direction]);
  if constexpr (Ranked && (Direction == kUp || Direction == kDown)) {
    // The tile moves down from blank - 4 (to a higher cell) or up from blank + 4.
    const std::int32_t* pair = pair_[tile].data();
    const int first = Direction == kUp ? blank - 3 : blank + 1;
    const std::int32_t passed =
        pair[cells_[first]] + pair[cells_[first + 1]] + pair[cells_[first + 2]];
    index += static_cast<std::uint32_t>(Direction == kUp ? passed : -passed);
  }
  const int value = DirectTables::entry(table_[g], index);
  // Written whether kept or not: a child cut off is overwritten by the next one.
  child->state = state;
  child->cell = static_cast<std::uint8_t>(cell);
  child->tile = static_cast<std::uint8_t>(tile);
  child->index = index;
  child->value = static_cast<std::uint8_t>(value);
  child->ordinal = static_cast<std::uint8_t>(generated++);
  int h = sum + manhattan_delta_[at] + 2 * (value - value_[g]);
  child->h = static_cast<std::uint8_t>(h);
  // The mirrored sum counts only for a child the direct one keeps (the search's rule, as the
  // generic IdaStar's): a child cut off by its direct sum never needs the second lookup.
  if (Mirrored && h <= bound) {
    const int mg = mirrored_group_[tile];
    std::uint32_t mirrored_index =
        mirrored_index_[mg] + static_cast<std::uint32_t>(mirrored_delta_[tile][Direction]);
    if constexpr (Ranked && (Direction == kLeft || Direction == kRight)) {
      // Mirrored, a move along a row is one along a column: to a higher cell for kLeft.
      const std::int32_t* pair = mirrored_pair_[tile].data();
      const std::uint8_t* between = mirror_between_[blank * 4 + Direction].data();
      const std::int32_t passed =
          pair[cells_[between[0]]] + pair[cells_[between[1]]] + pair[cells_[between[2]]];
      mirrored_index += static_cast<std::uint32_t>(Direction == kLeft ? passed : -passed);
    }
    const int mirrored_value = DirectTables::entry(table_[mg], mirrored_index);
    const int mirrored_h =
        mirrored_sum + mirrored_manhattan_delta_[at] + 2 * (mirrored_value - mirrored_value_[mg]);
    child->mirrored_index = mirrored_index;
    child->mirrored_value = static_cast<std::uint8_t>(mirrored_value);
    child->mirrored_h = static_cast<std::uint8_t>(mirrored_h);
    h = std::max(h, mirrored_h);
  }
  // Beyond the bound: counted, its f noted, not kept. The goal is kept whatever h says there:
  // tables that passed the load checks may still be forged and give the goal h > 0 (as the
  // generic IdaStar; only a move onto the blank's goal cell pays for the compare).
  bool cut = h > bound;
  if (cut & (cell == goal_blank_)) [[unlikely]]
    cut = !(h > 0 && moves_to_goal_cold(tile, cell, blank));
  next_threshold = std::min(next_threshold, cut ? depth + 1 + h : kInfinity);
  child += !cut;
}

template <bool Mirrored, bool Ranked>
[[gnu::always_inline]] inline int PackedPdbSearch::prepare(Frame& frame, int blank, int sum,
                                                           int mirrored_sum, int bound, int depth,
                                                           int& next_threshold) const {
  // Unrolled by hand in the directions' order (the order decides the first solution found).
  const std::uint16_t* next = transitions_.data() + frame.state * 4;
  Child* child = frame.children.data();
  int generated = 0;
  prepare_move<Mirrored, Ranked, kUp>(child, generated, next_threshold, next, blank, sum,
                                      mirrored_sum, bound, depth);
  prepare_move<Mirrored, Ranked, kLeft>(child, generated, next_threshold, next, blank, sum,
                                        mirrored_sum, bound, depth);
  prepare_move<Mirrored, Ranked, kRight>(child, generated, next_threshold, next, blank, sum,
                                         mirrored_sum, bound, depth);
  prepare_move<Mirrored, Ranked, kDown>(child, generated, next_threshold, next, blank, sum,
                                        mirrored_sum, bound, depth);
  frame.count = static_cast<std::uint8_t>(child - frame.children.data());
  frame.generated = static_cast<std::uint8_t>(generated);
  frame.next = 0;
  return generated;
}

template <bool Mirrored, bool Ranked>
int PackedPdbSearch::prepare_root(Frame& frame, int blank, int sum, int mirrored_sum, int bound,
                                  int depth, int& next_threshold) const {
  return prepare<Mirrored, Ranked>(frame, blank, sum, mirrored_sum, bound, depth, next_threshold);
}

template <bool Mirrored, bool Split, bool Ranked>
SearchStatus PackedPdbSearch::search(std::uint64_t budget) {
  // The hot state in locals for the slice; written back before returning.
  int blank = blank_, depth = depth_, sum = sum_, mirrored_sum = mirrored_sum_;
  int threshold = stats_.threshold, next_threshold = next_threshold_;
  std::uint64_t nodes = 0;
  nodes_counted_ = 0;
  auto save = [&] {
    board_ = packed();
    blank_ = blank;
    depth_ = depth;
    sum_ = sum;
    mirrored_sum_ = mirrored_sum;
    next_threshold_ = next_threshold;
    account(nodes);
  };
  const int base_depth = Split ? base_depth_ : 0, stop_depth = stop_depth_;
  const int goal_blank = goal_blank_;
  // The largest h a child of this frame may have: threshold - depth - 1, kept in step with depth.
  int bound = threshold - depth - 1;
  if (!prepared_) {
    nodes += prepare_root<Mirrored, Ranked>(frames_[depth], blank, sum, mirrored_sum, bound, depth,
                                            next_threshold);
    prepared_ = true;
  }
  Frame* frame = &frames_[depth];
  while (nodes < budget) {
    if (frame->next < frame->count) {
      // A child within the bound (or the goal): prepare counted it and cut off the others.
      const Child& move = frame->children[frame->next++];
      const int tile = move.tile, cell = move.cell;
      const bool reached = cell == goal_blank && moves_to_goal(tile, cell, blank);
      if (depth + 1 >= kMaxDepth) {
        int h = move.h;
        if (Mirrored && h <= bound && move.mirrored_h > h) h = move.mirrored_h;
        const int child_f = depth + 1 + h;
        if (child_f < next_threshold) next_threshold = child_f;
        continue;
      }
      if (Split && depth + 1 == stop_depth && !reached) {
        // A frontier node of a split search: handed to another thread rather than expanded.
        Frontier& node = frontier_->emplace_back();
        node.board = packed() ^ (static_cast<std::uint64_t>(tile) << (4 * cell) |
                                 static_cast<std::uint64_t>(tile) << (4 * blank));
        node.state = move.state;
        node.depth = static_cast<std::uint8_t>(depth + 1);
        std::copy(path_.begin(), path_.begin() + depth, node.path.begin());
        node.path[depth] = static_cast<std::uint8_t>(cell);
        continue;
      }
      Frame& child = frame[1];
      const int g = group_[tile];
      child.state = move.state;
      child.from = static_cast<std::uint8_t>(blank);
      child.tile = static_cast<std::uint8_t>(tile);
      child.index = index_[g];
      child.value = value_[g];
      child.sum = static_cast<std::uint8_t>(sum);
      sum = move.h;
      value_[g] = move.value;
      index_[g] = move.index;
      if (Mirrored) {
        const int mg = mirrored_group_[tile];
        child.mirrored_index = mirrored_index_[mg];
        child.mirrored_value = mirrored_value_[mg];
        child.mirrored_sum = static_cast<std::uint8_t>(mirrored_sum);
        mirrored_sum = move.mirrored_h;
        mirrored_value_[mg] = move.mirrored_value;
        mirrored_index_[mg] = move.mirrored_index;
      }
      // The tile leaves `cell` (which becomes the blank, 0) for the old blank cell.
      cells_[blank] = static_cast<std::uint8_t>(tile);
      cells_[cell] = 0;
      path_[depth] = static_cast<std::uint8_t>(cell);
      blank = cell;
      ++depth;
      ++frame;
      --bound;
      if (reached) {
        // Count the nodes as if generated one by one up to here: not the children of the frames
        // on the path that come after the path's child (prepare counted them all). Unsigned
        // arithmetic: the result may be below this slice's own count; account() adds modulo 2^64.
        for (const Frame* f = frames_.data() + base_depth; f != frame; ++f)
          nodes -= f->generated - (f->children[f->next - 1].ordinal + 1);
        save();
        set_solution({path_.begin(), path_.begin() + depth});
        return SearchStatus::solved;
      }
      nodes +=
          prepare<Mirrored, Ranked>(child, blank, sum, mirrored_sum, bound, depth, next_threshold);
    } else if (depth > base_depth) {
      // Back up: the tile returns to this frame's blank cell, and what it changed is restored.
      const int tile = frame->tile, previous = frame->from;
      cells_[blank] = static_cast<std::uint8_t>(tile);
      cells_[previous] = 0;
      const int g = group_[tile];
      index_[g] = frame->index;
      value_[g] = frame->value;
      sum = frame->sum;
      if (Mirrored) {
        const int mg = mirrored_group_[tile];
        mirrored_index_[mg] = frame->mirrored_index;
        mirrored_value_[mg] = frame->mirrored_value;
        mirrored_sum = frame->mirrored_sum;
      }
      blank = previous;
      --depth;
      --frame;
      ++bound;
    } else {
      // The iteration is exhausted: raise the threshold to the smallest f that exceeded it.
      save();
      if (Split) return SearchStatus::done;
      finish_iteration();
      if (next_threshold == kInfinity) {
        give_up("no solution within the depth limit of " + std::to_string(kMaxDepth));
        return SearchStatus::gave_up;
      }
      threshold = stats_.threshold = next_threshold;
      bound = threshold - depth - 1;
      next_threshold = kInfinity;
      ++stats_.iteration;
      stats_.iteration_nodes = 0;
      // The root's children again: those the old bound cut off by their direct sum were not
      // looked up in the mirror.
      nodes += prepare_root<Mirrored, Ranked>(frames_[0], blank, sum, mirrored_sum, bound, depth,
                                              next_threshold);
    }
  }
  save();
  return SearchStatus::running;
}

}  // namespace slide
