// Input as a front end receives it (the fields of a worker message: numbers, text, flags, or
// something else entirely), read into the core's types with one clear message per mistake. The
// binding only converts JS values into LooseValues; every rule about them lives here.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "model/difficulty.hpp"
#include "model/puzzle.hpp"
#include "search/solve_options.hpp"

namespace slide {

struct LooseValue {
  enum class Kind { absent, number, text, flag, other };
  Kind kind = Kind::absent;  // absent: undefined or null
  double number = 0;
  std::string text;
  bool flag = false;
};
using LooseFields = std::map<std::string, LooseValue>;

// Tiles in cell order; every item must be a whole number.
Result<Board> read_tiles(const Puzzle& puzzle, const std::vector<LooseValue>& items);

// A whole number from 0 (absent: `fallback`).
Result<std::uint64_t> read_count(const LooseFields& fields, const std::string& name,
                                 std::uint64_t fallback);

// {algorithm: "ida"|"astar"|"bfs", heuristic: id, nodeLimit, stateCap, fallback: bool}.
Result<SolveOptions> read_solve_options(const LooseFields& fields);

// {moves: N, seed} for a random walk of N moves from the goal, or {random: true, seed} for a
// uniformly random solvable position; the same seed gives the same board on every platform.
Result<Board> scramble_from_options(const Puzzle& puzzle, const LooseFields& fields);

// {difficulty: "easy"|"normal"|"hard"|"expert", seed} for a difficulty shuffle job.
struct DifficultyRequest {
  Difficulty difficulty = Difficulty::easy;
  std::uint64_t seed = 1;
};
Result<DifficultyRequest> read_difficulty_request(const LooseFields& fields);

}  // namespace slide
