// One 4x4 pattern-database search shared with other workers by messages: the other workers are
// simulated by a second Session (a core of its own, as a Web Worker has) running the subtrees it is
// handed, in a shuffled order, between the lead's slices. Checked against Korf's published optimal
// lengths and against the serial search's nodes in every iteration before the last.
#include "heuristics/split_pdb_search.hpp"

#include <algorithm>
#include <random>

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

std::uint64_t before_last(const SearchStats& stats) { return stats.nodes - stats.iteration_nodes; }

// The lead's job in `lead`, `workers` other workers in `other` (their items kept in a pool and run
// in a random order, a few slices each between the lead's slices).
struct Outcome {
  SearchStatus status;
  std::vector<int> moves;
  SearchStats stats;
  std::uint64_t handed_out = 0;
};

Outcome run_split(Session& lead, Session& other, std::shared_ptr<const Puzzle> p,
                  const Board& start, int workers, std::uint64_t seed,
                  std::uint64_t lead_slice = 5000) {
  SolveOptions options{Algorithm::ida, "pdb"};
  options.remote_workers = workers;
  auto started = lead.start_search(p, start, options);
  REQUIRE(started);
  const int job = started.value->job;
  struct Out {
    std::uint64_t id;
    int job;
  };
  std::vector<Out> out;
  std::mt19937_64 random(seed);
  Outcome outcome{};
  for (int rounds = 0; rounds < 10000000; ++rounds) {
    auto ran = lead.run(job, lead_slice);
    REQUIRE(ran);
    if (ran.value->status != JobStatus::running) {
      outcome.status = ran.value->status;
      if (ran.value->solution) outcome.moves = ran.value->solution->moves;
      outcome.stats = ran.value->search->stats();
      return outcome;
    }
    auto split = lead.split(job);
    REQUIRE(split);
    // Fill the other workers up to two items each, as the page's lead does.
    while (out.size() < static_cast<std::size_t>(2 * workers)) {
      auto item = (*split.value)->take();
      if (!item) break;
      auto sub = other.start_subtree(p, start, item->path, item->threshold);
      REQUIRE(sub);
      out.push_back({item->id, *sub.value});
      ++outcome.handed_out;
    }
    // Some of them work a little, in a random order; finished ones are reported.
    std::shuffle(out.begin(), out.end(), random);
    for (std::size_t i = 0; i < out.size();) {
      auto sub = other.run(out[i].job, 1 + random() % 20000);
      REQUIRE(sub);
      const JobReport& report = *sub.value;
      if (report.status == JobStatus::running) {
        ++i;
        continue;
      }
      const std::uint64_t nodes = report.search->stats().nodes;
      if (report.status == JobStatus::solved) {
        CHECK((*split.value)->report(out[i].id, nodes, &report.solution->moves, 0));
      } else {
        REQUIRE(report.status == JobStatus::done);
        CHECK((*split.value)
                  ->report(out[i].id, nodes, nullptr, report.search->subtree()->next_threshold()));
      }
      out.erase(out.begin() + static_cast<std::ptrdiff_t>(i));
    }
  }
  FAIL("the split search did not end");
  return outcome;
}

}  // namespace

TEST_CASE("split search: Korf's instances at their optimum, the serial nodes before the last",
          "[split]") {
  auto p = puzzle("15");
  auto tables = build_tables(p, kFiveFiveFive);
  Session lead, other;
  lead.tables().install(tables);
  other.tables().install(tables);
  int tested = 0;
  std::uint64_t handed_out = 0;
  for (const auto& known : slide::testing::korf100()) {
    if (known.optimal > 50) continue;
    INFO("Korf #" << known.korf_number);
    const Board start = board(*p, known.board);
    auto serial = lead.make_search(p, start, SolveOptions{Algorithm::ida, "pdb"});
    REQUIRE(serial);
    const Run alone = run(**serial.value);
    REQUIRE(alone.status == SearchStatus::solved);
    for (int workers : {1, 3}) {
      INFO(workers << " other workers");
      const Outcome split = run_split(lead, other, p, start, workers, 17 + known.korf_number);
      REQUIRE(split.status == SearchStatus::solved);  // solved means replayed to the goal
      CHECK(static_cast<int>(split.moves.size()) == known.optimal);
      CHECK(split.stats.threshold == alone.stats.threshold);
      CHECK(split.stats.iteration == alone.stats.iteration);
      CHECK(before_last(split.stats) == before_last(alone.stats));
      handed_out += split.handed_out;
    }
    ++tested;
  }
  CHECK(tested >= 5);
  CHECK(handed_out > 50);  // the other workers did take part
}

TEST_CASE("split search: other goals against Manhattan IDA*, and the goal itself", "[split]") {
  for (const char* goal :
       {"0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15", "1 0 2 3 4 5 6 7 8 9 10 11 12 13 14 15"}) {
    INFO("goal " << goal);
    auto p = puzzle("15", goal);
    auto tables = build_tables(p, kFiveFiveFive);
    Session lead, other;
    lead.tables().install(tables);
    other.tables().install(tables);
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      const Board start = random_walk(*p, 60, seed);
      const Outcome split = run_split(lead, other, p, start, 2, seed, 1000);
      REQUIRE(split.status == SearchStatus::solved);
      auto manhattan = lead.make_search(p, start, SolveOptions{Algorithm::ida, "manhattan"});
      REQUIRE(manhattan);
      CHECK(run(**manhattan.value).moves.size() == split.moves.size());
    }
    const Outcome none = run_split(lead, other, p, p->goal(), 2, 1);
    CHECK(none.status == SearchStatus::solved);
    CHECK(none.moves.empty());
  }
}

TEST_CASE("split search: bad reports are refused, a lost item is searched again", "[split]") {
  auto p = puzzle("15");
  auto tables = build_tables(p, kFiveFiveFive);
  Session lead, other;
  lead.tables().install(tables);
  other.tables().install(tables);
  std::string hardest;
  for (const auto& known : slide::testing::korf100())
    if (known.korf_number == 82) hardest = known.board;
  const Board start = board(*p, hardest);
  SolveOptions options{Algorithm::ida, "pdb"};
  options.remote_workers = 1;
  auto started = lead.start_search(p, start, options);
  REQUIRE(started);
  const int job = started.value->job;
  SplitPdbSearch* split = nullptr;
  std::optional<SplitPdbSearch::Item> item;
  for (int i = 0; i < 1000 && !item; ++i) {
    REQUIRE(lead.run(job, 20000));
    split = *lead.split(job).value;
    item = split->take();
  }
  REQUIRE(item);
  CHECK_FALSE(split->report(item->id + 100000, 5, nullptr, 0));       // never handed out
  CHECK_FALSE(split->report(item->id, 5, nullptr, item->threshold));  // not above the threshold
  CHECK_FALSE(split->report(item->id, std::uint64_t{1} << 60, nullptr, 0));
  CHECK(split->give_back(item->id));
  CHECK_FALSE(split->give_back(item->id));  // no longer out
  auto again = split->take();
  REQUIRE(again);
  CHECK(again->id == item->id);  // the lost one first
  CHECK(again->path == item->path);
  // Paths no split search makes are refused by the other worker's core.
  CHECK_FALSE(other.start_subtree(p, start, {start.blank}, item->threshold));  // not a move
  CHECK_FALSE(other.start_subtree(p, start, {99}, item->threshold));
  CHECK_FALSE(other.start_subtree(p, start, std::vector<int>(30, 0), item->threshold));
  CHECK_FALSE(other.start_subtree(p, start, again->path, -1));
  CHECK_FALSE(lead.split(job + 1000));
  Session bare;  // no tables installed
  CHECK_FALSE(bare.start_subtree(p, start, again->path, again->threshold));
  // Cancelled: later reports are ignored, nothing more is handed out.
  REQUIRE(lead.cancel(job));
  CHECK_FALSE(split->take());
}
