// Manhattan distance plus linear conflicts (Hansson, Mayer & Yung 1992) on rectangular grids.
// Two tiles in their goal row (or column) but in reversed order: one must leave the line and come
// back, two moves Manhattan does not count. Per line the bound is 2 x (tiles in their goal line
// minus the longest run already in goal order), which stays admissible when conflicts chain.
#pragma once

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
  static bool applies(const Puzzle& puzzle) { return puzzle.topology().grid_width() > 0; }

  // Rows and columns of a grid of at most kMaxCells cells: 14 at most (2x12).
  static constexpr int kMaxLines = 14;
  // The longest line whose costs come from a table (6^5 keys); longer lines (a 2x12's columns, a
  // 6x4's rows) are counted from the board when a tile of theirs enters or leaves them.
  static constexpr int kMaxTabled = 5;

  // One entry per line, the rows first, then the columns. A tabled line's entry is its key: a
  // digit per cell, 0 for "not a tile of this line's goal", else 1 + the tile's goal position
  // along the line; the key indexes a table of conflict costs. A longer line's entry is its cost.
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
    child = parent;
    h += manhattan_.delta(tile, from, to);
    const int from_row = row_of_[from], from_column = column_of_[from];
    const int to_row = row_of_[to], to_column = column_of_[to];
    const Slide slide{board, tile, from, to};
    if (from_row == to_row) {
      // Horizontal: the tiles of the row keep their order, so its cost stays; only a tabled
      // row's key changes. The tile leaves one column and enters another.
      if (rows_tabled_)
        child.key[from_row] = static_cast<std::uint16_t>(
            parent.key[from_row] +
            row_digit(tile, from_row) * (row_place_[to_column] - row_place_[from_column]));
      h += column_change(child, slide, from_column, -column_digit(tile, from_column), from_row);
      h += column_change(child, slide, to_column, column_digit(tile, to_column), to_row);
    } else {
      if (columns_tabled_)
        child.key[height_ + from_column] = static_cast<std::uint16_t>(
            parent.key[height_ + from_column] +
            column_digit(tile, from_column) * (column_place_[to_row] - column_place_[from_row]));
      h += row_change(child, slide, from_row, -row_digit(tile, from_row), from_column);
      h += row_change(child, slide, to_row, row_digit(tile, to_row), to_column);
    }
    return h;
  }

 private:
  struct Slide {
    const Board& board;
    int tile, from, to;
  };
  // The change in a row's cost when the tile leaves it (digit < 0) or enters it (digit > 0) at
  // `column`; digit 0: not its goal row, nothing changes.
  int row_change(State& state, const Slide& slide, int row, int digit, int column) const {
    if (rows_tabled_) return change(state.key[row], digit * row_place_[column], width_);
    return digit == 0 ? 0 : recount(state.key[row], slide, row);
  }
  int column_change(State& state, const Slide& slide, int column, int digit, int row) const {
    if (columns_tabled_)
      return change(state.key[height_ + column], digit * column_place_[row], height_);
    return digit == 0 ? 0 : recount(state.key[height_ + column], slide, height_ + column);
  }
  // Adds `amount` to a line key and returns the change in that line's conflict cost.
  int change(std::uint16_t& key, int amount, int length) const {
    const int before = cost_[length][key];
    key = static_cast<std::uint16_t>(key + amount);
    return cost_[length][key] - before;
  }
  // A long line's cost after the slide, stored in `entry`; returns the change.
  int recount(std::uint16_t& entry, const Slide& slide, int line) const {
    const int before = entry;
    entry = static_cast<std::uint16_t>(line_cost(slide, line));
    return entry - before;
  }
  // A line's cost counted from the board with the slide made (slide.from < 0: as it is).
  int line_cost(const Slide& slide, int line) const;
  // A tile's digit in a line: 1 + its place along the line if the line is its goal line, else 0.
  int line_digit(int tile, int line) const {
    return line < height_ ? row_digit(tile, line) : column_digit(tile, line - height_);
  }
  // A tile's digit in a row: 1 + its goal column if the row is its goal row, else 0.
  int row_digit(int tile, int row) const { return row_digit_[tile * height_ + row]; }
  int column_digit(int tile, int column) const { return column_digit_[tile * width_ + column]; }

  ManhattanDistance manhattan_;
  int width_, height_;
  bool rows_tabled_, columns_tabled_;
  std::vector<int> row_of_, column_of_;
  std::vector<int> row_digit_, column_digit_;  // [tile][row], [tile][column]
  std::vector<std::vector<int>> line_cells_;   // each line's cells in order, rows first
  std::array<int, kMaxTabled> row_place_{};    // (width+1)^column: a cell's weight in its row's key
  std::array<int, kMaxTabled> column_place_{};  // (height+1)^row: a cell's weight in its column's
  std::array<std::vector<std::uint8_t>, kMaxTabled + 1> cost_;  // by line length, indexed by key
};

}  // namespace slide
