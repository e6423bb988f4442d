// `slide scramble --difficulty NAME`: runs the core's difficulty shuffle job and prints each
// position with its proven distance (a `#` line, so the output is also a bench file).
#include <cstdio>

#include "clip.hpp"
#include "commands.hpp"
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
  for (std::uint64_t i = 0; i < count; ++i) {
    const int id = session.start_scramble(puzzle, *difficulty.value, seed + i);
    Result<JobReport> report = session.run(id, Session::kMaxBudget);
    while (report && report.value->status == JobStatus::running)
      report = session.run(id, Session::kMaxBudget);
    if (!report || report.value->status != JobStatus::done) {
      std::fprintf(stderr, "slide: %s\n",
                   report ? report.value->message.c_str() : report.error.message.c_str());
      return 1;
    }
    const DifficultyScramble& made = *report.value->scramble;
    const DistanceBand& band = made.band();
    const std::string range =
        std::to_string(band.min) + (band.open() ? " or more" : "-" + std::to_string(band.max));
    std::printf("%s\n# %s: distance %s%d (%s), band %s, %d candidates, %llu nodes, %.1f ms, %s\n",
                made.board().to_string().c_str(), to_string(made.difficulty()),
                made.exact() ? "" : ">= ", made.distance(), made.exact() ? "exact" : "lower bound",
                range.c_str(), made.candidates(), static_cast<unsigned long long>(made.nodes()),
                made.elapsed_ms(), made.heuristic().c_str());
  }
  return 0;
}

}  // namespace slide::cli
