// The human way: finish a line of the grid tile by tile, the last two of each line together,
// shrinking the puzzle until a 2x2 is left; each step by the fewest moves that keep finished tiles.
#include "lab/human_solver.hpp"

#include <array>
#include <deque>

#include "model/scramble.hpp"

namespace slide {

namespace {

// A plain board with locks: tiles that are finished are locked, and the blank and the tile being
// placed travel around them by breadth-first paths.
class LockedGrid {
 public:
  LockedGrid(int width, int height, std::vector<int> tiles)
      : width_(width),
        height_(height),
        tiles_(std::move(tiles)),
        where_(tiles_.size()),
        locked_(tiles_.size(), false) {
    for (int cell = 0; cell < static_cast<int>(tiles_.size()); ++cell) where_[tiles_[cell]] = cell;
  }

  int cell(int row, int column) const { return row * width_ + column; }
  int goal_tile(int cell) const { return cell == size() - 1 ? 0 : cell + 1; }
  int size() const { return static_cast<int>(tiles_.size()); }
  int where(int tile) const { return where_[tile]; }
  void lock(int cell) { locked_[cell] = true; }
  std::vector<int>& moves() { return moves_; }

  // The tile at `cell` slides into the blank next to it.
  void slide(int cell) {
    const int blank = where_[0];
    std::swap(tiles_[cell], tiles_[blank]);
    where_[tiles_[blank]] = blank;
    where_[0] = cell;
    moves_.push_back(cell);
  }

  // Brings one or two tiles to their targets by the fewest moves that leave every locked cell
  // alone: a breadth-first search over where the blank and those tiles are (the other free tiles
  // are interchangeable for this step). Small: at most 64^3 states, for a line's last two tiles.
  bool place(const std::vector<std::pair<int, int>>& tile_targets) {
    std::vector<int> index(tiles_.size(), -1), free_cells;
    for (int cell = 0; cell < size(); ++cell)
      if (!locked_[cell]) {
        index[cell] = static_cast<int>(free_cells.size());
        free_cells.push_back(cell);
      }
    const int r = static_cast<int>(free_cells.size());
    const int k = static_cast<int>(tile_targets.size());
    // State: the blank's free index, then each tile's, in base r.
    using Where = std::array<int, 3>;  // the blank, then up to two tiles
    auto encode = [&](const Where& at) {
      int code = 0;
      for (int i = 0; i <= k; ++i) code = code * r + at[i];
      return code;
    };
    auto decode = [&](int code) {
      Where at{};
      for (int i = k; i >= 0; --i) at[i] = code % r, code /= r;
      return at;
    };
    if (k < 1 || k > 2) return false;
    Where start{index[where_[0]], 0, 0};
    for (int i = 0; i < k; ++i) start[i + 1] = index[where_[tile_targets[i].first]];
    for (int i = 0; i <= k; ++i)
      if (start[i] < 0) return false;  // a tile to place (or the blank) on a locked cell
    int states = r;
    for (int i = 0; i < k; ++i) states *= r;
    std::vector<int> parent(states, -1);
    std::deque<int> queue{encode(start)};
    parent[queue.front()] = queue.front();
    int found = -1;
    while (!queue.empty() && found < 0) {
      const int code = queue.front();
      queue.pop_front();
      const Where at = decode(code);
      bool home = true;
      for (int i = 0; i < k; ++i) home = home && free_cells[at[i + 1]] == tile_targets[i].second;
      if (home) {
        found = code;
        break;
      }
      const int blank = free_cells[at[0]];
      for (int next : neighbours(blank)) {
        if (next < 0 || index[next] < 0) continue;
        Where moved = at;
        moved[0] = index[next];
        for (int i = 1; i <= k; ++i)
          if (at[i] == index[next]) moved[i] = at[0];  // that tile slides into the blank
        const int child = encode(moved);
        if (parent[child] >= 0) continue;
        parent[child] = code;
        queue.push_back(child);
      }
    }
    if (found < 0) return false;
    std::vector<int> blanks;  // the blank's cells along the way, last first
    for (int code = found; parent[code] != code; code = parent[code])
      blanks.push_back(free_cells[decode(code)[0]]);
    for (auto it = blanks.rbegin(); it != blanks.rend(); ++it) slide(*it);
    return true;
  }

  bool solved() const {
    for (int cell = 0; cell < size(); ++cell)
      if (tiles_[cell] != goal_tile(cell)) return false;
    return true;
  }

 private:
  // The cells next to `at`, -1 past the grid's edge.
  std::array<int, 4> neighbours(int at) const {
    const int row = at / width_, column = at % width_;
    return {row > 0 ? at - width_ : -1, row + 1 < height_ ? at + width_ : -1,
            column > 0 ? at - 1 : -1, column + 1 < width_ ? at + 1 : -1};
  }

  int width_, height_;
  std::vector<int> tiles_, where_;
  std::vector<bool> locked_;
  std::vector<int> moves_;
};

// Finishes the line of cells `line` (at least 2, ending at the grid's edge): its tiles one by one,
// the last two together (a person's "put the last one first, then turn both in", found here by
// the placing search), then locks them.
bool finish_line(LockedGrid& grid, const std::vector<int>& line) {
  const std::size_t k = line.size();
  for (std::size_t i = 0; i + 2 < k; ++i) {
    if (!grid.place({{grid.goal_tile(line[i]), line[i]}})) return false;
    grid.lock(line[i]);
  }
  const int near = line[k - 2], corner = line[k - 1];
  if (!grid.place({{grid.goal_tile(near), near}, {grid.goal_tile(corner), corner}})) return false;
  grid.lock(near);
  grid.lock(corner);
  return true;
}

int inversions(const std::vector<int>& tiles) {
  int count = 0;
  for (std::size_t i = 0; i < tiles.size(); ++i)
    for (std::size_t j = i + 1; j < tiles.size(); ++j)
      if (tiles[i] && tiles[j] && tiles[i] > tiles[j]) ++count;
  return count;
}

}  // namespace

const char* to_string(HumanStage::Kind kind) {
  switch (kind) {
    case HumanStage::Kind::row:
      return "row";
    case HumanStage::Kind::column:
      return "column";
    case HumanStage::Kind::last_square:
      return "last-square";
  }
  return "row";
}

bool grid_solvable(int width, int height, const std::vector<int>& tiles) {
  int blank = 0;
  while (tiles[blank] != 0) ++blank;
  // Every move changes the inversion count's parity when the width is even (a vertical move jumps
  // width - 1 tiles), together with the blank's row; for an odd width only sideways moves keep it.
  const int rows_from_goal = height - 1 - blank / width;
  return width % 2 == 1 ? inversions(tiles) % 2 == 0
                        : (inversions(tiles) + rows_from_goal) % 2 == 0;
}

std::vector<int> random_grid_position(int width, int height, std::uint64_t seed) {
  Rng rng(seed);
  const int n = width * height;
  std::vector<int> tiles(n);
  for (;;) {
    for (int i = 0; i < n; ++i) tiles[i] = i;
    for (int i = n - 1; i > 0; --i) std::swap(tiles[i], tiles[rng.below(i + 1)]);
    if (grid_solvable(width, height, tiles)) return tiles;
  }
}

Result<HumanSolution> solve_like_a_person(int width, int height, const std::vector<int>& tiles) {
  using Solved = Result<HumanSolution>;
  if (width < kHumanMinSide || height < kHumanMinSide || width > kHumanMaxSide ||
      height > kHumanMaxSide)
    return Solved::fail(ErrorCode::bad_puzzle, "the human solver takes grids from 2x2 to 8x8",
                        "grid-size",
                        {text_param("name", std::to_string(width) + "x" + std::to_string(height))});
  const int n = width * height;
  if (static_cast<int>(tiles.size()) != n)
    return Solved::fail(
        ErrorCode::bad_board,
        "expected " + std::to_string(n) + " tiles, got " + std::to_string(tiles.size()), "count",
        {number_param("expected", n), number_param("found", static_cast<long long>(tiles.size()))});
  std::vector<bool> seen(n, false);
  for (int cell = 0; cell < n; ++cell) {
    const int tile = tiles[cell];
    if (tile < 0 || tile >= n || seen[tile])
      return Solved::fail(ErrorCode::bad_board,
                          "the tiles must be 0.." + std::to_string(n - 1) + ", each once", "", {});
    seen[tile] = true;
  }
  if (!grid_solvable(width, height, tiles))
    return Solved::fail(ErrorCode::unsolvable, "this position cannot reach the goal");

  LockedGrid grid(width, height, tiles);
  HumanSolution solution;
  int top = 0, left = 0;
  auto stage = [&](HumanStage::Kind kind, int index) {
    solution.stages.push_back({kind, index, static_cast<int>(grid.moves().size())});
  };
  // A row (top, from `left` rightwards) or a column (left, from `top` down), finished and locked.
  auto finish = [&](HumanStage::Kind kind) {
    const bool row = kind == HumanStage::Kind::row;
    stage(kind, row ? top : left);
    std::vector<int> line;
    for (int i = row ? left : top; i < (row ? width : height); ++i)
      line.push_back(row ? grid.cell(top, i) : grid.cell(i, left));
    if (!finish_line(grid, line)) return false;
    ++(row ? top : left);
    return true;
  };
  bool stuck = false;
  while (!stuck && (height - top > 2 || width - left > 2)) {
    if (height - top > 2) stuck = !finish(HumanStage::Kind::row);
    if (!stuck && width - left > 2) stuck = !finish(HumanStage::Kind::column);
  }
  // The last 2x2 has 12 arrangements in one cycle: turn the blank around until it is home.
  stage(HumanStage::Kind::last_square, 0);
  const int square[4] = {grid.cell(height - 2, width - 2), grid.cell(height - 2, width - 1),
                         grid.cell(height - 1, width - 1), grid.cell(height - 1, width - 2)};
  int at = 0;
  while (square[at] != grid.where(0)) ++at;
  for (int turn = 0; turn < 12 && !grid.solved(); ++turn) {
    at = (at + 1) % 4;
    grid.slide(square[at]);
  }
  // Not reached for a solvable start; kept as a refusal rather than a wrong answer.
  if (!grid.solved()) return Solved::fail(ErrorCode::unsolvable, "the human solver got stuck");
  solution.moves = std::move(grid.moves());
  return Solved::ok(std::move(solution));
}

}  // namespace slide
