// The session's bounds against callers that ask without end (issue 14, items 9, 10, 13): caches
// evict the least recently used entry, jobs nobody cancels are forgotten, budgets are clamped.
#include "model/scramble.hpp"
#include "session/session.hpp"
#include "support.hpp"

using namespace slide;
using slide::testing::build_tables;
using slide::testing::puzzle;

TEST_CASE("session bounds: the least recently used puzzle is dropped, the busy one kept") {
  Session session;
  auto kept = session.puzzle("8");
  REQUIRE(kept);
  for (int seed = 0; seed < 100; ++seed) {
    const Board goal = random_walk(*puzzle("8"), 30, seed);
    REQUIRE(session.puzzle("8", goal.to_string()));
    REQUIRE(*session.puzzle("8").value == *kept.value);  // used on every round: never evicted
  }
}

TEST_CASE("session bounds: at most kMaxJobs jobs; the least recently run goes first") {
  Session session;
  auto p = *session.puzzle("15").value;
  std::vector<int> jobs;
  for (int i = 0; i < 40; ++i) {
    auto started = session.start_search(p, random_walk(*p, 60, i), SolveOptions{});
    REQUIRE(started);
    jobs.push_back(started.value->job);
    if (i >= 1) REQUIRE(session.run(jobs[1], 10));  // kept busy
  }
  CHECK(session.job_count() == Session::kMaxJobs);
  CHECK(session.run(jobs[1], 10));
  CHECK_FALSE(session.run(jobs[0], 10));
  CHECK(session.run(jobs[0], 10).error.code == ErrorCode::no_such_job);
  CHECK(session.run(jobs.back(), 10));
}

TEST_CASE("session bounds: one run() call does at most kMaxBudget nodes") {
  Session session;
  auto p = *session.puzzle("15").value;
  const Board hard = random_walk(*p, 200, 7);
  auto started = session.start_search(p, hard, SolveOptions{Algorithm::ida, "manhattan"});
  REQUIRE(started);
  auto report = session.run(started.value->job, std::uint64_t{1} << 50);
  REQUIRE(report);
  if (report.value->status == JobStatus::running)
    CHECK(report.value->search->stats().nodes <= Session::kMaxBudget + 64);
  CHECK(Session::budget_from(1e300) == Session::kMaxBudget);
}

TEST_CASE("session bounds: installed tables and computed tables are kept for a few goals only") {
  TableStore store;
  std::vector<std::shared_ptr<const Puzzle>> puzzles;
  for (int seed = 0; seed < 6; ++seed) {
    auto p = puzzle("8", random_walk(*puzzle("8"), 30, seed + 1).to_string());
    puzzles.push_back(p);
    store.install(build_tables(p, "1,2,3,4/5,6,7,8"));
  }
  int installed = 0;
  for (const auto& p : puzzles) installed += store.pattern_database(*p) != nullptr;
  CHECK(installed == static_cast<int>(TableStore::kMaxInstalled));
  CHECK(store.pattern_database(*puzzles.back()) != nullptr);  // the newest stay
  CHECK(store.pattern_database(*puzzles.front()) == nullptr);
}
