// The subcommands of `slide`. They parse, call the core, and print; no puzzle logic lives here.
#include "commands.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>

#include "clip.hpp"
#include "input_files.hpp"
#include "limits.hpp"
#include "memory_budget.hpp"
#include "model/notation.hpp"
#include "model/rules.hpp"
#include "model/scramble.hpp"
#include "session/session.hpp"
#include "table_files.hpp"

namespace slide::cli {

namespace {

// One line whatever the message echoes (issue 14): escaped and clipped.
int fail(const std::string& message) {
  std::fprintf(stderr, "slide: %s\n", one_line(message).c_str());
  return 2;
}

std::string join(const std::vector<std::string>& words) {
  std::string text;
  for (const auto& word : words) text += (text.empty() ? "" : " ") + word;
  return text;
}

struct Setup {
  std::shared_ptr<const Puzzle> puzzle;
  SolveOptions options;
  std::string error;
  std::string note;       // "pdb: built ...", printed once the command has succeeded
  double time_limit = 0;  // seconds; 0: no --time-limit (search to the end)
};

// The tables' note on stderr, once the command has not failed (exit status 2 is a refusal).
int finish(const Setup& s, int status) {
  if (status != 2 && !s.note.empty()) std::fprintf(stderr, "%s\n", s.note.c_str());
  return status;
}

Setup setup(Session& session, const Arguments& args) {
  Setup s;
  auto puzzle = session.puzzle(args.get("puzzle", "15"), args.get("goal"));
  if (!puzzle) return {nullptr, {}, puzzle.error.message, {}};
  s.puzzle = *puzzle.value;
  auto algorithm = parse_algorithm(args.get("algo", "ida"));
  if (!algorithm) return {nullptr, {}, algorithm.error.message, {}};
  s.options.algorithm = *algorithm.value;
  s.options.heuristic = args.get("heuristic");
  // Whole numbers were checked by the parser (command_line.cpp).
  s.options.node_limit = args.number("node-limit", s.options.node_limit);
  s.options.state_cap = args.number("state-cap", s.options.state_cap);
  s.options.threads = static_cast<int>(args.number("threads", 1));
  // Each thread beyond the first maps a stack: refused up front where the memory is limited.
  if (s.options.threads > 1)
    if (auto room = check_memory("--threads " + args.get("threads"),
                                 (s.options.threads - 1) * thread_stack_bytes());
        !room)
      return {nullptr, {}, room.error.message, {}};
  if (args.has("time-limit")) {
    if (!parse_seconds(args.get("time-limit"), s.time_limit))
      return {nullptr, {}, "--time-limit needs a number of seconds above 0, at most 86400", {}};
    if (s.options.algorithm != Algorithm::ida)
      return {nullptr, {}, "--time-limit runs the anytime search (weighted IDA*): drop --algo", {}};
  }
  return s;
}

// `--pdb FILE` loads pattern databases (and makes "pdb" the heuristic unless another is named);
// `--heuristic pdb` without a file builds them.
Status prepare_pattern_database(Session& session, const Arguments& args, Setup& s) {
  if (args.has("pdb") && s.options.heuristic.empty()) s.options.heuristic = "pdb";
  if (s.options.heuristic != "pdb") {
    if (args.has("partition"))  // not silently unused
      return Status::fail(ErrorCode::bad_option, "--partition goes with --heuristic pdb or --pdb");
    return success();
  }
  if (s.options.algorithm == Algorithm::bfs) return success();
  auto tables = args.has("pdb") ? load_tables(args, s.puzzle, args.get("pdb"))
                                : build_tables(args, s.puzzle, s.note);
  if (!tables) return Status::fail(tables.error);
  session.tables().install(*tables.value);
  return success();
}

}  // namespace

Outcome run_search(Session& session, std::shared_ptr<const Puzzle> puzzle, const Board& board,
                   const SolveOptions& options, double slice_ms) {
  auto started = session.start_search(puzzle, board, options);
  if (!started) {
    const bool unsolvable = started.error.code == ErrorCode::unsolvable;
    return {unsolvable ? SearchStatus::unsolvable : SearchStatus::failed,
            started.error.message,
            {},
            {},
            {}};
  }
  int h = -1;
  if (started.value->heuristic != "none") {
    auto value = session.evaluate(*puzzle, board, started.value->heuristic);
    if (value) h = *value.value;
  }
  // The worker's first budget and floor (web/js/worker/solver-worker.js, SEARCH_BUDGET).
  double budget = slice_ms > 0 ? 100000 : 1u << 24;
  for (std::uint64_t slices = 1;; ++slices) {
    const auto began = std::chrono::steady_clock::now();
    auto report = session.run(started.value->job, static_cast<std::uint64_t>(budget));
    if (!report) return {SearchStatus::failed, report.error.message, {}, {}, {}};
    if (slice_ms > 0) {
      const double took = seconds_since(began) * 1000;
      if (took > 0) budget = std::max(1000.0, std::min(budget * 4, budget * slice_ms / took));
    }
    if (report.value->status == SearchStatus::running) continue;
    Outcome outcome{report.value->status,
                    report.value->message,
                    {},
                    report.value->search->stats(),
                    {},
                    h,
                    slices};
    if (report.value->solution) {
      outcome.moves = report.value->solution->moves;
      outcome.names = report.value->solution->names;
    }
    return outcome;
  }
}

namespace {

std::string join_numbers(const std::vector<int>& numbers) {
  std::string text;
  for (int n : numbers) {
    if (!text.empty()) text += ' ';
    text += std::to_string(n);
  }
  return text;
}

double rate(std::uint64_t nodes, double ms) { return ms > 0 ? nodes / (ms / 1000.0) : 0; }

// h as printed: the number, or `none` when the search had no heuristic.
std::string h_text(int h, const char* none) { return h >= 0 ? std::to_string(h) : none; }

// The built-in bench: the article's Expert shuffles (walks of 80 moves, seeds 101-110; the same
// positions as bench/walk80.txt on the 15-puzzle), identical on every platform.
std::vector<std::string> builtin_positions(const Puzzle& puzzle) {
  std::vector<std::string> lines;
  for (int i = 101; i <= 110; ++i) lines.push_back(random_walk(puzzle, 80, i).to_string());
  return lines;
}

}  // namespace

int solve(const Arguments& args) {
  Session session;
  Setup s = setup(session, args);
  if (!s.puzzle) return fail(s.error);
  if (args.words.empty()) return fail("solve needs a BOARD (the tiles in cell order)");
  auto board = s.puzzle->parse_board(join(args.words));
  if (!board) return fail(board.error.message);
  if (auto problem = prepare_pattern_database(session, args, s); !problem)
    return fail(problem.error.message);
  if (s.time_limit > 0)
    return anytime_solve(session, s.puzzle, *board.value, s.options, s.time_limit);
  const Outcome outcome = run_search(session, s.puzzle, *board.value, s.options);
  if (outcome.status == SearchStatus::failed) return fail(outcome.message);
  if (outcome.status != SearchStatus::solved) {
    std::printf("%s: %s\n", to_string(outcome.status), outcome.message.c_str());
    std::printf("nodes %llu  ms %.1f\n", static_cast<unsigned long long>(outcome.stats.nodes),
                outcome.stats.elapsed_ms);
    return finish(s, 1);
  }
  std::printf("length %zu\n", outcome.moves.size());
  std::printf("tiles %s\n", join_numbers(outcome.names.tiles).c_str());
  // The solution notation (model/notation.hpp): `slide check --solution` reads it back.
  std::printf("blank %s\n", format_solution(*s.puzzle, *board.value, outcome.moves).c_str());
  std::printf("nodes %llu  ms %.1f  nodes/s %.0f  threshold %d  iterations %d  stored %llu  h %s\n",
              static_cast<unsigned long long>(outcome.stats.nodes), outcome.stats.elapsed_ms,
              rate(outcome.stats.nodes, outcome.stats.elapsed_ms), outcome.stats.threshold,
              outcome.stats.iteration, static_cast<unsigned long long>(outcome.stats.stored),
              h_text(outcome.h, "-").c_str());
  return finish(s, 0);
}

int bench(const Arguments& args) {
  if (args.has("signature")) return signature(args);
  Session session;
  Setup s = setup(session, args);
  if (!s.puzzle) return fail(s.error);
  const double slice_ms = static_cast<double>(args.number("slice-ms", 0));
  std::vector<std::string> lines;
  if (args.words.empty()) {
    lines = builtin_positions(*s.puzzle);
  } else {
    auto read = read_positions(args.words[0]);
    if (!read) return fail(read.error.message);
    lines = std::move(*read.value);
  }
  const bool json = args.has("json");
  if (auto problem = prepare_pattern_database(session, args, s); !problem)
    return fail(problem.error.message);
  if (s.time_limit > 0)
    return anytime_bench(session, s.puzzle, lines, s.options, s.time_limit, json);
  std::uint64_t total_nodes = 0, total_slices = 0;
  double total_ms = 0;
  int solved = 0, index = 0;
  for (const auto& line : lines) {
    ++index;
    auto board = s.puzzle->parse_board(line);
    if (!board) return fail("position " + std::to_string(index) + ": " + board.error.message);
    const Outcome outcome = run_search(session, s.puzzle, *board.value, s.options, slice_ms);
    if (outcome.status == SearchStatus::failed) return fail(outcome.message);
    total_slices += outcome.slices;
    total_nodes += outcome.stats.nodes;
    total_ms += outcome.stats.elapsed_ms;
    const bool ok = outcome.status == SearchStatus::solved;
    solved += ok;
    if (json) {
      std::printf(
          "{\"length\":%s,\"h\":%s,\"nodes\":%llu,\"ms\":%.3f,\"moves\":\"%s\"%s}\n",
          ok ? std::to_string(outcome.moves.size()).c_str() : "null",
          h_text(outcome.h, "null").c_str(), static_cast<unsigned long long>(outcome.stats.nodes),
          outcome.stats.elapsed_ms, ok ? outcome.names.blank_directions.c_str() : "",
          ok ? "" : (",\"status\":\"" + std::string(to_string(outcome.status)) + "\"").c_str());
    } else {
      std::printf("%3d  length %4s  h %3s  nodes %12llu  ms %10.1f  %s\n", index,
                  ok ? std::to_string(outcome.moves.size()).c_str() : "-",
                  h_text(outcome.h, "-").c_str(),
                  static_cast<unsigned long long>(outcome.stats.nodes), outcome.stats.elapsed_ms,
                  ok ? "" : outcome.message.c_str());
    }
    std::fflush(stdout);
    if (output_failed()) return 0;  // main() reports the failed write
  }
  if (json)
    std::printf(
        "{\"total\":true,\"positions\":%zu,\"solved\":%d,\"nodes\":%llu,\"ms\":%.3f,\"nodes_per_"
        "second\":%.0f,\"slices\":%llu}\n",
        lines.size(), solved, static_cast<unsigned long long>(total_nodes), total_ms,
        rate(total_nodes, total_ms), static_cast<unsigned long long>(total_slices));
  else
    std::printf("total  positions %zu  solved %d  nodes %llu  ms %.1f  nodes/s %.0f\n",
                lines.size(), solved, static_cast<unsigned long long>(total_nodes), total_ms,
                rate(total_nodes, total_ms));
  return finish(s, solved == static_cast<int>(lines.size()) ? 0 : 1);
}

int scramble(const Arguments& args) {
  Session session;
  Setup s = setup(session, args);
  if (!s.puzzle) return fail(s.error);
  // Whole numbers were checked by the parser (command_line.cpp).
  const std::uint64_t seed = args.number("seed", 1), moves = args.number("moves", 0),
                      count = args.number("count", 1);
  const bool random = args.has("random");
  if (args.has("difficulty") && !random && !args.has("moves")) {
    if (auto problem = prepare_pattern_database(session, args, s); !problem)
      return fail(problem.error.message);
    return finish(s,
                  scramble_by_difficulty(session, s.puzzle, args.get("difficulty"), seed, count));
  }
  if (random + args.has("moves") + args.has("difficulty") != 1)
    return fail("scramble needs one of --moves N, --random or --difficulty NAME");
  if (args.has("pdb") || args.has("heuristic"))
    return fail("--pdb and --heuristic go with --difficulty");
  if (!random && moves * count > kMaxScrambleSteps)
    return fail("--moves x --count is at most " + std::to_string(kMaxScrambleSteps) +
                " walk steps");
  for (std::uint64_t i = 0; i < count; ++i) {
    const Board board = random ? random_solvable(*s.puzzle, seed + i)
                               : random_walk(*s.puzzle, static_cast<int>(moves), seed + i);
    std::printf("%s\n", board.to_string().c_str());
    if (output_failed()) return 0;  // main() reports the failed write
  }
  return 0;
}

int check(const Arguments& args) {
  Session session;
  Setup s = setup(session, args);
  if (!s.puzzle) return fail(s.error);
  auto board = s.puzzle->parse_board(join(args.words));
  if (!board) return fail(board.error.message);
  // --solution: the notation `slide solve` prints (its blank line), replayed from BOARD.
  std::vector<int> moves;
  if (args.has("solution")) {
    auto parsed = parse_solution(*s.puzzle, *board.value, args.get("solution"));
    if (!parsed) return fail("--solution: " + parsed.error.message);
    moves = std::move(*parsed.value);
  }
  const Solvability result = check_solvability(*s.puzzle, *board.value);
  std::printf("%s\n%s\n", result.solvable ? "solvable" : "unsolvable", result.reason.c_str());
  if (!args.has("solution")) return result.solvable ? 0 : 1;
  // Every move was checked by the parser, so the replay cannot stop early.
  const Board end = *s.puzzle->play(*board.value, moves).value;
  if (s.puzzle->is_goal(end)) {
    std::printf("solution: %zu moves reach the goal\n", moves.size());
    return 0;
  }
  std::printf("solution: %zu moves end at %s, not the goal\n", moves.size(),
              end.to_string().c_str());
  return 1;
}

int table(const Arguments& args) {
  Session session;
  Setup s = setup(session, args);
  if (!s.puzzle) return fail(s.error);
  if (s.puzzle->cell_count() > DistanceTable::kMaxCells)
    return fail("exact tables are for puzzles of at most " +
                std::to_string(DistanceTable::kMaxCells) + " cells");
  const auto table = session.distance_table(*s.puzzle);
  std::printf("reachable %llu  diameter %d\n", static_cast<unsigned long long>(table->reachable()),
              table->diameter());
  for (std::size_t depth = 0; depth < table->layer_sizes().size(); ++depth)
    std::printf("%zu %llu\n", depth, static_cast<unsigned long long>(table->layer_sizes()[depth]));
  return 0;
}

int pdb(const Arguments& args) {
  Session session;
  Setup s = setup(session, args);
  if (!s.puzzle) return fail(s.error);
  const std::string action = args.words.empty() ? "" : args.words[0];
  if (action == "build") {
    // The output first: a path that cannot be written is refused before minutes of building.
    auto out = OutputFile::open(args.get("out"));
    if (!out) return fail(out.error.message);
    auto tables = build_tables(args, s.puzzle, s.note);
    if (!tables) return fail(tables.error.message);
    const std::vector<std::uint8_t> bytes = (*tables.value)->serialize();
    if (auto written = out.value->write(bytes); !written) {
      std::fprintf(stderr, "slide: %s\n", one_line(written.error.message).c_str());
      return 1;  // the build succeeded; writing it out did not
    }
    std::printf("wrote %s: %zu bytes\n", clip(args.get("out")).c_str(), bytes.size());
    return finish(s, 0);
  }
  if (action == "info") {
    const auto began = std::chrono::steady_clock::now();
    auto tables = load_tables(args, s.puzzle, args.words[1]);
    if (!tables) return fail(tables.error.message);
    const double seconds = seconds_since(began);
    std::printf("%s\nformat version %u, checksum ok, loaded in %.3f s\n",
                (*tables.value)->describe().c_str(), PatternDatabase::kFormatVersion, seconds);
    std::string maxima;
    for (int v : (*tables.value)->max_extras()) {
      if (!maxima.empty()) maxima += ' ';
      maxima += std::to_string(v);
    }
    std::printf("largest (moves - Manhattan)/2 per group: %s\n", maxima.c_str());
    return 0;
  }
  return fail("pdb needs 'build --out FILE' or 'info FILE'");
}

int heuristics(const Arguments&) {
  for (const HeuristicRow& row : heuristic_registry())
    std::printf("%-16s %s. Puzzles: %s.%s %s\n", std::string(row.id).c_str(),
                std::string(row.label).c_str(), std::string(row.puzzles).c_str(),
                row.needs_tables ? " Needs tables (slide pdb build, or --heuristic pdb)." : "",
                std::string(row.explanation).c_str());
  return 0;
}

}  // namespace slide::cli
