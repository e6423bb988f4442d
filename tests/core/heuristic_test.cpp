// Heuristics: admissible against exact BFS distances, and the incremental update equals a full
// evaluation after every move.
#include "heuristics/euclidean.hpp"
#include "heuristics/linear_conflict.hpp"
#include "heuristics/manhattan.hpp"
#include "heuristics/misplaced.hpp"
#include "model/scramble.hpp"
#include "support.hpp"

using namespace slide;
using slide::testing::factorial;
using slide::testing::puzzle;

namespace {

template <class H>
void check_admissible_everywhere(const Puzzle& p, const H& heuristic, bool& ever_tight) {
  const DistanceTable table(p);
  std::uint64_t over = 0, checked = 0;
  slide::testing::for_each_arrangement(table, factorial(p.cell_count()), [&](const Board& board) {
    const int exact = table.distance(board);
    if (exact == DistanceTable::kUnreachable) return;
    const int h = heuristic.evaluate(board);
    ++checked;
    over += h > exact;
    if (h == exact && exact > 10) ever_tight = true;
  });
  CHECK(checked == table.reachable());
  CHECK(over == 0);
}

// Walks randomly, updating h move by move exactly as IDA* does, and compares with evaluate().
template <class H>
void check_incremental(const Puzzle& p, const H& heuristic, int steps) {
  Rng rng(7);
  Board board = p.goal();
  typename H::State state;
  int h = heuristic.start(board, state);
  int mismatches = 0;
  for (int step = 0; step < steps; ++step) {
    const auto& options = p.topology().neighbours(board.blank);
    const int cell = options[rng.below(static_cast<std::uint32_t>(options.size()))];
    typename H::State next;
    h = heuristic.move(state, next, h, board, board[cell], cell, board.blank);
    state = next;
    board.slide(cell);
    mismatches += h != heuristic.evaluate(board);
  }
  CHECK(mismatches == 0);
}

}  // namespace

TEST_CASE("Manhattan distance is admissible on every state of 3x3 and 3x3+1", "[slow]") {
  for (const char* name : {"8", "3x3+1", "2x4"}) {
    INFO(name);
    auto p = puzzle(name);
    bool tight = false;
    check_admissible_everywhere(*p, ManhattanDistance(*p), tight);
  }
}

TEST_CASE(
    "linear conflict is admissible on every state of 3x3 and 2x4, and never below Manhattan") {
  for (const char* name : {"8", "2x4"}) {
    INFO(name);
    auto p = puzzle(name);
    bool tight = false;
    LinearConflict lc(*p);
    check_admissible_everywhere(*p, lc, tight);
    CHECK(tight);
    ManhattanDistance md(*p);
    for (int seed = 0; seed < 2000; ++seed) {
      const Board b = random_solvable(*p, seed);
      CHECK(lc.evaluate(b) >= md.evaluate(b));
    }
  }
}

TEST_CASE("Manhattan on 3x3+1 uses graph distance through the slot") {
  auto p = puzzle("3x3+1");
  ManhattanDistance md(*p);
  // Piece 9 in the slot must travel to cell 9: five steps through the graph.
  CHECK(md.tile_distance(9, 0) == 5);
  CHECK(md.evaluate(p->goal()) == 0);
}

TEST_CASE("linear conflict counts reversed pairs") {
  auto p = puzzle("15");
  LinearConflict lc(*p);
  ManhattanDistance md(*p);
  // 2 and 1 reversed in their goal row: Manhattan 2, plus one conflict worth 2.
  const Board b = slide::testing::board(*p, "2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 0");
  CHECK(md.evaluate(b) == 2);
  CHECK(lc.evaluate(b) == 4);
  // 3 2 1 in a row: the longest run in order has one tile, two must leave: +4.
  const Board c = slide::testing::board(*p, "3 2 1 4 5 6 7 8 9 10 11 12 13 14 15 0");
  CHECK(lc.evaluate(c) - md.evaluate(c) == 4);
}

TEST_CASE("incremental updates equal full evaluation along long walks") {
  for (const char* name :
       {"8", "15", "24", "3x4", "3x3+1", "2x6", "6x2", "2x7", "7x2", "3x7", "6x4", "4x6", "7x3"}) {
    INFO(name);
    auto p = puzzle(name);
    check_incremental(*p, ManhattanDistance(*p), 20000);
    if (p->topology().grid_width() > 0) check_incremental(*p, LinearConflict(*p), 20000);
  }
  auto korf_goal = puzzle("15", "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15");
  check_incremental(*korf_goal, LinearConflict(*korf_goal), 20000);
  auto small = puzzle("8");
  check_incremental(*small, DistanceTable(*small), 2000);
}

TEST_CASE("misplaced tiles and Euclidean distance: admissible, below Manhattan, exact by hand",
          "[slow]") {
  for (const char* name : {"8", "3x3+1"}) {
    INFO(name);
    auto p = puzzle(name);
    REQUIRE(EuclideanDistance::applies(*p));
    const MisplacedTiles misplaced(*p);
    const EuclideanDistance euclidean(*p);
    const ManhattanDistance manhattan(*p);
    // Admissible on every state: tests/core/registry_test.cpp checks every registry row. The
    // ordering on every position: misplaced <= Euclidean <= Manhattan, Euclidean sometimes strictly
    // below (a tile off its home diagonally).
    const DistanceTable table(*p);
    std::uint64_t out_of_order = 0, strictly_below = 0;
    slide::testing::for_each_arrangement(table, factorial(p->cell_count()), [&](const Board& b) {
      const int m = misplaced.evaluate(b), e = euclidean.evaluate(b), d = manhattan.evaluate(b);
      out_of_order += m > e || e > d;
      strictly_below += e < d;
    });
    CHECK(out_of_order == 0);
    CHECK(strictly_below > 0);
    CHECK(misplaced.evaluate(p->goal()) == 0);
    CHECK(euclidean.evaluate(p->goal()) == 0);
  }
  auto p = puzzle("8");
  // Tiles 5 and 1 swapped across the diagonal: two misplaced, Manhattan 2 + 2, Euclidean
  // 2 x sqrt(2) = 2.83, rounded up to 3.
  const Board swapped = slide::testing::board(*p, "5 2 3 4 1 6 7 8 0");
  CHECK(MisplacedTiles(*p).evaluate(swapped) == 2);
  CHECK(EuclideanDistance(*p).evaluate(swapped) == 3);
  CHECK(ManhattanDistance(*p).evaluate(swapped) == 4);
  // On 3x3+1 the slot is drawn one unit above cell 1: piece 9 in the slot is sqrt(4 + 16) =
  // 4.47 from home in a straight line (5 steps through the graph).
  auto slot = puzzle("3x3+1");
  const Board nine_up = slide::testing::board(*slot, "9 1 2 3 4 5 6 7 8 0");
  CHECK(EuclideanDistance(*slot).evaluate(nine_up) <= ManhattanDistance(*slot).evaluate(nine_up));
}

TEST_CASE("misplaced tiles and Euclidean distance update incrementally along long walks") {
  for (const char* name : {"8", "15", "24", "3x3+1"}) {
    INFO(name);
    auto p = puzzle(name);
    check_incremental(*p, MisplacedTiles(*p), 20000);
    check_incremental(*p, EuclideanDistance(*p), 20000);
  }
}

TEST_CASE("Euclidean distance needs moves of at most one unit") {
  // Cells 0 and 1 drawn two units apart but adjacent: a move could shorten a line by 2.
  auto stretched = Topology::make("stretched", {{0, 0}, {2, 0}}, {{1}, {0}});
  REQUIRE(stretched);
  const Puzzle p(*stretched.value, Board::from_tiles({1, 0}));
  CHECK_FALSE(EuclideanDistance::applies(p));
  CHECK(EuclideanDistance::applies(*puzzle("3x3+1")));
}
