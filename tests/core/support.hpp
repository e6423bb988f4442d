// Shared helpers for the core tests: puzzles by name and the positions of small puzzles.
#pragma once

#include <catch2/catch.hpp>
#include <fstream>
#include <string>
#include <vector>

#include "model/puzzle.hpp"
#include "search/search.hpp"
#include "tables/distance_table.hpp"
#include "tables/pattern_database_builder.hpp"

namespace slide::testing {

// Pattern databases for `groups` (the text form of parse_partition), built in one go.
inline std::shared_ptr<const PatternDatabase> build_tables(std::shared_ptr<const Puzzle> p,
                                                           const std::string& groups) {
  auto partition = parse_partition(*p, groups);
  INFO(partition.error.message);
  REQUIRE(partition);
  auto built = build_pattern_database(p, *partition.value);
  INFO(built.error.message);
  REQUIRE(built);
  return *built.value;
}

inline std::shared_ptr<const Puzzle> puzzle(const std::string& name, const std::string& goal = {}) {
  auto made = make_puzzle(name, goal);
  REQUIRE(made);
  return *made.value;
}

inline Board board(const Puzzle& p, const std::string& text) {
  auto parsed = p.parse_board(text);
  INFO(parsed.error.message);
  REQUIRE(parsed);
  return *parsed.value;
}

// Every arrangement of the puzzle's tiles (n! of them), by rank.
template <class F>
void for_each_arrangement(const DistanceTable& table, std::uint64_t count, F&& visit) {
  for (std::uint64_t rank = 0; rank < count; ++rank) visit(table.unrank(rank));
}

inline std::uint64_t factorial(int n) {
  std::uint64_t f = 1;
  for (int i = 2; i <= n; ++i) f *= i;
  return f;
}

struct KnownPosition {
  std::string board;
  int optimal;
  int korf_number;
};

// Korf's 100 (1985), mapped to our goal; see the header of tests/data/korf100.txt.
inline std::vector<KnownPosition> korf100() {
  std::ifstream file(std::string(SLIDE_DATA_DIR) + "/korf100.txt");
  REQUIRE(file);
  std::vector<KnownPosition> positions;
  for (std::string line; std::getline(file, line);) {
    if (line.empty() || line[0] == '#') continue;
    KnownPosition p;
    p.board = line.substr(0, line.find(';'));
    p.optimal = std::stoi(line.substr(line.find("optimal=") + 8));
    p.korf_number = std::stoi(line.substr(line.find("korf=") + 5));
    positions.push_back(p);
  }
  REQUIRE(positions.size() == 100);
  return positions;
}

// A 4x4 partition whose tables build in well under a second; the default 6-6-3 is the benchmark's.
inline constexpr const char* kFiveFiveFive = "1,2,5,6,9/3,4,7,8,12/10,11,13,14,15";

// A search run to its end in slices of `slice` nodes: how it ended, its moves and its figures.
struct SearchRun {
  SearchStatus status;
  std::vector<int> moves;
  SearchStats stats;
};

inline SearchRun run(Search& search, std::uint64_t slice = 1u << 30) {
  std::uint64_t slices = 0;
  while (search.run(slice) == SearchStatus::running) REQUIRE(++slices < 100000000);
  return {search.status(), search.solution(), search.stats()};
}

}  // namespace slide::testing
