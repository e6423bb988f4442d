// Move automata against ground truth: every arrangement within reach keeps a path of its BFS
// distance that the automaton allows, and the automaton does refuse known duplicate sequences.
#include "search/move_automaton.hpp"

#include <map>
#include <unordered_map>

#include "support.hpp"

using namespace slide;

namespace {

struct Grid {
  int width, height;
  int step(int cell, int d) const {
    const int row = cell / width, column = cell % width;
    if ((d == kUp && row == 0) || (d == kDown && row == height - 1) ||
        (d == kLeft && column == 0) || (d == kRight && column == width - 1))
      return -1;
    const int offset[4] = {-width, -1, 1, width};
    return cell + offset[d];
  }
  // Labelled tiles, 4 bits a cell; the blank carries its start cell's label.
  static std::uint64_t slide(std::uint64_t board, int blank, int cell) {
    const std::uint64_t a = board >> (4 * blank) & 15, b = board >> (4 * cell) & 15;
    return board ^ (a ^ b) << (4 * blank) ^ (a ^ b) << (4 * cell);
  }
  std::uint64_t identity() const {
    std::uint64_t board = 0;
    for (int c = 0; c < width * height; ++c) board |= static_cast<std::uint64_t>(c) << (4 * c);
    return board;
  }
};

// Plain BFS: the distance of every arrangement within `depth` blank moves of the start.
std::unordered_map<std::uint64_t, int> bfs(const Grid& grid, int blank, int depth) {
  std::unordered_map<std::uint64_t, int> distance{{grid.identity(), 0}};
  std::vector<std::pair<std::uint64_t, int>> layer{{grid.identity(), blank}};
  for (int k = 1; k <= depth; ++k) {
    std::vector<std::pair<std::uint64_t, int>> next;
    for (auto [board, at] : layer)
      for (int d = 0; d < 4; ++d) {
        const int cell = grid.step(at, d);
        if (cell < 0) continue;
        const std::uint64_t moved = Grid::slide(board, at, cell);
        if (distance.emplace(moved, k).second) next.push_back({moved, cell});
      }
    layer.swap(next);
  }
  return distance;
}

// Depth-first over the paths the automaton allows: the shortest allowed path to each arrangement.
void allowed(const Grid& grid, const MoveAutomaton& automaton, std::uint64_t board, int blank,
             std::int32_t state, int depth, int limit, std::unordered_map<std::uint64_t, int>& best,
             std::uint64_t& paths) {
  auto [it, fresh] = best.emplace(board, depth);
  if (!fresh && it->second > depth) it->second = depth;
  if (depth == limit) {
    ++paths;
    return;
  }
  for (int d = 0; d < 4; ++d) {
    const int cell = grid.step(blank, d);
    if (cell < 0) continue;
    const std::int32_t next = automaton.next(state, d);
    if (next == MoveAutomaton::kRefused) continue;
    allowed(grid, automaton, Grid::slide(board, blank, cell), cell, next, depth + 1, limit, best,
            paths);
  }
}

}  // namespace

TEST_CASE("move automaton: no arrangement is lost and none gets further away", "[automaton]") {
  struct Case {
    Grid grid;
    int length, depth;
  };
  for (const Case& c : {Case{{3, 3}, 10, 16}, Case{{4, 4}, 12, 13}, Case{{2, 3}, 12, 21}}) {
    const MoveAutomaton automaton =
        MoveAutomaton::duplicate_free(c.grid.width, c.grid.height, c.length);
    const MoveAutomaton plain = MoveAutomaton::no_undo(c.grid.width * c.grid.height);
    for (int blank = 0; blank < c.grid.width * c.grid.height; ++blank) {
      INFO(c.grid.width << "x" << c.grid.height << " blank " << blank);
      const auto truth = bfs(c.grid, blank, c.depth);
      std::unordered_map<std::uint64_t, int> best, unpruned;
      std::uint64_t paths = 0, plain_paths = 0;
      allowed(c.grid, automaton, c.grid.identity(), blank, automaton.start(blank), 0, c.depth, best,
              paths);
      CHECK(best == truth);
      // Fewer paths than with the no-undo rule alone (which allows every path BFS would walk).
      allowed(c.grid, plain, c.grid.identity(), blank, plain.start(blank), 0, c.depth, unpruned,
              plain_paths);
      CHECK(unpruned == truth);
      CHECK(paths < plain_paths);
    }
  }
}

TEST_CASE("move automaton: the refusals it must make", "[automaton]") {
  const MoveAutomaton plain = MoveAutomaton::no_undo(16);
  const MoveAutomaton automaton = MoveAutomaton::duplicate_free(4, 4, 12);
  auto walk = [](const MoveAutomaton& a, int blank, std::vector<int> moves) {
    std::int32_t state = a.start(blank);
    for (int d : moves) {
      state = a.next(state, d);
      if (state == MoveAutomaton::kRefused) return false;
    }
    return true;
  };
  for (const MoveAutomaton* a : {&plain, &automaton}) {
    CHECK_FALSE(walk(*a, 5, {kUp, kDown}));
    CHECK_FALSE(walk(*a, 5, {kRight, kLeft}));
    CHECK(walk(*a, 5, {kUp, kLeft, kDown, kRight}));
  }
  // Around a 2x2 block six moves one way equal six moves the other way: one of the two goes.
  const bool clockwise = walk(automaton, 0, {kRight, kDown, kLeft, kUp, kRight, kDown});
  const bool anticlockwise = walk(automaton, 0, {kDown, kRight, kUp, kLeft, kDown, kRight});
  CHECK(clockwise != anticlockwise);
  CHECK(walk(plain, 0, {kRight, kDown, kLeft, kUp, kRight, kDown}));
  CHECK(walk(plain, 0, {kDown, kRight, kUp, kLeft, kDown, kRight}));
  // The duplicate-free automaton refuses moves off the grid itself.
  CHECK(automaton.next(automaton.start(0), kUp) == MoveAutomaton::kRefused);
  CHECK(automaton.next(automaton.start(0), kLeft) == MoveAutomaton::kRefused);
}
