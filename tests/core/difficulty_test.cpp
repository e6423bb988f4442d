// Difficulty bands: the bands never overlap, and a difficulty shuffle's position really lies in
// its band, checked against ground truth (the 8-puzzle's BFS table; 15-puzzle positions solved
// again by an IDA* guided by another heuristic).
#include "model/difficulty.hpp"

#include "session/difficulty_scramble.hpp"
#include "session/session.hpp"
#include "support.hpp"

using namespace slide;
using slide::testing::puzzle;

TEST_CASE("bands at every scale are ordered, separate and hold their numbers") {
  const DifficultyBands at54 = bands_for_scale(54);
  CHECK(at54[0].min == 30);
  CHECK(at54[0].max == 34);
  CHECK(at54[1].min == 38);
  CHECK(at54[1].max == 42);
  CHECK(at54[2].min == 46);
  CHECK(at54[2].max == 50);
  CHECK(at54[3].min == 52);
  CHECK(at54[3].max == 56);
  for (int scale = 0; scale <= 400; ++scale) {
    const DifficultyBands bands = bands_for_scale(scale);
    INFO("scale " << scale);
    CHECK(bands[0].min >= 1);
    CHECK(bands[3].min <= bands[3].max);
    for (int i = 0; i < 3; ++i) {
      CHECK(bands[i].min <= bands[i].max);
      CHECK(bands[i + 1].min > bands[i].max + 1);
    }
  }
  // Known diameters: the bands fit inside, one after another, each reachable (Expert ends there at
  // the latest).
  for (int diameter = 4; diameter <= 80; ++diameter)
    for (int scale = 0; scale <= diameter + 2; ++scale) {
      const DifficultyBands bands = bands_for_scale(scale, diameter);
      INFO("scale " << scale << " diameter " << diameter);
      CHECK(bands[0].min >= 1);
      CHECK(bands[3].min <= bands[3].max);
      CHECK(bands[3].max <= diameter);
      for (int i = 0; i < 3; ++i) {
        CHECK(bands[i].min <= bands[i].max);
        CHECK(bands[i + 1].min > bands[i].max);
      }
    }
}

TEST_CASE("difficulty names") {
  for (Difficulty d : kDifficulties) CHECK(*parse_difficulty(to_string(d)).value == d);
  CHECK_FALSE(parse_difficulty("Expert"));
  CHECK_FALSE(parse_difficulty(""));
}

namespace {

std::shared_ptr<const DifficultyScramble> shuffled(Session& session,
                                                   std::shared_ptr<const Puzzle> p,
                                                   Difficulty difficulty, std::uint64_t seed,
                                                   std::uint64_t slice = Session::kMaxBudget) {
  const int id = session.start_scramble(p, difficulty, seed);
  for (int slices = 0;; ++slices) {
    auto report = session.run(id, slice);
    REQUIRE(report);
    if (report.value->status == JobStatus::running) {
      REQUIRE(slices < 10'000'000);
      continue;
    }
    INFO(report.value->message);
    REQUIRE(report.value->status == JobStatus::done);
    return report.value->scramble;  // the job object outlives the session's entry
  }
}

// A second opinion on a distance: searches the session was not asked for by the shuffle.
struct Verdict {
  bool solved = false;
  int distance = 0;  // exact if solved, else a proven lower bound
};
Verdict verify(Session& session, std::shared_ptr<const Puzzle> p, const Board& start,
               SolveOptions options, int enough) {
  auto made = session.make_search(p, start, options);
  REQUIRE(made);
  Search& search = **made.value;
  while (search.run(1u << 20) == JobStatus::running)
    if (search.stats().threshold >= enough) return {false, search.stats().threshold};
  REQUIRE(search.status() == JobStatus::solved);
  return {true, static_cast<int>(search.solution().size())};
}

}  // namespace

TEST_CASE(
    "8-puzzle and 3x3+1: 50 shuffles per difficulty, each in its band by breadth-first search",
    "[difficulty][slow]") {
  for (const char* name : {"8", "3x3+1", "2x2", "2x3"}) {
    Session session;
    auto p = puzzle(name);
    const PuzzleBands bands = difficulty_bands(session, *p);
    INFO(name << " scale " << bands.scale);
    int previous_max = 0;
    for (Difficulty d : kDifficulties) {
      const DistanceBand band = bands.bands[static_cast<int>(d)];
      CHECK(band.min > previous_max);
      previous_max = band.max;
      for (std::uint64_t seed = 1; seed <= 50; ++seed) {
        const auto made_job = shuffled(session, p, d, seed);
        const DifficultyScramble& made = *made_job;
        // By a breadth-first search from the position; 3x3+1 (3.6 M arrangements, too
        // many for 200 searches here) by its BFS table, itself checked against BFS elsewhere.
        const Verdict truth =
            std::string(name) != "3x3+1"
                ? verify(session, p, made.board(), SolveOptions{Algorithm::bfs, "none"}, 1000)
                : Verdict{true, session.distance_table(*p)->distance(made.board())};
        INFO(to_string(d) << " seed " << seed << " " << made.board().to_string());
        CHECK(made.exact());
        CHECK(made.distance() == truth.distance);
        CHECK(band.contains(truth.distance));
      }
    }
  }
}

TEST_CASE("15-puzzle: 50 shuffles per difficulty, each in its band by another heuristic",
          "[difficulty][slow]") {
  // Made without tables (the page before its tables are ready: linear conflict), checked by the
  // packed pattern-database search over 5-5-5 tables, a different heuristic and search.
  auto p = puzzle("15");
  Session making, checking;
  checking.tables().install(slide::testing::build_tables(p, "1,2,5,6,9/3,4,7,8,12/10,11,13,14,15"));
  const DifficultyBands bands = difficulty_bands(making, *p).bands;
  for (Difficulty d : kDifficulties) {
    const DistanceBand band = bands[static_cast<int>(d)];
    for (std::uint64_t seed = 1; seed <= 50; ++seed) {
      const auto made_job = shuffled(making, p, d, seed);
      const DifficultyScramble& made = *made_job;
      INFO(to_string(d) << " seed " << seed << " " << made.board().to_string());
      CHECK(made.heuristic() == "linear-conflict");
      const Verdict truth =
          verify(checking, p, made.board(), SolveOptions{Algorithm::ida, "pdb"}, 1000);
      CHECK(truth.solved);
      CHECK(band.contains(truth.distance));
      if (made.exact()) CHECK(made.distance() == truth.distance);
      if (!made.exact()) CHECK(made.distance() <= truth.distance);
    }
  }
}

TEST_CASE("rectangles and the 24-puzzle: every band reachable, each shuffle ends inside it",
          "[difficulty][slow]") {
  // Puzzles past the exact tables, whose bands come from an estimated scale and whose Expert band
  // is closed: walks must still reach it and a lower bound prove it. The rectangles' distances are
  // checked by a solve with Manhattan distance (another heuristic than the shuffle's).
  for (const char* name : {"3x4", "3x5", "4x5", "24"}) {
    Session session;
    auto p = puzzle(name);
    const PuzzleBands bands = difficulty_bands(session, *p);
    INFO(name << " scale " << bands.scale);
    for (Difficulty d : kDifficulties) {
      const DistanceBand band = bands.bands[static_cast<int>(d)];
      for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        const auto made_job = shuffled(session, p, d, seed);
        const DifficultyScramble& made = *made_job;
        INFO(to_string(d) << " seed " << seed << " " << made.board().to_string());
        CHECK(band.contains(made.distance()));
        if (std::string(name) == "3x4" || std::string(name) == "3x5") {
          const Verdict truth =
              verify(session, p, made.board(), SolveOptions{Algorithm::ida, "manhattan"}, 1000);
          CHECK(band.contains(truth.distance));
          if (made.exact()) CHECK(made.distance() == truth.distance);
        }
      }
    }
  }
}

TEST_CASE("a difficulty shuffle is the same for a seed, in any slices", "[difficulty]") {
  auto p = puzzle("15");
  Session a, b;
  for (Difficulty d : kDifficulties) {
    const auto whole_job = shuffled(a, p, d, 7);
    const DifficultyScramble& whole = *whole_job;
    const auto sliced_job = shuffled(b, p, d, 7, 997);
    const DifficultyScramble& sliced = *sliced_job;
    // The position is the seed's; how much of its distance is known may depend on where the
    // slices end (a lower bound read between slices), never on which position is kept.
    CHECK(whole.board() == sliced.board());
    if (whole.exact() && sliced.exact()) CHECK(whole.distance() == sliced.distance());
  }
  CHECK(shuffled(a, p, Difficulty::hard, 7)->board() !=
        shuffled(a, p, Difficulty::hard, 8)->board());
}
