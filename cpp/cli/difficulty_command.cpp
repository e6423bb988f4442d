// `slide scramble --difficulty NAME`: runs the core's difficulty shuffle job and prints each
// position with its proven distance (a `#` line, so the output is also a bench file).
#include <cstdio>

#include "clip.hpp"
#include "commands.hpp"
#include "limits.hpp"
#include "session/difficulty_scramble.hpp"

namespace slide::cli {

int scramble_by_difficulty(Session& session, std::shared_ptr<const Puzzle> puzzle,
                           const std::string& name, std::uint64_t seed, std::uint64_t count) {
  auto difficulty = parse_difficulty(name);
  if (!difficulty) {
    std::fprintf(stderr, "slide: %s (not '%s')\n", difficulty.error.message.c_str(),
                 clip(name, 40).c_str());
    return 2;
  }
  // Refused up front past what the node budget covers (limits.hpp), and stopped if the
  // positions cost more than that anyway (a candidate may take many proofs).
  const std::uint64_t most = max_difficulty_count(*puzzle);
  if (count > most) {
    std::fprintf(stderr,
                 "slide: --count with --difficulty is at most %llu on this puzzle (a budget of "
                 "%llu search nodes)\n",
                 static_cast<unsigned long long>(most),
                 static_cast<unsigned long long>(kDifficultyNodes));
    return 2;
  }
  std::uint64_t spent = 0;
  for (std::uint64_t i = 0; i < count; ++i) {
    const int id = session.start_scramble(puzzle, *difficulty.value, seed + i);
    Result<JobReport> report = session.run(id, Session::kMaxBudget);
    auto nodes = [&] {
      return report && report.value->scramble ? report.value->scramble->nodes() : 0;
    };
    while (report && report.value->status == JobStatus::running &&
           spent + nodes() <= kDifficultyNodes)
      report = session.run(id, Session::kMaxBudget);
    if (report && report.value->status == JobStatus::running) {
      session.cancel(id);
      std::fprintf(
          stderr,
          "slide: stopped after %llu of %llu positions: the budget of %llu search nodes ran out\n",
          static_cast<unsigned long long>(i), static_cast<unsigned long long>(count),
          static_cast<unsigned long long>(kDifficultyNodes));
      return 1;
    }
    if (!report || report.value->status != JobStatus::done) {
      std::fprintf(stderr, "slide: %s\n",
                   one_line(report ? report.value->message : report.error.message).c_str());
      return 1;
    }
    const DifficultyScramble& made = *report.value->scramble;
    const DistanceBand& band = made.band();
    const std::string range = std::to_string(band.min) + "-" + std::to_string(band.max);
    std::printf("%s\n# %s: distance %s%d (%s), band %s, %d candidates, %llu nodes, %.1f ms, %s\n",
                made.board().to_string().c_str(), to_string(made.difficulty()),
                made.exact() ? "" : ">= ", made.distance(), made.exact() ? "exact" : "lower bound",
                range.c_str(), made.candidates(), static_cast<unsigned long long>(made.nodes()),
                made.elapsed_ms(), made.heuristic().c_str());
    spent += made.nodes();
    if (output_failed()) return 0;  // main() reports the failed write
  }
  return 0;
}

}  // namespace slide::cli
