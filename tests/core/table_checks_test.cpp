// Forged tables (issue 14, item 7): bytes changed and the checksum recomputed must be refused by
// the content checks, and whatever passes them must not keep IDA* from ending at the goal.
#include "tables/table_checks.hpp"

#include "model/scramble.hpp"
#include "search/ida_star.hpp"
#include "session/session.hpp"
#include "support.hpp"

using namespace slide;
using slide::testing::build_tables;
using slide::testing::puzzle;

namespace {

// The checksum written again over the changed bytes, as a forger would (FNV-1a 64, little-endian).
std::vector<std::uint8_t> rechecksummed(std::vector<std::uint8_t> bytes) {
  std::uint64_t hash = 0xcbf29ce484222325ull;
  for (std::size_t i = 0; i + 8 < bytes.size(); ++i) hash = (hash ^ bytes[i]) * 0x100000001b3ull;
  for (int i = 0; i < 8; ++i)
    bytes[bytes.size() - 8 + i] = static_cast<std::uint8_t>(hash >> (8 * i));
  return bytes;
}

// Sets entry `index` of the table starting at byte `at` to `value`.
void set_entry(std::vector<std::uint8_t>& bytes, std::size_t at, std::uint64_t index, int value) {
  std::uint8_t& b = bytes[at + index / 2];
  b = index & 1 ? static_cast<std::uint8_t>((b & 0x0f) | value << 4)
                : static_cast<std::uint8_t>((b & 0xf0) | value);
}

int db_entry(const std::vector<std::uint8_t>& bytes, std::size_t at, std::uint64_t index) {
  return (bytes[at + index / 2] >> ((index & 1) * 4)) & 15;
}

std::uint64_t goal_index(const Puzzle& p, const std::vector<int>& group) {
  std::vector<std::uint8_t> cells;
  for (int tile : group) cells.push_back(static_cast<std::uint8_t>(p.goal_cell(tile)));
  return placement_index(cells.data(), static_cast<int>(group.size()), p.cell_count());
}

}  // namespace

TEST_CASE("table checks: every table the builder writes passes them on all entries", "[pdb]") {
  for (const auto& [name, goal, groups] :
       std::vector<std::array<const char*, 3>>{{"8", "", "1,2,3/4,5,6/7,8"},
                                               {"8", "0 1 2 3 4 5 6 7 8", "1,2,3,4/5,6,7,8"},
                                               {"2x3", "", "1,2,3/4,5"},
                                               {"2x4", "", "1,2,3,4,5,6"}}) {
    auto p = puzzle(name, goal);
    const auto db = build_tables(p, groups);
    const auto bytes = db->serialize();
    const std::size_t data = bytes.size() - 8 - db->memory_bytes();
    INFO(name << " " << groups);
    const Status checked = check_table_contents(
        *p, db->partition(), std::span(bytes).subspan(data, db->memory_bytes()), ~0ull);
    INFO(checked.error.message);
    CHECK(checked);
  }
}

TEST_CASE("table checks: the 15-puzzle's default tables pass on all entries", "[pdb][slow]") {
  auto p = puzzle("15");
  const auto db = build_tables(p, to_string(default_partition(*p)));
  const auto bytes = db->serialize();
  const std::size_t data = bytes.size() - 8 - db->memory_bytes();
  const Status checked = check_table_contents(
      *p, db->partition(), std::span(bytes).subspan(data, db->memory_bytes()), ~0ull);
  INFO(checked.error.message);
  CHECK(checked);
}

TEST_CASE("table checks: forged tables with a recomputed checksum are refused", "[pdb]") {
  auto p = puzzle("8");
  const auto db = build_tables(p, "1,2,3/4,5,6/7,8");
  const auto bytes = db->serialize();
  const std::size_t data = bytes.size() - 8 - db->memory_bytes();
  REQUIRE(PatternDatabase::load(p, rechecksummed(bytes)));
  const auto refused = [&](const std::vector<std::uint8_t>& forged, const char* why) {
    auto loaded = PatternDatabase::load(p, rechecksummed(forged));
    CHECK_FALSE(loaded);
    CHECK_THAT(loaded.error.message, Catch::Contains(why));
  };
  auto forged = bytes;
  set_entry(forged, data, goal_index(*p, {1, 2, 3}), 2);  // the goal placement not at home
  refused(forged, "goal placement");
  forged = bytes;
  set_entry(forged, data + 252, 100, PatternDatabase::kUnreachable);
  refused(forged, "unreachable");
  // Every entry raised (the goal's kept): the goal's neighbours are now far above it.
  forged = bytes;
  for (std::size_t i = data; i < data + db->memory_bytes(); ++i) forged[i] = 0x66;
  set_entry(forged, data, goal_index(*p, {1, 2, 3}), 0);
  set_entry(forged, data + 252, goal_index(*p, {4, 5, 6}), 0);
  set_entry(forged, data + 504, goal_index(*p, {7, 8}), 0);
  refused(forged, "farther");
  // One entry raised by one step (two moves), each placement of group 1 in turn: an overestimate
  // the heuristic would pass on to IDA*.
  std::vector<std::shared_ptr<const PatternDatabase>> passing;  // forged, yet accepted
  int raised = 0, raised_refused = 0;
  for (std::uint64_t index = 0; index < 504; ++index) {
    const int e = db_entry(bytes, data, index);
    if (e >= 14 || index == goal_index(*p, {1, 2, 3})) continue;
    forged = bytes;
    set_entry(forged, data, index, e + 1);
    ++raised;
    auto loaded = PatternDatabase::load(p, rechecksummed(forged));
    raised_refused += !loaded;
    if (loaded) passing.push_back(*loaded.value);
  }
  // Measured: 396 of 503 (54 before the two-sided bounds); the rest are placements whose blank
  // region is split, where a built table may legitimately jump by more than one move.
  INFO(raised_refused << " of " << raised << " single raised entries refused");
  CHECK(raised_refused >= 396);
  // Random bytes anywhere in the tables, checksum repaired: refused, or if accepted, every
  // search with them still ends solved (tested below for the worst case).
  int accepted = 0;
  for (int seed = 0; seed < 200; ++seed) {
    forged = bytes;
    std::uint64_t state = 0x9e3779b97f4a7c15ull * (seed + 1);
    for (int flips = 0; flips < 1 + seed % 8; ++flips) {
      state = state * 6364136223846793005ull + 1442695040888963407ull;
      forged[data + (state >> 33) % db->memory_bytes()] ^= static_cast<std::uint8_t>(state >> 20);
    }
    auto loaded = PatternDatabase::load(p, rechecksummed(forged));
    accepted += static_cast<bool>(loaded);
    if (loaded) passing.push_back(*loaded.value);
  }
  // Measured: 2 of 200 pass (44 before the two-sided bounds of issue 14's follow-up).
  INFO(accepted << " of 200 forged copies accepted");
  CHECK(accepted <= 2);
  // Whatever still passes: every search with it ends at the goal (REQUIREd below), never shorter
  // than the truth (the exact BFS table is the judge), on 300 positions each. Optimal it is not
  // always: a raised entry where the blank's free cells split into regions cannot be told from a
  // true one by looking at the table (a built table's entry may jump there too), and IDA* with
  // that overestimate can miss the shortest path. Measured: 102 of 32,700 searches one or more
  // moves too long (README "Limits"); the check fails if that rises.
  Session session;
  const auto truth = session.distance_table(*p);
  int searches = 0, wrong = 0;
  for (const auto& tables : passing) {
    Session with;
    with.tables().install(tables);
    for (std::uint64_t seed = 1; seed <= 300; ++seed) {
      const Board start = random_solvable(*p, seed);
      auto search = with.make_search(p, start, SolveOptions{Algorithm::ida, "pdb"});
      REQUIRE(search);
      std::uint64_t slices = 0;
      while ((*search.value)->run(1 << 16) == SearchStatus::running) REQUIRE(++slices < 1000);
      REQUIRE((*search.value)->status() == SearchStatus::solved);
      ++searches;
      const int length = static_cast<int>((*search.value)->solution().size());
      CHECK(length >= truth->distance(start));
      wrong += length != truth->distance(start);
    }
  }
  INFO(wrong << " of " << searches << " searches with passing forged tables not optimal");
  CHECK(wrong <= 102);
}

TEST_CASE("IDA* ends at the goal even where a forged table says h > 0", "[search]") {
  auto p = puzzle("8");
  const auto db = build_tables(p, "1,2,3/4,5,6/7,8");
  // Every entry 3, the goal's included: h is at least 6 everywhere, the goal too.
  auto forged = std::make_shared<const PatternDatabase>(
      p, db->partition(), std::vector<std::uint8_t>(db->memory_bytes(), 0x33));
  CHECK(forged->evaluate(p->goal()) >= 6);
  Session session;
  session.tables().install(forged);
  for (int seed = 0; seed < 50; ++seed) {
    const Board start = random_walk(*p, 1 + seed % 20, seed);
    auto search = session.make_search(p, start, SolveOptions{Algorithm::ida, "pdb"});
    REQUIRE(search);
    std::uint64_t slices = 0;
    while ((*search.value)->run(1 << 16) == SearchStatus::running && ++slices < 1000) {
    }
    REQUIRE((*search.value)->status() == SearchStatus::solved);
    Board board = start;
    for (int cell : (*search.value)->solution()) {
      REQUIRE(p->topology().adjacent(board.blank, cell));
      board.slide(cell);
    }
    CHECK(p->is_goal(board));
  }
}
