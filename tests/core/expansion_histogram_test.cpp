// The expansion histogram of BFS and A* ([distance from the start][distance to the goal]) against
// an independent BFS written in the test; the searches' memory figures.
#include "lab_reference.hpp"
#include "search/best_first.hpp"
#include "session/session.hpp"
#include "support.hpp"

using namespace slide;
using slide::testing::board;
using slide::testing::grid_bfs;

namespace {

struct Run {
  JobStatus status;
  SearchStats stats;
  std::shared_ptr<const ExpansionHistogram> histogram;
  int length = 0;
};

Run solve(Session& session, const std::string& text, const std::string& algorithm, bool histogram,
          std::uint64_t state_cap = 1'000'000) {
  auto p = session.puzzle("8");
  REQUIRE(p);
  SolveOptions options;
  options.algorithm = *parse_algorithm(algorithm).value;
  options.heuristic = algorithm == "bfs" ? "" : "manhattan";
  options.histogram = histogram;
  options.state_cap = state_cap;
  auto started = session.start_search(*p.value, board(**p.value, text), options);
  INFO(started.error.message);
  REQUIRE(started);
  Run run{JobStatus::running, {}, nullptr};
  while (run.status == JobStatus::running) {
    auto report = session.run(started.value->job, 1000);
    REQUIRE(report);
    run.status = report.value->status;
    run.stats = report.value->search->stats();
    run.histogram = report.value->histogram;
    if (report.value->solution) run.length = static_cast<int>(report.value->solution->moves.size());
  }
  return run;
}

std::uint64_t row_sum(const std::vector<std::uint64_t>& row) {
  std::uint64_t sum = 0;
  for (auto n : row) sum += n;
  return sum;
}

}  // namespace

TEST_CASE("BFS's histogram: whole layers around the start, each cell as a plain BFS counts it",
          "[slow]") {
  Session session;
  const std::string start = "8 6 7 2 5 4 3 0 1";  // 31 moves: one of the two farthest positions
  Run bfs = solve(session, start, "bfs", true);
  REQUIRE(bfs.status == JobStatus::solved);
  REQUIRE(bfs.histogram);
  CHECK(bfs.histogram->total() == bfs.stats.expanded);
  auto p = session.puzzle("8");
  const auto from_start = grid_bfs(board(**p.value, start).to_vector(), 3, 3);
  const auto to_goal = grid_bfs((*p.value)->goal().to_vector(), 3, 3);
  CHECK(bfs.length == to_goal.at(board(**p.value, start).to_vector()));
  // BFS stops while expanding the layer before the goal's: every earlier layer is whole.
  std::vector<std::vector<std::uint64_t>> expected(bfs.length - 1, std::vector<std::uint64_t>(32));
  for (const auto& [tiles, d] : from_start)
    if (d < bfs.length - 1) ++expected[d][to_goal.at(tiles)];
  const auto counts = bfs.histogram->counts();
  REQUIRE(counts.size() >= expected.size());
  for (std::size_t d = 0; d < expected.size(); ++d) {
    auto row = counts[d];
    row.resize(32);
    CHECK(row == expected[d]);
  }
}

TEST_CASE("A*'s histogram: fewer expansions than BFS, all of them near the straight way") {
  Session session;
  const std::string start = "8 6 7 2 5 4 3 0 1";
  Run bfs = solve(session, start, "bfs", true);
  Run astar = solve(session, start, "astar", true);
  REQUIRE(astar.status == JobStatus::solved);
  REQUIRE(astar.histogram);
  CHECK(astar.length == bfs.length);
  CHECK(astar.histogram->total() == astar.stats.expanded);
  CHECK(astar.stats.expanded < bfs.stats.expanded);
  // Manhattan is consistent, so g at expansion is the true distance from the start: a state with
  // g + (distance to goal) > length could only be expanded if h overestimated somewhere.
  const auto counts = astar.histogram->counts();
  std::uint64_t total = 0;
  for (std::size_t g = 0; g < counts.size(); ++g) {
    total += row_sum(counts[g]);
    for (std::size_t d = 0; d < counts[g].size(); ++d)
      if (counts[g][d]) CHECK(static_cast<int>(g + d) >= astar.length);
  }
  CHECK(total == astar.stats.expanded);
}

TEST_CASE("no histogram unless asked; IDA* and big puzzles refuse one with a message") {
  Session session;
  Run plain = solve(session, "1 2 3 4 5 6 0 7 8", "astar", false);
  CHECK(plain.status == JobStatus::solved);
  CHECK(!plain.histogram);
  auto eight = session.puzzle("8");
  SolveOptions ida;
  ida.histogram = true;
  auto refused = session.start_search(*eight.value, (*eight.value)->goal(), ida);
  CHECK(!refused);
  CHECK(refused.error.code == ErrorCode::bad_option);
  auto fifteen = session.puzzle("15");
  SolveOptions astar;
  astar.algorithm = Algorithm::astar;
  astar.heuristic = "manhattan";
  astar.histogram = true;
  auto big = session.start_search(*fifteen.value, (*fifteen.value)->goal(), astar);
  CHECK(!big);
  CHECK(big.error.message.find("10 cells") != std::string::npos);
}

TEST_CASE("BFS and A* report the bytes they hold; a memory cap ends with states and MB") {
  Session session;
  Run bfs = solve(session, "8 6 7 2 5 4 3 0 1", "bfs", false);
  CHECK(bfs.stats.stored > 100'000);
  // At least the packed board and the index entry of every state kept.
  CHECK(bfs.stats.bytes >= bfs.stats.stored * (sizeof(PackedBoard) * 2));
  CHECK(bfs.stats.bytes < bfs.stats.stored * 200);
  auto p = session.puzzle("8");
  SolveOptions capped;
  capped.algorithm = Algorithm::bfs;
  capped.state_cap = 5000;
  auto search = session.make_search(*p.value, board(**p.value, "8 6 7 2 5 4 3 0 1"), capped);
  REQUIRE(search);
  JobStatus status = JobStatus::running;
  while (status == JobStatus::running) status = (*search.value)->run(1000);
  CHECK(status == JobStatus::gave_up);
  CHECK((*search.value)->stats().stored == 5000);
  CHECK((*search.value)->message().find("gave up after 5000 states (") != std::string::npos);
  CHECK((*search.value)->stats().bytes > 0);
}
