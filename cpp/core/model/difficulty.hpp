// The difficulties (Easy, Normal, Hard, Expert) as bands of true optimal distance, and the
// seeded candidate positions a difficulty shuffle tries; proving a candidate's distance is the
// session's job (session/difficulty_scramble.hpp), since it needs searches.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "model/puzzle.hpp"
#include "model/result.hpp"

namespace slide {

enum class Difficulty { easy, normal, hard, expert };
inline constexpr std::array<Difficulty, 4> kDifficulties = {Difficulty::easy, Difficulty::normal,
                                                            Difficulty::hard, Difficulty::expert};

const char* to_string(Difficulty difficulty);
Result<Difficulty> parse_difficulty(std::string_view text);

// Optimal distances from `min` to `max` moves, both included.
struct DistanceBand {
  int min = 0;
  int max = 0;
  bool contains(int distance) const { return distance >= min && distance <= max; }
};
using DifficultyBands = std::array<DistanceBand, 4>;  // in the order of kDifficulties

// The bands for a puzzle whose reference distance is `scale` (the distance a random solvable
// position reaches about half the time; 54 for the 15-puzzle). At scale 54 they are the
// 15-puzzle's: Easy 30-34, Normal 38-42, Hard 46-50, Expert 52-56; other scales keep the same
// proportions, and the bands never overlap nor touch (a gap of at least one move). A known
// `diameter` (the farthest distance) ends Expert there at the latest; one too small for the
// gaps gives four touching quarters of it.
DifficultyBands bands_for_scale(int scale, int diameter = 0);

// A position to try, and the length of the walk that made it (an upper bound on its distance).
struct Candidate {
  Board board;
  int walk = 0;
};

// The `attempt`-th candidate for a band (attempt 0, 1, ...), a function of the seed only: walks
// from the goal; even attempts walk min..max moves sliding tiles away from home where they can,
// odd ones are plain random walks of min..2 max moves.
Candidate difficulty_candidate(const Puzzle& puzzle, const DistanceBand& band, std::uint64_t seed,
                               int attempt);

}  // namespace slide
