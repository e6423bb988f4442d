// The shape of a sliding puzzle: its cells, which cells touch, and where each cell is drawn.
// Everything the search knows about "which variant this is" comes from this data.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "model/result.hpp"

namespace slide {

// 5x5 is the largest built-in puzzle; 25 cells also let a board pack into two 64-bit words.
inline constexpr int kMaxCells = 25;

struct CellPosition {
  int column = 0;
  int row = 0;  // may be negative: the 3x3+1 top slot sits at row -1
};

// The opposite of a direction letter (U<->D, L<->R): a tile slides opposite to the blank.
char opposite_direction(char direction);

class Topology {
 public:
  // Refuses graphs of fewer than 2 or more than kMaxCells cells, asymmetric neighbour lists and
  // disconnected cells.
  static Result<Topology> make(std::string name, std::vector<CellPosition> positions,
                               std::vector<std::vector<int>> neighbours);
  static Result<Topology> grid(int width, int height);
  // The article's 3x3+1: cell 0 is a slot above cell 1, the top-left of the 3x3 grid (cells 1-9).
  static Topology grid_with_top_slot();

  const std::string& name() const { return name_; }
  int cell_count() const { return static_cast<int>(positions_.size()); }
  const CellPosition& position(int cell) const { return positions_[cell]; }
  const std::vector<int>& neighbours(int cell) const { return neighbours_[cell]; }
  bool adjacent(int a, int b) const;
  // Fewest single-step moves between two cells along the graph (shortest path length).
  int distance(int a, int b) const { return distance_[a * cell_count() + b]; }
  // Cells with one neighbour. A tile standing in one is frozen while the blank is elsewhere.
  const std::vector<int>& dead_ends() const { return dead_ends_; }
  // Bipartite colour (0/1); every move flips the blank's colour. Valid when bipartite() is true.
  int colour(int cell) const { return colour_[cell]; }
  bool bipartite() const { return bipartite_; }
  // Rows and columns as cell lists in drawing order, for sliding several tiles in one gesture
  // and for row-based explanations.
  const std::vector<std::vector<int>>& rows() const { return rows_; }
  const std::vector<std::vector<int>>& columns() const { return columns_; }
  // Width and height when the topology is a full rectangle; 0 otherwise.
  int grid_width() const { return grid_width_; }
  int grid_height() const { return grid_height_; }

  // The direction the blank travels when it moves from `from` to the adjacent `to`: U, D, L or R.
  char direction(int from, int to) const;

 private:
  // Valid input only (make() checks it first).
  Topology(std::string name, std::vector<CellPosition> positions,
           std::vector<std::vector<int>> neighbours);

  std::string name_;
  std::vector<CellPosition> positions_;
  std::vector<std::vector<int>> neighbours_;
  std::vector<int> distance_;
  std::vector<int> dead_ends_;
  std::vector<int> colour_;
  bool bipartite_ = true;
  std::vector<std::vector<int>> rows_;
  std::vector<std::vector<int>> columns_;
  int grid_width_ = 0;
  int grid_height_ = 0;
};

}  // namespace slide
