// The packed 4x4 pattern-database IDA*: an explicit stack, so a slice can stop after any node.
#include "heuristics/packed_pdb_search.hpp"

#include <algorithm>
#include <stdexcept>

namespace slide {

namespace {

constexpr int kOffset[4] = {-4, -1, 1, 4};  // kUp, kLeft, kRight, kDown on a 4-wide grid

inline int tile_at(std::uint64_t board, int cell) {
  return static_cast<int>(board >> (4 * cell) & 15);
}

}  // namespace

// The WebAssembly builds carry only the mirrored search: the page's one goal has a mirror image,
// and each copy of this hot loop costs about 1 KB gzip of the page's first download (README,
// "Release"). There, tables without a mirror are searched by the generic IDA*.
#ifdef __EMSCRIPTEN__
constexpr bool kUnmirroredSearch = false;
#else
constexpr bool kUnmirroredSearch = true;
#endif

bool PackedPdbSearch::supports(const Puzzle& puzzle, const PatternDatabase& tables) {
  return tables.direct() && (kUnmirroredSearch || tables.mirrored()) &&
         puzzle.cell_count() == kCells && puzzle.topology().grid_width() == 4 &&
         puzzle.topology().grid_height() == 4;
}

PackedPdbSearch::PackedPdbSearch(std::shared_ptr<const Puzzle> puzzle, const Board& start,
                                 std::shared_ptr<const PatternDatabase> tables,
                                 std::shared_ptr<const MoveAutomaton> automaton,
                                 std::uint64_t node_limit)
    : Search(std::move(puzzle), start, node_limit),
      tables_(std::move(tables)),
      automaton_(std::move(automaton)) {
  if (automaton_->states() >= kNoState)
    throw std::length_error("PackedPdbSearch: the move automaton has too many states");
  transitions_.resize(automaton_->states() * 4);
  for (std::size_t at = 0; at < transitions_.size(); ++at) {
    const std::int32_t state = automaton_->table()[at];
    transitions_[at] =
        state == MoveAutomaton::kRefused ? kNoState : static_cast<std::uint16_t>(state);
  }
  const PatternDatabase& db = *tables_;
  const int groups = static_cast<int>(db.partition().size());
  const int none = kGroups - 1;
  for (int g = 0; g < groups; ++g) table_[g] = db.direct()->table(g);
  table_[none] = &kZero;
  mirrored_ = db.mirrored();
  // Where a tile's cell sits in its group's direct index.
  auto shift = [&](int tile) {
    const int g = db.group_of(tile);
    return DirectTables::shift(db.slot_of(tile), static_cast<int>(db.partition()[g].size()));
  };
  for (int tile = 0; tile < kCells; ++tile) {
    const int g = tile == kBlank ? PatternDatabase::kNoGroup : db.group_of(tile);
    group_[tile] = static_cast<std::uint8_t>(g == PatternDatabase::kNoGroup ? none : g);
    const int image = db.mirror_tile(tile);
    const int mg = tile == kBlank || !mirrored_ ? PatternDatabase::kNoGroup : db.group_of(image);
    mirrored_group_[tile] = static_cast<std::uint8_t>(mg == PatternDatabase::kNoGroup ? none : mg);
    for (int d = 0; d < 4; ++d) {
      // The blank moves by kOffset[d], so the tile moves by minus that; in the mirror the cell
      // numbers are transposed, so a step of one row is a step of one column.
      const int step = -kOffset[d];
      const int mirrored_step = step == 1 || step == -1 ? 4 * step : step / 4;
      if (group_[tile] != none) delta_[tile][d] = step << shift(tile);
      if (mirrored_group_[tile] != none) mirrored_delta_[tile][d] = mirrored_step << shift(image);
    }
  }
  const Puzzle& grid = *puzzle_;
  auto distance = [&](int tile, int cell) {
    return grid.topology().distance(cell, grid.goal_cell(tile));
  };
  for (int tile = 1; tile < kCells; ++tile)
    for (int blank = 0; blank < kCells; ++blank)
      for (int d = 0; d < 4; ++d) {
        const int cell = blank + kOffset[d];
        if (cell < 0 || cell >= kCells) continue;
        const int change = distance(tile, blank) - distance(tile, cell);
        const int at = (tile * kCells + blank) * 4 + d;
        if (group_[tile] != none) manhattan_delta_[at] = static_cast<std::int8_t>(change);
        if (mirrored_group_[tile] != none)
          mirrored_manhattan_delta_[at] = static_cast<std::int8_t>(change);
      }
  for (int cell = 0; cell < kCells; ++cell) {
    goal_ |= static_cast<std::uint64_t>(puzzle_->goal().tiles[cell]) << (4 * cell);
    goal_cells_[cell] = puzzle_->goal().tiles[cell];
    if (puzzle_->goal().tiles[cell] == kBlank) goal_blank_ = cell;
  }
  place(start_);
  frames_[0].state = automaton_->start(blank_);
  frames_[0].next = 0;
  stats_.threshold = std::max(sum_, mirrored_sum_);
  stats_.iteration = 1;
}

void PackedPdbSearch::place(const Board& position) {
  const PatternDatabase& db = *tables_;
  const int none = kGroups - 1;
  auto shift = [&](int tile) {
    const int g = db.group_of(tile);
    return DirectTables::shift(db.slot_of(tile), static_cast<int>(db.partition()[g].size()));
  };
  board_ = 0;
  sum_ = mirrored_sum_ = 0;
  index_ = {};
  mirrored_index_ = {};
  for (int cell = 0; cell < kCells; ++cell) {
    board_ |= static_cast<std::uint64_t>(position.tiles[cell]) << (4 * cell);
    cells_[cell] = position.tiles[cell];
    const int tile = position.tiles[cell];
    if (tile == kBlank) continue;
    const int distance = puzzle_->topology().distance(cell, puzzle_->goal_cell(tile));
    if (group_[tile] != none) sum_ += distance;
    if (mirrored_group_[tile] != none) mirrored_sum_ += distance;
    if (group_[tile] != none)
      index_[group_[tile]] += static_cast<std::uint32_t>(cell) << shift(tile);
    if (mirrored_group_[tile] != none)
      mirrored_index_[mirrored_group_[tile]] += static_cast<std::uint32_t>(db.mirror_cell(cell))
                                                << shift(db.mirror_tile(tile));
  }
  for (int g = 0; g < static_cast<int>(db.partition().size()); ++g) {
    value_[g] = static_cast<std::uint8_t>(DirectTables::entry(table_[g], index_[g]));
    sum_ += 2 * value_[g];
    if (mirrored_) {
      mirrored_value_[g] =
          static_cast<std::uint8_t>(DirectTables::entry(table_[g], mirrored_index_[g]));
      mirrored_sum_ += 2 * mirrored_value_[g];
    }
  }
  blank_ = position.blank;
}

void PackedPdbSearch::begin_iteration(const Frontier& node, int threshold, int stop_depth,
                                      std::vector<Frontier>* frontier) {
  Board position = start_;
  if (node.depth > 0) {
    for (int cell = 0; cell < kCells; ++cell) {
      position.tiles[cell] = static_cast<std::uint8_t>(tile_at(node.board, cell));
      if (position.tiles[cell] == kBlank) position.blank = static_cast<std::uint8_t>(cell);
    }
  }
  place(position);
  std::copy(node.path.begin(), node.path.begin() + node.depth, path_.begin());
  depth_ = base_depth_ = node.depth;
  frames_[depth_].state = node.state;
  prepared_ = false;
  stop_depth_ = stop_depth;
  frontier_ = frontier;
  stats_.threshold = threshold;
  next_threshold_ = kInfinity;
}

SearchStatus PackedPdbSearch::continue_iteration(std::uint64_t budget) {
#ifdef __EMSCRIPTEN__
  return search<true, true>(budget);  // supports() keeps unmirrored tables away
#else
  return mirrored_ ? search<true, true>(budget) : search<false, true>(budget);
#endif
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
#ifdef __EMSCRIPTEN__
  return search<true, false>(budget);  // supports() keeps unmirrored tables away
#else
  return mirrored_ ? search<true, false>(budget) : search<false, false>(budget);
#endif
}

bool PackedPdbSearch::moves_to_goal(int tile, int cell, int blank) const {
  std::array<std::uint8_t, kCells> after = cells_;
  after[blank] = static_cast<std::uint8_t>(tile);
  after[cell] = 0;
  return after == goal_cells_;
}

std::uint64_t PackedPdbSearch::packed() const {
  std::uint64_t board = 0;
  for (int cell = 0; cell < kCells; ++cell)
    board |= static_cast<std::uint64_t>(cells_[cell]) << (4 * cell);
  return board;
}

template <bool Mirrored, int Direction>
[[gnu::always_inline]] inline void PackedPdbSearch::prepare_move(Child*& child,
                                                                 const std::uint16_t* next,
                                                                 int blank, int sum,
                                                                 int mirrored_sum,
                                                                 int bound) const {
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
  const std::uint32_t index = index_[g] + static_cast<std::uint32_t>(delta_[tile][Direction]);
  const int value = DirectTables::entry(table_[g], index);
  child->state = state;
  child->cell = static_cast<std::uint8_t>(cell);
  child->tile = static_cast<std::uint8_t>(tile);
  child->index = index;
  child->value = static_cast<std::uint8_t>(value);
  const int h = sum + manhattan_delta_[at] + 2 * (value - value_[g]);
  child->h = static_cast<std::uint8_t>(h);
  // The mirrored sum counts only for a child the direct one keeps (the search's rule, as the
  // generic IdaStar's): a child cut off by its direct sum never needs the second lookup.
  if (Mirrored && h <= bound) {
    const int mg = mirrored_group_[tile];
    const std::uint32_t mirrored_index =
        mirrored_index_[mg] + static_cast<std::uint32_t>(mirrored_delta_[tile][Direction]);
    const int mirrored_value = DirectTables::entry(table_[mg], mirrored_index);
    child->mirrored_index = mirrored_index;
    child->mirrored_value = static_cast<std::uint8_t>(mirrored_value);
    child->mirrored_h = static_cast<std::uint8_t>(mirrored_sum + mirrored_manhattan_delta_[at] +
                                                  2 * (mirrored_value - mirrored_value_[mg]));
  }
  ++child;
}

template <bool Mirrored>
[[gnu::always_inline]] inline void PackedPdbSearch::prepare(Frame& frame, int blank, int sum,
                                                            int mirrored_sum, int bound) const {
  // Unrolled by hand in the directions' order (the order decides the first solution found).
  const std::uint16_t* next = transitions_.data() + frame.state * 4;
  Child* child = frame.children.data();
  prepare_move<Mirrored, kUp>(child, next, blank, sum, mirrored_sum, bound);
  prepare_move<Mirrored, kLeft>(child, next, blank, sum, mirrored_sum, bound);
  prepare_move<Mirrored, kRight>(child, next, blank, sum, mirrored_sum, bound);
  prepare_move<Mirrored, kDown>(child, next, blank, sum, mirrored_sum, bound);
  frame.count = static_cast<std::uint8_t>(child - frame.children.data());
  frame.next = 0;
}

template <bool Mirrored, bool Split>
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
    prepare<Mirrored>(frames_[depth], blank, sum, mirrored_sum, bound);
    prepared_ = true;
  }
  Frame* frame = &frames_[depth];
  while (nodes < budget) {
    if (frame->next < frame->count) {
      const Child& move = frame->children[frame->next++];
      ++nodes;
      // As the generic IdaStar: the mirrored sum counts only when the direct one is in bounds.
      int h = move.h;
      if (Mirrored && h <= bound && move.mirrored_h > h) h = move.mirrored_h;
      const int tile = move.tile, cell = move.cell;
      // The goal ends the search whatever h says there: tables that passed the load checks may
      // still be forged and give the goal h > 0 (as the generic IdaStar; about one move in 16
      // lands the blank on its goal cell, and only those pay for the compare).
      const bool reached = cell == goal_blank && moves_to_goal(tile, cell, blank);
      if ((h > bound && !(reached && h > 0)) || depth + 1 >= kMaxDepth) {
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
        save();
        set_solution({path_.begin(), path_.begin() + depth});
        return SearchStatus::solved;
      }
      prepare<Mirrored>(child, blank, sum, mirrored_sum, bound);
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
      prepare<Mirrored>(frames_[0], blank, sum, mirrored_sum, bound);
    }
  }
  save();
  return SearchStatus::running;
}

}  // namespace slide
