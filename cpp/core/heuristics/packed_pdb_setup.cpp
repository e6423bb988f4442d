// The packed 4x4 pattern-database IDA*'s setup: the per-tile and per-move tables made from the
// pattern databases, and the position placed (at the start, and at a subtree of a split search).
// The search itself is in packed_pdb_search.cpp.
#include <algorithm>
#include <stdexcept>

#include "heuristics/packed_pdb_search.hpp"  // IWYU pragma: associated

namespace slide {

namespace {

constexpr int kOffset[4] = {-4, -1, 1, 4};  // kUp, kLeft, kRight, kDown on a 4-wide grid

inline int tile_at(std::uint64_t board, int cell) {
  return static_cast<int>(board >> (4 * cell) & 15);
}

}  // namespace

bool PackedPdbSearch::supports(const Puzzle& puzzle, const PatternDatabase& tables) {
  return tables.direct() && (kUnmirroredSearch || tables.mirrored()) &&
         puzzle.cell_count() == kCells && puzzle.topology().grid_width() == 4 &&
         puzzle.topology().grid_height() == 4;
}

PackedPdbSearch::PackedPdbSearch(std::shared_ptr<const Puzzle> puzzle, const Board& start,
                                 std::shared_ptr<const PatternDatabase> tables,
                                 std::shared_ptr<const MoveAutomaton> automaton,
                                 std::uint64_t node_limit, int max_direct_tiles)
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
  for (int g = 0; g < groups; ++g) {
    const int size = static_cast<int>(db.partition()[g].size());
    const bool direct = db.direct()->direct(g);
    const bool ranked = size > max_direct_tiles || !direct;
    table_[g] = ranked && direct ? db.packed_table(g) : db.direct()->table(g);
    if (ranked) ranked_groups_ |= 1u << g;
  }
  table_[none] = &kZero;
  mirrored_ = db.mirrored();
  // What one step of a tile's cell adds to its group's index: in the direct index a shift, in the
  // ranked one the weight of the tile's digit.
  auto unit = [&](int tile) -> std::int32_t {
    const int g = db.group_of(tile), slot = db.slot_of(tile);
    const int size = static_cast<int>(db.partition()[g].size());
    if (!(ranked_groups_ >> g & 1)) return std::int32_t{1} << DirectTables::shift(slot, size);
    return static_cast<std::int32_t>(db.digit_weight(g, slot));
  };
  // A move to a higher cell passing `passed`: its change to the moved tile's ranked index.
  auto pair = [&](int moved, int passed) -> std::int32_t {
    const int g = db.group_of(moved);
    if (g == PatternDatabase::kNoGroup || !(ranked_groups_ >> g & 1) || db.group_of(passed) != g)
      return 0;
    // An earlier tile passed takes one off the moved tile's digit; a later one's digit gains one.
    return db.slot_of(passed) < db.slot_of(moved) ? -unit(moved) : unit(passed);
  };
  for (int moved = 1; moved < kCells; ++moved)
    for (int passed = 1; passed < kCells; ++passed) {
      pair_[moved][passed] = pair(moved, passed);
      if (mirrored_)
        mirrored_pair_[moved][passed] = pair(db.mirror_tile(moved), db.mirror_tile(passed));
    }
  for (int blank = 0; blank < kCells; ++blank)
    for (int d : {kLeft, kRight}) {
      // In the mirror the tile moves four cells; the three between, mapped back.
      if ((d == kLeft && (blank & 3) == 0) || (d == kRight && (blank & 3) == 3)) continue;
      const int from = db.mirror_cell(blank + kOffset[d]), to = db.mirror_cell(blank);
      const int low = std::min(from, to);
      for (int k = 0; k < 3; ++k)
        mirror_between_[blank * 4 + d][k] = static_cast<std::uint8_t>(db.mirror_cell(low + 1 + k));
    }
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
      if (group_[tile] != none) delta_[tile][d] = step * unit(tile);
      if (mirrored_group_[tile] != none) mirrored_delta_[tile][d] = mirrored_step * unit(image);
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
  std::array<std::uint8_t, kCells> cell_of{};  // by tile
  for (int cell = 0; cell < kCells; ++cell)
    cell_of[position.tiles[cell]] = static_cast<std::uint8_t>(cell);
  const int groups = static_cast<int>(db.partition().size());
  for (int g = 0; g < groups; ++g) {
    if (!(ranked_groups_ >> g & 1)) continue;
    index_[g] = db.placement(g, cell_of.data(), false);
    if (mirrored_) mirrored_index_[g] = db.placement(g, cell_of.data(), true);
  }
  for (int cell = 0; cell < kCells; ++cell) {
    board_ |= static_cast<std::uint64_t>(position.tiles[cell]) << (4 * cell);
    cells_[cell] = position.tiles[cell];
    const int tile = position.tiles[cell];
    if (tile == kBlank) continue;
    const int distance = puzzle_->topology().distance(cell, puzzle_->goal_cell(tile));
    if (group_[tile] != none) sum_ += distance;
    if (mirrored_group_[tile] != none) mirrored_sum_ += distance;
    if (group_[tile] != none && !(ranked_groups_ >> group_[tile] & 1))
      index_[group_[tile]] += static_cast<std::uint32_t>(cell) << shift(tile);
    if (mirrored_group_[tile] != none && !(ranked_groups_ >> mirrored_group_[tile] & 1))
      mirrored_index_[mirrored_group_[tile]] += static_cast<std::uint32_t>(db.mirror_cell(cell))
                                                << shift(db.mirror_tile(tile));
  }
  for (int g = 0; g < groups; ++g) {
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

}  // namespace slide
