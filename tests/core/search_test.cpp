// Searches against ground truth: BFS distances on small puzzles, published optimal lengths on the
// 15-puzzle. Every solution is also replayed here, independently of the search's own check.
#include "model/rules.hpp"
#include "model/scramble.hpp"
#include "search/ida_star.hpp"
#include "session/session.hpp"
#include "support.hpp"

using namespace slide;
using slide::testing::puzzle;

namespace {

struct Outcome {
  SearchStatus status;
  std::vector<int> moves;
  SearchStats stats;
  std::string message;
};

Outcome solve(Session& session, std::shared_ptr<const Puzzle> p, const Board& b,
              SolveOptions options, std::uint64_t slice = 1u << 20) {
  auto search = session.make_search(p, b, options);
  INFO(search.error.message);
  REQUIRE(search);
  Search& s = **search.value;
  int slices = 0;
  while (s.run(slice) == SearchStatus::running) REQUIRE(++slices < 100000000);
  return {s.status(), s.solution(), s.stats(), s.message()};
}

void check_reaches_goal(const Puzzle& p, const Board& start, const std::vector<int>& moves) {
  Board b = start;
  for (int cell : moves) {
    REQUIRE(p.topology().adjacent(b.blank, cell));
    b.slide(cell);
  }
  CHECK(p.is_goal(b));
}

}  // namespace

TEST_CASE("every algorithm and heuristic finds the BFS distance on small puzzles", "[slow]") {
  Session session;
  struct Case {
    const char* puzzle;
    Algorithm algorithm;
    const char* heuristic;
    int samples;
  };
  const Case cases[] = {
      {"8", Algorithm::ida, "manhattan", 3000},
      {"8", Algorithm::ida, "linear-conflict", 3000},
      {"8", Algorithm::ida, "exact", 3000},
      {"8", Algorithm::astar, "manhattan", 300},
      {"8", Algorithm::astar, "linear-conflict", 300},
      {"8", Algorithm::bfs, "", 40},
      {"3x3+1", Algorithm::ida, "manhattan", 3000},
      {"3x3+1", Algorithm::ida, "exact", 3000},
      {"3x3+1", Algorithm::astar, "manhattan", 300},
      {"3x3+1", Algorithm::bfs, "", 40},
      {"2x4", Algorithm::ida, "linear-conflict", 1000},
  };
  for (const Case& c : cases) {
    INFO(c.puzzle << " " << static_cast<int>(c.algorithm) << " " << c.heuristic);
    auto p = puzzle(c.puzzle);
    const DistanceTable table(*p);
    SolveOptions options;
    options.algorithm = c.algorithm;
    options.heuristic = c.heuristic;
    int wrong = 0;
    for (int seed = 0; seed < c.samples; ++seed) {
      const Board start = random_solvable(*p, 5000 + seed);
      const Outcome r = solve(session, p, start, options);
      REQUIRE(r.status == SearchStatus::solved);
      wrong += static_cast<int>(r.moves.size()) != table.distance(start);
      check_reaches_goal(*p, start, r.moves);
    }
    CHECK(wrong == 0);
  }
}

TEST_CASE("15-puzzle: published optimal lengths from Korf's 100") {
  Session session;
  auto p = puzzle("15");
  SolveOptions options;
  options.heuristic = "linear-conflict";
  int tested = 0;
  for (const auto& known : slide::testing::korf100()) {
    if (known.optimal > 45) continue;  // the rest belong to the benchmark (minutes each)
    INFO("Korf #" << known.korf_number);
    const Board start = slide::testing::board(*p, known.board);
    const Outcome r = solve(session, p, start, options);
    REQUIRE(r.status == SearchStatus::solved);
    CHECK(static_cast<int>(r.moves.size()) == known.optimal);
    check_reaches_goal(*p, start, r.moves);
    ++tested;
  }
  CHECK(tested >= 5);
}

TEST_CASE("the same instances in Korf's own goal convention") {
  Session session;
  auto p = puzzle("15", "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15");
  std::ifstream file(std::string(SLIDE_DATA_DIR) + "/korf100-korfgoal.txt");
  REQUIRE(file);
  int tested = 0;
  for (std::string line; std::getline(file, line);) {
    if (line.empty() || line[0] == '#') continue;
    const int optimal = std::stoi(line.substr(line.find("optimal=") + 8));
    if (optimal > 42) continue;
    const Board start = slide::testing::board(*p, line.substr(0, line.find(';')));
    const Outcome r = solve(session, p, start, SolveOptions{Algorithm::ida, "linear-conflict"});
    CHECK(static_cast<int>(r.moves.size()) == optimal);
    ++tested;
  }
  CHECK(tested >= 2);
}

TEST_CASE("resuming in tiny slices gives exactly the same search") {
  Session session;
  auto p = puzzle("15");
  const Board start = random_walk(*p, 40, 3);
  for (const char* h : {"manhattan", "linear-conflict"}) {
    const Outcome whole = solve(session, p, start, SolveOptions{Algorithm::ida, h}, 1u << 30);
    const Outcome sliced = solve(session, p, start, SolveOptions{Algorithm::ida, h}, 7);
    CHECK(whole.moves == sliced.moves);
    CHECK(whole.stats.nodes == sliced.stats.nodes);
    CHECK(whole.stats.iteration == sliced.stats.iteration);
    CHECK(whole.stats.threshold == static_cast<int>(whole.moves.size()));
  }
}

TEST_CASE("statistics can be read between slices and cancel stops the search") {
  Session session;
  auto p = puzzle("15");
  auto search =
      session.make_search(p, slide::testing::board(*p, slide::testing::korf100()[0].board),
                          SolveOptions{Algorithm::ida, "manhattan"});
  REQUIRE(search);
  Search& s = **search.value;
  int last_threshold = 0;
  std::uint64_t last_nodes = 0;
  for (int i = 0; i < 50; ++i) {
    REQUIRE(s.run(100000) == SearchStatus::running);
    CHECK(s.stats().nodes > last_nodes);
    CHECK(s.stats().threshold >= last_threshold);
    CHECK(s.stats().threshold % 2 == 41 % 2);  // Manhattan thresholds keep the parity of h0
    last_nodes = s.stats().nodes;
    last_threshold = s.stats().threshold;
  }
  CHECK(s.stats().iteration >= 1);
  s.cancel();
  CHECK(s.status() == SearchStatus::cancelled);
  CHECK(s.run(1000) == SearchStatus::cancelled);
  CHECK(s.stats().nodes == last_nodes);
  CHECK(s.solution().empty());
}

TEST_CASE("limits end a search cleanly") {
  Session session;
  auto p = puzzle("15");
  const Board hard = slide::testing::board(*p, slide::testing::korf100()[0].board);
  SolveOptions limited{Algorithm::ida, "manhattan", 50000};
  const Outcome r = solve(session, p, hard, limited, 1000);
  CHECK(r.status == SearchStatus::gave_up);
  CHECK(r.stats.nodes <= 50000);
  CHECK_THAT(r.message, Catch::Contains("node limit"));

  for (Algorithm a : {Algorithm::astar, Algorithm::bfs}) {
    SolveOptions capped{a, "manhattan", 0, 20000};
    const Outcome c = solve(session, p, hard, capped);
    CHECK(c.status == SearchStatus::gave_up);
    CHECK(c.stats.stored <= 20000);
    CHECK_THAT(c.message, Catch::Contains("gave up after 20000 states"));
  }
}

TEST_CASE("unsolvable starts and bad heuristics are refused before any search") {
  Session session;
  auto p = puzzle("15");
  const Board loyd = slide::testing::board(*p, "1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0");
  for (Algorithm a : {Algorithm::ida, Algorithm::astar, Algorithm::bfs}) {
    auto search = session.make_search(p, loyd, SolveOptions{a, ""});
    REQUIRE(search);
    CHECK((*search.value)->status() == SearchStatus::unsolvable);
    CHECK((*search.value)->run(1000) == SearchStatus::unsolvable);
    CHECK((*search.value)->stats().nodes == 0);
    CHECK_THAT((*search.value)->message(), Catch::Contains("inversion"));
  }
  auto bad = session.make_search(p, p->goal(), SolveOptions{Algorithm::ida, "exact"});
  CHECK_FALSE(bad);
  CHECK_THAT(bad.error.message, Catch::Contains("not available"));
  CHECK_FALSE(session.make_search(puzzle("3x3+1"), puzzle("3x3+1")->goal(),
                                  SolveOptions{Algorithm::ida, "linear-conflict"}));
}

TEST_CASE("the goal itself solves in zero moves; default heuristics") {
  Session session;
  for (const char* name : {"15", "8", "3x3+1", "24"}) {
    auto p = puzzle(name);
    for (Algorithm a : {Algorithm::ida, Algorithm::astar, Algorithm::bfs}) {
      const Outcome r = solve(session, p, p->goal(), SolveOptions{a, ""});
      CHECK(r.status == SearchStatus::solved);
      CHECK(r.moves.empty());
    }
  }
  CHECK(session.default_heuristic(*puzzle("8")) == "exact");
  CHECK(session.default_heuristic(*puzzle("3x3+1")) == "exact");
  CHECK(session.default_heuristic(*puzzle("15")) == "linear-conflict");
}
