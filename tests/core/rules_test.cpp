// Solvability against ground truth: breadth-first search over every arrangement.
#include "model/rules.hpp"

#include "support.hpp"

using namespace slide;
using slide::testing::factorial;
using slide::testing::puzzle;

namespace {

// For every one of the n! arrangements: the rule says solvable exactly when BFS from the goal
// reached it, and the article's inversion/row explanation agrees with the rule.
void check_every_arrangement(const Puzzle& p) {
  const DistanceTable table(p);
  const int n = p.cell_count();
  std::uint64_t solvable = 0, disagreements = 0, explanation_mismatches = 0;
  slide::testing::for_each_arrangement(table, factorial(n), [&](const Board& board) {
    const Solvability s = check_solvability(p, board);
    const bool reached = table.distance(board) != DistanceTable::kUnreachable;
    solvable += s.solvable;
    disagreements += s.solvable != reached;
    if (s.dead_end_tile_found == s.dead_end_tile_needed) {
      const int rows = std::abs(s.blank_row_from_bottom - s.goal_blank_row_from_bottom);
      const bool by_inversions =
          s.width % 2 == 1 ? s.inversions % 2 == 0 : (s.inversions + rows) % 2 == 0;
      explanation_mismatches += by_inversions != s.solvable;
    } else {
      explanation_mismatches += s.solvable;  // a wrong dead-end tile must mean unsolvable
    }
    if (s.reason.empty()) ++explanation_mismatches;
  });
  CHECK(disagreements == 0);
  CHECK(explanation_mismatches == 0);
  CHECK(solvable == table.reachable());
}

}  // namespace

TEST_CASE("BFS ground truth: reachable counts and diameters") {
  struct Expect {
    const char* name;
    const char* goal;
    std::uint64_t reachable;
    int diameter;
  };
  for (const Expect& e : {Expect{"8", "", 181440, 31}, Expect{"8", "0 1 2 3 4 5 6 7 8", 181440, 31},
                          Expect{"8", "1 2 3 4 0 5 6 7 8", 181440, 30}, Expect{"2x3", "", 360, 21},
                          Expect{"3x3+1", "", 201600, 32}}) {
    INFO(e.name << " goal '" << e.goal << "'");
    const DistanceTable table(*puzzle(e.name, e.goal));
    CHECK(table.reachable() == e.reachable);
    CHECK(table.diameter() == e.diameter);
  }
  // The two 8-puzzle positions farthest from 1..8 with the blank last are 31 moves away.
  const DistanceTable table(*puzzle("8"));
  CHECK(table.layer_sizes().back() == 2);
}

TEST_CASE("solvability agrees with BFS on every arrangement of 2x3") {
  check_every_arrangement(*puzzle("2x3"));
}
TEST_CASE("solvability agrees with BFS on every arrangement of 3x3", "[slow]") {
  check_every_arrangement(*puzzle("8"));
  check_every_arrangement(*puzzle("8", "0 1 2 3 4 5 6 7 8"));
}
TEST_CASE("solvability agrees with BFS on every arrangement of 2x4") {
  check_every_arrangement(*puzzle("2x4"));
}
// [slow]: 3.6 M arrangements, a second natively but most of a minute under the sanitizers.
TEST_CASE("solvability agrees with BFS on every arrangement of 3x3+1", "[slow]") {
  check_every_arrangement(*puzzle("3x3+1"));
  // Goals with the blank below the slot, and a scrambled one.
  check_every_arrangement(*puzzle("3x3+1", "1 0 2 3 4 5 6 7 8 9"));
  check_every_arrangement(*puzzle("3x3+1", "4 2 0 9 1 7 3 5 8 6"));
}

TEST_CASE("the article's examples on the 15-puzzle") {
  auto p = puzzle("15");
  const Solvability goal = check_solvability(*p, p->goal());
  CHECK(goal.solvable);
  CHECK(goal.inversions == 0);
  // Sam Loyd's prize puzzle: 14 and 15 swapped.
  const Solvability loyd =
      check_solvability(*p, slide::testing::board(*p, "1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0"));
  CHECK_FALSE(loyd.solvable);
  CHECK(loyd.inversions == 1);
  CHECK(loyd.blank_row_from_bottom == 1);
  CHECK_THAT(loyd.reason, Catch::Contains("1 inversion") && Catch::Contains("unsolvable"));
  // Blank one row up: one vertical move, so an odd inversion count becomes solvable.
  const Solvability up =
      check_solvability(*p, slide::testing::board(*p, "1 2 3 4 5 6 7 8 9 10 11 0 13 14 15 12"));
  CHECK(up.solvable);
  CHECK(up.inversions == 3);
  CHECK(up.blank_row_from_bottom == 2);
}

TEST_CASE("the 3x3+1 dead end is explained") {
  auto p = puzzle("3x3+1");
  // Piece 5 in the slot with the blank below: it can never leave.
  const Solvability stuck = check_solvability(*p, slide::testing::board(*p, "5 1 2 3 4 0 6 7 8 9"));
  CHECK_FALSE(stuck.solvable);
  CHECK(stuck.dead_end_tile_needed == 1);
  CHECK(stuck.dead_end_tile_found == 5);
  CHECK_THAT(stuck.reason, Catch::Contains("dead end"));
  // Blank in the slot: only the tile below it can ever enter.
  const Solvability blank_up =
      check_solvability(*p, slide::testing::board(*p, "0 2 1 3 4 5 6 7 8 9"));
  CHECK_FALSE(blank_up.solvable);
  CHECK(blank_up.dead_end_tile_found == 2);
}
