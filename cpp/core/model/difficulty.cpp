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
  // The 15-puzzle's bands over its scale of 54: the article's shuffles (15, 30, 50, 80 random
  // moves) promised a steady climb; these keep its first three near their numbers and make
  // Expert "farther than a random position usually is".
  constexpr int kAt54[3][2] = {{12, 18}, {26, 34}, {40, 48}};
  scale = std::max(scale, 8);  // the smallest scale at which four separate bands fit
  DifficultyBands bands;
  int floor = 1;
  for (int i = 0; i < 3; ++i) {
    const int min = std::max(floor, static_cast<int>(std::lround(kAt54[i][0] * scale / 54.0)));
    const int max = std::max(min, static_cast<int>(std::lround(kAt54[i][1] * scale / 54.0)));
    bands[i] = {min, max};
    floor = max + 2;  // a gap, so that neighbouring bands never share a distance
  }
  bands[3] = {std::max(floor, scale), DistanceBand::kOpen};
  if (diameter >= 4 && bands[3].min > diameter) {
    // A puzzle too small for gaps (2x2: 12 positions, at most 6 moves): four touching quarters.
    const int easy = std::max(1, diameter / 4), normal = std::max(easy + 1, diameter / 2),
              hard = std::max(normal + 1, 3 * diameter / 4);
    bands = {DistanceBand{1, easy}, DistanceBand{easy + 1, normal}, DistanceBand{normal + 1, hard},
             DistanceBand{hard + 1, DistanceBand::kOpen}};
  }
  return bands;
}

namespace {

// Each attempt its own stream, so candidate k is the same whatever happened to candidates < k.
std::uint64_t attempt_seed(std::uint64_t seed, int attempt) {
  Rng mix(seed ^ (0xD1B54A32D192ED03ull * static_cast<std::uint64_t>(attempt + 1)));
  return mix.next();
}

// Sum over tiles of the cell-graph distance to the tile's goal cell (Manhattan on grids): a
// table-free score, so the candidate does not depend on which tables happen to be installed.
int spread(const Puzzle& puzzle, const Board& board) {
  int sum = 0;
  for (int cell = 0; cell < puzzle.cell_count(); ++cell)
    if (board.tiles[cell] != kBlank)
      sum += puzzle.topology().distance(cell, puzzle.goal_cell(board.tiles[cell]));
  return sum;
}

// A walk from the goal that, where it can, slides a tile away from its goal cell: its spread
// grows almost every move, so a lower bound (h) near its length is common and a walk no longer
// than the band's end often proves the band without any search (the 24-puzzle's Hard band took
// seconds of searching with plain walks only).
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
  if (band.open()) {
    // The farthest-looking of a few uniform positions: far more of them reach the band than of
    // plain uniform ones, and their proof (a lower bound reaching the band) is cheaper.
    constexpr int kLooks = 8;
    Board best = random_solvable(puzzle, own);
    int best_spread = spread(puzzle, best);
    for (int look = 1; look < kLooks; ++look) {
      const Board other = random_solvable(puzzle, own + static_cast<std::uint64_t>(look));
      if (const int s = spread(puzzle, other); s > best_spread) best = other, best_spread = s;
    }
    return {best, Candidate::kNoWalk};
  }
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
