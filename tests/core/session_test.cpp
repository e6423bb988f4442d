// The session: puzzles, the heuristic choice and its fallback, jobs by id, the table policies.
#include "session/session.hpp"

#include "model/scramble.hpp"
#include "support.hpp"

using namespace slide;
using slide::testing::puzzle;

namespace {

// Runs a job to its end in small slices, as the page's worker does.
JobReport finish(Session& session, int job, std::uint64_t budget = 50000) {
  for (int slices = 0;; ++slices) {
    auto report = session.run(job, budget);
    REQUIRE(report);
    if (report.value->status != JobStatus::running) return *report.value;
    REQUIRE(slices < 1000000);
  }
}

std::vector<std::string> available(const Session& session, const Puzzle& p) {
  std::vector<std::string> ids;
  for (const HeuristicChoice& choice : session.heuristics(p))
    if (choice.available) ids.emplace_back(choice.row->id);
  return ids;
}

}  // namespace

TEST_CASE("session: the 4x4 and 5x5 policy and the storage key of the tables") {
  CHECK(tables_buildable(*puzzle("15")));
  CHECK(tables_buildable(*puzzle("15", "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15")));
  CHECK(tables_buildable(*puzzle("24")));
  CHECK(tables_buildable(*puzzle("5x5")));
  for (const char* name : {"8", "3x3+1", "3x4", "2x3", "5x4", "4x5"}) {
    INFO(name);
    CHECK_FALSE(tables_buildable(*puzzle(name)));
  }
  // The exact string the page stores its tables under: changing it orphans every copy kept in a
  // reader's IndexedDB (done on purpose for version 2: version 1 tables may be too weak).
  CHECK(table_storage_key(*puzzle("15")) ==
        "4x4:1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0|v2|5,6,9,10,13,14/4,7,8,11,12,15/1,2,3");
  CHECK(table_key(*puzzle("8")) == "3x3:1 2 3 4 5 6 7 8 0");
  CHECK(table_storage_key(*puzzle("24")) ==
        "5x5:1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 0|v2|"
        "1,2,3,6,7/4,5,8,9,10/11,12,16,17,21/13,14,15,18,19/20,22,23,24");
}

TEST_CASE("session: the 24-puzzle's tables are offered, built in slices and cancellable") {
  Session session;
  auto p = *session.puzzle("24").value;
  CHECK(session.heuristics(*p)[0].row->id == "pdb");  // offered before it exists...
  CHECK_FALSE(session.heuristics(*p)[0].available);   // ...but not available
  CHECK(session.default_heuristic(*p) == "linear-conflict");
  auto started = session.start_table_build(p);
  REQUIRE(started);
  CHECK(started.value->states == 4 * 6375600ull * 20 + 303600ull * 21);  // E * free cells
  auto report = session.run(started.value->job, 1 << 20);
  REQUIRE(report);
  CHECK(report.value->status == JobStatus::running);
  CHECK(report.value->progress.value_or(0) > 0);
  CHECK(session.cancel(started.value->job));
  CHECK_FALSE(session.tables().pattern_database(*p));
  CHECK(session.default_heuristic(*p) == "linear-conflict");
}

TEST_CASE("session: table builds are refused where the policy says no, and install when done") {
  Session session;
  auto refused = session.start_table_build(puzzle("8"));
  REQUIRE_FALSE(refused);
  CHECK(refused.error.code == ErrorCode::not_buildable);
  CHECK(std::string(to_string(refused.error.code)) == "not-buildable");

  auto p = *session.puzzle("15").value;
  CHECK(session.heuristics(*p)[0].row->id == "pdb");  // offered before it exists...
  CHECK_FALSE(session.heuristics(*p)[0].available);   // ...but not available
  CHECK(session.default_heuristic(*p) == "linear-conflict");
  CHECK_FALSE(session.save_tables(*p));

  auto started = session.start_table_build(p);
  REQUIRE(started);
  CHECK(started.value->states > 0);
  auto first = session.run(started.value->job, 1000);
  REQUIRE(first);
  CHECK(first.value->status == JobStatus::running);
  CHECK(*first.value->progress < 0.01);
  const JobReport last = finish(session, started.value->job, 1u << 24);
  CHECK(last.status == JobStatus::done);
  CHECK(last.progress == 1.0);
  CHECK(session.job_count() == 0);  // forgotten after its last report
  CHECK_FALSE(session.run(started.value->job, 1));
  CHECK(session.default_heuristic(*p) == "pdb");

  // The bytes round-trip into a fresh session; foreign bytes are refused with the reason.
  auto bytes = session.save_tables(*p);
  REQUIRE(bytes);
  Session other;
  auto loaded = other.load_tables(p, *bytes.value);
  REQUIRE(loaded);
  CHECK(other.default_heuristic(*p) == "pdb");
  auto foreign =
      other.load_tables(puzzle("15", "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15"), *bytes.value);
  REQUIRE_FALSE(foreign);
  CHECK(foreign.error.code == ErrorCode::bad_tables);
}

TEST_CASE("session: a heuristic without its tables falls back only when asked to") {
  Session session;
  auto p = *session.puzzle("15").value;
  const Board start = random_walk(*p, 30, 5);
  SolveOptions options;
  options.heuristic = "pdb";
  auto refused = session.start_search(p, start, options);
  REQUIRE_FALSE(refused);
  CHECK(refused.error.code == ErrorCode::unavailable_heuristic);
  options.fallback = true;
  auto started = session.start_search(p, start, options);
  REQUIRE(started);
  CHECK(started.value->heuristic == "linear-conflict");
  CHECK(started.value->fallback_from == "pdb");
  CHECK(finish(session, started.value->job).status == JobStatus::solved);

  options.heuristic = "no-such-thing";
  auto unknown = session.start_search(p, start, options);
  REQUIRE_FALSE(unknown);
  CHECK(unknown.error.code == ErrorCode::unknown_heuristic);
}

TEST_CASE("session: jobs by id; solutions name tiles, blank and tile directions") {
  Session session;
  auto p = *session.puzzle("15").value;
  const Board start = slide::testing::board(*p, "1 2 3 4 5 6 7 8 9 10 11 12 13 0 14 15");
  auto started = session.start_search(p, start, SolveOptions{});
  REQUIRE(started);
  CHECK(session.job_count() == 1);
  const JobReport report = finish(session, started.value->job);
  REQUIRE(report.solution);
  CHECK(report.solution->names.tiles == std::vector<int>{14, 15});
  CHECK(report.solution->names.blank_directions == "RR");
  CHECK(report.solution->names.tile_directions == "LL");
  CHECK_FALSE(report.progress);

  auto slot = *session.puzzle("3x3+1").value;
  auto names = slot->name_moves(slot->goal(), {1, 2});  // the blank leaves the slot downwards
  CHECK(names.blank_directions == "DR");
  CHECK(names.tile_directions == "UL");

  auto running = session.start_search(p, random_walk(*p, 80, 3), SolveOptions{});
  REQUIRE(running);
  REQUIRE(session.run(running.value->job, 100).value->status == JobStatus::running);
  CHECK(session.cancel(running.value->job));
  CHECK_FALSE(session.cancel(running.value->job));
  auto gone = session.run(running.value->job, 100);
  REQUIRE_FALSE(gone);
  CHECK(gone.error.code == ErrorCode::no_such_job);
  CHECK(session.job_count() == 0);

  auto unsolvable = session.start_search(
      p, slide::testing::board(*p, "1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0"), SolveOptions{});
  REQUIRE_FALSE(unsolvable);
  CHECK(unsolvable.error.code == ErrorCode::unsolvable);
  CHECK(session.job_count() == 0);
}

TEST_CASE("session: puzzles are cached and bad names are refused with a code") {
  Session session;
  CHECK(*session.puzzle("8").value == *session.puzzle("8").value);
  CHECK(session.puzzle("17").error.code == ErrorCode::bad_puzzle);
  CHECK(session.puzzle("8", "1 2 3").error.code == ErrorCode::bad_goal);
  CHECK(available(session, **session.puzzle("3x3+1").value).front() == "exact");
}
