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
      height_(puzzle.topology().grid_height()),
      rows_tabled_(width_ <= std::min(max_tabled, kMaxTabled)),
      columns_tabled_(height_ <= std::min(max_tabled, kMaxTabled)) {
  const Topology& topology = puzzle.topology();
  const int n = puzzle.cell_count();
  row_of_.resize(n);
  column_of_.resize(n);
  line_cells_.assign(height_ + width_, std::vector<int>());
  for (int cell = 0; cell < n; ++cell) {
    row_of_[cell] = topology.position(cell).row;
    column_of_[cell] = topology.position(cell).column;
  }
  // Cells in order along each line (a grid numbers its cells row by row).
  for (int cell = 0; cell < n; ++cell) {
    line_cells_[row_of_[cell]].push_back(cell);
    line_cells_[height_ + column_of_[cell]].push_back(cell);
  }
  row_place_[0] = column_place_[0] = 1;
  for (int i = 1; i < kMaxTabled; ++i) {
    row_place_[i] = row_place_[i - 1] * (width_ + 1);
    column_place_[i] = column_place_[i - 1] * (height_ + 1);
  }
  row_digit_.assign(n * height_, 0);
  column_digit_.assign(n * width_, 0);
  for (int tile = 1; tile < n; ++tile) {
    const int goal = puzzle.goal_cell(tile);
    row_digit_[tile * height_ + row_of_[goal]] = 1 + column_of_[goal];
    column_digit_[tile * width_ + column_of_[goal]] = 1 + row_of_[goal];
  }
  if (rows_tabled_) cost_[width_] = line_costs(width_);
  if (columns_tabled_) cost_[height_] = line_costs(height_);
}

int LinearConflict::line_cost(const Slide& slide, int line) const {
  std::array<int, kMaxCells> sequence{};
  int count = 0;
  for (int cell : line_cells_[line]) {
    const int tile = cell == slide.from ? kBlank
                     : cell == slide.to ? slide.tile
                                        : slide.board.tiles[cell];
    if (tile == kBlank) continue;
    if (const int digit = line_digit(tile, line)) sequence[count++] = digit;
  }
  return sequence_cost(sequence.data(), count);
}

int LinearConflict::start(const Board& board, State& state) const {
  state = State{};
  for (int cell = 0; cell < board.size; ++cell) {
    const int tile = board.tiles[cell], row = row_of_[cell], column = column_of_[cell];
    if (rows_tabled_)
      state.key[row] =
          static_cast<std::uint16_t>(state.key[row] + row_digit(tile, row) * row_place_[column]);
    if (columns_tabled_)
      state.key[height_ + column] = static_cast<std::uint16_t>(
          state.key[height_ + column] + column_digit(tile, column) * column_place_[row]);
  }
  const Slide as_it_is{board, kBlank, -1, -1};
  int h = manhattan_.evaluate(board);
  for (int line = 0; line < height_ + width_; ++line) {
    const bool row = line < height_;
    if (row ? rows_tabled_ : columns_tabled_) {
      h += cost_[row ? width_ : height_][state.key[line]];
    } else {
      state.key[line] = static_cast<std::uint16_t>(line_cost(as_it_is, line));
      h += state.key[line];
    }
  }
  return h;
}

}  // namespace slide
