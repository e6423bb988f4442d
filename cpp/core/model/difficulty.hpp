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

// Optimal distances from `min` to `max` moves; max == kOpen: no upper end (Expert).
struct DistanceBand {
  static constexpr int kOpen = -1;
  int min = 0;
  int max = kOpen;
  bool open() const { return max == kOpen; }
  bool contains(int distance) const { return distance >= min && (open() || distance <= max); }
};
using DifficultyBands = std::array<DistanceBand, 4>;  // in the order of kDifficulties

// The bands for a puzzle whose reference distance is `scale` (the distance a random solvable
// position reaches about half the time; 54 for the 15-puzzle). At scale 54 they are the
// 15-puzzle's: Easy 12-18, Normal 26-34, Hard 40-48, Expert 54 and over; other scales keep the
// same proportions, and the bands never overlap nor touch (a gap of at least one move). A known
// `diameter` (the farthest distance) too small for that gives four touching quarters of it.
DifficultyBands bands_for_scale(int scale, int diameter = 0);

// A position to try, and the length of the walk that made it (an upper bound on its distance),
// or kNoWalk for a position drawn at random.
struct Candidate {
  static constexpr int kNoWalk = -1;
  Board board;
  int walk = kNoWalk;
};

// The `attempt`-th candidate for a band (attempt 0, 1, ...), a function of the seed only. For the
// bands with an upper end, walks from the goal: even attempts walk min..max moves sliding tiles
// away from home where they can, odd ones are plain random walks of min..2 max moves. For Expert,
// the candidate with the largest Manhattan-style spread among a few uniformly random positions.
Candidate difficulty_candidate(const Puzzle& puzzle, const DistanceBand& band, std::uint64_t seed,
                               int attempt);

}  // namespace slide
