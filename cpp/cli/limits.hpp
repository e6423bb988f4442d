// The command line's caps on work asked for by its options: scramble sizes and table builds.
#pragma once

#include <cstdint>

#include "model/puzzle.hpp"
#include "tables/pattern_database.hpp"

namespace slide::cli {

// `scramble`: a walk of at most 10,000 moves, at most 100,000 boards, and at most 10 M walk
// steps in all (moves x count), about a second natively.
constexpr std::uint64_t kMaxScrambleMoves = 10000;
constexpr std::uint64_t kMaxScrambleCount = 100000;
constexpr std::uint64_t kMaxScrambleSteps = 10000000;

// `scramble --difficulty`: each position is proven by searches of at most
// DifficultyScramble::kCandidateNodes per candidate (kMaxCandidates of them) plus kExactNodes.
// Where proofs are searches (puzzles of more cells than an exact table holds), one command
// spends at most kDifficultyNodes search nodes (about a minute natively), and --count is
// refused up front past kDifficultyNodes / (kCandidateNodes + kExactNodes), what that many
// positions found at their first candidate take.
constexpr std::uint64_t kDifficultyNodes = 1'000'000'000;
std::uint64_t max_difficulty_count(const Puzzle& puzzle);

// --threads: as ParallelPdbSearch::kMaxThreads (a header of native builds only).
constexpr std::uint64_t kMaxThreads = 64;
// Whole-number options without a cap of their own (--node-limit, --seed): 18 digits.
constexpr std::uint64_t kMaxWholeNumber = 999'999'999'999'999'999;

// `pdb build` and `--heuristic pdb`: the builder's peak memory, the finished tables plus 2 bits
// per abstract state (placement, blank cell) of the largest group. The default 6-6-3 needs
// 20 MB, the 7-8 tables (the largest groups allowed) 1.27 GiB and a few minutes; the cap keeps
// anything beyond that out up front.
constexpr std::uint64_t kMaxBuildBytes = 1536ull << 20;
std::uint64_t build_bytes(const Puzzle& puzzle, const Partition& partition);
Status check_build_size(const Puzzle& puzzle, const Partition& partition);

}  // namespace slide::cli
