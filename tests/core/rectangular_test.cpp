// Rectangular boards (issue 29): every grid with sides from 2 to 7 and at most 25 cells is a
// puzzle. Solvability and optimal lengths against the breadth-first search of grid_bfs.hpp
// (written for the tests) where the state space is small enough; on the larger shapes, the
// positions a BFS reaches from the goal in a few moves, linear conflict's long lines counted from
// the board against its tables, and the anytime search's answers replayed on the test's moves.
#include <algorithm>
#include <numeric>
#include <random>
#include <set>

#include "grid_bfs.hpp"
#include "heuristics/anytime_engines.hpp"
#include "heuristics/linear_conflict.hpp"
#include "model/rules.hpp"
#include "model/scramble.hpp"
#include "session/difficulty_scramble.hpp"
#include "session/session.hpp"
#include "support.hpp"

using namespace slide;
using slide::testing::distances;
using slide::testing::key;
using slide::testing::puzzle;

namespace {

std::string grid_name(int width, int height) {
  return std::to_string(width) + "x" + std::to_string(height);
}

// The article's rule in its own words: on an odd width the inversions decide alone; on an even
// width the inversions plus the rows the blank is from its goal row.
bool parity_rule(const Solvability& s) {
  const int rows = std::abs(s.blank_row_from_bottom - s.goal_blank_row_from_bottom);
  return s.width % 2 == 1 ? s.inversions % 2 == 0 : (s.inversions + rows) % 2 == 0;
}

// Boards a BFS from the goal reaches in at most `depth` moves, with the test's own neighbours.
std::vector<std::vector<int>> near_goal(int width, int height, int depth) {
  const int n = width * height;
  std::vector<int> goal(n);
  for (int c = 0; c < n; ++c) goal[c] = (c + 1) % n;
  std::set<std::vector<int>> seen{goal};
  std::vector<std::vector<int>> layer{goal}, all{goal};
  for (int d = 0; d < depth; ++d) {
    std::vector<std::vector<int>> next;
    for (const auto& tiles : layer) {
      const int blank = static_cast<int>(std::find(tiles.begin(), tiles.end(), 0) - tiles.begin());
      const int r = blank / width, c = blank % width;
      for (const auto& [dr, dc] : {std::pair{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
        if (r + dr < 0 || r + dr >= height || c + dc < 0 || c + dc >= width) continue;
        auto moved = tiles;
        std::swap(moved[blank], moved[(r + dr) * width + c + dc]);
        if (seen.insert(moved).second) next.push_back(moved);
      }
    }
    all.insert(all.end(), next.begin(), next.end());
    layer = std::move(next);
  }
  return all;
}

// The same board with its two first tiles (not the blank) swapped: the other parity.
std::vector<int> swapped(std::vector<int> tiles) {
  const int first = tiles[0] == 0 ? 1 : 0, second = tiles[first + 1] == 0 ? first + 2 : first + 1;
  std::swap(tiles[first], tiles[second]);
  return tiles;
}

const std::pair<int, int> kNewShapes[] = {{2, 6}, {6, 2}, {3, 6}, {6, 3}, {2, 7},
                                          {7, 2}, {3, 7}, {7, 3}, {4, 6}, {6, 4}};

}  // namespace

TEST_CASE("grid names: sides from 2 to 7 and at most 25 cells") {
  int accepted = 0;
  for (int width = 0; width <= 30; ++width)
    for (int height = 0; height <= 30; ++height) {
      const std::string name = grid_name(width, height);
      INFO(name);
      auto made = make_puzzle(name);
      const bool fits =
          width >= 2 && height >= 2 && width <= 7 && height <= 7 && width * height <= kMaxCells;
      REQUIRE(static_cast<bool>(made) == fits);
      if (fits) {
        const Topology& topology = (*made.value)->topology();
        CHECK(topology.grid_width() == width);
        CHECK(topology.grid_height() == height);
        CHECK(topology.name() == name);
        ++accepted;
      } else {
        CHECK(made.error.reason == "grid-size");
        CHECK(made.error.message ==
              "grid puzzles have sides from 2 to 7 and at most 25 cells, not " + name);
      }
    }
  CHECK(accepted == 26);  // 2 and 3 by 2..7, 4 by 2..6, 5 by 2..5, 6 by 2..4, 7 by 2..3
  for (const char* name : {"02x6", "2x06", "2x", "x6", "2x6x", "2 x6", "2x6 ", "+2x6", "2x-6"}) {
    INFO(name);
    CHECK(make_puzzle(name).error.reason == "unknown");
  }
  CHECK(make_puzzle("2x99999999999999999999").error.reason == "grid-size");
}

TEST_CASE("solvability on 3x2, 2x3, 4x2 and 2x4 agrees with BFS on every arrangement") {
  for (const auto& [width, height] : {std::pair{3, 2}, {2, 3}, {4, 2}, {2, 4}}) {
    INFO(grid_name(width, height));
    const auto p = puzzle(grid_name(width, height));
    const auto truth = distances(width, height);
    const int n = width * height;
    std::vector<int> tiles(n);
    std::iota(tiles.begin(), tiles.end(), 0);
    std::uint64_t disagreements = 0, rule_mismatches = 0, solvable = 0;
    do {
      const Solvability s = check_solvability(*p, Board::from_tiles(tiles));
      solvable += s.solvable;
      disagreements += s.solvable != truth.contains(key(tiles));
      rule_mismatches += parity_rule(s) != s.solvable;
    } while (std::next_permutation(tiles.begin(), tiles.end()));
    CHECK(disagreements == 0);
    CHECK(rule_mismatches == 0);
    CHECK(solvable == truth.size());
    CHECK(2 * solvable == slide::testing::factorial(n));
  }
}

TEST_CASE("solvability on 5x2 and 2x5 agrees with BFS on random arrangements") {
  for (const auto& [width, height] : {std::pair{5, 2}, {2, 5}}) {
    INFO(grid_name(width, height));
    const auto p = puzzle(grid_name(width, height));
    const auto truth = distances(width, height);
    CHECK(truth.size() == 1814400);
    std::vector<int> tiles(10);
    std::iota(tiles.begin(), tiles.end(), 0);
    std::mt19937 rng(29);
    int disagreements = 0, rule_mismatches = 0, solvable = 0;
    for (int i = 0; i < 100000; ++i) {
      std::shuffle(tiles.begin(), tiles.end(), rng);
      const Solvability s = check_solvability(*p, Board::from_tiles(tiles));
      solvable += s.solvable;
      disagreements += s.solvable != truth.contains(key(tiles));
      rule_mismatches += parity_rule(s) != s.solvable;
    }
    CHECK(disagreements == 0);
    CHECK(rule_mismatches == 0);
    CHECK(solvable > 49000);
    CHECK(solvable < 51000);
  }
}

TEST_CASE("solvability on the larger shapes: boards BFS reaches are solvable, a swap is not") {
  for (const auto& [width, height] : kNewShapes) {
    INFO(grid_name(width, height));
    const auto p = puzzle(grid_name(width, height));
    int wrong = 0, rule_mismatches = 0;
    const auto reached = near_goal(width, height, 9);
    for (const auto& tiles : reached) {
      const Solvability s = check_solvability(*p, Board::from_tiles(tiles));
      const Solvability t = check_solvability(*p, Board::from_tiles(swapped(tiles)));
      wrong += !s.solvable + t.solvable;
      rule_mismatches += (parity_rule(s) != s.solvable) + (parity_rule(t) != t.solvable);
    }
    CHECK(reached.size() > 100);
    CHECK(wrong == 0);
    CHECK(rule_mismatches == 0);
    for (std::uint64_t seed = 1; seed <= 50; ++seed)
      CHECK(check_solvability(*p, random_solvable(*p, seed)).solvable);
  }
}

TEST_CASE("optimal lengths on 3x2, 2x4, 4x2, 5x2 and 2x5 equal the BFS distances", "[slow]") {
  Session session;
  for (const auto& [width, height] : {std::pair{3, 2}, {2, 4}, {4, 2}, {5, 2}, {2, 5}}) {
    const auto p = puzzle(grid_name(width, height));
    const auto truth = distances(width, height);
    for (const char* heuristic : {"linear-conflict", "manhattan"}) {
      INFO(grid_name(width, height) << " " << heuristic);
      SolveOptions options;
      options.algorithm = Algorithm::ida;
      options.heuristic = heuristic;
      int wrong = 0, unreplayed = 0;
      for (std::uint64_t seed = 0; seed < 150; ++seed) {
        const Board start = random_solvable(*p, 900 + seed);
        auto search = session.make_search(p, start, options);
        REQUIRE(search);
        const auto run = slide::testing::run(**search.value);
        REQUIRE(run.status == SearchStatus::solved);
        wrong += static_cast<int>(run.moves.size()) != truth.at(key(start.to_vector()));
        unreplayed +=
            !slide::testing::is_goal(slide::testing::replay(start.to_vector(), width, run.moves));
      }
      CHECK(wrong == 0);
      CHECK(unreplayed == 0);
    }
  }
}

TEST_CASE("linear conflict on 5x2 and 2x5: admissible everywhere, lines counted = tabled") {
  for (const auto& [width, height] : {std::pair{5, 2}, {2, 5}}) {
    INFO(grid_name(width, height));
    const auto p = puzzle(grid_name(width, height));
    const LinearConflict tabled(*p), counted(*p, 0);
    std::uint64_t over = 0, differ = 0, tight = 0;
    for (const auto& [packed, distance] : distances(width, height)) {
      std::vector<int> tiles(10);
      for (int cell = 9, k = 0; cell >= 0; --cell, ++k) tiles[cell] = (packed >> (4 * k)) & 15;
      const Board board = Board::from_tiles(tiles);
      const int h = tabled.evaluate(board);
      over += h > distance;
      tight += h == distance;
      differ += counted.evaluate(board) != h;
    }
    CHECK(over == 0);
    CHECK(differ == 0);
    CHECK(tight > 1000);
  }
}

TEST_CASE("linear conflict: lines counted from the board equal the tables on 4x4, 5x5, 3x5") {
  for (const char* name : {"15", "24", "3x5", "5x3", "4x5"}) {
    INFO(name);
    const auto p = puzzle(name);
    const LinearConflict tabled(*p), counted(*p, 0);
    int differ = 0;
    for (std::uint64_t seed = 0; seed < 3000; ++seed) {
      const Board board = random_solvable(*p, seed);
      differ += tabled.evaluate(board) != counted.evaluate(board);
    }
    CHECK(differ == 0);
  }
}

TEST_CASE("the larger shapes: difficulty bands and a default partition") {
  Session session;
  for (const auto& [width, height] : kNewShapes) {
    INFO(grid_name(width, height));
    const auto p = puzzle(grid_name(width, height));
    const PuzzleBands bands = difficulty_bands(session, *p);
    for (int i = 0; i < 4; ++i) {
      CHECK(bands.bands[i].min <= bands.bands[i].max);
      if (i > 0) CHECK(bands.bands[i].min > bands.bands[i - 1].max);
    }
    CHECK(check_partition(*p, default_partition(*p)));
  }
}

TEST_CASE("the larger shapes: the anytime search's answers replay to the goal", "[anytime]") {
  for (const auto& [width, height] :
       {std::pair{2, 6}, {6, 2}, {2, 7}, {7, 2}, {3, 7}, {7, 3}, {6, 4}, {4, 6}}) {
    INFO(grid_name(width, height));
    const auto p = puzzle(grid_name(width, height));
    const Board start = random_solvable(*p, 7);
    TableStore tables;
    auto made = make_anytime_search(p, start, "linear-conflict", tables, 0);
    REQUIRE(made);
    AnytimeSearch& search = **made.value;
    for (int slice = 0; slice < 100 && !search.has_solution(); ++slice) search.run(100000);
    REQUIRE(search.has_solution());
    CHECK(search.bound() <= static_cast<int>(search.best().size()));
    CHECK(slide::testing::is_goal(slide::testing::replay(start.to_vector(), width, search.best())));
  }
}
