// `slide learn bench`: the learned estimate measured against exact distances and side by side
// with other heuristics on the same positions (README, "Learned heuristic").
//   up to 10 cells: its error over every reachable state (the BFS table), then --count seeded
//     random positions solved by IDA* and A* with it and with each --compare heuristic;
//   the 15-puzzle: the positions of FILE solved by IDA* with it and with each --compare
//     heuristic; the optimum from the pattern databases (built, or --pdb FILE).
#include <chrono>
#include <cstdio>
#include <sstream>

#include "clip.hpp"
#include "input_files.hpp"
#include "learn_command.hpp"
#include "learned/trainer.hpp"
#include "model/scramble.hpp"
#include "table_files.hpp"

namespace slide::cli {

namespace {

int fail(const std::string& message) {
  std::fprintf(stderr, "slide: %s\n", one_line(message).c_str());
  return 2;
}

struct Tally {
  std::string name;  // heuristic and algorithm
  int solved = 0, optimal = 0, capped = 0;
  long excess = 0;  // moves above the optimum, summed over solved positions
  std::uint64_t nodes = 0;
  double ms = 0;
};

struct Runner {
  std::string heuristic;
  Algorithm algorithm;
  std::uint64_t node_limit;
};

void run_one(Session& session, std::shared_ptr<const Puzzle> puzzle, const Board& board,
             int optimum, const Runner& runner, Tally& tally) {
  SolveOptions options;
  options.heuristic = runner.heuristic;
  options.algorithm = runner.algorithm;
  options.node_limit = runner.node_limit;
  const Outcome outcome = run_search(session, puzzle, board, options);
  tally.nodes += outcome.stats.nodes;
  tally.ms += outcome.stats.elapsed_ms;
  if (outcome.status != SearchStatus::solved) {
    ++tally.capped;
    return;
  }
  // run_search's solution is replayed to the goal by the search (Search::run) before `solved`.
  ++tally.solved;
  const int length = static_cast<int>(outcome.moves.size());
  tally.optimal += length == optimum;
  tally.excess += length - optimum;
}

void print(const Tally& t, const Tally& base, int positions) {
  std::printf(
      "%-22s solved %d/%d  optimal %5.1f%%  mean excess %.2f  nodes %13llu (%.4fx %s)  "
      "%.0f ms  %.0f nodes/s\n",
      t.name.c_str(), t.solved, positions, 100.0 * t.optimal / positions,
      t.solved ? static_cast<double>(t.excess) / t.solved : 0.0,
      static_cast<unsigned long long>(t.nodes),
      base.nodes ? static_cast<double>(t.nodes) / static_cast<double>(base.nodes) : 0.0,
      base.name.c_str(), t.ms, t.ms > 0 ? t.nodes / (t.ms / 1000) : 0.0);
}

std::vector<std::string> split_ids(const std::string& text) {
  std::vector<std::string> ids;
  std::stringstream stream(text);
  for (std::string id; std::getline(stream, id, ',');)
    if (!id.empty()) ids.push_back(id);
  return ids;
}

// Full evaluations of the learned estimate per second, on the positions given (repeated for
// about half a second).
double evaluations_per_second(Session& session, const Puzzle& puzzle,
                              const std::vector<Board>& boards) {
  auto heuristic = session.heuristic(puzzle, "learned");
  if (!heuristic || boards.empty()) return 0;
  const auto began = std::chrono::steady_clock::now();
  std::uint64_t count = 0;
  long sink = 0;
  while (seconds_since(began) < 0.5)
    for (const Board& board : boards) {
      sink += (*heuristic.value)->evaluate(board);
      ++count;
    }
  return sink == -1 ? 0 : count / seconds_since(began);
}

}  // namespace

int learn_bench(Session& session, std::shared_ptr<const Puzzle> puzzle, const Arguments& args) {
  if (!args.has("weights")) return fail("learn bench needs --weights FILE");
  auto model = install_weights(session, *puzzle, args.get("weights"));
  if (!model) return fail(model.error.message);
  const bool small = DistanceTable::applies(*puzzle);
  std::uint64_t limit = 0, count = 1000, seed = 1;
  if (args.has("node-limit") && (!parse_number(args.get("node-limit"), limit) || limit == 0))
    return fail("--node-limit needs a positive whole number");
  if (args.has("count") &&
      (!parse_number(args.get("count"), count) || count == 0 || count > 100000))
    return fail("--count needs a whole number from 1 to 100000");
  if (args.has("seed") && !parse_number(args.get("seed"), seed))
    return fail("--seed needs a whole number");
  const auto compared = split_ids(args.get("compare", small ? "manhattan" : "manhattan,pdb"));
  for (const std::string& id : compared)
    if (!find_heuristic(id) || id == "learned") return fail("--compare takes heuristic ids");
  std::vector<Board> boards;
  std::vector<int> optimum;
  if (small) {
    const auto exact = session.distance_table(*puzzle);
    const TrainingSet all = all_positions(*exact, puzzle->cell_count());
    const EstimateQuality q =
        measure_estimate(ManhattanDistance(*puzzle), model.value->get()->network, all);
    std::printf(
        "estimate on all %zu states: mean absolute error %.4f moves, overestimates %.2f%%, "
        "exact %.2f%%\n",
        all.size(), q.mean_absolute_error, 100 * q.overestimated, 100 * q.exact);
    Rng rng(seed);
    for (std::uint64_t i = 0; i < count; ++i) {
      boards.push_back(random_solvable(*puzzle, rng.next()));
      optimum.push_back(exact->distance(boards.back()));
    }
  } else {
    if (args.words.size() != 2) return fail("learn bench on this puzzle needs a positions FILE");
    auto lines = read_positions(args.words[1]);
    if (!lines) return fail(lines.error.message);
    for (const std::string& line : *lines.value) {
      auto board = puzzle->parse_board(line);
      if (!board) return fail(board.error.message);
      boards.push_back(*board.value);
    }
    std::string note;  // the build's summary line: the bench prints its own figures
    auto tables = args.has("pdb") ? load_tables(args, puzzle, args.get("pdb"))
                                  : build_tables(args, puzzle, note);
    if (!tables) return fail(tables.error.message);
    session.tables().install(*tables.value);
  }
  std::vector<Runner> runners;
  for (Algorithm algorithm : {Algorithm::ida, Algorithm::astar}) {
    if (!small && algorithm == Algorithm::astar) continue;  // A* on 15: memory, not figures
    runners.push_back({"learned", algorithm, limit});
    for (const std::string& id : compared) runners.push_back({id, algorithm, 0});
  }
  std::vector<Tally> tallies;
  for (const Runner& r : runners)
    tallies.push_back({r.heuristic + (r.algorithm == Algorithm::ida ? " ida" : " astar")});
  for (std::size_t i = 0; i < boards.size(); ++i) {
    if (!small) {  // the optimum, from IDA* with the pattern databases (admissible)
      SolveOptions options;
      options.heuristic = "pdb";
      const Outcome best = run_search(session, puzzle, boards[i], options);
      if (best.status != SearchStatus::solved) return fail("pdb did not solve a position");
      optimum.push_back(static_cast<int>(best.moves.size()));
    }
    for (std::size_t r = 0; r < runners.size(); ++r)
      run_one(session, puzzle, boards[i], optimum[i], runners[r], tallies[r]);
  }
  std::printf("%zu positions; learned node limit %llu per position (0: none)\n", boards.size(),
              static_cast<unsigned long long>(limit));
  for (std::size_t r = 0; r < runners.size(); ++r) {
    // Each learned row against the first compared heuristic with the same algorithm.
    const std::size_t base = runners[r].heuristic == "learned" && !compared.empty() ? r + 1 : r;
    print(tallies[r], tallies[base], static_cast<int>(boards.size()));
  }
  std::printf("learned full evaluations: %.0f per second\n",
              evaluations_per_second(session, *puzzle, boards));
  return 0;
}

}  // namespace slide::cli
