// Tables for the linear-conflict heuristic.
#include "heuristics/linear_conflict.hpp"

#include <algorithm>

namespace slide {

namespace {

// 2 x (tiles that belong to the line - longest increasing run of their goal positions).
std::vector<std::uint8_t> line_costs(int length) {
  int keys = 1;
  for (int i = 0; i < length; ++i) keys *= length + 1;
  std::vector<std::uint8_t> cost(keys);
  for (int key = 0; key < keys; ++key) {
    std::vector<int> sequence;
    for (int i = 0, k = key; i < length; ++i, k /= length + 1)
      if (k % (length + 1)) sequence.push_back(k % (length + 1));
    std::vector<int> run(sequence.size(), 1);
    int longest = 0;
    for (std::size_t i = 0; i < sequence.size(); ++i) {
      for (std::size_t j = 0; j < i; ++j)
        if (sequence[j] < sequence[i]) run[i] = std::max(run[i], run[j] + 1);
      longest = std::max(longest, run[i]);
    }
    cost[key] = static_cast<std::uint8_t>(2 * (static_cast<int>(sequence.size()) - longest));
  }
  return cost;
}

}  // namespace

LinearConflict::LinearConflict(const Puzzle& puzzle)
    : manhattan_(puzzle),
      width_(puzzle.topology().grid_width()),
      height_(puzzle.topology().grid_height()) {
  const Topology& topology = puzzle.topology();
  const int n = puzzle.cell_count();
  row_of_.resize(n);
  column_of_.resize(n);
  for (int cell = 0; cell < n; ++cell) {
    row_of_[cell] = topology.position(cell).row;
    column_of_[cell] = topology.position(cell).column;
  }
  row_place_[0] = column_place_[0] = 1;
  for (int i = 1; i < 5; ++i) {
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
  cost_[width_] = line_costs(width_);
  cost_[height_] = line_costs(height_);
}

int LinearConflict::start(const Board& board, State& state) const {
  state = State{};
  for (int cell = 0; cell < board.size; ++cell) {
    const int tile = board.tiles[cell], row = row_of_[cell], column = column_of_[cell];
    state.row_key[row] =
        static_cast<std::uint16_t>(state.row_key[row] + row_digit(tile, row) * row_place_[column]);
    state.column_key[column] = static_cast<std::uint16_t>(
        state.column_key[column] + column_digit(tile, column) * column_place_[row]);
  }
  int h = manhattan_.evaluate(board);
  for (int row = 0; row < height_; ++row) h += cost_[width_][state.row_key[row]];
  for (int column = 0; column < width_; ++column) h += cost_[height_][state.column_key[column]];
  return h;
}

}  // namespace slide
