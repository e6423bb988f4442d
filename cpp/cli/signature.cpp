// `slide bench --signature`: the total node count of IDA* over a fixed list of positions, per
// heuristic, like a chess engine's bench signature. Any change to what a search visits changes
// it, so bench/SIGNATURE (checked by the tests on native and WebAssembly) shows such a change in
// review. `--list` prints the positions as `puzzle;board;heuristics` lines, for measuring the
// same list with another build (bench/signature-baseline.sh).
#include <cstdio>

#include "commands.hpp"

namespace slide::cli {

namespace {

// Which heuristics run a group's positions, read from the registry (strongest first), never by
// name: so a new heuristic is its file and its row, and the signature takes it in by its place.
constexpr std::size_t kEvery = 0;

struct PositionGroup {
  const char* puzzle;
  // How many of the strongest heuristics that apply to the puzzle run these positions (kEvery:
  // all). The weak estimates only get positions that they solve in well under a second; a new
  // weakest one (a row added last) runs only the 8-puzzle and 3x3+1 positions.
  std::size_t strongest;
  std::vector<const char*> boards;
};

// 8 and 3x3+1: `slide scramble --random --seed 1..6`; 15: the first six lines of
// bench/walk30.txt, all of bench/walk50.txt and bench/walk80.txt.
const std::vector<PositionGroup>& groups() {
  static const std::vector<PositionGroup> list = {
      {"8",
       kEvery,
       {"2 4 3 0 6 8 1 7 5", "5 1 7 3 8 6 0 2 4", "4 0 1 8 6 3 7 2 5", "3 2 5 8 1 7 6 0 4",
        "6 4 3 7 1 5 2 0 8", "6 5 3 1 4 0 2 7 8"}},
      {"3x3+1",
       kEvery,
       {"1 3 4 0 2 7 8 9 5 6", "1 0 4 8 7 9 2 6 5 3", "1 2 7 8 6 4 0 5 9 3", "1 3 7 0 5 9 4 2 6 8",
        "1 8 3 9 6 5 2 7 0 4", "1 9 8 0 2 5 3 7 6 4"}},
      {"15",
       5,  // today every heuristic that applies to the 15-puzzle
       {"1 3 8 7 9 2 4 12 10 13 5 14 6 0 15 11", "5 1 4 7 9 0 2 3 6 14 10 8 13 15 12 11",
        "2 5 3 4 9 10 1 8 6 15 14 11 13 7 12 0", "6 9 0 1 5 8 7 2 13 10 4 3 14 15 12 11",
        "1 11 2 3 6 13 7 4 5 15 14 8 10 9 12 0", "10 6 11 3 7 1 9 4 5 2 0 15 13 14 12 8"}},
      {"15",
       3,
       {"9 1 3 8 10 2 12 4 6 13 5 7 15 0 11 14", "5 1 3 4 6 2 7 8 14 9 12 10 13 15 11 0",
        "2 5 3 4 15 9 10 8 0 6 12 1 13 7 11 14", "13 6 0 8 5 7 1 9 14 10 3 2 15 12 4 11",
        "11 13 2 3 1 0 9 7 6 12 8 4 5 10 15 14", "6 2 11 3 10 0 5 1 7 9 8 4 13 14 15 12",
        "14 3 4 11 1 6 2 12 5 9 0 13 7 10 15 8", "1 2 6 5 4 14 11 7 13 9 8 3 12 15 10 0",
        "2 4 3 12 5 0 7 1 6 13 8 11 10 9 14 15", "1 4 7 3 5 9 6 12 2 11 0 10 13 14 8 15"}},
      {"15",
       2,
       {"1 2 3 7 9 8 4 14 13 12 5 11 10 0 6 15", "1 2 3 4 5 15 7 8 0 6 14 11 9 10 13 12",
        "2 5 8 3 6 13 10 0 15 12 1 4 9 7 11 14", "13 7 8 9 14 5 1 2 0 10 6 11 15 12 3 4",
        "12 11 3 7 10 0 9 2 13 1 4 14 6 5 15 8", "5 10 3 1 2 9 11 0 6 13 8 15 14 7 12 4",
        "9 4 11 2 3 14 12 0 1 10 6 13 5 7 15 8", "1 2 6 7 4 15 5 8 12 13 14 3 10 11 9 0",
        "2 4 3 12 5 10 7 14 13 8 1 11 6 15 9 0", "9 2 6 7 4 1 10 0 5 13 12 3 14 8 11 15"}},
  };
  return list;
}

// The heuristics of a group: the strongest that apply to its puzzle, in registry order.
std::vector<const HeuristicRow*> rows_for(const PositionGroup& group, const Puzzle& puzzle) {
  std::vector<const HeuristicRow*> rows;
  for (const HeuristicRow& row : heuristic_registry()) {
    if (group.strongest != kEvery && rows.size() == group.strongest) break;
    if (row.applies(puzzle)) rows.push_back(&row);
  }
  return rows;
}

int fail(const std::string& message) {
  std::fprintf(stderr, "slide: %s\n", message.c_str());
  return 2;
}

// Builds the default tables of the puzzle through the session's job loop, as the page does.
Status build_tables(Session& session, std::shared_ptr<const Puzzle> puzzle) {
  if (session.tables().pattern_database(*puzzle)) return success();
  auto started = session.start_table_build(std::move(puzzle));
  if (!started) return Status::fail(started.error);
  for (;;) {
    auto report = session.run(started.value->job, std::uint64_t{1} << 24);
    if (!report) return Status::fail(report.error);
    if (report.value->status == JobStatus::done) return success();
    if (report.value->status != JobStatus::running)
      return Status::fail(ErrorCode::bad_tables, "the table build ended early");
  }
}

}  // namespace

int signature(const Arguments& args) {
  Session session;
  const bool list = args.has("list");
  std::vector<std::uint64_t> nodes(heuristic_registry().size(), 0);
  for (const PositionGroup& group : groups()) {
    auto puzzle = session.puzzle(group.puzzle);
    if (!puzzle) return fail(puzzle.error.message);
    const auto rows = rows_for(group, **puzzle.value);
    for (const char* text : group.boards) {
      if (list) {
        std::string ids;
        for (const HeuristicRow* row : rows) ids += (ids.empty() ? "" : " ") + std::string(row->id);
        std::printf("%s;%s;%s\n", group.puzzle, text, ids.c_str());
        continue;
      }
      auto board = (*puzzle.value)->parse_board(text);
      if (!board) return fail(board.error.message);
      for (const HeuristicRow* row : rows) {
        if (row->needs_tables)
          if (auto built = build_tables(session, *puzzle.value); !built)
            return fail(built.error.message);
        SolveOptions options;
        options.heuristic = std::string(row->id);
        const Outcome outcome = run_search(session, *puzzle.value, *board.value, options);
        if (outcome.status != JobStatus::solved)
          return fail(std::string(row->id) + " did not solve " + text + ": " + outcome.message);
        nodes[row - heuristic_registry().data()] += outcome.stats.nodes;
      }
    }
  }
  if (list) return 0;
  std::uint64_t total = 0;
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    std::printf("%s %llu\n", std::string(heuristic_registry()[i].id).c_str(),
                static_cast<unsigned long long>(nodes[i]));
    total += nodes[i];
  }
  std::printf("total %llu\n", static_cast<unsigned long long>(total));
  return 0;
}

}  // namespace slide::cli
