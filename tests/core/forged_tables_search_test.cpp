// Forged 15-puzzle tables in the packed 4x4 search (issue 14): whatever the entries say, at the
// goal or anywhere, every search ends, at the goal, with a path of legal moves no shorter than the
// true distance. (The generic IDA* has the same test in table_checks_test.cpp.)
#include "heuristics/packed_pdb_search.hpp"
#include "model/scramble.hpp"
#include "session/session.hpp"
#include "support.hpp"

using namespace slide;
using slide::testing::build_tables;
using slide::testing::puzzle;

namespace {

// Runs the session's pdb search (the packed one, checked below) to its end within a node cap.
std::shared_ptr<Search> solve(Session& session, std::shared_ptr<const Puzzle> p,
                              const Board& start) {
  auto made = session.make_search(p, start, SolveOptions{Algorithm::ida, "pdb"});
  REQUIRE(made);
  std::shared_ptr<Search> search = std::move(*made.value);
  REQUIRE(dynamic_cast<PackedPdbSearch*>(search.get()) != nullptr);
  std::uint64_t slices = 0;
  while (search->run(1 << 16) == SearchStatus::running) REQUIRE(++slices < 20000);
  return search;
}

}  // namespace

TEST_CASE("packed search: forged tables never keep it from the goal", "[packed][search][slow]") {
  auto p = puzzle("15");
  const auto honest = build_tables(p, "1,2,5,6,9/3,4,7,8,12/10,11,13,14,15");
  Session truth;
  truth.tables().install(honest);
  const std::size_t size = honest->memory_bytes();
  std::vector<std::vector<std::uint8_t>> forgeries;
  forgeries.emplace_back(size, 0x33);     // every entry 3: h >= 18 at the goal itself
  forgeries.emplace_back(size, 0xff);     // every entry the unreachable mark
  forgeries.emplace_back(size, 0x00);     // every entry 0: Manhattan distance only
  for (int seed = 0; seed < 3; ++seed) {  // random bytes
    std::vector<std::uint8_t> bytes(size);
    Rng rng(seed + 11);
    for (auto& b : bytes) b = static_cast<std::uint8_t>(rng.next());
    forgeries.push_back(std::move(bytes));
  }
  for (std::size_t f = 0; f < forgeries.size(); ++f) {
    Session session;
    session.tables().install(
        std::make_shared<const PatternDatabase>(p, honest->partition(), forgeries[f]));
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
      const Board start = random_walk(*p, static_cast<int>(seed * 2), seed);
      INFO("forgery " << f << " start " << start.to_string());
      const auto search = solve(session, p, start);
      REQUIRE(search->status() == SearchStatus::solved);
      Board board = start;
      for (int cell : search->solution()) {
        REQUIRE(p->topology().adjacent(board.blank, cell));
        board.slide(cell);
      }
      CHECK(p->is_goal(board));
      CHECK(search->solution().size() >= solve(truth, p, start)->solution().size());
    }
  }
}
