// One 4x4 pattern-database search split across threads: published optimal lengths, exactly the
// serial search's nodes in every iteration before the last, slices, cancel, and other goals.
#include "heuristics/parallel_pdb_search.hpp"

#include "model/scramble.hpp"
#include "session/session.hpp"
#include "support.hpp"

using namespace slide;
using slide::testing::board;
using slide::testing::build_tables;
using slide::testing::kFiveFiveFive;
using slide::testing::puzzle;
using slide::testing::run;
using Run = slide::testing::SearchRun;

namespace {

std::shared_ptr<Search> make(Session& session, std::shared_ptr<const Puzzle> p, const Board& start,
                             int threads) {
  SolveOptions options{Algorithm::ida, "pdb"};
  options.threads = threads;
  auto made = session.make_search(p, start, options);
  REQUIRE(made);
  return std::move(*made.value);
}

// The nodes of the iterations before the last: the same in any order of subtrees.
std::uint64_t before_last(const Run& run) { return run.stats.nodes - run.stats.iteration_nodes; }

}  // namespace

TEST_CASE("parallel search: Korf's instances at their optimum, the serial nodes before the last",
          "[parallel]") {
  Session session;
  auto p = puzzle("15");
  auto tables = build_tables(p, kFiveFiveFive);
  session.tables().install(tables);
  CHECK(dynamic_cast<ParallelPdbSearch*>(make(session, p, p->goal(), 2).get()) != nullptr);
  CHECK(dynamic_cast<ParallelPdbSearch*>(make(session, p, p->goal(), 1).get()) == nullptr);
  int tested = 0;
  std::uint64_t subtrees = 0;
  for (const auto& known : slide::testing::korf100()) {
    if (known.optimal > 50) continue;
    INFO("Korf #" << known.korf_number);
    const Board start = board(*p, known.board);
    const Run serial = run(*make(session, p, start, 1));
    REQUIRE(serial.status == SearchStatus::solved);
    for (int threads : {2, 3}) {
      INFO(threads << " threads");
      auto search = make(session, p, start, threads);
      const Run split = run(*search);
      subtrees += dynamic_cast<ParallelPdbSearch&>(*search).subtrees();
      REQUIRE(split.status == SearchStatus::solved);  // solved means replayed to the goal
      CHECK(static_cast<int>(split.moves.size()) == known.optimal);
      CHECK(split.stats.threshold == serial.stats.threshold);
      CHECK(split.stats.iteration == serial.stats.iteration);
      CHECK(before_last(split) == before_last(serial));
    }
    ++tested;
  }
  CHECK(tested >= 5);
  CHECK(subtrees > 1000);  // the split path ran, not only iterations too small to split
}

TEST_CASE("parallel search: slices of any size, and the goal itself", "[parallel]") {
  Session session;
  auto p = puzzle("15");
  session.tables().install(build_tables(p, kFiveFiveFive));
  const Board start = random_walk(*p, 80, 7);
  const Run serial = run(*make(session, p, start, 1));
  for (std::uint64_t slice : {1u, 1000u, 100000u}) {
    INFO("slice " << slice);
    const Run sliced = run(*make(session, p, start, 2), slice);
    REQUIRE(sliced.status == SearchStatus::solved);
    CHECK(sliced.moves.size() == serial.moves.size());
    CHECK(before_last(sliced) == before_last(serial));
  }
  const Run none = run(*make(session, p, p->goal(), 2));
  CHECK(none.status == SearchStatus::solved);
  CHECK(none.moves.empty());
  CHECK(none.stats.nodes == 0);
}

TEST_CASE("parallel search: cancel ends it; no thread searches after it", "[parallel]") {
  Session session;
  auto p = puzzle("15");
  session.tables().install(build_tables(p, kFiveFiveFive));
  // Korf #82, the hardest of the 100 for these tables: far from solved after one small slice.
  std::string hardest;
  for (const auto& known : slide::testing::korf100())
    if (known.korf_number == 82) hardest = known.board;
  const Board start = board(*p, hardest);
  auto search = make(session, p, start, 2);
  CHECK(search->run(200000) == SearchStatus::running);
  const std::uint64_t nodes = search->stats().nodes;
  CHECK(nodes >= 200000);
  search->cancel();
  CHECK(search->status() == SearchStatus::cancelled);
  CHECK(search->run(1u << 30) == SearchStatus::cancelled);
  CHECK(search->stats().nodes == nodes);
}

TEST_CASE("parallel search: other goals, with the mirror and without, against Manhattan IDA*",
          "[parallel]") {
  for (const char* goal :
       {"0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15", "1 0 2 3 4 5 6 7 8 9 10 11 12 13 14 15"}) {
    INFO("goal " << goal);
    auto p = puzzle("15", goal);
    Session session;
    session.tables().install(build_tables(p, kFiveFiveFive));
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      const Board start = random_walk(*p, 60, seed);
      const Run split = run(*make(session, p, start, 2));
      REQUIRE(split.status == SearchStatus::solved);
      // Ground truth of another kind: IDA* with Manhattan distance, no tables.
      auto manhattan = session.make_search(p, start, SolveOptions{Algorithm::ida, "manhattan"});
      REQUIRE(manhattan);
      CHECK(run(**manhattan.value).moves.size() == split.moves.size());
    }
  }
}

TEST_CASE("parallel search: a node limit is met closely", "[parallel]") {
  Session session;
  auto p = puzzle("15");
  session.tables().install(build_tables(p, kFiveFiveFive));
  std::string hardest;
  for (const auto& known : slide::testing::korf100())
    if (known.korf_number == 82) hardest = known.board;
  SolveOptions options{Algorithm::ida, "pdb"};
  options.threads = 2;
  options.node_limit = 100000;
  auto made = session.make_search(p, board(*p, hardest), options);
  REQUIRE(made);
  const Run limited = run(**made.value, 1u << 30);
  CHECK(limited.status == SearchStatus::gave_up);
  CHECK(limited.stats.nodes >= 100000);
  CHECK(limited.stats.nodes < 150000);  // the last chunks and walk, not a whole slice more
}
