// Manhattan distance plus linear conflicts (Hansson, Mayer & Yung 1992) on rectangular grids.
// Two tiles in their goal row (or column) but in reversed order: one must leave the line and come
// back, two moves Manhattan does not count. Per line the bound is 2 x (tiles in their goal line
// minus the longest run already in goal order), which stays admissible when conflicts chain.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "heuristics/manhattan.hpp"

namespace slide {

class LinearConflict {
 public:
  static constexpr std::string_view kId = "linear-conflict";
  static constexpr std::string_view kLabel = "Linear conflict";
  static constexpr std::string_view kExplanation =
      "Manhattan distance plus two moves for each pair of tiles in their home row or column but in "
      "reverse order: one of them must step aside and back.";
  static constexpr std::string_view kPuzzles = "rectangular grids";
  static constexpr bool kNeedsTables = false;
  static bool applies(const Puzzle& puzzle) {
    const Topology& grid = puzzle.topology();
    return grid.grid_width() > 0 && grid.grid_width() + grid.grid_height() <= kMaxLines;
  }

  // Rows and columns of the largest grid make_puzzle accepts (sides up to kMaxGridSide, at most
  // kMaxCells cells): 10 (7x3, 5x5, 4x6). The State is copied at every node, so no larger.
  static constexpr int kMaxLines = [] {
    int most = 0;
    for (int width = 2; width <= kMaxGridSide; ++width)
      most = std::max(most, width + std::min(kMaxGridSide, kMaxCells / width));
    return most;
  }();
  // The longest line whose costs come from a table (6^5 keys); longer lines (a 2x7's columns, a
  // 6x4's rows) are counted from the board when a tile of theirs enters or leaves them.
  static constexpr int kMaxTabled = 5;

  // One entry per line, the rows first, then the columns. When every line is tabled, its key: a
  // digit per cell, 0 for "not a tile of this line's goal", else 1 + the tile's goal position
  // along the line; the key indexes a table of conflict costs. On a board with a longer line,
  // every line's entry is its cost.
  struct State {
    std::array<std::uint16_t, kMaxLines> key{};
  };

  // The puzzle must be a full rectangular grid (Topology::grid_width() > 0). `max_tabled` below
  // kMaxTabled counts more lines from the board (the tests compare both ways).
  explicit LinearConflict(const Puzzle& puzzle, int max_tabled = kMaxTabled);

  int evaluate(const Board& board) const {
    State state;
    return start(board, state);
  }
  int start(const Board& board, State& state) const;
  // `board` is the position before `tile` slides from `from` to `to`.
  int move(const State& parent, State& child, int h, const Board& board, int tile, int from,
           int to) const {
    if (counting_) return (this->*counting_)(parent, child, h, board, tile, from, to);
    child = parent;
    h += manhattan_.delta(tile, from, to);
    const int from_row = row_of_[from], from_column = column_of_[from];
    const int to_row = row_of_[to], to_column = column_of_[to];
    std::uint16_t* columns = child.key.data() + height_;
    if (from_row == to_row) {
      // Horizontal: the tiles of the row keep their order, so only its key changes; the tile
      // leaves one column and enters another.
      child.key[from_row] = static_cast<std::uint16_t>(
          parent.key[from_row] +
          row_digit(tile, from_row) * (row_place_[to_column] - row_place_[from_column]));
      h += change(columns[from_column], -column_digit(tile, from_column) * column_place_[from_row],
                  height_);
      h += change(columns[to_column], column_digit(tile, to_column) * column_place_[to_row],
                  height_);
    } else {
      columns[from_column] = static_cast<std::uint16_t>(
          columns[from_column] +
          column_digit(tile, from_column) * (column_place_[to_row] - column_place_[from_row]));
      h +=
          change(child.key[from_row], -row_digit(tile, from_row) * row_place_[from_column], width_);
      h += change(child.key[to_row], row_digit(tile, to_row) * row_place_[to_column], width_);
    }
    return h;
  }

 private:
  // move() on a board with a line longer than kMaxTabled, where every line's entry is its cost:
  // only the tile's goal line across the move can change (a move keeps the order along its own
  // line), so that one line is counted again. Called through counting_ (null when every line is
  // tabled) so that the searches, which inline move(), do not each carry a copy.
  int move_counting(const State& parent, State& child, int h, const Board& board, int tile,
                    int from, int to) const;
  // Adds `amount` to a line key and returns the change in that line's conflict cost.
  int change(std::uint16_t& key, int amount, int length) const {
    const int before = cost_[length][key];
    key = static_cast<std::uint16_t>(key + amount);
    return cost_[length][key] - before;
  }
  // A line's cost counted from the board.
  int line_cost(const Board& board, int line) const;
  // A tile's digit in a line: 1 + its place along the line if the line is its goal line, else 0.
  int line_digit(int tile, int line) const {
    return line < height_ ? row_digit(tile, line) : column_digit(tile, line - height_);
  }
  // A tile's digit in a row: 1 + its goal column if the row is its goal row, else 0.
  int row_digit(int tile, int row) const { return row_digit_[tile * height_ + row]; }
  int column_digit(int tile, int column) const { return column_digit_[tile * width_ + column]; }

  ManhattanDistance manhattan_;
  int width_, height_;
  int (LinearConflict::*counting_)(const State&, State&, int, const Board&, int, int,
                                   int) const = nullptr;
  std::vector<int> row_of_, column_of_;
  std::vector<int> row_digit_, column_digit_;  // [tile][row], [tile][column]
  std::vector<int> goal_row_, goal_column_;    // [tile]
  std::array<int, kMaxTabled> row_place_{};    // (width+1)^column: a cell's weight in its row's key
  std::array<int, kMaxTabled> column_place_{};  // (height+1)^row: a cell's weight in its column's
  std::array<std::vector<std::uint8_t>, kMaxTabled + 1> cost_;  // by line length, indexed by key
};

}  // namespace slide
