// `slide`: solve, benchmark, scramble and check sliding puzzles from the command line.
#include <cstdio>
#include <set>
#include <string>

#include "clip.hpp"
#include "commands.hpp"

namespace {

const char* kUsageHead = R"(usage:
  slide solve    [--puzzle 15|8|24|3x3+1|WxH] [--goal "..."] [--heuristic NAME] [--algo ida|astar|bfs]
                 [--node-limit N] [--state-cap N] [--pdb FILE] [--partition GROUPS]
                 [--threads N] BOARD
  slide bench    [same options] [--json] [--slice-ms MS] [FILE|-]
                 (no FILE: the built-in bench positions; --slice-ms: run in slices of about MS)
  slide bench    --signature [--list]               (node totals per heuristic; see bench/SIGNATURE)
  slide scramble [--puzzle P] [--goal "..."] (--moves N | --random) [--seed S] [--count K]
  slide scramble [--puzzle P] [--goal "..."] --difficulty easy|normal|hard|expert [--seed S]
                 [--count K] [--pdb FILE | --heuristic pdb]  (position, then its proven distance)
  slide check    [--puzzle P] [--goal "..."] BOARD   (solvability and why)
  slide table    [--puzzle P] [--goal "..."]         (exact BFS over a small puzzle)
  slide pdb build [--puzzle P] [--goal "..."] [--partition GROUPS] --out FILE
  slide pdb info  [--puzzle P] [--goal "..."] [--partition GROUPS] FILE
  slide heuristics                                   (every heuristic: id, label, puzzles, why)
BOARD: the tiles in cell order, separated by spaces or commas, 0 for the blank.
)";

const char* kUsageTail =
    R"(pdb = additive pattern databases: --heuristic pdb builds them first (about
  5 s for the 15-puzzle), --pdb FILE loads tables written by `slide pdb build` instead.
GROUPS: the partition, tiles by commas, groups by '/', e.g. 5,6,9,10,13,14/4,7,8,11,12,15/1,2,3
  (default for 4x4: that 6-6-3; a loaded FILE must match it when --partition is given).
--threads N: IDA* with pdb on 4x4 split across N threads (1-64; natively; one under WebAssembly).
)";

// Options that stand alone; every other --option takes the next word as its value.
const std::set<std::string> kFlags = {"--json", "--random", "--help", "--signature", "--list"};

}  // namespace

std::string slide::cli::usage() {
  return std::string(kUsageHead) +
         "Heuristics (--heuristic NAME, strongest first): " + slide::heuristic_ids() +
         "\n  (default: the strongest available; pdb only when asked for).\n" + kUsageTail;
}

namespace {

// Each subcommand with the options it reads: any other option is a mistake (a misspelt
// --nodelimit must not run a search without its limit), refused before anything runs.
struct Command {
  const char* name;
  int (*run)(const slide::cli::Arguments&);
  std::set<std::string> options;
};

const std::set<std::string> kSearchOptions = {"puzzle", "goal",       "heuristic",
                                              "algo",   "node-limit", "state-cap",
                                              "pdb",    "partition",  "threads"};

std::set<std::string> with(std::set<std::string> base, std::set<std::string> more) {
  base.merge(more);
  return base;
}

const Command kCommands[] = {
    {"solve", slide::cli::solve, kSearchOptions},
    {"bench", slide::cli::bench, with(kSearchOptions, {"json", "signature", "list", "slice-ms"})},
    {"scramble",
     slide::cli::scramble,
     {"puzzle", "goal", "moves", "random", "seed", "count", "difficulty", "pdb", "heuristic"}},
    {"check", slide::cli::check, {"puzzle", "goal"}},
    {"table", slide::cli::table, {"puzzle", "goal"}},
    {"pdb", slide::cli::pdb, {"puzzle", "goal", "partition", "out"}},
    {"heuristics", slide::cli::heuristics, {}},
};

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fputs(
        "slide: no command (solve, bench, scramble, check, table, pdb, heuristics); see slide "
        "--help\n",
        stderr);
    return 2;
  }
  const std::string command = argv[1];
  slide::cli::Arguments args;
  for (int i = 2; i < argc; ++i) {
    const std::string word = argv[i];
    if (word.size() > 2 && word.rfind("--", 0) == 0) {
      if (kFlags.count(word)) {
        args.options[word.substr(2)] = "";
      } else if (i + 1 < argc) {
        args.options[word.substr(2)] = argv[++i];
      } else {
        std::fprintf(stderr, "slide: option %s needs a value\n", slide::cli::clip(word).c_str());
        return 2;
      }
    } else {
      args.words.push_back(word);
    }
  }
  if (command == "--help" || command == "help" || args.has("help")) {
    std::fputs(slide::cli::usage().c_str(), stdout);
    return 0;
  }
  for (const Command& entry : kCommands) {
    if (command != entry.name) continue;
    for (const auto& [name, value] : args.options) {
      if (entry.options.count(name)) continue;
      std::string known;
      for (const std::string& option : entry.options)
        known += (known.empty() ? "" : ", --") + option;
      // Clipped: the option is user input and may be long.
      std::fprintf(stderr, "slide: unknown option --%s for %s (%s%s)\n",
                   slide::cli::clip(name, 40).c_str(), entry.name,
                   known.empty() ? "it takes no options" : "options: --", known.c_str());
      return 2;
    }
    return entry.run(args);
  }
  std::fprintf(
      stderr,
      "slide: unknown command '%s' (solve, bench, scramble, check, table, pdb, heuristics)\n",
      slide::cli::clip(command, 40).c_str());
  return 2;
}
