// What the page watches of a running IDA*: the finished iterations (threshold, nodes) and the path
// being explored, checked against a textbook recursive IDA* and the puzzle's own moves.
#include <algorithm>
#include <numeric>

#include "heuristics/manhattan.hpp"
#include "heuristics/packed_pdb_search.hpp"
#include "model/scramble.hpp"
#include "search/ida_star.hpp"
#include "support.hpp"

using namespace slide;
using slide::testing::build_tables;
using slide::testing::puzzle;

namespace {

// The recursion of the textbook, with Manhattan computed from the topology's distances and the
// nodes of one threshold counted as IdaStar counts them: every child but the move straight back.
struct Reference {
  const Puzzle& p;
  Board board;
  std::uint64_t nodes = 0;
  int next = 0;
  bool found = false;

  int manhattan() const {
    int sum = 0;
    for (int cell = 0; cell < board.size; ++cell)
      if (board.tiles[cell] != kBlank)
        sum += p.topology().distance(cell, p.goal_cell(board.tiles[cell]));
    return sum;
  }
  void dive(int g, int previous, int threshold) {
    const int blank = board.blank;
    for (int cell : p.topology().neighbours(blank)) {
      if (cell == previous || found) continue;
      ++nodes;
      std::swap(board.tiles[cell], board.tiles[blank]);
      board.blank = static_cast<std::uint8_t>(cell);
      const int f = g + 1 + manhattan();
      if (p.is_goal(board) && f <= threshold)
        found = true;
      else if (f > threshold)
        next = std::min(next, f);
      else
        dive(g + 1, blank, threshold);
      std::swap(board.tiles[cell], board.tiles[blank]);
      board.blank = static_cast<std::uint8_t>(blank);
    }
  }
  // Nodes per threshold until the solving one (that last one not included).
  std::vector<IterationRecord> finished_iterations(const Board& start) {
    std::vector<IterationRecord> done;
    board = start;
    for (int threshold = manhattan();;) {
      nodes = 0;
      next = std::numeric_limits<int>::max();
      dive(0, -1, threshold);
      if (found) return done;
      done.push_back({threshold, nodes});
      threshold = next;
    }
  }
};

// After every slice: the history adds up and the path is a walk of legal moves from the start.
void check_between_slices(const Search& search, const Puzzle& p) {
  const SearchStats& stats = search.stats();
  const auto& done = search.iterations();
  CHECK(static_cast<int>(done.size()) == stats.iteration - 1);
  std::uint64_t sum = stats.iteration_nodes;
  for (std::size_t i = 0; i < done.size(); ++i) {
    sum += done[i].nodes;
    if (i > 0) CHECK(done[i].threshold > done[i - 1].threshold);
  }
  if (!done.empty()) CHECK(stats.threshold > done.back().threshold);
  CHECK(sum == stats.nodes);
  const std::vector<int> path = search.explored_path();
  REQUIRE(!path.empty());
  CHECK(path.front() == search.start().blank);
  CHECK(static_cast<int>(path.size()) <= stats.threshold + 1);
  for (std::size_t i = 1; i < path.size(); ++i) {
    const auto& next = p.topology().neighbours(path[i - 1]);
    CHECK(std::find(next.begin(), next.end(), path[i]) != next.end());
  }
}

std::vector<IterationRecord> watch(Search& search, const Puzzle& p, std::uint64_t slice) {
  int slices = 0;
  while (search.run(slice) == SearchStatus::running) {
    check_between_slices(search, p);
    REQUIRE(++slices < 10000000);
  }
  REQUIRE(search.status() == SearchStatus::solved);
  // Solved: the path is the solution's, and its length the last threshold.
  std::vector<int> expected{search.start().blank};
  expected.insert(expected.end(), search.solution().begin(), search.solution().end());
  CHECK(search.explored_path() == expected);
  CHECK(search.stats().threshold == static_cast<int>(search.solution().size()));
  return search.iterations();
}

bool same(const std::vector<IterationRecord>& a, const std::vector<IterationRecord>& b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](auto& x, auto& y) {
           return x.threshold == y.threshold && x.nodes == y.nodes;
         });
}

}  // namespace

TEST_CASE("watching IDA*: iterations as the textbook counts them, a legal path in every slice",
          "[watch]") {
  for (const char* name : {"8", "15", "3x3+1"}) {
    auto p = puzzle(name);
    auto heuristic = std::make_shared<const ManhattanDistance>(*p);
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      INFO(name << " seed " << seed);
      const Board start = random_walk(*p, 40, seed);
      IdaStar<ManhattanDistance> search(p, start, heuristic);
      const auto iterations = watch(search, *p, 13);
      CHECK(!iterations.empty());  // a 40-move walk needs more than one threshold
      CHECK(same(iterations, Reference{*p}.finished_iterations(start)));
    }
  }
}

TEST_CASE("watching the packed 4x4 search: the generic search's history, a legal path", "[watch]") {
  auto p = puzzle("15");
  auto tables = build_tables(p, "1,2,5,6,9/3,4,7,8,12/10,11,13,14,15");
  auto automaton = std::make_shared<const MoveAutomaton>(MoveAutomaton::no_undo(16));
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    INFO("seed " << seed);
    const Board start = random_walk(*p, 70, seed);
    PackedPdbSearch fast(p, start, tables, automaton);
    IdaStar<PatternDatabase> slow(p, start, tables);
    const auto fast_iterations = watch(fast, *p, 1000);
    const auto slow_iterations = watch(slow, *p, 1u << 30);
    CHECK(same(fast_iterations, slow_iterations));
  }
}
