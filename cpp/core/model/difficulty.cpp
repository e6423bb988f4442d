// Difficulty names, their distance bands, and the seeded candidates a difficulty shuffle tries.
#include "model/difficulty.hpp"

#include <algorithm>
#include <array>
#include <cmath>

#include "model/scramble.hpp"

namespace slide {

const char* to_string(Difficulty difficulty) {
  switch (difficulty) {
    case Difficulty::easy:
      return "easy";
    case Difficulty::normal:
      return "normal";
    case Difficulty::hard:
      return "hard";
    case Difficulty::expert:
      return "expert";
  }
  return "easy";
}

Result<Difficulty> parse_difficulty(std::string_view text) {
  for (Difficulty difficulty : kDifficulties)
    if (text == to_string(difficulty)) return Result<Difficulty>::ok(difficulty);
  return Result<Difficulty>::fail(ErrorCode::bad_option,
                                  "the difficulty is one of easy, normal, hard, expert");
}

DifficultyBands bands_for_scale(int scale, int diameter) {
  // The 15-puzzle's bands over its scale of 54, chosen for IDA* with Manhattan distance (the
  // article's algorithm): natively, the median nodes of 15 seeded shuffles per band were 929,
  // 12,650, 288,250 and 13.3 M, a steady climb (x14, x23, x46) like the article's table
  // (thousands to millions). Expert ends at 56: past it Manhattan's median grew to 158 M nodes
  // with a tail of minutes; Easy starts at 30, since nearer positions took Manhattan a few dozen
  // nodes (its estimate is nearly exact there), too few to see the search climb.
  constexpr int kAt54[4][2] = {{30, 34}, {38, 42}, {46, 50}, {52, 56}};
  scale = std::max(scale, 8);  // the smallest scale at which four separate bands fit
  DifficultyBands bands;
  int floor = 1;
  for (int i = 0; i < 4; ++i) {
    const int min = std::max(floor, static_cast<int>(std::lround(kAt54[i][0] * scale / 54.0)));
    const int max = std::max(min, static_cast<int>(std::lround(kAt54[i][1] * scale / 54.0)));
    bands[i] = {min, max};
    floor = max + 2;  // a gap, so that neighbouring bands never share a distance
  }
  if (diameter >= 4 && bands[3].min > diameter) {
    // A puzzle too small for gaps (2x2: 12 positions, at most 6 moves): four touching quarters.
    const int easy = std::max(1, diameter / 4), normal = std::max(easy + 1, diameter / 2),
              hard = std::max(normal + 1, 3 * diameter / 4);
    bands = {DistanceBand{1, easy}, DistanceBand{easy + 1, normal}, DistanceBand{normal + 1, hard},
             DistanceBand{hard + 1, diameter}};
  } else if (diameter > 0) {
    bands[3].max = std::min(bands[3].max, diameter);  // no farther than any position is
  }
  return bands;
}

namespace {

// Each attempt its own stream, so candidate k is the same whatever happened to candidates < k.
std::uint64_t attempt_seed(std::uint64_t seed, int attempt) {
  Rng mix(seed ^ (0xD1B54A32D192ED03ull * static_cast<std::uint64_t>(attempt + 1)));
  return mix.next();
}

// A walk from the goal that, where it can, slides a tile away from its goal cell: the tiles'
// distance from home grows almost every move, so a lower bound (h) near its length is common and a
// walk no longer than the band's end often proves the band without any search (the 24-puzzle's Hard
// band took seconds of searching with plain walks only).
Board outward_walk(const Puzzle& puzzle, int moves, Rng& rng) {
  const Topology& topology = puzzle.topology();
  Board board = puzzle.goal();
  int previous = -1;
  // The cells whose tile would move away from home, and the others, in neighbour order.
  std::array<int, 8> away{}, other{};
  for (int step = 0; step < moves; ++step) {
    int n_away = 0, n_other = 0;
    for (int from : topology.neighbours(board.blank)) {
      if (from == previous || n_away + n_other == 8) continue;
      const int home = puzzle.goal_cell(board.tiles[from]);
      if (topology.distance(board.blank, home) > topology.distance(from, home))
        away[n_away++] = from;
      else
        other[n_other++] = from;
    }
    const bool outward = n_away > 0;
    const int count = outward ? n_away : n_other;
    if (count == 0) break;  // a dead end with nowhere new to go: the walk stops short
    const int next = (outward ? away : other)[rng.below(static_cast<std::uint32_t>(count))];
    previous = board.blank;
    board.slide(next);
  }
  return board;
}

}  // namespace

Candidate difficulty_candidate(const Puzzle& puzzle, const DistanceBand& band, std::uint64_t seed,
                               int attempt) {
  const std::uint64_t own = attempt_seed(seed, attempt);
  // Walks of min .. 2 max moves: one no longer than the band's end is inside it whenever it got
  // far enough; the longer ones are how the far end of the band is reached (random walks fold
  // back on themselves: 80 moves gave 20-54 on the 15-puzzle, median 42).
  Rng rng(own);
  if (attempt % 2 == 0) {
    const int length =
        band.min + static_cast<int>(rng.below(static_cast<std::uint32_t>(band.max - band.min + 1)));
    return {outward_walk(puzzle, length, rng), length};
  }
  const int length =
      band.min +
      static_cast<int>(rng.below(static_cast<std::uint32_t>(2 * band.max - band.min + 1)));
  return {random_walk(puzzle, length, rng.next()), length};
}

}  // namespace slide
