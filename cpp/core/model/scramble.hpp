// Repeatable scrambles: random walks from the goal (the article's difficulties) and uniformly
// random solvable positions. Same seed, same position, natively and in WebAssembly.
#pragma once

#include <cstdint>

#include "model/puzzle.hpp"

namespace slide {

// SplitMix64: tiny, fast, and identical on every platform (std distributions are not).
class Rng {
 public:
  explicit Rng(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  // Uniform in [0, bound), by rejection so that no value is favoured.
  std::uint32_t below(std::uint32_t bound) {
    const std::uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
    std::uint64_t x;
    do x = next();
    while (x >= limit);
    return static_cast<std::uint32_t>(x % bound);
  }

 private:
  std::uint64_t state_;
};

// N moves from the goal, never undoing the previous move. Dead ends make some walks shorter in
// effect (the only way out of the top slot is back), but every step is a legal move.
Board random_walk(const Puzzle& puzzle, int moves, std::uint64_t seed);

// Uniform over the positions that can reach the goal (rejection sampling over all arrangements).
Board random_solvable(const Puzzle& puzzle, std::uint64_t seed);

}  // namespace slide
