// The packed 4x4 IDA* shared with other workers by messages: frontier per iteration, subtrees
// handed out and reported back; and the subtree search those workers run.
#include "heuristics/split_pdb_search.hpp"

#include <algorithm>
#include <limits>

namespace slide {

namespace {

constexpr int kInfinity = std::numeric_limits<int>::max();
// Fewer, larger subtrees than for threads (ParallelPdbSearch): each one handed to another worker
// costs two messages (about 0.1-0.3 ms), so a subtree should take milliseconds, while 256 a
// worker still keep the largest one small next to the iteration.
constexpr std::size_t kSubtreesPerWorker = 256;
constexpr std::uint64_t kNodesPerSubtree = 16384;
// Nodes between looks at whether the slice's budget is spent.
constexpr std::uint64_t kChunk = 1 << 15;
// A node count no report can honestly hold (2^50: years of search); larger ones are refused.
constexpr std::uint64_t kMaxReportedNodes = std::uint64_t{1} << 50;

}  // namespace

SplitPdbSearch::SplitPdbSearch(std::shared_ptr<const Puzzle> puzzle, const Board& start,
                               std::shared_ptr<const PatternDatabase> tables,
                               std::shared_ptr<const MoveAutomaton> automaton, int remote_workers,
                               std::uint64_t node_limit)
    : Search(puzzle, start, node_limit),
      automaton_(automaton),
      remote_workers_(std::clamp(remote_workers, 0, kMaxRemoteWorkers)) {
  collector_ = std::make_unique<PackedPdbSearch>(puzzle, start, tables, automaton);
  local_ = std::make_unique<PackedPdbSearch>(puzzle, start, tables, automaton);
  stats_.threshold = collector_->stats().threshold;
  stats_.iteration = 1;
}

void SplitPdbSearch::add_nodes(std::uint64_t nodes) {
  stats_.nodes += nodes;
  stats_.iteration_nodes += nodes;
}

bool SplitPdbSearch::collect_frontier() {
  PackedPdbSearch::Frontier root;
  root.state = automaton_->start(start_.blank);
  const std::size_t workers = static_cast<std::size_t>(remote_workers_) + 1;
  const std::size_t wanted = static_cast<std::size_t>(
      std::min<std::uint64_t>(kSubtreesPerWorker * workers, last_nodes_ / kNodesPerSubtree));
  first_id_ += frontier_.size();
  const FrontierCut::Outcome walked =
      cut_.cut(*collector_, root, stats_.threshold, wanted, 2 * workers, frontier_);
  add_nodes(walked.nodes);
  if (walked.status == SearchStatus::solved) {
    set_solution(collector_->solution());
    return false;
  }
  next_threshold_ = walked.next_threshold;
  next_item_ = 0;
  given_back_.clear();
  out_.assign(frontier_.size(), 0);
  out_count_ = 0;
  collected_ = true;
  return true;
}

std::optional<std::size_t> SplitPdbSearch::next_position() {
  if (!given_back_.empty()) {
    const std::size_t position = given_back_.back();
    given_back_.pop_back();
    return position;
  }
  if (next_item_ < frontier_.size()) return next_item_++;
  return std::nullopt;
}

std::optional<SplitPdbSearch::Item> SplitPdbSearch::take() {
  if (status() != SearchStatus::running || !collected_ || found_) return std::nullopt;
  const auto position = next_position();
  if (!position) return std::nullopt;
  out_[*position] = 1;
  ++out_count_;
  const PackedPdbSearch::Frontier& node = frontier_[*position];
  return Item{first_id_ + *position,
              std::vector<int>(node.path.begin(), node.path.begin() + node.depth),
              stats_.threshold};
}

bool SplitPdbSearch::is_out(std::uint64_t id) const {
  return id >= first_id_ && id - first_id_ < out_.size() && out_[id - first_id_];
}

Result<bool> SplitPdbSearch::report(std::uint64_t id, std::uint64_t nodes,
                                    const std::vector<int>* solution, int next_threshold) {
  if (status() != SearchStatus::running || found_) return Result<bool>::ok(false);
  if (!is_out(id)) return Result<bool>::fail(ErrorCode::bad_option, "no such subtree is out");
  const std::size_t position = static_cast<std::size_t>(id - first_id_);
  if (nodes > kMaxReportedNodes)
    return Result<bool>::fail(ErrorCode::bad_option, "a subtree's node count is out of range");
  if (!solution && next_threshold != 0 && next_threshold <= stats_.threshold)
    return Result<bool>::fail(ErrorCode::bad_option,
                              "a subtree's next threshold must exceed the iteration's");
  out_[position] = 0;
  --out_count_;
  add_nodes(nodes);
  waiting_ = false;
  // run() replays it from the start before it is handed out: a wrong path fails the search.
  if (solution)
    found_ = *solution;
  else if (next_threshold != 0)
    next_threshold_ = std::min(next_threshold_, next_threshold);
  return Result<bool>::ok(true);
}

Result<bool> SplitPdbSearch::give_back(std::uint64_t id) {
  if (status() != SearchStatus::running || found_) return Result<bool>::ok(false);
  if (!is_out(id)) return Result<bool>::fail(ErrorCode::bad_option, "no such subtree is out");
  const std::size_t position = static_cast<std::size_t>(id - first_id_);
  out_[position] = 0;
  --out_count_;
  given_back_.push_back(position);
  waiting_ = false;
  return Result<bool>::ok(true);
}

std::vector<int> SplitPdbSearch::explored_path() const {
  return local_active_ ? local_->explored_path() : std::vector<int>{start_.blank};
}

SearchStatus SplitPdbSearch::step(std::uint64_t budget) {
  if (stats_.nodes == 0 && !collected_ && puzzle_->is_goal(start_)) {
    set_solution({});
    return SearchStatus::solved;
  }
  const std::uint64_t began = stats_.nodes;
  waiting_ = false;
  while (stats_.nodes - began < budget) {
    if (found_) {
      set_solution(std::move(*found_));
      found_.reset();
      return SearchStatus::solved;
    }
    if (!collected_ && !collect_frontier()) return SearchStatus::solved;
    if (!local_active_) {
      const auto position = next_position();
      if (!position) {
        if (out_count_ > 0) {
          waiting_ = true;  // the rest of the iteration is with other workers
          return SearchStatus::running;
        }
        // The iteration is exhausted: the next threshold is the smallest f any part of it saw.
        if (next_threshold_ == kInfinity || next_threshold_ == 0) {
          give_up("no solution within the depth limit of " +
                  std::to_string(PackedPdbSearch::kMaxDepth));
          return SearchStatus::gave_up;
        }
        finish_iteration();
        last_nodes_ = stats_.iteration_nodes;
        stats_.threshold = next_threshold_;
        ++stats_.iteration;
        stats_.iteration_nodes = 0;
        collected_ = false;
        continue;
      }
      local_->begin_iteration(frontier_[*position], stats_.threshold);
      local_active_ = true;
    }
    const std::uint64_t spent = stats_.nodes - began;
    const std::uint64_t before = local_->stats().nodes;
    const SearchStatus status = local_->continue_iteration(std::min(kChunk, budget - spent));
    add_nodes(local_->stats().nodes - before);
    if (status == SearchStatus::solved) {
      set_solution(local_->solution());
      return SearchStatus::solved;
    }
    if (status == SearchStatus::done) {
      local_active_ = false;
      next_threshold_ = std::min(next_threshold_, local_->next_threshold());
    }
  }
  return SearchStatus::running;
}

std::optional<PackedPdbSearch::Frontier> SubtreePdbSearch::node_at(const Puzzle& puzzle,
                                                                   const Board& start,
                                                                   const MoveAutomaton& automaton,
                                                                   const std::vector<int>& path) {
  constexpr int kCells = 16;
  if (puzzle.cell_count() != kCells ||
      path.size() > static_cast<std::size_t>(PackedPdbSearch::kMaxFrontierDepth))
    return std::nullopt;
  PackedPdbSearch::Frontier node;
  Board board = start;
  int blank = start.blank;
  node.state = automaton.start(blank);
  for (const int cell : path) {
    if (cell < 0 || cell >= kCells) return std::nullopt;
    const int step = cell - blank;
    const bool same_row = cell / 4 == blank / 4;
    const int direction = step == -4               ? kUp
                          : step == 4              ? kDown
                          : step == -1 && same_row ? kLeft
                          : step == 1 && same_row  ? kRight
                                                   : -1;
    if (direction < 0) return std::nullopt;
    node.state = automaton.next(node.state, direction);
    if (node.state == MoveAutomaton::kRefused) return std::nullopt;
    std::swap(board.tiles[blank], board.tiles[cell]);
    blank = cell;
    node.path[node.depth++] = static_cast<std::uint8_t>(cell);
  }
  for (int cell = 0; cell < kCells; ++cell)
    node.board |= static_cast<std::uint64_t>(board.tiles[cell]) << (4 * cell);
  return node;
}

SubtreePdbSearch::SubtreePdbSearch(std::shared_ptr<const Puzzle> puzzle, const Board& start,
                                   std::shared_ptr<const PatternDatabase> tables,
                                   std::shared_ptr<const MoveAutomaton> automaton,
                                   const PackedPdbSearch::Frontier& node, int threshold)
    : Search(puzzle, start, 0) {
  search_ = std::make_unique<PackedPdbSearch>(puzzle, start, tables, automaton);
  search_->begin_iteration(node, threshold);
  stats_.threshold = threshold;
  stats_.iteration = 1;
}

SearchStatus SubtreePdbSearch::step(std::uint64_t budget) {
  const std::uint64_t before = search_->stats().nodes;
  const SearchStatus status = search_->continue_iteration(budget);
  stats_.nodes += search_->stats().nodes - before;
  stats_.iteration_nodes = stats_.nodes;
  if (status == SearchStatus::solved) set_solution(search_->solution());
  if (status == SearchStatus::done) {
    const int next = search_->next_threshold();
    next_threshold_ = next == kInfinity ? 0 : next;
  }
  return status;
}

}  // namespace slide
