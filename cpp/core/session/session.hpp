// The front door of the core, shared by the CLI and the WebAssembly binding: it owns the puzzles
// (a bounded cache), the tables (TableStore) and the running jobs by id. It decides which
// heuristics a puzzle offers (the registry's rows), falls back when tables are missing, and
// reports every job the same way, so front ends only convert values.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "heuristics/registry.hpp"
#include "model/difficulty.hpp"
#include "search/anytime_search.hpp"
#include "search/expansion_histogram.hpp"
#include "search/layer_count.hpp"
#include "search/search.hpp"
#include "search/solve_options.hpp"
#include "tables/distance_table.hpp"
#include "tables/pattern_database_builder.hpp"
#include "tables/table_store.hpp"

namespace slide {

// A registry row that applies to a puzzle; `available` is false while its tables are missing.
struct HeuristicChoice {
  const HeuristicRow* row;
  bool available;
};

struct StartedSearch {
  int job = 0;
  std::string heuristic;      // the id used ("none" for breadth-first search)
  std::string fallback_from;  // the id asked for when a fallback replaced it, else empty
};

struct StartedBuild {
  int job = 0;
  std::uint64_t states = 0;  // abstract states in all: the unit of run()'s budget
};

struct StartedAnytime {
  int job = 0;
  std::string heuristic;                        // the id used
  std::shared_ptr<const AnytimeSearch> search;  // best(), bound(), improvements() between slices
};

class DifficultyScramble;

struct Solution {
  std::vector<int> moves;  // the cells whose tiles slide into the blank, in order
  Puzzle::MoveNames names;
};

// A job's state after a slice. The job's own object stays readable through the pointers even
// after the session has forgotten an ended job.
struct JobReport {
  JobStatus status = JobStatus::running;
  std::optional<double> progress;
  std::string message;
  std::shared_ptr<const Search> search;                 // set for searches
  std::optional<Solution> solution;                     // set once a search is solved
  std::shared_ptr<const PatternDatabaseBuilder> build;  // set for table builds
  std::shared_ptr<const ExpansionHistogram> histogram;  // a search asked for one (histogram)
  std::shared_ptr<const LayerCount> layers;             // set for layer counts
  std::shared_ptr<const DifficultyScramble> scramble;   // set for difficulty shuffles
};

class Session {
 public:
  // Bounds on what callers can make the session hold or do in one call (issue 14); the least
  // recently used puzzle or job goes first. A puzzle is a few KB; a job up to its state cap.
  static constexpr std::size_t kMaxPuzzles = 32;
  static constexpr std::size_t kMaxJobs = 16;
  // One run() call: about 0.1-0.5 s of search in WebAssembly, so a caller's huge budget cannot
  // block its thread for long (the page's worker asks for far less, aiming at its slice time).
  static constexpr std::uint64_t kMaxBudget = std::uint64_t{1} << 22;
  // BFS and A*: about 85 bytes a state natively, so at most about 700 MB.
  static constexpr std::uint64_t kMaxStateCap = 8'000'000;
  // Table bytes handed in by the page (its stored copies: its own 6-6-3, 5.8 MB). The command
  // line reads files up to the 7-8 tables' 288 MB (cli/input_files.hpp).
  static constexpr std::uint64_t kMaxTableBytes = 256ull << 20;

  // Puzzle by name and goal text (empty: the default goal), kept for the next call.
  Result<std::shared_ptr<const Puzzle>> puzzle(std::string_view name, std::string_view goal = {});

  // The registry rows that apply to the puzzle (or whose tables are installed for it), strongest
  // first, and the strongest available admissible one (never the learned estimate).
  std::vector<HeuristicChoice> heuristics(const Puzzle& puzzle) const;
  std::string default_heuristic(const Puzzle& puzzle) const;
  // h of a board under an available heuristic.
  Result<int> evaluate(const Puzzle& puzzle, const Board& board, std::string_view heuristic);

  TableStore& tables() { return tables_; }
  // The exact BFS table of a small puzzle (cell_count() <= DistanceTable::kMaxCells).
  std::shared_ptr<const DistanceTable> distance_table(const Puzzle& puzzle) {
    return tables_.computed<DistanceTable>(puzzle);
  }
  // The installed tables as bytes, and tables installed from such bytes (their description).
  Result<std::vector<std::uint8_t>> save_tables(const Puzzle& puzzle) const;
  Result<std::string> load_tables(std::shared_ptr<const Puzzle> puzzle,
                                  std::span<const std::uint8_t> bytes);

  // An available heuristic of the puzzle by registry id (else unknown- or unavailable-heuristic),
  // for searches made outside the session (the lab's).
  Result<std::shared_ptr<const Heuristic>> heuristic(const Puzzle& puzzle, std::string_view id);

  // The heuristic a search with these options uses: the one asked for, the strongest available
  // when none is named, or (options.fallback) the strongest available instead of one whose
  // tables are missing. `fallback_from` names the id that was replaced.
  struct HeuristicPick {
    std::string id;
    std::string fallback_from;
  };
  HeuristicPick pick_heuristic(const Puzzle& puzzle, const SolveOptions& options) const;
  // A search that is not a job of the session, for callers that drive it themselves. An
  // unsolvable start gives a search whose status is already `unsolvable`.
  Result<std::shared_ptr<Search>> make_search(std::shared_ptr<const Puzzle> puzzle,
                                              const Board& board, const SolveOptions& options);

  // Jobs. An unsolvable start is refused at once (code unsolvable, the reason as message); a
  // table build is refused for puzzles without buildable tables (code not-buildable). Starting a
  // job while kMaxJobs are alive forgets the one least recently run (its id then answers
  // no-such-job): jobs nobody cancels cannot pile up.
  Result<StartedSearch> start_search(std::shared_ptr<const Puzzle> puzzle, const Board& board,
                                     const SolveOptions& options);
  // The anytime search (search/anytime_search.hpp) as a job, with the heuristic options name
  // (the strongest available when none is named): run() ends it `solved` only once its best
  // solution is proven optimal; stopped earlier, the search holds the best so far and its bound.
  // Refused as start_search refuses, and for heuristics without anytime engines.
  Result<StartedAnytime> start_anytime(std::shared_ptr<const Puzzle> puzzle, const Board& board,
                                       const SolveOptions& options);
  // The same search, not made a job of the session, for callers that keep their own jobs: the
  // lab's module, which runs it for the page's boards bigger than the 15-puzzle.
  struct MadeAnytime {
    std::string heuristic;  // the id used
    std::shared_ptr<AnytimeSearch> search;
  };
  Result<MadeAnytime> make_anytime(std::shared_ptr<const Puzzle> puzzle, const Board& board,
                                   const SolveOptions& options);
  Result<StartedBuild> start_table_build(std::shared_ptr<const Puzzle> puzzle);
  // One subtree of a split search run in another worker (SubtreePdbSearch, with this session's
  // installed pattern databases): the blank's cells from `board` and the iteration's threshold.
  // Refused (bad-option) when the tables are missing or the path is not one a split search makes.
  Result<int> start_subtree(std::shared_ptr<const Puzzle> puzzle, const Board& board,
                            const std::vector<int>& path, int threshold);
  // The split search (SplitPdbSearch) of a running job, to hand out and report its subtrees.
  Result<SplitPdbSearch*> split(int job);
  // The positions k moves from `board` for k = 0, 1, ... (LayerCount); state_cap is bounded by
  // kMaxStateCap. Works from any board, solvable or not (the lab's parity experiment counts
  // everything a swapped board reaches).
  Result<int> start_layer_count(std::shared_ptr<const Puzzle> puzzle, const Board& board,
                                std::uint64_t state_cap);
  // A difficulty shuffle (session/difficulty_scramble.hpp): ends `done` with a position whose
  // optimal distance is proven to lie in the difficulty's band.
  int start_scramble(std::shared_ptr<const Puzzle> puzzle, Difficulty difficulty,
                     std::uint64_t seed);
  // Runs a job for about `budget` units (clamped to 1..kMaxBudget). A job that has ended is
  // forgotten after this report; a finished table build is installed first.
  Result<JobReport> run(int job, std::uint64_t budget);
  // A budget from a front end's number: NaN, negative or huge values become 1..kMaxBudget.
  static std::uint64_t budget_from(double budget);
  bool cancel(int job);
  std::size_t job_count() const { return jobs_.size(); }

 private:
  struct Entry {
    std::shared_ptr<Job> job;
    std::shared_ptr<Search> search;
    std::shared_ptr<PatternDatabaseBuilder> build;
    std::shared_ptr<LayerCount> layers;
    std::shared_ptr<DifficultyScramble> scramble;
    std::uint64_t used = 0;  // the tick of its last start or run, for eviction
  };
  struct CachedPuzzle {
    std::shared_ptr<const Puzzle> puzzle;
    std::uint64_t used = 0;
  };
  int add_job(Entry entry);

  std::map<std::string, CachedPuzzle> puzzles_;
  std::uint64_t tick_ = 0;
  TableStore tables_;
  std::map<int, Entry> jobs_;
  int next_job_ = 1;
};

}  // namespace slide
