// The command-line front end: one function per subcommand, each returning the exit code.
#pragma once

#include <chrono>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

#include "session/session.hpp"

namespace slide::cli {

inline double seconds_since(std::chrono::steady_clock::time_point began) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
}

// Options as given: `--name value` pairs, bare `--flag`s (value "") and the remaining words.
struct Arguments {
  std::map<std::string, std::string> options;
  std::vector<std::string> words;

  bool has(const std::string& name) const { return options.count(name) > 0; }
  std::string get(const std::string& name, const std::string& fallback = {}) const {
    auto it = options.find(name);
    return it == options.end() ? fallback : it->second;
  }
  // A whole-number option's value, already checked against its range by the parser
  // (command_line.cpp), or `fallback` when it is not given.
  std::uint64_t number(const std::string& name, std::uint64_t fallback) const;
};

// A search run to its end through the session's job loop.
struct Outcome {
  SearchStatus status;
  std::string message;
  std::vector<int> moves;
  SearchStats stats;
  Puzzle::MoveNames names;
  // h of the start under the heuristic the search used, so tables can be compared from outside;
  // -1 for breadth-first search (no heuristic) or a search that did not start.
  int h = -1;
  std::uint64_t slices = 0;  // calls to run the job took
};
// With slice_ms > 0 the search runs in slices aimed at that many milliseconds each, sized as the
// page's worker sizes them (bench --slice-ms, to measure what slicing costs); else in slices of
// 2^24 nodes.
Outcome run_search(Session& session, std::shared_ptr<const Puzzle> puzzle, const Board& board,
                   const SolveOptions& options, double slice_ms = 0);

// Whether a write to standard output has failed (a full disk, a closed pipe): a command stops
// printing and returns 0, and main() reports the failure as the one line, exit status 1.
inline bool output_failed() { return std::ferror(stdout) != 0; }

// The usage text; its heuristic list comes from the registry.
std::string usage();

int solve(const Arguments& args);
int bench(const Arguments& args);
int scramble(const Arguments& args);
// `scramble --difficulty NAME`: positions proven in the difficulty's band, with their distance.
int scramble_by_difficulty(Session& session, std::shared_ptr<const Puzzle> puzzle,
                           const std::string& difficulty, std::uint64_t seed, std::uint64_t count);
int check(const Arguments& args);
int table(const Arguments& args);
int pdb(const Arguments& args);
int heuristics(const Arguments& args);
int signature(const Arguments& args);  // bench --signature
// `--time-limit S` (anytime_command.cpp): the anytime search, at most S seconds a position.
bool parse_seconds(const std::string& text, double& seconds);  // 0 < S <= 86400
int anytime_solve(Session& session, std::shared_ptr<const Puzzle> puzzle, const Board& board,
                  const SolveOptions& options, double seconds);
int anytime_bench(Session& session, std::shared_ptr<const Puzzle> puzzle,
                  const std::vector<std::string>& lines, const SolveOptions& options,
                  double seconds, bool json);

}  // namespace slide::cli
