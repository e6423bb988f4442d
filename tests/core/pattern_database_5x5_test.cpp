// 5x5 pattern database entries against a reference written here: for each placement of a small
// group (2 and 3 tiles, 13,800 placements of 3), the fewest moves of the group's tiles that bring
// them home with the blank on its goal cell, by a 0-1 BFS over (the group's cells, the blank's
// cell) held in a std::map, with its own grid moves. Slide's entries are read through the public
// pattern_value() and evaluate(). The 5-5-5-5-4 tables themselves take seconds to build: the
// benchmark's (bench/korf24.mjs), not the tests'.
#include <deque>
#include <map>
#include <random>

#include "support.hpp"

using namespace slide;
using slide::testing::build_tables;
using slide::testing::puzzle;

namespace {

constexpr int kSide = 5, kCells = 25;

// The group's cells (tile i of the group on cells[i]) followed by the blank's cell.
using State = std::vector<int>;

// Moves of the group's tiles from each placement to the goal (tile t home on cell t - 1, the
// blank on cell 24), the least over the blank's cells; other tiles move for free.
std::map<std::vector<int>, int> reference(const std::vector<int>& group) {
  std::map<State, int> cost;
  std::map<std::vector<int>, int> entry;
  State goal;
  for (int tile : group) goal.push_back(tile - 1);
  goal.push_back(kCells - 1);
  std::deque<std::pair<State, int>> queue{{goal, 0}};
  while (!queue.empty()) {
    auto [state, moves] = queue.front();
    queue.pop_front();
    if (cost.count(state)) continue;
    cost[state] = moves;
    const std::vector<int> cells(state.begin(), state.end() - 1);
    entry.emplace(cells, moves);  // the first time is the least
    const int blank = state.back();
    const int deltas[4][2] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
    for (const auto& d : deltas) {
      const int row = blank / kSide + d[0], column = blank % kSide + d[1];
      if (row < 0 || row >= kSide || column < 0 || column >= kSide) continue;
      const int from = row * kSide + column;
      State next = state;
      next.back() = from;
      bool group_tile = false;
      for (std::size_t i = 0; i + 1 < next.size(); ++i)
        if (next[i] == from) {
          next[i] = blank;
          group_tile = true;
        }
      if (group_tile)
        queue.emplace_back(next, moves + 1);
      else
        queue.emplace_front(next, moves);
    }
  }
  return entry;
}

// A board with the group on `cells`, the other tiles and the blank filling the rest in order.
Board board_with(const std::vector<int>& group, const std::vector<int>& cells) {
  std::vector<int> tiles(kCells, -1);
  std::vector<bool> used(kCells, false);
  for (std::size_t i = 0; i < group.size(); ++i) {
    tiles[cells[i]] = group[i];
    used[group[i]] = true;
  }
  int next = 1;
  for (int& tile : tiles) {
    if (tile >= 0) continue;
    while (next < kCells && used[next]) ++next;
    tile = next < kCells ? next++ : 0;
  }
  return Board::from_tiles(tiles);
}

}  // namespace

TEST_CASE("pdb 5x5: every entry of small groups equals the reference", "[pdb][reference]") {
  // 20 and 24 wall the blank's corner in (the case of issue 12 on 4x4); 1,2,7 a corner block;
  // 13,9 a pair off the diagonal.
  const auto p = puzzle("24");
  const auto db = build_tables(p, "20,24,19/1,2,7/13,9");
  for (std::size_t g = 0; g < db->partition().size(); ++g) {
    const auto& group = db->partition()[g];
    INFO("group " << g);
    const auto truth = reference(group);
    std::uint64_t checked = 0, wrong = 0;
    for (const auto& [cells, moves] : truth) {
      ++checked;
      if (db->pattern_value(static_cast<int>(g), board_with(group, cells)) != moves) ++wrong;
    }
    CHECK(checked == placement_count(static_cast<int>(group.size()), kCells));
    CHECK(wrong == 0);
  }
  // The sums, as is and mirrored about the diagonal, against the reference's entries.
  std::mt19937 rng(29);
  std::vector<std::map<std::vector<int>, int>> truths;
  for (const auto& group : db->partition()) truths.push_back(reference(group));
  auto sum = [&](const Board& b) {
    int total = 0;
    for (std::size_t g = 0; g < truths.size(); ++g) {
      std::vector<int> cells;
      for (int tile : db->partition()[g])
        for (int c = 0; c < kCells; ++c)
          if (b[c] == tile) cells.push_back(c);
      total += truths[g].at(cells);
    }
    return total;
  };
  REQUIRE(db->mirrored());
  for (int n = 0; n < 500; ++n) {
    std::vector<int> tiles(kCells);
    for (int c = 0; c < kCells; ++c) tiles[c] = (c + 1) % kCells;
    std::shuffle(tiles.begin(), tiles.end(), rng);
    const Board b = Board::from_tiles(tiles);
    // Mirrored: the tile on (r, c) goes to (c, r) and becomes the tile homed at the mirror of its
    // own home cell.
    std::vector<int> flipped(kCells);
    for (int c = 0; c < kCells; ++c) {
      const int tile = b[c];
      const int home = tile == 0 ? kCells - 1 : tile - 1;
      const int image = (home % kSide) * kSide + home / kSide;
      flipped[(c % kSide) * kSide + c / kSide] = image == kCells - 1 ? 0 : image + 1;
    }
    INFO(b.to_string());
    CHECK(db->direct_sum(b) == sum(b));
    CHECK(db->mirrored_sum(b) == sum(Board::from_tiles(flipped)));
  }
}

TEST_CASE("pdb 5x5: the default partition is 5-5-5-5-4 over every tile, for any corner goal",
          "[pdb]") {
  for (const char* goal :
       {"", "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24"}) {
    const auto p = puzzle("24", goal);
    const Partition partition = default_partition(*p);
    CHECK(partition_shape(partition) == "5-5-5-5-4");
    CHECK(check_partition(*p, partition));
    std::vector<int> seen(kCells, 0);
    for (const auto& group : partition)
      for (int tile : group) ++seen[tile];
    CHECK(seen[0] == 0);
    for (int tile = 1; tile < kCells; ++tile) CHECK(seen[tile] == 1);
  }
  // Groups beyond 2^32 placements are refused (32-bit indices).
  const auto p = puzzle("24");
  CHECK_FALSE(parse_partition(*p, "1,2,3,4,5,6,7,8"));
  CHECK(parse_partition(*p, "1,2,3,4,5,6,7"));
}
