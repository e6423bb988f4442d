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

  // Each line is summarised by a key: a digit per cell, 0 for "not a tile of this line's goal",
  // else 1 + the tile's goal position along the line. The key indexes a table of conflict costs.
  struct State {
    std::array<std::uint16_t, 5> row_key{};
    std::array<std::uint16_t, 5> column_key{};
  };

  // The puzzle must be a full rectangular grid (Topology::grid_width() > 0).
  explicit LinearConflict(const Puzzle& puzzle);

  int evaluate(const Board& board) const {
    State state;
    return start(board, state);
  }
  int start(const Board& board, State& state) const;
  int move(const State& parent, State& child, int h, const Board&, int tile, int from,
           int to) const {
    child = parent;
    h += manhattan_.delta(tile, from, to);
    const int from_row = row_of_[from], from_column = column_of_[from];
    const int to_row = row_of_[to], to_column = column_of_[to];
    if (from_row == to_row) {
      // Horizontal: the tiles of the row keep their order, so only its key changes; the tile
      // leaves one column and enters another.
      child.row_key[from_row] = static_cast<std::uint16_t>(
          parent.row_key[from_row] +
          row_digit(tile, from_row) * (row_place_[to_column] - row_place_[from_column]));
      h += change(child.column_key[from_column],
                  -column_digit(tile, from_column) * column_place_[from_row], height_);
      h += change(child.column_key[to_column],
                  column_digit(tile, to_column) * column_place_[to_row], height_);
    } else {
      child.column_key[from_column] = static_cast<std::uint16_t>(
          parent.column_key[from_column] +
          column_digit(tile, from_column) * (column_place_[to_row] - column_place_[from_row]));
      h += change(child.row_key[from_row], -row_digit(tile, from_row) * row_place_[from_column],
                  width_);
      h += change(child.row_key[to_row], row_digit(tile, to_row) * row_place_[to_column], width_);
    }
    return h;
  }

 private:
  // Adds `amount` to a line key and returns the change in that line's conflict cost.
  int change(std::uint16_t& key, int amount, int length) const {
    const int before = cost_[length][key];
    key = static_cast<std::uint16_t>(key + amount);
    return cost_[length][key] - before;
  }
  // A tile's digit in a row: 1 + its goal column if the row is its goal row, else 0.
  int row_digit(int tile, int row) const { return row_digit_[tile * height_ + row]; }
  int column_digit(int tile, int column) const { return column_digit_[tile * width_ + column]; }

  ManhattanDistance manhattan_;
  int width_, height_;
  std::vector<int> row_of_, column_of_;
  std::vector<int> row_digit_, column_digit_;  // [tile][row], [tile][column]
  std::array<int, 5> row_place_{};             // (width+1)^column: a cell's weight in its row's key
  std::array<int, 5> column_place_{};  // (height+1)^row: a cell's weight in its column's key
  std::array<std::vector<std::uint8_t>, 6> cost_;  // by line length, indexed by key
};

}  // namespace slide
