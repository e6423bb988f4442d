// For the table targets: the puzzles tables are loaded for, their real tables, and the property
// that any loaded tables keep IDA* ending within a node limit, solved along legal moves.
#pragma once

#include <memory>

#include "fuzz_support.hpp"
#include "model/scramble.hpp"
#include "session/session.hpp"

inline std::shared_ptr<const slide::Puzzle> fuzz_puzzle(std::uint8_t choice) {
  static const auto eight = *slide::make_puzzle("8").value;
  static const auto small = *slide::make_puzzle("2x3").value;
  return choice & 1 ? small : eight;
}

inline std::shared_ptr<const slide::PatternDatabase> fuzz_tables(
    const std::shared_ptr<const slide::Puzzle>& puzzle) {
  static std::shared_ptr<const slide::PatternDatabase> built[2];
  auto& slot = built[puzzle->cell_count() == 6];
  if (!slot) {
    auto builder = slide::PatternDatabaseBuilder::create(puzzle, slide::default_partition(*puzzle));
    while ((*builder.value)->run(1 << 20) == slide::JobStatus::running) {
    }
    slot = (*builder.value)->result();
  }
  return slot;
}

inline void check_searches_end(const std::shared_ptr<const slide::Puzzle>& puzzle,
                               std::shared_ptr<const slide::PatternDatabase> tables) {
  slide::Session session;
  session.tables().install(std::move(tables));
  constexpr std::uint64_t kLimit = 20000;
  for (int seed = 0; seed < 4; ++seed) {
    const slide::Board start = slide::random_walk(*puzzle, 3 + 7 * seed, seed);
    auto search = session.make_search(puzzle, start,
                                      slide::SolveOptions{slide::Algorithm::ida, "pdb", kLimit});
    FUZZ_REQUIRE(search);
    int slices = 0;
    while ((*search.value)->run(1000) == slide::SearchStatus::running) FUZZ_REQUIRE(++slices < 100);
    const auto status = (*search.value)->status();
    FUZZ_REQUIRE(status == slide::SearchStatus::solved || status == slide::SearchStatus::gave_up);
    FUZZ_REQUIRE((*search.value)->stats().nodes <= kLimit + 64);
    if (status != slide::SearchStatus::solved) continue;
    slide::Board board = start;
    for (int cell : (*search.value)->solution()) {
      FUZZ_REQUIRE(puzzle->topology().adjacent(board.blank, cell));
      board.slide(cell);
    }
    FUZZ_REQUIRE(puzzle->is_goal(board));
  }
}
