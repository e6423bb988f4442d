// Difficulty bands per puzzle, and the difficulty shuffle job that proves its position's distance.
#include "session/difficulty_scramble.hpp"

#include <algorithm>
#include <array>
#include <chrono>

#include "model/scramble.hpp"
#include "session/session.hpp"

namespace slide {

namespace {

bool is_4x4(const Puzzle& puzzle) {
  const Topology& topology = puzzle.topology();
  return puzzle.cell_count() == 16 && topology.rows().size() == 4 && topology.columns().size() == 4;
}

}  // namespace

PuzzleBands difficulty_bands(Session& session, const Puzzle& puzzle) {
  PuzzleBands result;
  if (DistanceTable::applies(puzzle)) {
    const auto table = session.distance_table(puzzle);
    std::uint64_t seen = 0;
    int median = 0;
    for (const std::uint64_t size : table->layer_sizes()) {
      seen += size;
      if (2 * seen >= table->reachable()) break;
      ++median;
    }
    result.scale = median + 1;
  } else if (is_4x4(puzzle)) {
    result.scale = 54;
  } else {
    const std::string id = session.evaluate(puzzle, puzzle.goal(), "linear-conflict")
                               ? "linear-conflict"
                               : session.default_heuristic(puzzle);
    // The median of 31 (a plain insertion sort: 31 numbers, and less code than std's).
    std::array<int, 31> estimates{};
    for (int i = 0; i < 31; ++i) {
      int h = session.evaluate(puzzle, random_solvable(puzzle, i + 1), id).value.value_or(0),
          at = i;
      for (; at > 0 && estimates[at - 1] > h; --at) estimates[at] = estimates[at - 1];
      estimates[at] = h;
    }
    result.scale = estimates[15];
  }
  result.bands = bands_for_scale(result.scale, DistanceTable::applies(puzzle)
                                                   ? session.distance_table(puzzle)->diameter()
                                                   : 0);
  return result;
}

DifficultyScramble::DifficultyScramble(Session& session, std::shared_ptr<const Puzzle> puzzle,
                                       Difficulty difficulty, std::uint64_t seed)
    : session_(session),
      puzzle_(std::move(puzzle)),
      difficulty_(difficulty),
      seed_(seed),
      band_(difficulty_bands(session, *puzzle_).bands[static_cast<int>(difficulty)]),
      heuristic_(session.default_heuristic(*puzzle_)) {}

JobStatus DifficultyScramble::run(std::uint64_t budget) {
  const auto began = std::chrono::steady_clock::now();
  std::uint64_t used = 0;
  while (status_ == JobStatus::running && used < budget) {
    if (search_) {
      used += refining_ ? refine(budget - used) : judge(budget - used);
    } else if (next_candidate()) {
      used += 1 + static_cast<std::uint64_t>(puzzle_->cell_count());  // the candidate and its h
    }
  }
  elapsed_ms_ +=
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - began).count();
  return status_;
}

bool DifficultyScramble::next_candidate() {
  if (attempt_ >= kMaxCandidates) {
    status_ = JobStatus::gave_up;
    message_ = "no position proven in the difficulty's band after 400 tries";  // kMaxCandidates
    return false;
  }
  const Candidate candidate = difficulty_candidate(*puzzle_, band_, seed_, attempt_++);
  candidate_ = candidate.board;
  walk_in_band_ = candidate.walk <= band_.max;
  const int h = session_.evaluate(*puzzle_, candidate_, heuristic_).value.value_or(0);
  const bool exact_h = heuristic_ == "exact";
  // A lower bound past the band's end rules the candidate out; an exact h decides at once.
  if (h > band_.max || (exact_h && !band_.contains(h))) return true;
  if (exact_h) {
    accept(h, true);
    return true;
  }
  SolveOptions options;
  options.algorithm = Algorithm::ida;
  options.heuristic = heuristic_;
  auto made = session_.make_search(puzzle_, candidate_, options);
  if (!made) {
    status_ = JobStatus::failed;
    message_ = made.error.message;
    return false;
  }
  search_ = std::move(*made.value);
  search_nodes_ = 0;
  // h reaching the band and an upper bound (the walk) inside it: proven without a search.
  if (h >= band_.min && walk_in_band_) accept(h, false);
  return true;
}

void DifficultyScramble::accept(int distance, bool exact) {
  board_ = candidate_;
  distance_ = distance;
  exact_ = exact;
  if (exact) {
    status_ = JobStatus::done;
    search_.reset();
    return;
  }
  refining_ = true;  // proven in band; the same search may still find the exact distance
  search_nodes_ = 0;
}

std::uint64_t DifficultyScramble::judge(std::uint64_t budget) {
  const std::uint64_t before = search_->stats().nodes;
  const JobStatus status = search_->run(std::min(budget, kCandidateNodes));
  const std::uint64_t spent = search_->stats().nodes - before + 1;
  nodes_ += spent;
  search_nodes_ += spent;
  const int threshold = search_->stats().threshold;
  if (status == JobStatus::solved) {
    const int length = static_cast<int>(search_->solution().size());
    if (band_.contains(length)) {
      accept(length, true);
      return spent;
    }
  } else if (status == JobStatus::running) {
    // Every IDA* iteration below the current threshold ended without the goal: the distance is at
    // least the threshold, and at most the walk.
    if (walk_in_band_ && threshold >= band_.min) {
      accept(threshold, false);
      return spent;
    }
    if (threshold <= band_.max && search_nodes_ < kCandidateNodes) return spent;
  }
  search_.reset();  // out of the band, or too costly to judge: the next candidate
  return spent;
}

std::uint64_t DifficultyScramble::refine(std::uint64_t budget) {
  const std::uint64_t before = search_->stats().nodes;
  const JobStatus status = search_->run(std::min(budget, kExactNodes));
  const std::uint64_t spent = search_->stats().nodes - before + 1;
  nodes_ += spent;
  search_nodes_ += spent;
  if (status == JobStatus::solved) {
    distance_ = static_cast<int>(search_->solution().size());
    exact_ = true;
  } else {
    distance_ = std::max(distance_, search_->stats().threshold);
  }
  if (status != JobStatus::running || search_nodes_ >= kExactNodes) {
    status_ = JobStatus::done;
    search_.reset();
  }
  return spent;
}

}  // namespace slide
