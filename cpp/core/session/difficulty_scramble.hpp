// A difficulty shuffle as a Job: tries the difficulty's seeded candidates in turn and keeps the
// first whose TRUE optimal distance is proven to lie in the band, with the strongest heuristic
// the session has (exact table, pattern databases, else linear conflict). Proofs: a solve gives
// the distance exactly; an IDA* threshold passing the band's end (or h above it) rules a
// candidate out; for a walk no longer than the band's end, h or a threshold reaching the band
// proves it in the band, and the job looks a while longer for the exact distance.
#pragma once

#include <memory>
#include <string>

#include "model/difficulty.hpp"
#include "search/search.hpp"

namespace slide {

class Session;

// The bands of a puzzle and the scale they were made from.
struct PuzzleBands {
  DifficultyBands bands;
  int scale = 0;
};
// Scale: one more than the median distance of a random solvable position: exact from the BFS
// table for puzzles up to 10 cells; 53 + 1 for 4x4 grids (Korf & Schultze 2005 counted every
// 15-puzzle position); else the median linear-conflict estimate of 31 seeded random positions
// (a lower bound of the median, so Expert stays provable without a search).
PuzzleBands difficulty_bands(Session& session, const Puzzle& puzzle);

class DifficultyScramble final : public Job {
 public:
  // Per candidate: nodes its proof may take before the next candidate is tried; after the band
  // is proven by a lower bound, nodes spent looking for the exact distance. Candidates in all.
  static constexpr std::uint64_t kCandidateNodes = 3'000'000;
  static constexpr std::uint64_t kExactNodes = 1'500'000;
  static constexpr int kMaxCandidates = 400;

  DifficultyScramble(Session& session, std::shared_ptr<const Puzzle> puzzle, Difficulty difficulty,
                     std::uint64_t seed);

  JobStatus run(std::uint64_t budget) override;  // budget: search nodes
  void cancel() override { status_ = JobStatus::cancelled; }
  JobStatus status() const override { return status_; }
  std::optional<double> progress() const override { return std::nullopt; }
  const std::string& message() const override { return message_; }

  // Once done: the position and its distance (exact, or a proven lower bound).
  const Board& board() const { return board_; }
  int distance() const { return distance_; }
  bool exact() const { return exact_; }
  const DistanceBand& band() const { return band_; }
  Difficulty difficulty() const { return difficulty_; }
  const std::string& heuristic() const { return heuristic_; }
  int candidates() const { return attempt_; }  // tried so far, the kept one included
  std::uint64_t nodes() const { return nodes_; }
  double elapsed_ms() const { return elapsed_ms_; }

 private:
  bool next_candidate();  // false once kMaxCandidates are spent
  void accept(int distance, bool exact);
  // Works on the current candidate; returns the nodes it used.
  std::uint64_t judge(std::uint64_t budget);
  std::uint64_t refine(std::uint64_t budget);

  Session& session_;
  std::shared_ptr<const Puzzle> puzzle_;
  Difficulty difficulty_;
  std::uint64_t seed_;
  DistanceBand band_;
  std::string heuristic_;
  JobStatus status_ = JobStatus::running;
  std::string message_;
  int attempt_ = 0;
  Board candidate_;
  bool walk_in_band_ = false;       // the candidate's walk is no longer than the band's end
  std::shared_ptr<Search> search_;  // the current candidate's proof or refinement
  std::uint64_t search_nodes_ = 0;  // nodes of search_ counted so far
  bool refining_ = false;           // band proven, looking for the exact distance
  Board board_;
  int distance_ = 0;
  bool exact_ = false;
  std::uint64_t nodes_ = 0;
  double elapsed_ms_ = 0;
};

}  // namespace slide
