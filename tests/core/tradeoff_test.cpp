// The lab's speed-versus-length searches against ground truth written here: optimal 8-puzzle
// lengths from a breadth-first search over this file's own board model, Korf's published optima
// for the 15-puzzle, and every path replayed on that model (not the core's Board).
#include "lab/tradeoff.hpp"

#include <algorithm>
#include <deque>
#include <random>
#include <unordered_map>

#include "support.hpp"

using namespace slide;
using slide::testing::puzzle;

namespace {

// A w x w grid as a list of tiles in reading order, 0 for the blank.
struct GridBoard {
  int width;
  std::vector<int> tiles;
  int blank() const {
    return static_cast<int>(std::find(tiles.begin(), tiles.end(), 0) - tiles.begin());
  }
  // Slides the tile of `cell` into the blank; false unless the two are side by side.
  bool slide(int cell) {
    const int b = blank();
    if (cell < 0 || cell >= static_cast<int>(tiles.size())) return false;
    const int dr = std::abs(cell / width - b / width), dc = std::abs(cell % width - b % width);
    if (dr + dc != 1) return false;
    std::swap(tiles[cell], tiles[b]);
    return true;
  }
  std::uint64_t key() const {
    std::uint64_t k = 0;
    for (int t : tiles) k = k * 16 + static_cast<std::uint64_t>(t);
    return k;
  }
};

GridBoard goal_grid(int width) {
  GridBoard g{width, {}};
  for (int i = 1; i < width * width; ++i) g.tiles.push_back(i);
  g.tiles.push_back(0);
  return g;
}

GridBoard grid_from(const Board& board, int width) {
  GridBoard g{width, {}};
  for (int cell = 0; cell < width * width; ++cell) g.tiles.push_back(board.tiles[cell]);
  return g;
}

// Every 8-puzzle position and its distance to the goal, by breadth-first search from the goal.
struct EightPuzzleTruth {
  std::unordered_map<std::uint64_t, int> distance;
  std::vector<GridBoard> positions;
};

const EightPuzzleTruth& eight_puzzle_truth() {
  static const EightPuzzleTruth truth = [] {
    EightPuzzleTruth t;
    std::deque<GridBoard> queue{goal_grid(3)};
    t.distance[queue.front().key()] = 0;
    while (!queue.empty()) {
      GridBoard b = queue.front();
      queue.pop_front();
      t.positions.push_back(b);
      const int d = t.distance[b.key()];
      for (int cell = 0; cell < 9; ++cell) {
        GridBoard next = b;
        if (!next.slide(cell)) continue;
        if (t.distance.emplace(next.key(), d + 1).second) queue.push_back(next);
      }
    }
    return t;
  }();
  return truth;
}

Board to_board(const Puzzle& p, const GridBoard& g) {
  std::string text;
  for (int t : g.tiles) text += std::to_string(t) + " ";
  return slide::testing::board(p, text);
}

// The path's length if it is a legal move sequence that reaches the goal, else -1.
int replayed_length(const Board& start, int width, const std::vector<int>& moves) {
  GridBoard b = grid_from(start, width);
  for (int cell : moves)
    if (!b.slide(cell)) return -1;
  return b.tiles == goal_grid(width).tiles ? static_cast<int>(moves.size()) : -1;
}

struct Outcome {
  SearchStatus status;
  std::vector<int> moves;
  SearchStats stats;
  std::string message;
};

TradeoffOptions options(TradeoffAlgorithm algorithm, std::string heuristic = "manhattan") {
  TradeoffOptions o;
  o.algorithm = algorithm;
  o.heuristic = std::move(heuristic);
  return o;
}

Outcome run(Session& session, std::shared_ptr<const Puzzle> p, const Board& b,
            const TradeoffOptions& o, std::uint64_t slice = 1u << 20) {
  auto made = make_tradeoff_search(session, p, b, o);
  INFO(made.error.message);
  REQUIRE(made);
  Search& s = **made.value;
  int slices = 0;
  while (s.run(slice) == SearchStatus::running) REQUIRE(++slices < 10000000);
  return {s.status(), s.solution(), s.stats(), s.message()};
}

std::vector<GridBoard> random_eight_puzzles(int count, unsigned seed) {
  const auto& all = eight_puzzle_truth().positions;
  std::mt19937 rng(seed);
  std::vector<GridBoard> picked;
  for (int i = 0; i < count; ++i) picked.push_back(all[rng() % all.size()]);
  return picked;
}

}  // namespace

TEST_CASE("tradeoff: the test's board model agrees with the core's 8-puzzle") {
  auto p = puzzle("8");
  CHECK(p->is_goal(to_board(*p, goal_grid(3))));
  CHECK(eight_puzzle_truth().positions.size() == 181440);  // 9!/2 (Johnson & Story)
}

TEST_CASE("tradeoff: A* and weighted A* at weight 1 find the optimum on random 8-puzzles") {
  Session session;
  auto p = puzzle("8");
  for (const GridBoard& g : random_eight_puzzles(60, 1)) {
    const int optimum = eight_puzzle_truth().distance.at(g.key());
    const Board start = to_board(*p, g);
    for (auto algorithm : {TradeoffAlgorithm::astar, TradeoffAlgorithm::weighted}) {
      TradeoffOptions o = options(algorithm, "linear-conflict");
      o.weight = 1;
      Outcome out = run(session, p, start, o);
      REQUIRE(out.status == SearchStatus::solved);
      CHECK(replayed_length(start, 3, out.moves) == optimum);
    }
  }
}

TEST_CASE("tradeoff: weighted A* stays within weight x optimum on random 8-puzzles") {
  Session session;
  auto p = puzzle("8");
  for (double weight : {1.5, 2.0, 3.0, 5.0}) {
    std::uint64_t nodes = 0, nodes_at_one = 0;
    for (const GridBoard& g : random_eight_puzzles(60, 2)) {
      const int optimum = eight_puzzle_truth().distance.at(g.key());
      const Board start = to_board(*p, g);
      TradeoffOptions o = options(TradeoffAlgorithm::weighted);
      o.weight = weight;
      Outcome out = run(session, p, start, o);
      REQUIRE(out.status == SearchStatus::solved);
      const int length = replayed_length(start, 3, out.moves);
      INFO("weight " << weight << ", optimum " << optimum);
      CHECK(length >= optimum);
      CHECK(length <= weight * optimum);
      nodes += out.stats.nodes;
      o.weight = 1;
      nodes_at_one += run(session, p, start, o).stats.nodes;
    }
    // The point of the weight: fewer nodes over many positions (not promised for every one).
    CHECK(nodes < nodes_at_one);
  }
}

TEST_CASE("tradeoff: weighted A* stays within weight x Korf's optimum on 15-puzzles") {
  Session session;
  auto p = puzzle("15");
  auto korf = slide::testing::korf100();
  for (int i : {0, 1, 2}) {
    const Board start = slide::testing::board(*p, korf[i].board);
    for (double weight : {2.0, 3.0, 5.0}) {
      TradeoffOptions o = options(TradeoffAlgorithm::weighted, "linear-conflict");
      o.weight = weight;
      Outcome out = run(session, p, start, o);
      INFO("Korf " << korf[i].korf_number << ", weight " << weight << ": " << out.message);
      REQUIRE(out.status == SearchStatus::solved);
      const int length = replayed_length(start, 4, out.moves);
      CHECK(length >= korf[i].optimal);
      CHECK(length <= weight * korf[i].optimal);
    }
  }
}

TEST_CASE("tradeoff: greedy and beam paths are legal and reach the goal") {
  Session session;
  auto p8 = puzzle("8");
  for (const GridBoard& g : random_eight_puzzles(40, 3)) {
    const Board start = to_board(*p8, g);
    const int optimum = eight_puzzle_truth().distance.at(g.key());
    Outcome greedy = run(session, p8, start, options(TradeoffAlgorithm::greedy));
    REQUIRE(greedy.status == SearchStatus::solved);
    CHECK(replayed_length(start, 3, greedy.moves) >= optimum);
    TradeoffOptions beam = options(TradeoffAlgorithm::beam);
    beam.width = 50;
    Outcome out = run(session, p8, start, beam);
    INFO(out.message);
    REQUIRE(out.status == SearchStatus::solved);
    CHECK(replayed_length(start, 3, out.moves) >= optimum);
  }
  auto p15 = puzzle("15");
  auto korf = slide::testing::korf100();
  for (int i : {0, 1, 2, 3, 4}) {
    const Board start = slide::testing::board(*p15, korf[i].board);
    Outcome greedy =
        run(session, p15, start, options(TradeoffAlgorithm::greedy, "linear-conflict"));
    REQUIRE(greedy.status == SearchStatus::solved);
    CHECK(replayed_length(start, 4, greedy.moves) >= korf[i].optimal);
    TradeoffOptions beam = options(TradeoffAlgorithm::beam, "linear-conflict");
    beam.width = 1000;
    Outcome out = run(session, p15, start, beam);
    INFO("Korf " << korf[i].korf_number << ": " << out.message);
    REQUIRE(out.status == SearchStatus::solved);
    CHECK(replayed_length(start, 4, out.moves) >= korf[i].optimal);
  }
}

TEST_CASE("tradeoff: a beam too narrow gives up cleanly, with a reason") {
  Session session;
  auto p = puzzle("8");
  int died_out = 0;
  for (const GridBoard& g : random_eight_puzzles(30, 4)) {
    const Board start = to_board(*p, g);
    TradeoffOptions o = options(TradeoffAlgorithm::beam, "misplaced");
    o.width = 1;
    Outcome out = run(session, p, start, o);
    if (out.status == SearchStatus::solved) {
      CHECK(replayed_length(start, 3, out.moves) >= 0);
      continue;
    }
    REQUIRE(out.status == SearchStatus::gave_up);
    CHECK(out.moves.empty());
    const bool died = out.message.find("died out") != std::string::npos;
    const bool too_deep = out.message.find("depth cap") != std::string::npos;
    CHECK((died || too_deep));
    died_out += died;
  }
  CHECK(died_out > 0);  // a width-1 beam on the 8-puzzle usually walks into a dead end

  TradeoffOptions capped = options(TradeoffAlgorithm::beam);
  capped.width = 1000;
  capped.state_cap = 50;
  Outcome out = run(session, p, to_board(*p, random_eight_puzzles(1, 5)[0]), capped);
  CHECK(out.status == SearchStatus::gave_up);
  CHECK(out.message.find("memory cap") != std::string::npos);
  CHECK(out.stats.stored <= 50);
}

TEST_CASE("tradeoff: cancel ends every search; slices change nothing") {
  Session session;
  auto p = puzzle("15");
  const Board start = slide::testing::board(*p, slide::testing::korf100()[0].board);
  for (auto algorithm : {TradeoffAlgorithm::astar, TradeoffAlgorithm::weighted,
                         TradeoffAlgorithm::greedy, TradeoffAlgorithm::beam}) {
    TradeoffOptions o = options(algorithm, "linear-conflict");
    o.weight = 3;
    o.width = 200;
    auto made = make_tradeoff_search(session, p, start, o);
    REQUIRE(made);
    Search& s = **made.value;
    CHECK(s.run(500) == SearchStatus::running);
    s.cancel();
    CHECK(s.status() == SearchStatus::cancelled);
    CHECK(s.run(1u << 20) == SearchStatus::cancelled);
    if (algorithm == TradeoffAlgorithm::astar) continue;  // too many states for Korf 1
    Outcome whole = run(session, p, start, o);
    Outcome sliced = run(session, p, start, o, 7);
    REQUIRE(whole.status == SearchStatus::solved);
    CHECK(sliced.status == SearchStatus::solved);
    CHECK(sliced.moves == whole.moves);
    CHECK(sliced.stats.expanded == whole.stats.expanded);
    CHECK(sliced.stats.stored == whole.stats.stored);
  }
}

TEST_CASE("tradeoff: options are read with one message per mistake") {
  auto read = [](LooseFields fields) { return read_tradeoff_options(fields); };
  auto number = [](double d) { return LooseValue{LooseValue::Kind::number, d, {}, false}; };
  auto text = [](std::string t) {
    return LooseValue{LooseValue::Kind::text, 0, std::move(t), false};
  };
  CHECK(read({{"algorithm", text("dijkstra")}}).error.code == ErrorCode::unknown_algorithm);
  CHECK(read({{"weight", number(0.5)}}).error.message == "weight must be a number from 1 to 100");
  CHECK(!read({{"weight", number(std::nan(""))}}));
  CHECK(!read({{"weight", text("2")}}));
  CHECK(!read({{"width", number(0)}}));
  CHECK(!read({{"width", number(2.5)}}));
  auto good = read({{"algorithm", text("beam")}, {"width", number(30)}, {"weight", number(2.5)}});
  REQUIRE(good);
  CHECK(good.value->algorithm == TradeoffAlgorithm::beam);
  CHECK(good.value->width == 30);
  CHECK(good.value->weight == 2.5);

  Session session;
  auto p = puzzle("8");
  TradeoffOptions bad = options(TradeoffAlgorithm::greedy, "pdb");
  CHECK(!make_tradeoff_search(session, p, p->goal(), bad));
  Board swapped = to_board(*p, GridBoard{3, {2, 1, 3, 4, 5, 6, 7, 8, 0}});
  auto unsolvable = make_tradeoff_search(session, p, swapped, options(TradeoffAlgorithm::beam));
  REQUIRE(unsolvable);
  CHECK((*unsolvable.value)->status() == SearchStatus::unsolvable);
}

// Not a check: the README's figures (`slide_tests "[.tradeoff-figures]"`), Korf 1-5 natively.
TEST_CASE("tradeoff: figures on Korf 1-5", "[.tradeoff-figures]") {
  Session session;
  auto p = puzzle("15");
  auto korf = slide::testing::korf100();
  struct Row {
    const char* name;
    TradeoffAlgorithm algorithm;
    double weight;
    std::uint64_t width;
  };
  const Row rows[] = {{"weighted 1", TradeoffAlgorithm::weighted, 1, 0},
                      {"weighted 1.5", TradeoffAlgorithm::weighted, 1.5, 0},
                      {"weighted 2", TradeoffAlgorithm::weighted, 2, 0},
                      {"weighted 3", TradeoffAlgorithm::weighted, 3, 0},
                      {"weighted 5", TradeoffAlgorithm::weighted, 5, 0},
                      {"greedy", TradeoffAlgorithm::greedy, 1, 0},
                      {"beam 10", TradeoffAlgorithm::beam, 1, 10},
                      {"beam 100", TradeoffAlgorithm::beam, 1, 100},
                      {"beam 1000", TradeoffAlgorithm::beam, 1, 1000},
                      {"beam 10000", TradeoffAlgorithm::beam, 1, 10000}};
  for (int i = 0; i < 5; ++i) {
    const Board start = slide::testing::board(*p, korf[i].board);
    for (const Row& row : rows) {
      TradeoffOptions o = options(row.algorithm, "linear-conflict");
      o.weight = row.weight;
      o.width = row.width;
      o.state_cap = Session::kMaxStateCap;
      Outcome out = run(session, p, start, o);
      const int length = out.status == SearchStatus::solved
                             ? replayed_length(start, 4, out.moves)
                             : -static_cast<int>(out.moves.size()) - 1;
      std::printf(
          "korf %d (optimum %d)  %-12s  length %4d  nodes %9llu  stored %8llu  %7.1f ms  %s\n",
          korf[i].korf_number, korf[i].optimal, row.name, length,
          static_cast<unsigned long long>(out.stats.nodes),
          static_cast<unsigned long long>(out.stats.stored), out.stats.elapsed_ms,
          out.message.c_str());
    }
  }
}
