// `slide`: solve, benchmark, scramble and check sliding puzzles from the command line.
#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <new>
#include <string>
#include <system_error>
#include <vector>

#include "clip.hpp"
#include "command_line.hpp"
#include "commands.hpp"
#include "learn_command.hpp"
#include "memory_budget.hpp"

namespace {

const char* kUsageHead = R"(usage:
  slide solve    [--puzzle 15|8|24|3x3+1|WxH] [--goal "..."] [--heuristic NAME]
                 [--algo ida|astar|bfs] [--node-limit N] [--state-cap N] [--pdb FILE]
                 [--partition GROUPS] [--threads N] [--time-limit S] BOARD
  slide bench    [same options] [--json] [--slice-ms MS] [FILE|-]
                 (no FILE: the built-in bench positions; --slice-ms: run in slices of about MS)
  slide bench    --signature [--list]               (node totals per heuristic; see bench/SIGNATURE)
  slide scramble [--puzzle P] [--goal "..."] (--moves N | --random) [--seed S] [--count K]
  slide scramble [--puzzle P] [--goal "..."] --difficulty easy|normal|hard|expert [--seed S]
                 [--count K] [--pdb FILE | --heuristic pdb]  (position, then its proven distance)
  slide check    [--puzzle P] [--goal "..."] [--solution MOVES] BOARD
                 (solvability and why; MOVES: solve's blank line, replayed to the goal or not)
  slide table    [--puzzle P] [--goal "..."]         (exact BFS over a small puzzle)
  slide pdb build [--puzzle P] [--goal "..."] [--partition GROUPS] --out FILE
  slide pdb info  [--puzzle P] [--goal "..."] [--partition GROUPS] FILE
  slide heuristics                                   (every heuristic: id, label, puzzles, why)
  slide learn train [--puzzle 8|15] [--seed S] [--epochs N] [--hidden A,B] [--starts N]
                    [--over-weight W] [--pdb FILE] --out FILE
                                                     (train the learned heuristic's network)
  slide learn solve [--puzzle P] --weights FILE [--algo ida|astar] [--node-limit N] BOARD
  slide learn bench [--puzzle P] --weights FILE [--compare IDS] [--count N] [--seed S]
                    [--node-limit N] [--pdb FILE] [POSITIONS]   (README: "Learned heuristic")
BOARD: the tiles in cell order, separated by spaces or commas, 0 for the blank.
)";

const char* kUsageTail =
    R"(pdb = additive pattern databases: --heuristic pdb builds them first (about
  5 s for the 15-puzzle), --pdb FILE loads tables written by `slide pdb build` instead.
GROUPS: the partition, tiles by commas, groups by '/', e.g. 5,6,9,10,13,14/4,7,8,11,12,15/1,2,3
  (default for 4x4: that 6-6-3; a loaded FILE must match it when --partition is given).
--threads N: IDA* with pdb on 4x4 split across N threads (1-64; natively; one under WebAssembly).
--time-limit S: the anytime search (for boards such as 24 whose optimum may take hours): weighted
  IDA* for a first solution, then shorter ones, each with a proven lower bound on the optimum
  (bound); stops after S seconds a position with the best found (optimal yes only when proven).
)";

}  // namespace

std::string slide::cli::usage() {
  return std::string(kUsageHead) +
         "Heuristics (--heuristic NAME, strongest first): " + slide::heuristic_ids() +
         "\n  (default: the strongest available; pdb only when asked for).\n" + kUsageTail;
}

namespace {

// Where each command of command_names() runs; the parser has already refused anything else.
struct Runner {
  const char* name;
  int (*run)(const slide::cli::Arguments&);
};

const Runner kRunners[] = {
    {"solve", slide::cli::solve},           {"bench", slide::cli::bench},
    {"scramble", slide::cli::scramble},     {"check", slide::cli::check},
    {"table", slide::cli::table},           {"pdb", slide::cli::pdb},
    {"heuristics", slide::cli::heuristics}, {"learn", slide::cli::learn},
};

}  // namespace

namespace {

int say(const std::string& message, int status) {
  std::fprintf(stderr, "slide: %s\n", slide::cli::one_line(message).c_str());
  return status;
}

// The command, with what the core does not report as a Result caught here as one line: an
// allocation the up-front checks did not foresee, a thread the system would not start.
int run(const Runner& runner, const slide::cli::Arguments& args) {
  try {
    return runner.run(args);
  } catch (const std::bad_alloc&) {
    return say(slide::cli::out_of_memory_message(), 1);
  } catch (const std::system_error& error) {
    return say(std::string("the system refused: ") + error.what(), 1);
  }
}

}  // namespace

int main(int argc, char** argv) {
  // A closed standard output would hand its descriptor to the next file opened (the tables'
  // output among them): refused before anything runs.
  if (::fcntl(STDOUT_FILENO, F_GETFD) == -1) return say("standard output is closed", 1);
  const slide::cli::CommandLine line =
      slide::cli::parse_command_line(std::vector<std::string>(argv + 1, argv + argc));
  int status = 2;
  switch (line.kind) {
    case slide::cli::CommandLine::Kind::refusal:
      std::fprintf(stderr, "%s\n", line.message.c_str());
      return line.exit_status;
    case slide::cli::CommandLine::Kind::help:
      std::fputs(slide::cli::usage().c_str(), stdout);
      status = 0;
      break;
    case slide::cli::CommandLine::Kind::command: {
      const Runner* runner = nullptr;
      for (const Runner& candidate : kRunners)
        if (line.command == candidate.name) runner = &candidate;
      // Only if command_line.cpp names a command that has no runner here.
      if (!runner) return say("command '" + line.command + "' has no runner", 2);
      status = run(*runner, line.args);
      break;
    }
  }
  // Output checked once flushed: a full disk or a closed pipe is a failure, not exit 0. A
  // command that failed has said why already (its one line).
  const bool flushed = std::fflush(stdout) == 0;
  const int error = errno;
  if ((!flushed || std::ferror(stdout)) && status == 0)
    return say(std::string("cannot write standard output: ") +
                   (flushed ? "a write failed" : std::strerror(error)),
               1);
  return status;
}
