// Puzzles, heuristic choice with its fallback, and the jobs of a session.
#include "session/session.hpp"

#include <algorithm>
#include <limits>

#include "heuristics/anytime_engines.hpp"
#include "heuristics/packed_pdb_search.hpp"
#include "heuristics/split_pdb_search.hpp"
#include "session/difficulty_scramble.hpp"

namespace slide {

Result<std::shared_ptr<const Puzzle>> Session::puzzle(std::string_view name,
                                                      std::string_view goal) {
  const std::string key = std::string(name) + "|" + std::string(goal);
  if (auto found = puzzles_.find(key); found != puzzles_.end()) {
    found->second.used = ++tick_;
    return Result<std::shared_ptr<const Puzzle>>::ok(found->second.puzzle);
  }
  auto made = make_puzzle(name, goal);
  if (!made) return made;
  // Goals are user input: keep the cache bounded, dropping the least recently used puzzle.
  if (puzzles_.size() >= kMaxPuzzles)
    puzzles_.erase(std::min_element(puzzles_.begin(), puzzles_.end(), [](auto& a, auto& b) {
      return a.second.used < b.second.used;
    }));
  puzzles_[key] = {*made.value, ++tick_};
  return made;
}

std::vector<HeuristicChoice> Session::heuristics(const Puzzle& puzzle) const {
  std::vector<HeuristicChoice> choices;
  for (const HeuristicRow& row : heuristic_registry()) {
    const bool installed = row.needs_tables && row.installed(puzzle, tables_);
    const bool has_tables = !row.needs_tables || installed;
    if (row.applies(puzzle) || (row.needs_tables && installed))
      choices.push_back({&row, has_tables});
  }
  return choices;
}

std::string Session::default_heuristic(const Puzzle& puzzle) const {
  for (const HeuristicChoice& choice : heuristics(puzzle))
    if (choice.available && choice.row->admissible) return std::string(choice.row->id);
  return std::string(heuristic_registry().back().id);  // never reached: some row always applies
}

Result<std::shared_ptr<const Heuristic>> Session::heuristic(const Puzzle& puzzle,
                                                            std::string_view id) {
  using Made = Result<std::shared_ptr<const Heuristic>>;
  std::string usable;
  const HeuristicRow* chosen = nullptr;
  for (const HeuristicChoice& choice : heuristics(puzzle)) {
    if (!choice.available) continue;
    usable += (usable.empty() ? "" : ", ") + std::string(choice.row->id);
    if (choice.row->id == id) chosen = choice.row;
  }
  if (!chosen)
    return Made::fail(
        find_heuristic(id) ? ErrorCode::unavailable_heuristic : ErrorCode::unknown_heuristic,
        "heuristic '" + std::string(id) + "' is not available for the " + puzzle.topology().name() +
            " puzzle: use " + usable);
  return Made::ok(chosen->make(puzzle, tables_));
}

Result<int> Session::evaluate(const Puzzle& puzzle, const Board& board,
                              std::string_view heuristic_id) {
  auto made = heuristic(puzzle, heuristic_id);
  if (!made) return Result<int>::fail(made.error);
  return Result<int>::ok((*made.value)->evaluate(board));
}

Result<std::vector<std::uint8_t>> Session::save_tables(const Puzzle& puzzle) const {
  auto database = tables_.pattern_database(puzzle);
  if (!database)
    return Result<std::vector<std::uint8_t>>::fail(
        ErrorCode::no_tables, "no pattern database is installed for this puzzle");
  return Result<std::vector<std::uint8_t>>::ok(database->serialize());
}

Result<std::string> Session::load_tables(std::shared_ptr<const Puzzle> puzzle,
                                         std::span<const std::uint8_t> bytes) {
  const Partition partition = default_partition(*puzzle);
  auto loaded = PatternDatabase::load(std::move(puzzle), bytes, partition);
  if (!loaded) return Result<std::string>::fail(loaded.error);
  tables_.install(*loaded.value);
  return Result<std::string>::ok((*loaded.value)->describe());
}

Session::HeuristicPick Session::pick_heuristic(const Puzzle& puzzle,
                                               const SolveOptions& options) const {
  if (options.algorithm == Algorithm::bfs) return {"none", ""};
  HeuristicPick pick{options.heuristic.empty() ? default_heuristic(puzzle) : options.heuristic, ""};
  const HeuristicRow* asked = find_heuristic(pick.id);
  if (options.fallback && asked && asked->needs_tables && asked->applies(puzzle) &&
      !asked->installed(puzzle, tables_)) {
    pick.fallback_from = pick.id;
    pick.id = default_heuristic(puzzle);
  }
  return pick;
}

Result<std::shared_ptr<Search>> Session::make_search(std::shared_ptr<const Puzzle> puzzle,
                                                     const Board& board,
                                                     const SolveOptions& options) {
  using Made = Result<std::shared_ptr<Search>>;
  SolveOptions bounded = options;
  bounded.state_cap = std::min(options.state_cap, kMaxStateCap);
  if (options.histogram && options.algorithm == Algorithm::ida)
    return Made::fail(ErrorCode::bad_option, "the expansion histogram is kept by BFS and A* only");
  if (options.histogram && !DistanceTable::applies(*puzzle))
    return Made::fail(ErrorCode::bad_option, "the expansion histogram needs a puzzle of at most " +
                                                 std::to_string(DistanceTable::kMaxCells) +
                                                 " cells");
  std::shared_ptr<Search> search;
  if (options.algorithm == Algorithm::bfs) {
    search = std::make_shared<BestFirstSearch>(puzzle, board, nullptr, bounded.state_cap,
                                               bounded.node_limit);
  } else {
    auto made = heuristic(*puzzle, pick_heuristic(*puzzle, bounded).id);
    if (!made) return Made::fail(made.error);
    search = (*made.value)->start(puzzle, board, bounded);
  }
  if (options.histogram && search->status() == JobStatus::running &&
      !search->record_expansions(std::make_shared<ExpansionHistogram>(
          [table = distance_table(*puzzle)](const Board& b) { return table->distance(b); })))
    return Made::fail(ErrorCode::bad_option, "this search keeps no histogram");
  return Made::ok(std::move(search));
}

Result<StartedSearch> Session::start_search(std::shared_ptr<const Puzzle> puzzle,
                                            const Board& board, const SolveOptions& options) {
  const HeuristicPick pick = pick_heuristic(*puzzle, options);
  auto made = make_search(puzzle, board, options);
  if (!made) return Result<StartedSearch>::fail(made.error);
  std::shared_ptr<Search> search = std::move(*made.value);
  if (search->status() == JobStatus::unsolvable)
    return Result<StartedSearch>::fail(ErrorCode::unsolvable, search->message());
  StartedSearch started{add_job({search, search, nullptr, nullptr, nullptr}), pick.id,
                        pick.fallback_from};
  return Result<StartedSearch>::ok(std::move(started));
}

Result<Session::MadeAnytime> Session::make_anytime(std::shared_ptr<const Puzzle> puzzle,
                                                   const Board& board,
                                                   const SolveOptions& options) {
  using Made = Result<MadeAnytime>;
  const std::string id = pick_heuristic(*puzzle, options).id;
  if (auto available = heuristic(*puzzle, id); !available) return Made::fail(available.error);
  auto made = make_anytime_search(puzzle, board, id, tables_, options.node_limit);
  if (!made) return Made::fail(made.error);
  std::shared_ptr<AnytimeSearch> search = std::move(*made.value);
  if (search->status() == JobStatus::unsolvable)
    return Made::fail(ErrorCode::unsolvable, search->message());
  return Made::ok({id, search});
}

Result<StartedAnytime> Session::start_anytime(std::shared_ptr<const Puzzle> puzzle,
                                              const Board& board, const SolveOptions& options) {
  auto made = make_anytime(std::move(puzzle), board, options);
  if (!made) return Result<StartedAnytime>::fail(made.error);
  const auto& [id, search] = *made.value;
  const int job = add_job({search, search, nullptr, nullptr, nullptr});
  return Result<StartedAnytime>::ok({job, id, search});
}

Result<StartedBuild> Session::start_table_build(std::shared_ptr<const Puzzle> puzzle) {
  if (!tables_buildable(*puzzle))
    return Result<StartedBuild>::fail(
        ErrorCode::not_buildable, "pattern databases are made for the 4x4 and 5x5 puzzles only");
  auto created = PatternDatabaseBuilder::create(puzzle, default_partition(*puzzle));
  if (!created) return Result<StartedBuild>::fail(created.error);
  std::shared_ptr<PatternDatabaseBuilder> build = std::move(*created.value);
  StartedBuild started{add_job({build, nullptr, build, nullptr, nullptr}), build->total_states()};
  return Result<StartedBuild>::ok(started);
}

Result<int> Session::start_subtree(std::shared_ptr<const Puzzle> puzzle, const Board& board,
                                   const std::vector<int>& path, int threshold) {
  if (threshold < 0 || threshold > 4 * PackedPdbSearch::kMaxDepth)
    return Result<int>::fail(ErrorCode::bad_option, "a subtree's threshold is out of range");
  auto tables = heuristic(*puzzle, "pdb");
  if (!tables) return Result<int>::fail(tables.error);
  std::shared_ptr<Search> search = (*tables.value)->start_subtree(puzzle, board, path, threshold);
  if (!search)
    return Result<int>::fail(ErrorCode::bad_option,
                             "no subtree search for this puzzle, tables and path");
  if (search->status() == JobStatus::unsolvable)
    return Result<int>::fail(ErrorCode::unsolvable, search->message());
  return Result<int>::ok(add_job({search, search, nullptr, nullptr, nullptr}));
}

Result<SplitPdbSearch*> Session::split(int job) {
  auto found = jobs_.find(job);
  SplitPdbSearch* split =
      found == jobs_.end() || !found->second.search ? nullptr : found->second.search->split();
  if (!split)
    return Result<SplitPdbSearch*>::fail(ErrorCode::no_such_job,
                                         "no split search " + std::to_string(job));
  return Result<SplitPdbSearch*>::ok(split);
}

Result<int> Session::start_layer_count(std::shared_ptr<const Puzzle> puzzle, const Board& board,
                                       std::uint64_t state_cap) {
  auto count =
      std::make_shared<LayerCount>(std::move(puzzle), board, std::min(state_cap, kMaxStateCap));
  return Result<int>::ok(add_job({count, nullptr, nullptr, count, nullptr}));
}

int Session::start_scramble(std::shared_ptr<const Puzzle> puzzle, Difficulty difficulty,
                            std::uint64_t seed) {
  auto scramble = std::make_shared<DifficultyScramble>(*this, std::move(puzzle), difficulty, seed);
  return add_job({scramble, nullptr, nullptr, nullptr, scramble});
}

int Session::add_job(Entry entry) {
  if (jobs_.size() >= kMaxJobs) {
    auto oldest = std::min_element(jobs_.begin(), jobs_.end(),
                                   [](auto& a, auto& b) { return a.second.used < b.second.used; });
    oldest->second.job->cancel();
    jobs_.erase(oldest);
  }
  // Ids stay positive (a front end reads them as numbers): wrap before int's end.
  const int id = next_job_;
  next_job_ = next_job_ == std::numeric_limits<int>::max() ? 1 : next_job_ + 1;
  entry.used = ++tick_;
  jobs_[id] = std::move(entry);
  return id;
}

Result<JobReport> Session::run(int job, std::uint64_t budget) {
  auto found = jobs_.find(job);
  if (found == jobs_.end())
    return Result<JobReport>::fail(ErrorCode::no_such_job,
                                   "no running job with id " + std::to_string(job));
  found->second.used = ++tick_;
  const Entry entry = found->second;
  JobReport report;
  report.status = entry.job->run(std::clamp<std::uint64_t>(budget, 1, kMaxBudget));
  report.progress = entry.job->progress();
  report.message = entry.job->message();
  report.search = entry.search;
  report.build = entry.build;
  report.layers = entry.layers;
  if (entry.search) report.histogram = entry.search->histogram();
  report.scramble = entry.scramble;
  if (entry.search && report.status == JobStatus::solved)
    report.solution = Solution{
        entry.search->solution(),
        entry.search->puzzle().name_moves(entry.search->start(), entry.search->solution())};
  if (entry.build && report.status == JobStatus::done) tables_.install(entry.build->result());
  if (report.status != JobStatus::running) jobs_.erase(found);
  return Result<JobReport>::ok(std::move(report));
}

std::uint64_t Session::budget_from(double budget) {
  if (!(budget >= 1)) return 1;  // also NaN
  return budget >= static_cast<double>(kMaxBudget) ? kMaxBudget
                                                   : static_cast<std::uint64_t>(budget);
}

bool Session::cancel(int job) {
  auto found = jobs_.find(job);
  if (found == jobs_.end()) return false;
  found->second.job->cancel();
  jobs_.erase(found);
  return true;
}

}  // namespace slide
