// The human solver: every move legal and the goal reached, on grids from 2x2 to 8x8, replayed by
// the test's own board; its solvability rule checked against a breadth-first search of small grids.
#include "lab/human_solver.hpp"

#include <catch2/catch.hpp>
#include <map>
#include <set>

using namespace slide;

namespace {

std::vector<int> goal_of(int width, int height) {
  std::vector<int> goal(width * height);
  for (int cell = 0; cell + 1 < width * height; ++cell) goal[cell] = cell + 1;
  return goal;
}

// Plays the moves on a copy, refusing any move that is not a tile next to the blank.
std::vector<int> replay(int width, std::vector<int> tiles, const std::vector<int>& moves) {
  for (int cell : moves) {
    int blank = 0;
    while (tiles[blank] != 0) ++blank;
    const int distance =
        std::abs(cell / width - blank / width) + std::abs(cell % width - blank % width);
    REQUIRE(cell >= 0);
    REQUIRE(cell < static_cast<int>(tiles.size()));
    REQUIRE(distance == 1);
    std::swap(tiles[cell], tiles[blank]);
  }
  return tiles;
}

// Every arrangement reachable from the goal, by breadth-first search over whole boards.
std::set<std::vector<int>> reachable_from_goal(int width, int height) {
  std::set<std::vector<int>> seen{goal_of(width, height)};
  std::vector<std::vector<int>> frontier{goal_of(width, height)};
  while (!frontier.empty()) {
    std::vector<std::vector<int>> next;
    for (const auto& tiles : frontier) {
      int blank = 0;
      while (tiles[blank] != 0) ++blank;
      const int row = blank / width, column = blank % width;
      const int steps[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
      for (const auto& step : steps) {
        const int r = row + step[0], c = column + step[1];
        if (r < 0 || r >= height || c < 0 || c >= width) continue;
        auto moved = tiles;
        std::swap(moved[blank], moved[r * width + c]);
        if (seen.insert(moved).second) next.push_back(moved);
      }
    }
    frontier = std::move(next);
  }
  return seen;
}

}  // namespace

TEST_CASE("human solver: legal moves that reach the goal, from 2x2 to 8x8") {
  const std::vector<std::pair<int, int>> sizes = {{2, 2}, {3, 3}, {4, 4}, {5, 5}, {6, 6}, {7, 7},
                                                  {8, 8}, {3, 5}, {5, 3}, {2, 4}, {4, 2}, {8, 3}};
  for (const auto& [width, height] : sizes) {
    const int runs = width * height > 40 ? 12 : 60;
    std::size_t longest = 0;
    for (int seed = 1; seed <= runs; ++seed) {
      const auto start = random_grid_position(width, height, seed);
      auto solved = solve_like_a_person(width, height, start);
      INFO(width << "x" << height << " seed " << seed << ": " << solved.error.message);
      REQUIRE(solved);
      CHECK(replay(width, start, solved.value->moves) == goal_of(width, height));
      // Stages run in order and cover the moves; the last is the 2x2 turn.
      const auto& stages = solved.value->stages;
      REQUIRE_FALSE(stages.empty());
      CHECK(stages.back().kind == HumanStage::Kind::last_square);
      for (std::size_t i = 1; i < stages.size(); ++i)
        CHECK(stages[i - 1].first_move <= stages[i].first_move);
      longest = std::max(longest, solved.value->moves.size());
    }
    // A person's way is polynomial: far below any search, even on 8x8.
    CHECK(longest < static_cast<std::size_t>(40 * width * height));
  }
}

TEST_CASE("human solver: the first row, then the first column") {
  const auto start = random_grid_position(5, 5, 7);
  auto solved = solve_like_a_person(5, 5, start);
  REQUIRE(solved);
  const auto& stages = solved.value->stages;
  REQUIRE(stages.size() >= 3);
  CHECK(stages[0].kind == HumanStage::Kind::row);
  CHECK(stages[0].index == 0);
  CHECK(stages[1].kind == HumanStage::Kind::column);
  CHECK(stages[1].index == 0);
  CHECK(std::string(to_string(stages[2].kind)) == "row");
}

TEST_CASE("human solver: solvability agrees with a breadth-first search of small grids") {
  for (const auto& [width, height] :
       std::vector<std::pair<int, int>>{{2, 2}, {2, 3}, {3, 2}, {2, 4}}) {
    const auto reachable = reachable_from_goal(width, height);
    std::vector<int> tiles(width * height);
    for (int i = 0; i < width * height; ++i) tiles[i] = i;
    std::size_t agreed = 0, total = 0;
    do {
      const bool reach = reachable.count(tiles) > 0;
      CHECK(grid_solvable(width, height, tiles) == reach);
      auto solved = solve_like_a_person(width, height, tiles);
      CHECK(static_cast<bool>(solved) == reach);
      if (!reach) CHECK(solved.error.code == ErrorCode::unsolvable);
      agreed += grid_solvable(width, height, tiles) == reach;
      ++total;
    } while (std::next_permutation(tiles.begin(), tiles.end()));
    CHECK(agreed == total);
    CHECK(reachable.size() * 2 == total);
  }
}

TEST_CASE("human solver: bad input gets one refusal") {
  CHECK(solve_like_a_person(9, 9, std::vector<int>(81)).error.reason == "grid-size");
  CHECK(solve_like_a_person(1, 4, std::vector<int>(4)).error.code == ErrorCode::bad_puzzle);
  CHECK(solve_like_a_person(3, 3, {1, 2, 3}).error.reason == "count");
  CHECK(solve_like_a_person(3, 3, {1, 1, 2, 3, 4, 5, 6, 7, 0}).error.code == ErrorCode::bad_board);
  CHECK(solve_like_a_person(3, 3, {1, 2, 3, 4, 5, 6, 7, 9, 0}).error.code == ErrorCode::bad_board);
  CHECK(solve_like_a_person(3, 3, {2, 1, 3, 4, 5, 6, 7, 8, 0}).error.code == ErrorCode::unsolvable);
  auto goal = solve_like_a_person(4, 4, goal_of(4, 4));
  REQUIRE(goal);
  CHECK(goal.value->moves.empty());
  CHECK(random_grid_position(6, 6, 3) == random_grid_position(6, 6, 3));
  CHECK(random_grid_position(6, 6, 3) != random_grid_position(6, 6, 4));
}
