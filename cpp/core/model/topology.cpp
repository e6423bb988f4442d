// Builds the cell graphs of the built-in puzzles and the tables derived from any graph.
#include "model/topology.hpp"

#include <algorithm>
#include <map>
#include <queue>

namespace slide {

char opposite_direction(char direction) {
  switch (direction) {
    case 'U':
      return 'D';
    case 'D':
      return 'U';
    case 'L':
      return 'R';
    default:
      return 'L';
  }
}

Result<Topology> Topology::make(std::string name, std::vector<CellPosition> positions,
                                std::vector<std::vector<int>> neighbours) {
  const int n = static_cast<int>(positions.size());
  if (n < 2 || n > kMaxCells || static_cast<int>(neighbours.size()) != n)
    return Result<Topology>::fail(ErrorCode::bad_puzzle,
                                  "topology: cell count must be 2.." + std::to_string(kMaxCells));
  for (int a = 0; a < n; ++a)
    for (int b : neighbours[a])
      if (b < 0 || b >= n || b == a ||
          std::find(neighbours[b].begin(), neighbours[b].end(), a) == neighbours[b].end())
        return Result<Topology>::fail(ErrorCode::bad_puzzle,
                                      "topology: neighbour lists must be symmetric");
  Topology topology(std::move(name), std::move(positions), std::move(neighbours));
  for (int cell = 0; cell < n; ++cell)
    if (topology.distance(0, cell) < 0)
      return Result<Topology>::fail(ErrorCode::bad_puzzle, "topology: cells must be connected");
  return Result<Topology>::ok(std::move(topology));
}

Topology::Topology(std::string name, std::vector<CellPosition> positions,
                   std::vector<std::vector<int>> neighbours)
    : name_(std::move(name)), positions_(std::move(positions)), neighbours_(std::move(neighbours)) {
  const int n = cell_count();

  // All-pairs shortest paths by one BFS per cell; also the bipartite colouring from cell 0.
  distance_.assign(n * n, -1);
  colour_.assign(n, -1);
  for (int source = 0; source < n; ++source) {
    std::queue<int> queue;
    distance_[source * n + source] = 0;
    queue.push(source);
    while (!queue.empty()) {
      int cell = queue.front();
      queue.pop();
      for (int next : neighbours_[cell])
        if (distance_[source * n + next] < 0) {
          distance_[source * n + next] = distance_[source * n + cell] + 1;
          queue.push(next);
        }
    }
  }
  for (int cell = 0; cell < n; ++cell) {
    colour_[cell] = distance_[cell] < 0 ? 0 : distance_[cell] % 2;
  }
  for (int a = 0; a < n; ++a)
    for (int b : neighbours_[a])
      if (colour_[a] == colour_[b]) bipartite_ = false;
  for (int cell = 0; cell < n; ++cell)
    if (neighbours_[cell].size() == 1) dead_ends_.push_back(cell);

  std::map<int, std::vector<int>> by_row, by_column;
  for (int cell = 0; cell < n; ++cell) {
    by_row[positions_[cell].row].push_back(cell);
    by_column[positions_[cell].column].push_back(cell);
  }
  for (auto& [row, cells] : by_row) {
    std::sort(cells.begin(), cells.end(),
              [&](int a, int b) { return positions_[a].column < positions_[b].column; });
    rows_.push_back(cells);
  }
  for (auto& [column, cells] : by_column) {
    std::sort(cells.begin(), cells.end(),
              [&](int a, int b) { return positions_[a].row < positions_[b].row; });
    columns_.push_back(cells);
  }
  const int width = static_cast<int>(columns_.size()), height = static_cast<int>(rows_.size());
  if (width * height == n) {
    grid_width_ = width;
    grid_height_ = height;
  }
}

Result<Topology> Topology::grid(int width, int height) {
  if (width < 2 || height < 2 || width * height > kMaxCells)
    return Result<Topology>::fail(ErrorCode::bad_puzzle,
                                  "grid: width and height must be at least 2 and at most " +
                                      std::to_string(kMaxCells) + " cells in all");
  std::vector<CellPosition> positions;
  std::vector<std::vector<int>> neighbours(width * height);
  for (int row = 0; row < height; ++row)
    for (int column = 0; column < width; ++column) {
      positions.push_back({column, row});
      int cell = row * width + column;
      // Order: up, left, right, down. Fixed so that node counts are repeatable.
      if (row > 0) neighbours[cell].push_back(cell - width);
      if (column > 0) neighbours[cell].push_back(cell - 1);
      if (column + 1 < width) neighbours[cell].push_back(cell + 1);
      if (row + 1 < height) neighbours[cell].push_back(cell + width);
    }
  return make(std::to_string(width) + "x" + std::to_string(height), std::move(positions),
              std::move(neighbours));
}

Topology Topology::grid_with_top_slot() {  // a fixed, valid graph: no checks needed
  // The article's adjacency table, cell for cell.
  std::vector<std::vector<int>> neighbours = {{1},       {0, 2, 4},    {1, 3, 5}, {2, 6},
                                              {1, 5, 7}, {2, 4, 6, 8}, {3, 5, 9}, {4, 8},
                                              {5, 7, 9}, {6, 8}};
  std::vector<CellPosition> positions = {{0, -1}};
  for (int cell = 1; cell <= 9; ++cell) positions.push_back({(cell - 1) % 3, (cell - 1) / 3});
  return Topology("3x3+1", std::move(positions), std::move(neighbours));
}

bool Topology::adjacent(int a, int b) const {
  const auto& list = neighbours_[a];
  return std::find(list.begin(), list.end(), b) != list.end();
}

char Topology::direction(int from, int to) const {
  const auto& a = positions_[from];
  const auto& b = positions_[to];
  if (b.row < a.row) return 'U';
  if (b.row > a.row) return 'D';
  if (b.column < a.column) return 'L';
  return 'R';
}

}  // namespace slide
