// The packed 4x4 IDA* split across threads: frontier per iteration, subtrees taken in order.
#include "heuristics/parallel_pdb_search.hpp"

#include <algorithm>
#include <atomic>
#include <limits>
#include <mutex>
#include <system_error>
#include <thread>

namespace slide {

namespace {

constexpr int kInfinity = std::numeric_limits<int>::max();
// Subtrees per thread wanted in a frontier: enough that the last ones to finish are small next to
// the whole iteration, so no thread waits long at its end. The tree's mass is skewed: on an
// 80-move position a frontier of 446 subtrees had one holding 52% of the iteration's nodes; with
// 2048 per thread the largest held 0.3%.
constexpr std::size_t kSubtreesPerThread = 2048;
// Nodes the previous iteration generated per subtree wanted in this one (which is about 5-10
// times larger): small iterations are cut into fewer subtrees, tiny ones are not split at all.
constexpr std::uint64_t kNodesPerSubtree = 1024;
// Nodes a thread searches between looks at the shared counters (the slice's budget, a solution).
constexpr std::uint64_t kChunk = 1 << 15;

}  // namespace

struct ParallelPdbSearch::Shared {
  std::atomic<std::size_t> next_item{0};
  std::atomic<std::uint64_t> nodes{0};
  std::atomic<bool> stop{false};
  std::mutex mutex;  // guards the two below
  bool solved = false;
  std::vector<int> solution;
};

ParallelPdbSearch::ParallelPdbSearch(std::shared_ptr<const Puzzle> puzzle, const Board& start,
                                     std::shared_ptr<const PatternDatabase> tables,
                                     std::shared_ptr<const MoveAutomaton> automaton, int threads,
                                     std::uint64_t node_limit)
    : Search(puzzle, start, node_limit), automaton_(automaton) {
  collector_ = std::make_unique<PackedPdbSearch>(puzzle, start, tables, automaton);
  threads = std::clamp(threads, 1, kMaxThreads);
  workers_.resize(static_cast<std::size_t>(threads));
  for (Worker& worker : workers_)
    worker.search = std::make_unique<PackedPdbSearch>(puzzle, start, tables, automaton);
  // The same first threshold as one PackedPdbSearch: the start's estimate.
  stats_.threshold = collector_->stats().threshold;
  stats_.iteration = 1;
}

void ParallelPdbSearch::add_nodes(std::uint64_t nodes) {
  stats_.nodes += nodes;
  stats_.iteration_nodes += nodes;
}

bool ParallelPdbSearch::collect_frontier() {
  PackedPdbSearch::Frontier root;
  root.state = automaton_->start(start_.blank);
  const std::size_t wanted = static_cast<std::size_t>(std::min<std::uint64_t>(
      kSubtreesPerThread * workers_.size(), last_nodes_ / kNodesPerSubtree));
  const FrontierCut::Outcome walked =
      cut_.cut(*collector_, root, stats_.threshold, wanted, 2 * workers_.size(), frontier_);
  add_nodes(walked.nodes);
  if (walked.status == SearchStatus::solved) {
    set_solution(collector_->solution());
    return false;
  }
  next_threshold_ = walked.next_threshold;
  next_item_ = 0;
  subtrees_ += frontier_.size();
  for (Worker& worker : workers_) {
    worker.active = false;
    worker.next_threshold = kInfinity;
  }
  collected_ = true;
  return true;
}

void ParallelPdbSearch::work(Worker& worker, Shared& shared, std::uint64_t budget) {
  while (!shared.stop.load(std::memory_order_relaxed)) {
    if (!worker.active) {
      const std::size_t item = shared.next_item.fetch_add(1);
      if (item >= frontier_.size()) break;
      worker.search->begin_iteration(frontier_[item], stats_.threshold);
      worker.active = true;
    }
    const std::uint64_t before = worker.search->stats().nodes;
    // Near the end of the slice's budget, smaller chunks (a node limit is met closely).
    const std::uint64_t spent = shared.nodes.load(std::memory_order_relaxed);
    const std::uint64_t chunk = spent >= budget ? 1 : std::min(kChunk, budget - spent);
    const SearchStatus status = worker.search->continue_iteration(chunk);
    const std::uint64_t nodes = worker.search->stats().nodes - before;
    worker.nodes += nodes;
    const std::uint64_t total = shared.nodes.fetch_add(nodes) + nodes;
    if (status == SearchStatus::solved) {
      const std::lock_guard<std::mutex> lock(shared.mutex);
      if (!shared.solved) {
        shared.solved = true;
        shared.solution = worker.search->solution();
      }
      shared.stop.store(true);
      break;
    }
    if (status == SearchStatus::done) {
      worker.active = false;
      worker.next_threshold = std::min(worker.next_threshold, worker.search->next_threshold());
    }
    if (total >= budget) break;
  }
}

SearchStatus ParallelPdbSearch::step(std::uint64_t budget) {
  if (stats_.nodes == 0 && !collected_ && puzzle_->is_goal(start_)) {
    set_solution({});
    return SearchStatus::solved;
  }
  // The slice's budget counts the walks' nodes as well as the threads'.
  const std::uint64_t began = stats_.nodes;
  while (stats_.nodes - began < budget) {
    if (!collected_ && !collect_frontier()) return SearchStatus::solved;
    const std::uint64_t spent = stats_.nodes - began;
    const std::uint64_t left = spent >= budget ? 0 : budget - spent;
    Shared shared;
    shared.next_item = next_item_;
    for (Worker& worker : workers_) worker.nodes = 0;
    {
      std::vector<std::thread> threads;
      threads.reserve(workers_.size());
      // A thread the system will not start (address space, process limits): its worker runs
      // on this thread after worker 0, so every subtree is still searched.
      std::size_t started = workers_.size();
      for (std::size_t t = 1; t < workers_.size() && started == workers_.size(); ++t) {
        try {
          threads.emplace_back([&, t] { work(workers_[t], shared, left); });
        } catch (const std::system_error&) {
          started = t;
        }
      }
      work(workers_[0], shared, left);
      for (std::size_t t = started; t < workers_.size(); ++t) work(workers_[t], shared, left);
      for (std::thread& thread : threads) thread.join();
    }
    next_item_ = std::min(shared.next_item.load(), frontier_.size());
    for (const Worker& worker : workers_) add_nodes(worker.nodes);
    if (shared.solved) {
      set_solution(std::move(shared.solution));
      return SearchStatus::solved;
    }
    const bool busy = std::any_of(workers_.begin(), workers_.end(),
                                  [](const Worker& worker) { return worker.active; });
    if (next_item_ < frontier_.size() || busy) continue;
    // The iteration is exhausted: the next threshold is the smallest f any part of it saw.
    int next = next_threshold_;
    for (const Worker& worker : workers_) next = std::min(next, worker.next_threshold);
    if (next == kInfinity) {
      give_up("no solution within the depth limit of " +
              std::to_string(PackedPdbSearch::kMaxDepth));
      return SearchStatus::gave_up;
    }
    last_nodes_ = stats_.iteration_nodes;
    stats_.threshold = next;
    ++stats_.iteration;
    stats_.iteration_nodes = 0;
    collected_ = false;
  }
  return SearchStatus::running;
}

}  // namespace slide
