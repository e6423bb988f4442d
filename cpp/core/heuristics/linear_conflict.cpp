// Tables for the linear-conflict heuristic, and the count of a line too long for a table.
#include "heuristics/linear_conflict.hpp"

#include <algorithm>
#include <bit>

namespace slide {

namespace {

// 2 x (tiles that belong to the line - longest increasing run of their goal positions). The run
// by patience sorting on a bit set: `tails` holds the smallest last value of a run of each length
// (the values are distinct, 1 ... 12), a value replaces the smallest one above it.
int sequence_cost(const int* sequence, int count) {
  std::uint32_t tails = 0;
  for (int i = 0; i < count; ++i) {
    const std::uint32_t above = tails & (~0u << sequence[i]);
    tails = (tails ^ (above & (~above + 1))) | (1u << sequence[i]);
  }
  return 2 * (count - std::popcount(tails));
}

std::vector<std::uint8_t> line_costs(int length) {
  int keys = 1;
  for (int i = 0; i < length; ++i) keys *= length + 1;
  std::vector<std::uint8_t> cost(keys);
  for (int key = 0; key < keys; ++key) {
    std::array<int, LinearConflict::kMaxTabled> sequence{};
    int count = 0;
    for (int i = 0, k = key; i < length; ++i, k /= length + 1)
      if (k % (length + 1)) sequence[count++] = k % (length + 1);
    cost[key] = static_cast<std::uint8_t>(sequence_cost(sequence.data(), count));
  }
  return cost;
}

}  // namespace

LinearConflict::LinearConflict(const Puzzle& puzzle, int max_tabled)
    : manhattan_(puzzle),
      width_(puzzle.topology().grid_width()),
      height_(puzzle.topology().grid_height()) {
  const Topology& topology = puzzle.topology();
  const int n = puzzle.cell_count();
  if (std::max(width_, height_) > std::min(max_tabled, kMaxTabled))
    counting_ = &LinearConflict::move_counting;
  row_of_.resize(n);
  column_of_.resize(n);
  for (int cell = 0; cell < n; ++cell) {
    row_of_[cell] = topology.position(cell).row;
    column_of_[cell] = topology.position(cell).column;
  }
  row_place_[0] = column_place_[0] = 1;
  for (int i = 1; i < kMaxTabled; ++i) {
    row_place_[i] = row_place_[i - 1] * (width_ + 1);
    column_place_[i] = column_place_[i - 1] * (height_ + 1);
  }
  goal_row_.assign(n, 0);
  goal_column_.assign(n, 0);
  row_digit_.assign(n * height_, 0);
  column_digit_.assign(n * width_, 0);
  for (int tile = 1; tile < n; ++tile) {
    const int goal = puzzle.goal_cell(tile);
    goal_row_[tile] = row_of_[goal];
    goal_column_[tile] = column_of_[goal];
    row_digit_[tile * height_ + row_of_[goal]] = 1 + column_of_[goal];
    column_digit_[tile * width_ + column_of_[goal]] = 1 + row_of_[goal];
  }
  if (counting_) return;
  cost_[width_] = line_costs(width_);
  cost_[height_] = line_costs(height_);
}

int LinearConflict::move_counting(const State& parent, State& child, int h, const Board& board,
                                  int tile, int from, int to) const {
  child = parent;
  Board next = board;
  next.slide(from);
  const int line = row_of_[from] == row_of_[to] ? height_ + goal_column_[tile] : goal_row_[tile];
  const int cost = line_cost(next, line);
  h += manhattan_.delta(tile, from, to) + cost - parent.key[line];
  child.key[line] = static_cast<std::uint16_t>(cost);
  return h;
}

int LinearConflict::line_cost(const Board& board, int line) const {
  std::array<int, kMaxCells> sequence{};
  int count = 0;
  // A grid numbers its cells row by row: a row's cells are consecutive, a column's width apart.
  const bool row = line < height_;
  const int first = row ? line * width_ : line - height_, step = row ? 1 : width_;
  for (int i = 0, cell = first; i < (row ? width_ : height_); ++i, cell += step)
    if (const int digit = line_digit(board.tiles[cell], line)) sequence[count++] = digit;
  return sequence_cost(sequence.data(), count);
}

int LinearConflict::start(const Board& board, State& state) const {
  state = State{};
  int h = manhattan_.evaluate(board);
  for (int line = 0; line < height_ + width_; ++line) {
    const bool row = line < height_;
    int entry = 0;
    if (counting_) {
      entry = line_cost(board, line);
      h += entry;
    } else {
      const int first = row ? line * width_ : line - height_, step = row ? 1 : width_;
      for (int i = 0, cell = first; i < (row ? width_ : height_); ++i, cell += step)
        entry += line_digit(board.tiles[cell], line) * (row ? row_place_ : column_place_)[i];
      h += cost_[row ? width_ : height_][entry];
    }
    state.key[line] = static_cast<std::uint16_t>(entry);
  }
  return h;
}

}  // namespace slide
