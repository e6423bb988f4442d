// Solvability by invariants. Every move swaps the blank with one tile, so it flips the parity of
// the arrangement (seen as a permutation of cells, blank included) and, on a bipartite cell graph
// such as a grid, the colour of the blank's cell. Hence parity(arrangement relative to goal) must
// equal parity(colour change of the blank); on grids and the 3x3 core that is also sufficient. A
// dead-end cell adds one more invariant: the tile standing in it can only step out into its single
// neighbour when the blank comes, and must step straight back, so it never changes.
#include "model/rules.hpp"

#include <algorithm>

namespace slide {

namespace {

// Moves the blank out of every dead end it stands in: one reversible move, same solvability.
Board leave_dead_ends(const Topology& topology, Board board) {
  for (int dead_end : topology.dead_ends())
    if (board.blank == dead_end) board.slide(topology.neighbours(dead_end)[0]);
  return board;
}

std::string tile_name(int tile) { return "tile " + std::to_string(tile); }

}  // namespace

Solvability check_solvability(const Puzzle& puzzle, const Board& start) {
  const Topology& topology = puzzle.topology();
  const Board board = leave_dead_ends(topology, start);
  const Board goal = leave_dead_ends(topology, puzzle.goal());
  Solvability result;

  for (int dead_end : topology.dead_ends()) {
    if (board[dead_end] == goal[dead_end]) continue;
    const int below = topology.neighbours(dead_end)[0];
    result.dead_end_cell = dead_end;
    result.dead_end_tile_needed = goal[dead_end];
    result.dead_end_tile_found = board[dead_end];
    result.reason =
        start.blank == dead_end
            ? "The slot at cell " + std::to_string(dead_end) +
                  " is a dead end: with the blank in it, only the tile below (" +
                  tile_name(start[below]) + ") can ever enter it, and it could never leave; " +
                  "the goal needs " + tile_name(goal[dead_end]) + " there."
            : "The slot at cell " + std::to_string(dead_end) +
                  " is a dead end: " + tile_name(board[dead_end]) +
                  " stands in it and can only leave when the blank comes in, and then must " +
                  "go straight back; the goal needs " + tile_name(goal[dead_end]) + " there.";
    return result;
  }
  if (!topology.dead_ends().empty()) {
    const int dead_end = topology.dead_ends()[0];
    result.dead_end_cell = dead_end;
    result.dead_end_tile_needed = result.dead_end_tile_found = goal[dead_end];
  }

  // The cells that are not dead ends, in reading order.
  std::vector<int> cells;
  for (int cell = 0; cell < topology.cell_count(); ++cell)
    if (std::find(topology.dead_ends().begin(), topology.dead_ends().end(), cell) ==
        topology.dead_ends().end())
      cells.push_back(cell);
  std::sort(cells.begin(), cells.end(), [&](int a, int b) {
    const auto &p = topology.position(a), &q = topology.position(b);
    return p.row != q.row ? p.row < q.row : p.column < q.column;
  });

  // The invariant that decides: permutation parity against the blank's colour change.
  int cycles = 0;
  std::vector<bool> visited(topology.cell_count(), false);
  for (int cell : cells) {
    if (visited[cell]) continue;
    ++cycles;
    for (int c = cell; !visited[c]; c = puzzle.goal_cell(board[c])) visited[c] = true;
  }
  // Dead-end tiles match the goal here, so the permutation maps `cells` onto itself.
  const int permutation_parity = static_cast<int>(cells.size() - cycles) % 2;
  const int colour_change = topology.colour(board.blank) ^ topology.colour(goal.blank);
  result.solvable = permutation_parity == colour_change;

  // The article's explanation: inversions, and for an even width, the blank's row.
  std::vector<int> order(topology.cell_count());  // goal reading-order rank of each tile
  for (std::size_t i = 0; i < cells.size(); ++i) order[goal[cells[i]]] = static_cast<int>(i);
  std::vector<int> sequence;
  for (int cell : cells)
    if (board[cell] != kBlank) sequence.push_back(order[board[cell]]);
  for (std::size_t i = 0; i < sequence.size(); ++i)
    for (std::size_t j = i + 1; j < sequence.size(); ++j)
      if (sequence[i] > sequence[j]) ++result.inversions;
  int top = topology.position(cells.front()).row, bottom = topology.position(cells.back()).row;
  int left = topology.position(cells.front()).column, right = left;
  for (int cell : cells) {
    left = std::min(left, topology.position(cell).column);
    right = std::max(right, topology.position(cell).column);
  }
  (void)top;
  result.width = right - left + 1;
  result.blank_row_from_bottom = bottom - topology.position(board.blank).row + 1;
  result.goal_blank_row_from_bottom = bottom - topology.position(goal.blank).row + 1;

  const std::string inversions = std::to_string(result.inversions) + " inversion" +
                                 (result.inversions == 1 ? "" : "s") + " (" +
                                 (result.inversions % 2 ? "odd" : "even") + ")";
  if (result.width % 2 == 1) {
    result.reason = inversions +
                    ". With an odd width every move changes the count by an even "
                    "number, so it must be even like the goal's: " +
                    (result.solvable ? "solvable." : "unsolvable.");
  } else {
    const int rows = std::abs(result.blank_row_from_bottom - result.goal_blank_row_from_bottom);
    result.reason = inversions + ", blank on row " + std::to_string(result.blank_row_from_bottom) +
                    " from the bottom, " + std::to_string(rows) + " row" + (rows == 1 ? "" : "s") +
                    " from its goal row. With an even width a vertical " +
                    "move flips the inversion parity and the row parity together, so their sum (" +
                    std::to_string(result.inversions + rows) +
                    ") must be even: " + (result.solvable ? "solvable." : "unsolvable.");
  }
  if (result.dead_end_cell >= 0)
    result.reason = "The slot at cell " + std::to_string(result.dead_end_cell) +
                    " is a dead end whose tile can never change; it is the right one (" +
                    tile_name(result.dead_end_tile_needed) +
                    "). On the cells below: " + result.reason;
  return result;
}

}  // namespace slide
