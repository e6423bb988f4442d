// The anytime search against ground truth: every board of small puzzles by a breadth-first search
// written here (3x3, and the rectangular 2x4 and 2x5), Korf & Taylor's published optima for the
// 24-puzzle, Korf's for the 15-puzzle. After every slice: no bound above the true optimum, every
// solution replayed on the test's own moves, lengths only falling; at the end, `solved` only with
// the optimum.
#include <fstream>
#include <random>
#include <unordered_map>

#include "grid_bfs.hpp"
#include "heuristics/anytime_engines.hpp"
#include "model/scramble.hpp"
#include "session/session.hpp"
#include "support.hpp"

using namespace slide;
using slide::testing::build_tables;
using slide::testing::distances;
using slide::testing::is_goal;
using slide::testing::key;
using slide::testing::puzzle;
using slide::testing::replay;

namespace {

// Runs the search in slices of `slice` nodes until it ends or `max_nodes` pass, checking after each
// slice what it claims against the true optimum. Returns how it ended.
JobStatus watch(AnytimeSearch& search, const std::vector<int>& start, int width, int optimum,
                std::uint64_t slice, std::uint64_t max_nodes) {
  std::size_t seen = 0;
  std::size_t seen_best = 0;
  int last = 1 << 30, bound_above = 0;
  for (;;) {
    const JobStatus status = search.run(slice);
    bound_above += search.bound() > optimum;  // counted, not CHECKed: one check per slice is slow
    for (; seen < search.improvements().size(); ++seen) {
      const AnytimeImprovement& found = search.improvements()[seen];
      INFO("solution " << seen + 1 << ": length " << found.length << ", bound " << found.bound);
      CHECK(found.bound <= optimum);
      CHECK(found.length >= optimum);
      CHECK(found.length < last);
      last = found.length;
    }
    if (search.has_solution() && seen_best != search.best().size()) {  // a new one: walk it
      seen_best = search.best().size();
      CHECK(static_cast<int>(seen_best) == last);
      CHECK(is_goal(replay(start, width, search.best())));
    }
    if (status != JobStatus::running || search.stats().nodes >= max_nodes) {
      CHECK(bound_above == 0);
      if (search.optimal()) CHECK(static_cast<int>(search.best().size()) == optimum);
      if (search.optimal()) CHECK(search.bound() == optimum);
      return status;
    }
  }
}

std::shared_ptr<AnytimeSearch> make(std::shared_ptr<const Puzzle> p, const Board& b,
                                    const char* heuristic, TableStore& tables) {
  auto made = make_anytime_search(p, b, heuristic, tables, 0);
  INFO(made.error.message);
  REQUIRE(made);
  return *made.value;
}

}  // namespace

TEST_CASE(
    "anytime: on 3x3, 2x4 and 2x5 boards, bounds never exceed the BFS optimum and the end "
    "is the optimum",
    "[anytime]") {
  struct Case {
    const char* name;
    int width, height;
    const char* heuristic;
  };
  const Case cases[] = {
      {"8", 3, 3, "manhattan"},
      {"8", 3, 3, "linear-conflict"},
      {"4x2", 4, 2, "misplaced"},
      {"5x2", 5, 2, "manhattan"},
  };
  for (const Case& c : cases) {
    INFO(c.name << " " << c.heuristic);
    const auto p = puzzle(c.name);
    REQUIRE(p->topology().grid_width() == c.width);
    const auto truth = distances(c.width, c.height);
    TableStore tables;
    std::mt19937 rng(29);
    int proven = 0;
    for (int i = 0; i < 25; ++i) {
      const Board b = random_solvable(*p, rng());
      INFO(b.to_string());
      const int optimum = truth.at(key(b.to_vector()));
      auto search = make(p, b, c.heuristic, tables);
      // Slices of 7 nodes: the engines stop and resume everywhere.
      const JobStatus status = watch(*search, b.to_vector(), c.width, optimum, 7, 1u << 30);
      REQUIRE(status == JobStatus::solved);
      CHECK(search->optimal());
      CHECK(static_cast<int>(search->solution().size()) == optimum);
      proven += search->improvements().size() > 1;
    }
    INFO("positions with more than one solution on the way");
    CHECK(proven > 0);
  }
}

TEST_CASE("anytime: Korf & Taylor's 24-puzzle instances, bounds below the published optima",
          "[anytime]") {
  std::ifstream file(std::string(SLIDE_DATA_DIR) + "/korf24_ten.txt");
  REQUIRE(file);
  const auto p = puzzle("24");
  // Small groups (3 tiles, 13,800 entries each): they build in a fraction of a second.
  const auto tables =
      build_tables(p, "1,2,6/3,4,5/7,8,9/10,14,15/11,12,16/13,17,18/19,20,24/21,22,23");
  TableStore store;
  store.install(tables);
  int count = 0, found = 0;
  for (std::string line; std::getline(file, line);) {
    if (line.empty() || line[0] == '#') continue;
    const Board b = slide::testing::board(*p, line.substr(0, line.find(';')));
    const int optimum = std::stoi(line.substr(line.find(';') + 1));
    INFO("instance " << count + 1 << ", optimum " << optimum);
    for (const char* heuristic : {"pdb", "linear-conflict"}) {
      INFO(heuristic);
      auto search = make(p, b, heuristic, store);
      CHECK(search->bound() == search->start_h());
      const JobStatus status = watch(*search, b.to_vector(), 5, optimum, 50000, 600000);
      CHECK(status == JobStatus::running);
      found += search->has_solution();  // weighted IDA* with weak tables may need more nodes
      CHECK_FALSE(search->optimal());
    }
    ++count;
  }
  CHECK(count == 10);
  CHECK(found >= 15);  // of 20 runs of 600,000 nodes
}

TEST_CASE("anytime: Korf's 15-puzzle instances end proven optimal", "[anytime]") {
  const auto p = puzzle("15");
  TableStore store;
  store.install(build_tables(p, slide::testing::kFiveFiveFive));
  const auto korf = slide::testing::korf100();
  for (int i : {0, 2, 3}) {
    const Board b = slide::testing::board(*p, korf[i].board);
    INFO("Korf #" << korf[i].korf_number);
    auto search = make(p, b, "pdb", store);
    CHECK(watch(*search, b.to_vector(), 4, korf[i].optimal, 1u << 16, 1u << 30) ==
          JobStatus::solved);
  }
}

TEST_CASE("anytime: cancel, node limit, refusals", "[anytime]") {
  const auto p = puzzle("24");
  const Board b = random_solvable(*p, 5);
  TableStore store;
  auto search = make(p, b, "manhattan", store);
  search->run(1000);
  search->cancel();
  CHECK(search->status() == JobStatus::cancelled);
  CHECK(search->run(1000) == JobStatus::cancelled);

  auto limited = make_anytime_search(p, b, "manhattan", store, 5000);
  REQUIRE(limited);
  while ((*limited.value)->run(1000) == JobStatus::running) {
  }
  CHECK((*limited.value)->status() == JobStatus::gave_up);
  CHECK((*limited.value)->stats().nodes <= 6000);

  CHECK(make_anytime_search(p, b, "pdb", store, 0).error.code == ErrorCode::no_tables);
  CHECK(make_anytime_search(p, b, "nonsense", store, 0).error.code == ErrorCode::bad_option);
  CHECK_FALSE(make_anytime_search(p, b, "manhattan", store, 0, {5}));

  Session session;
  auto started = session.start_anytime(p, b, SolveOptions{});
  REQUIRE(started);
  CHECK(started.value->heuristic == "linear-conflict");
  auto report = session.run(started.value->job, 200000);
  REQUIRE(report);
  CHECK(report.value->status == JobStatus::running);
  CHECK(session.cancel(started.value->job));
  Board swapped = b;  // two tiles swapped: the other parity
  const int first = b.blank == 0 ? 1 : 0, second = b.blank <= 1 ? 2 : 1;
  std::swap(swapped.tiles[first], swapped.tiles[second]);
  CHECK(session.start_anytime(p, swapped, SolveOptions{}).error.code == ErrorCode::unsolvable);
}
