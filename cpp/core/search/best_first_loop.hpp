// The best-first loop shared by every state space (a map cell is just another state space): BFS
// (no estimate: a FIFO queue, the goal recognised when generated), A* and its weighted and greedy
// relatives (an open list ordered by Priority, the goal recognised when expanded, stale entries
// skipped, states reached again by a shorter path reopened). The puzzle's BestFirstSearch and the
// lab's grid-map search both run it; it knows nothing of boards or maps.
//
// A Space provides:
//   State, Key (stored per state; equality), KeyHash
//   Key key(const State&) const;  State state(const Key&) const;
//   bool is_goal(const State&) const;
//   bool has_estimate() const;  double-convertible estimate(const State&) const;  (h, a lower
//   bound) template <class Visit> bool successors(State& s, Visit&& visit) const;
//     calls visit(const State& child) for each neighbour (s may be changed meanwhile, restored
//     after each call); stops and returns false as soon as visit returns false.
#pragma once

#include <algorithm>
#include <cstdint>
#include <deque>
#include <queue>
#include <string>
#include <unordered_map>
#include <vector>

#include "search/search.hpp"

namespace slide {

// How the open list is ordered when there is an estimate. weight 1: A* (f = g + h, optimal with
// an admissible h). weight w > 1: weighted A* (f = g + w·h), whose paths are at most w times the
// optimum (Pohl 1970; kept by reopening states reached again by a shorter path). greedy: h alone,
// equal h by smaller g: the limit of weighted A* as w grows, so greedy sits at the end of the same
// scale, and among equally promising states it keeps the one reached by fewer moves (shorter
// paths for no extra expansions).
struct Priority {
  double weight = 1;
  bool greedy = false;
};

template <class Space>
class BestFirstLoop {
 public:
  using State = typename Space::State;
  using Key = typename Space::Key;
  enum class Outcome { running, solved, capped, exhausted };
  // Weights above this count as it (an infinite one would make 0·h NaN).
  static constexpr double kMaxWeight = 1e6;

  struct Node {
    Key key;
    std::uint32_t parent;
    std::uint16_t g;
  };

  BestFirstLoop(Space space, const State& start, std::uint64_t state_cap, Priority priority)
      : space_(std::move(space)),
        priority_{priority.weight >= 1 ? std::min(priority.weight, kMaxWeight) : 1,
                  priority.greedy},
        state_cap_(std::max<std::uint64_t>(state_cap, 1)),
        open_(Later{priority.greedy}),
        start_(start) {
    add(space_.key(start), UINT32_MAX, 0, space_.has_estimate() ? space_.estimate(start) : 0);
  }

  const Space& space() const { return space_; }
  const std::vector<Node>& nodes() const { return nodes_; }
  // The node the goal was found at (valid after `solved`).
  std::uint32_t goal_node() const { return goal_node_; }
  // Keys from the start to the goal (valid after `solved`).
  std::vector<Key> path() const {
    std::vector<Key> keys;
    for (std::uint32_t node = goal_node_; node != UINT32_MAX; node = nodes_[node].parent)
      keys.push_back(nodes_[node].key);
    std::reverse(keys.begin(), keys.end());
    return keys;
  }
  double start_estimate() const { return start_f_; }

  // Generates about `budget` states; `on_expand(state, g)` sees every state expanded, in order.
  // Counts into stats (nodes, expanded, threshold, stored, bytes).
  template <class OnExpand>
  Outcome step(std::uint64_t budget, SearchStats& stats, OnExpand&& on_expand) {
    const bool informed = space_.has_estimate();
    if (!informed && space_.is_goal(start_)) {
      goal_node_ = 0;
      return Outcome::solved;
    }
    for (std::uint64_t generated = 0; generated < budget;) {
      std::uint32_t current;
      if (informed) {
        if (open_.empty()) break;
        const Entry entry = open_.top();
        open_.pop();
        if (entry.g != nodes_[entry.node].g) continue;  // a shorter way here was found later
        current = entry.node;
        stats.threshold = static_cast<int>(entry.f);
      } else {
        if (queue_.empty()) break;
        current = queue_.front();
        queue_.pop_front();
        stats.threshold = nodes_[current].g;
      }
      State state = space_.state(nodes_[current].key);
      // A*: the goal is recognised when expanded (breadth-first search saw it when generated).
      if (informed && space_.is_goal(state)) {
        goal_node_ = current;
        finish(stats);
        return Outcome::solved;
      }
      ++stats.expanded;
      on_expand(static_cast<const State&>(state), static_cast<int>(nodes_[current].g));
      const int g = nodes_[current].g + 1;
      Outcome ended = Outcome::running;
      space_.successors(state, [&](const State& child) {
        ++generated;
        ++stats.nodes;
        const Key key = space_.key(child);
        auto found = index_.find(key);
        if (found == index_.end()) {
          if (nodes_.size() >= state_cap_) {
            ended = Outcome::capped;
            return false;
          }
          const std::uint32_t node = add(key, current, g, informed ? space_.estimate(child) : 0);
          // Breadth-first: the first time the goal is generated, it is at its shortest depth.
          if (!informed && space_.is_goal(child)) {
            goal_node_ = node;
            ended = Outcome::solved;
            return false;
          }
        } else if (informed && !priority_.greedy && g < nodes_[found->second].g) {
          // Reopen: an admissible but inconsistent heuristic, or a weight above 1, can reach a
          // state by a longer path first (weighted A*'s bound needs the shorter one). Greedy
          // search keeps its first path: it promises no length, and reopening would cost it its
          // speed.
          Node& node = nodes_[found->second];
          node.g = static_cast<std::uint16_t>(g);
          node.parent = current;
          open_.push(entry_for(g, space_.estimate(child), found->second));
        }
        return true;
      });
      if (ended != Outcome::running) {
        finish(stats);
        return ended;
      }
    }
    finish(stats);
    return open_.empty() && queue_.empty() ? Outcome::exhausted : Outcome::running;
  }

  // Bytes of the node array, the hash index (an entry and about two pointers per state, plus the
  // bucket array) and the open list: what the search holds, the allocator's own overhead aside.
  std::uint64_t bytes_held() const {
    using IndexEntry = std::pair<const Key, std::uint32_t>;
    return nodes_.capacity() * sizeof(Node) +
           index_.size() * (sizeof(IndexEntry) + 2 * sizeof(void*)) +
           index_.bucket_count() * sizeof(void*) + open_.size() * sizeof(Entry) +
           queue_.size() * sizeof(std::uint32_t);
  }

 private:
  struct Entry {
    // f = g + weight·h (exact in a double for A*'s integers), or h for greedy search.
    double f;
    int g;
    std::uint32_t node;
  };
  // The open list's order: true when `a` is expanded after `b`.
  struct Later {
    bool greedy = false;
    bool operator()(const Entry& a, const Entry& b) const {
      if (a.f != b.f) return a.f > b.f;
      // A*: among equal f the deepest first, which reaches the goal sooner. Greedy: among equal h
      // the shallowest first (see Priority).
      return greedy ? a.g > b.g : a.g < b.g;
    }
  };

  Entry entry_for(int g, double h, std::uint32_t node) const {
    if (priority_.greedy) return {h, g, node};
    // weight 1: g + 1.0·h is A*'s integer f exactly, so A* expands as it always did.
    return {g + priority_.weight * h, g, node};
  }

  std::uint32_t add(const Key& key, std::uint32_t parent, int g, double h) {
    const auto node = static_cast<std::uint32_t>(nodes_.size());
    nodes_.push_back({key, parent, static_cast<std::uint16_t>(g)});
    index_.emplace(key, node);
    if (space_.has_estimate()) {
      open_.push(entry_for(g, h, node));
      if (node == 0) start_f_ = h;
    } else {
      queue_.push_back(node);
    }
    return node;
  }

  void finish(SearchStats& stats) {
    stats.stored = nodes_.size();
    stats.bytes = std::max(stats.bytes, bytes_held());
  }

  Space space_;
  Priority priority_;
  std::uint64_t state_cap_;
  std::vector<Node> nodes_;
  std::unordered_map<Key, std::uint32_t, typename Space::KeyHash> index_;
  std::priority_queue<Entry, std::vector<Entry>, Later> open_;  // A* and its relatives
  std::deque<std::uint32_t> queue_;                             // breadth-first
  State start_;
  std::uint32_t goal_node_ = UINT32_MAX;
  double start_f_ = 0;
};

}  // namespace slide
