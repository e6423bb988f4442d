// `slide solve|bench --time-limit S`: the core's anytime search, stopped at S seconds a position
// with the best solution found, its proven lower bound and whether it is proven optimal.
#include <cstdio>
#include <cstdlib>

#include "commands.hpp"

namespace slide::cli {

namespace {

// Slices of this many nodes: about 0.05-0.1 s natively, so the time limit is kept closely.
constexpr std::uint64_t kSliceNodes = std::uint64_t{1} << 19;

struct AnytimeOutcome {
  SearchStatus status = SearchStatus::failed;  // running: stopped at the time limit
  std::string message;
  std::shared_ptr<const AnytimeSearch> search;
};

// Runs the search until it proves its best optimal, ends otherwise, or `seconds` have passed
// (then it is cancelled); `on_improvement` sees each new solution as it comes.
template <class OnImprovement>
AnytimeOutcome run_anytime(Session& session, std::shared_ptr<const Puzzle> puzzle,
                           const Board& board, const SolveOptions& options, double seconds,
                           OnImprovement on_improvement) {
  auto started = session.start_anytime(std::move(puzzle), board, options);
  if (!started)
    return {started.error.code == ErrorCode::unsolvable ? SearchStatus::unsolvable
                                                        : SearchStatus::failed,
            started.error.message, nullptr};
  AnytimeOutcome outcome{SearchStatus::running, "", started.value->search};
  const AnytimeSearch& search = *outcome.search;
  std::size_t shown = 0;
  const auto began = std::chrono::steady_clock::now();
  for (;;) {
    auto report = session.run(started.value->job, kSliceNodes);
    if (!report) return {SearchStatus::failed, report.error.message, outcome.search};
    for (; shown < search.improvements().size(); ++shown)
      on_improvement(search.improvements()[shown]);
    if (report.value->status != SearchStatus::running) {
      outcome.status = report.value->status;
      outcome.message = report.value->message;
      return outcome;
    }
    if (seconds_since(began) >= seconds) {
      session.cancel(started.value->job);
      return outcome;
    }
  }
}

std::string join_numbers(const std::vector<int>& numbers) {
  std::string text;
  for (int n : numbers) text += (text.empty() ? "" : " ") + std::to_string(n);
  return text;
}

// The time to the solution reported: the last improvement's, else the whole search's.
double solution_ms(const AnytimeSearch& search) {
  return search.has_solution() ? search.improvements().back().ms : search.stats().elapsed_ms;
}

}  // namespace

bool parse_seconds(const std::string& text, double& seconds) {
  if (text.empty() || text.size() > 12 ||
      text.find_first_not_of("0123456789.") != std::string::npos)
    return false;
  char* end = nullptr;
  seconds = std::strtod(text.c_str(), &end);
  return end == text.c_str() + text.size() && seconds > 0 && seconds <= 86400;
}

int anytime_solve(Session& session, std::shared_ptr<const Puzzle> puzzle, const Board& board,
                  const SolveOptions& options, double seconds) {
  const AnytimeOutcome outcome =
      run_anytime(session, puzzle, board, options, seconds, [](const AnytimeImprovement& found) {
        std::printf("found length %d  bound %d  ms %.1f  nodes %llu\n", found.length, found.bound,
                    found.ms, static_cast<unsigned long long>(found.nodes));
        std::fflush(stdout);
      });
  if (!outcome.search) {
    std::fprintf(stderr, "slide: %s\n", outcome.message.c_str());
    return outcome.status == SearchStatus::unsolvable ? 1 : 2;
  }
  const AnytimeSearch& search = *outcome.search;
  if (!search.has_solution()) {
    std::printf("%s: no solution within %g s\n",
                outcome.status == SearchStatus::running ? "stopped" : to_string(outcome.status),
                seconds);
    std::printf("bound %d  nodes %llu  ms %.1f\n", search.bound(),
                static_cast<unsigned long long>(search.stats().nodes), search.stats().elapsed_ms);
    return 1;
  }
  const Puzzle::MoveNames names = puzzle->name_moves(board, search.best());
  std::printf("length %zu\n", search.best().size());
  std::printf("tiles %s\n", join_numbers(names.tiles).c_str());
  std::printf("blank %s\n", names.blank_directions.c_str());
  std::printf("bound %d  optimal %s  nodes %llu  ms %.1f  h %d\n", search.bound(),
              search.optimal() ? "yes" : "no",
              static_cast<unsigned long long>(search.stats().nodes), search.stats().elapsed_ms,
              search.start_h());
  return 0;
}

int anytime_bench(Session& session, std::shared_ptr<const Puzzle> puzzle,
                  const std::vector<std::string>& lines, const SolveOptions& options,
                  double seconds, bool json) {
  int solved = 0, proven = 0, index = 0;
  for (const std::string& line : lines) {
    ++index;
    auto board = puzzle->parse_board(line);
    if (!board) {
      std::fprintf(stderr, "slide: position %d: %s\n", index, board.error.message.c_str());
      return 2;
    }
    const AnytimeOutcome outcome =
        run_anytime(session, puzzle, *board.value, options, seconds, [](const auto&) {});
    if (!outcome.search) {
      std::fprintf(stderr, "slide: position %d: %s\n", index, outcome.message.c_str());
      return 2;
    }
    const AnytimeSearch& search = *outcome.search;
    const bool ok = search.has_solution();
    solved += ok;
    proven += search.optimal();
    const std::string length = ok ? std::to_string(search.best().size()) : "null";
    if (json) {
      std::string history;
      for (const AnytimeImprovement& found : search.improvements()) {
        char item[96];
        std::snprintf(item, sizeof item, "%s{\"length\":%d,\"bound\":%d,\"ms\":%.1f}",
                      history.empty() ? "" : ",", found.length, found.bound, found.ms);
        history += item;
      }
      const std::string moves =
          ok ? puzzle->name_moves(*board.value, search.best()).blank_directions : std::string();
      std::printf(
          "{\"length\":%s,\"moves\":\"%s\",\"bound\":%d,\"optimal\":%s,\"ms\":%.1f,\"h\":%d,"
          "\"nodes\":%llu,\"search_ms\":%.1f,\"improvements\":[%s]}\n",
          length.c_str(), moves.c_str(), search.bound(), search.optimal() ? "true" : "false",
          solution_ms(search), search.start_h(),
          static_cast<unsigned long long>(search.stats().nodes), search.stats().elapsed_ms,
          history.c_str());
    } else {
      const std::string first =
          ok ? std::to_string(search.improvements().front().length) + " at " +
                   std::to_string(static_cast<long>(search.improvements().front().ms)) + " ms"
             : "-";
      std::printf("%3d  length %4s  bound %3d  optimal %-3s  ms %9.1f  first %s  nodes %llu\n",
                  index, ok ? length.c_str() : "-", search.bound(), search.optimal() ? "yes" : "no",
                  solution_ms(search), first.c_str(),
                  static_cast<unsigned long long>(search.stats().nodes));
    }
    std::fflush(stdout);
  }
  if (json)
    std::printf("{\"total\":true,\"positions\":%zu,\"solved\":%d,\"optimal\":%d}\n", lines.size(),
                solved, proven);
  else
    std::printf("total  positions %zu  solved %d  proven optimal %d\n", lines.size(), solved,
                proven);
  return solved == static_cast<int>(lines.size()) ? 0 : 1;
}

}  // namespace slide::cli
