// The slice loop, timing, limits and the final replay check shared by all searches.
#include "search/search.hpp"

#include "model/rules.hpp"

namespace slide {

const char* to_string(JobStatus status) {
  switch (status) {
    case JobStatus::running:
      return "running";
    case JobStatus::solved:
      return "solved";
    case JobStatus::done:
      return "done";
    case JobStatus::unsolvable:
      return "unsolvable";
    case JobStatus::cancelled:
      return "cancelled";
    case JobStatus::gave_up:
      return "gave-up";
    case JobStatus::failed:
      return "failed";
  }
  return "failed";
}

Search::Search(std::shared_ptr<const Puzzle> puzzle, const Board& start, std::uint64_t node_limit)
    : puzzle_(std::move(puzzle)), start_(start), node_limit_(node_limit) {
  const Solvability solvability = check_solvability(*puzzle_, start_);
  if (!solvability.solvable) {
    status_ = SearchStatus::unsolvable;
    message_ = solvability.reason;
  }
}

SearchStatus Search::run(std::uint64_t budget) {
  if (status_ != SearchStatus::running) return status_;
  if (budget == 0) budget = 1;
  if (node_limit_ && stats_.nodes + budget > node_limit_)
    budget = node_limit_ > stats_.nodes ? node_limit_ - stats_.nodes : 1;
  const auto began = std::chrono::steady_clock::now();
  status_ = step(budget);
  stats_.elapsed_ms +=
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - began).count();

  if (status_ == SearchStatus::solved) {
    // Never hand out a path that has not been walked: replay it from the start.
    auto replay = puzzle_->play(start_, solution_);
    if (!replay || !puzzle_->is_goal(*replay.value)) {
      status_ = SearchStatus::failed;
      message_ = "internal error: the solution found does not replay to the goal";
      solution_.clear();
    }
  } else if (status_ == SearchStatus::running && node_limit_ && stats_.nodes >= node_limit_) {
    status_ = SearchStatus::gave_up;
    message_ = "gave up after " + std::to_string(stats_.nodes) + " nodes (node limit)";
  }
  return status_;
}

void Search::cancel() {
  if (status_ == SearchStatus::running) {
    status_ = SearchStatus::cancelled;
    message_ = "cancelled";
  }
}

}  // namespace slide
