// The subcommands of `slide`. They parse, call the core, and print; no puzzle logic lives here.
#include "commands.hpp"

#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>

#include "rules.hpp"
#include "scramble.hpp"
#include "solver.hpp"

namespace slide::cli {

namespace {

int fail(const std::string& message) {
  std::fprintf(stderr, "slide: %s\n", message.c_str());
  return 2;
}

bool parse_count(const std::string& text, std::uint64_t& value) {
  if (text.empty() || text.size() > 18) return false;
  value = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return false;
    value = value * 10 + static_cast<std::uint64_t>(c - '0');
  }
  return true;
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
};

Setup setup(const Arguments& args) {
  Setup s;
  auto puzzle = make_puzzle(args.get("puzzle", "15"), args.get("goal"));
  if (!puzzle) return {nullptr, {}, puzzle.error};
  s.puzzle = *puzzle.value;
  auto algorithm = parse_algorithm(args.get("algo", "ida"));
  if (!algorithm) return {nullptr, {}, algorithm.error};
  s.options.algorithm = *algorithm.value;
  s.options.heuristic = args.get("heuristic");
  for (const char* name : {"node-limit", "state-cap"}) {
    if (!args.has(name)) continue;
    std::uint64_t value;
    if (!parse_count(args.get(name), value) || value == 0)
      return {nullptr, {}, std::string("--") + name + " needs a positive whole number"};
    (std::string(name) == "node-limit" ? s.options.node_limit : s.options.state_cap) = value;
  }
  return s;
}

struct Outcome {
  SearchStatus status;
  std::string message;
  std::vector<int> moves;
  SearchStats stats;
};

Outcome run_search(Solver& solver, const Setup& s, const Board& board) {
  auto search = solver.start(s.puzzle, board, s.options);
  if (!search) return {SearchStatus::failed, search.error, {}, {}};
  Search& running = **search.value;
  while (running.run(1u << 24) == SearchStatus::running) {
  }
  return {running.status(), running.message(), running.solution(), running.stats()};
}

std::string moved_tiles(const Puzzle& puzzle, Board board, const std::vector<int>& moves) {
  std::string text;
  for (int cell : moves) {
    text += (text.empty() ? "" : " ") + std::to_string(board[cell]);
    board.slide(cell);
  }
  (void)puzzle;
  return text;
}

std::string directions(const Puzzle& puzzle, Board board, const std::vector<int>& moves) {
  std::string text;
  for (int cell : moves) {
    text += puzzle.topology().direction(board.blank, cell);
    board.slide(cell);
  }
  return text;
}

double rate(std::uint64_t nodes, double ms) { return ms > 0 ? nodes / (ms / 1000.0) : 0; }

// The built-in bench: article-style walks on the 15-puzzle, the same on every platform.
std::vector<std::string> builtin_positions(const Puzzle& puzzle) {
  std::vector<std::string> lines;
  for (int i = 1; i <= 12; ++i) lines.push_back(random_walk(puzzle, 60, 1000 + i).to_string());
  return lines;
}

}  // namespace

int solve(const Arguments& args) {
  Setup s = setup(args);
  if (!s.puzzle) return fail(s.error);
  if (args.words.empty()) return fail("solve needs a BOARD (the tiles in cell order)");
  auto board = s.puzzle->parse_board(join(args.words));
  if (!board) return fail(board.error);
  Solver solver;
  const Outcome outcome = run_search(solver, s, *board.value);
  if (outcome.status == SearchStatus::failed) return fail(outcome.message);
  if (outcome.status != SearchStatus::solved) {
    std::printf("%s: %s\n", to_string(outcome.status), outcome.message.c_str());
    std::printf("nodes %llu  ms %.1f\n", static_cast<unsigned long long>(outcome.stats.nodes),
                outcome.stats.elapsed_ms);
    return 1;
  }
  std::printf("length %zu\n", outcome.moves.size());
  std::printf("tiles %s\n", moved_tiles(*s.puzzle, *board.value, outcome.moves).c_str());
  std::printf("blank %s\n", directions(*s.puzzle, *board.value, outcome.moves).c_str());
  std::printf("nodes %llu  ms %.1f  nodes/s %.0f  threshold %d  iterations %d  stored %llu\n",
              static_cast<unsigned long long>(outcome.stats.nodes), outcome.stats.elapsed_ms,
              rate(outcome.stats.nodes, outcome.stats.elapsed_ms), outcome.stats.threshold,
              outcome.stats.iteration, static_cast<unsigned long long>(outcome.stats.stored));
  return 0;
}

int bench(const Arguments& args) {
  Setup s = setup(args);
  if (!s.puzzle) return fail(s.error);
  std::vector<std::string> lines;
  if (args.words.empty()) {
    lines = builtin_positions(*s.puzzle);
  } else {
    const std::string path = args.words[0];
    std::ifstream file;
    if (path != "-") {
      file.open(path);
      if (!file) return fail("cannot read " + path);
    }
    std::istream& in = path == "-" ? std::cin : file;
    for (std::string line; std::getline(in, line);) {
      line = line.substr(0, line.find(';'));
      if (line.find('#') != std::string::npos) line = line.substr(0, line.find('#'));
      if (line.find_first_not_of(" \t\r,") == std::string::npos) continue;
      lines.push_back(line);
    }
  }
  const bool json = args.has("json");
  Solver solver;
  std::uint64_t total_nodes = 0;
  double total_ms = 0;
  int solved = 0, index = 0;
  for (const auto& line : lines) {
    ++index;
    auto board = s.puzzle->parse_board(line);
    if (!board) return fail("position " + std::to_string(index) + ": " + board.error);
    const Outcome outcome = run_search(solver, s, *board.value);
    if (outcome.status == SearchStatus::failed) return fail(outcome.message);
    total_nodes += outcome.stats.nodes;
    total_ms += outcome.stats.elapsed_ms;
    const bool ok = outcome.status == SearchStatus::solved;
    solved += ok;
    if (json) {
      std::printf(
          "{\"length\":%s,\"nodes\":%llu,\"ms\":%.3f,\"moves\":\"%s\"%s}\n",
          ok ? std::to_string(outcome.moves.size()).c_str() : "null",
          static_cast<unsigned long long>(outcome.stats.nodes), outcome.stats.elapsed_ms,
          ok ? directions(*s.puzzle, *board.value, outcome.moves).c_str() : "",
          ok ? "" : (",\"status\":\"" + std::string(to_string(outcome.status)) + "\"").c_str());
    } else {
      std::printf("%3d  length %4s  nodes %12llu  ms %10.1f  %s\n", index,
                  ok ? std::to_string(outcome.moves.size()).c_str() : "-",
                  static_cast<unsigned long long>(outcome.stats.nodes), outcome.stats.elapsed_ms,
                  ok ? "" : outcome.message.c_str());
    }
    std::fflush(stdout);
  }
  if (json)
    std::printf(
        "{\"total\":true,\"positions\":%zu,\"solved\":%d,\"nodes\":%llu,\"ms\":%.3f,\"nodes_per_"
        "second\":%.0f}\n",
        lines.size(), solved, static_cast<unsigned long long>(total_nodes), total_ms,
        rate(total_nodes, total_ms));
  else
    std::printf("total  positions %zu  solved %d  nodes %llu  ms %.1f  nodes/s %.0f\n",
                lines.size(), solved, static_cast<unsigned long long>(total_nodes), total_ms,
                rate(total_nodes, total_ms));
  return solved == static_cast<int>(lines.size()) ? 0 : 1;
}

int scramble(const Arguments& args) {
  Setup s = setup(args);
  if (!s.puzzle) return fail(s.error);
  std::uint64_t seed = 1, moves = 0, count = 1;
  if (args.has("seed") && !parse_count(args.get("seed"), seed))
    return fail("--seed needs a whole number");
  if (args.has("count") && (!parse_count(args.get("count"), count) || count == 0 || count > 100000))
    return fail("--count needs a whole number from 1 to 100000");
  const bool random = args.has("random");
  if (random == args.has("moves")) return fail("scramble needs either --moves N or --random");
  if (!random && (!parse_count(args.get("moves"), moves) || moves > 100000))
    return fail("--moves needs a whole number up to 100000");
  for (std::uint64_t i = 0; i < count; ++i) {
    const Board board = random ? random_solvable(*s.puzzle, seed + i)
                               : random_walk(*s.puzzle, static_cast<int>(moves), seed + i);
    std::printf("%s\n", board.to_string().c_str());
  }
  return 0;
}

int check(const Arguments& args) {
  Setup s = setup(args);
  if (!s.puzzle) return fail(s.error);
  auto board = s.puzzle->parse_board(join(args.words));
  if (!board) return fail(board.error);
  const Solvability result = check_solvability(*s.puzzle, *board.value);
  std::printf("%s\n%s\n", result.solvable ? "solvable" : "unsolvable", result.reason.c_str());
  return result.solvable ? 0 : 1;
}

int table(const Arguments& args) {
  Setup s = setup(args);
  if (!s.puzzle) return fail(s.error);
  if (s.puzzle->cell_count() > DistanceTable::kMaxCells)
    return fail("exact tables are for puzzles of at most " +
                std::to_string(DistanceTable::kMaxCells) + " cells");
  Solver solver;
  const auto table = solver.distance_table(*s.puzzle);
  std::printf("reachable %llu  diameter %d\n", static_cast<unsigned long long>(table->reachable()),
              table->diameter());
  for (std::size_t depth = 0; depth < table->layer_sizes().size(); ++depth)
    std::printf("%zu %llu\n", depth, static_cast<unsigned long long>(table->layer_sizes()[depth]));
  return 0;
}

}  // namespace slide::cli
