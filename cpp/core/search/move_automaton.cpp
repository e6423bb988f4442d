// Move automata: the plain "no move straight back" one, and the duplicate-free one built by
// breadth-first search on the grid.
#include "search/move_automaton.hpp"

#include <algorithm>
#include <array>
#include <unordered_map>

namespace slide {

namespace {

struct KeyHash {
  std::size_t operator()(const std::array<std::int32_t, 5>& key) const {
    std::uint64_t hash = 0x9e3779b97f4a7c15ull;
    for (std::int32_t part : key)
      hash = (hash ^ static_cast<std::uint32_t>(part)) * 0xff51afd7ed558ccdull;
    return static_cast<std::size_t>(hash ^ hash >> 29);
  }
};

}  // namespace

MoveAutomaton MoveAutomaton::no_undo(int cells) {
  // State 0: no move yet; state 1 + d: the last move was d.
  MoveAutomaton automaton;
  automaton.start_.assign(cells, 0);
  automaton.next_.resize(5 * kGridDirections);
  for (int state = 0; state < 5; ++state)
    for (int d = 0; d < kGridDirections; ++d)
      automaton.next_[state * kGridDirections + d] =
          state > 0 && d == reverse(state - 1) ? kRefused : 1 + d;
  return automaton;
}

// Why no optimal solution is lost. Order the blank-move sequences by length, then move by move in
// GridDirection order. The automaton refuses a move only when the sequence it completes (of at
// most max_length moves, ending there) is not the first sequence from its start cell to its
// arrangement; that first one is no longer, and swapping it in gives a path to the same node
// that comes earlier in the order. So the first optimal solution in that order has no refused
// move: IDA* still finds a solution of the optimal length (perhaps another one than without the
// automaton), and every threshold it passes through is still at most the optimum.
//
// How it is built. For each start cell, a breadth-first search over arrangements of labelled
// tiles, children in GridDirection order, finds the first sequence to every arrangement within
// max_length moves (a tree); a move from a tree node that reaches an arrangement found before is
// a forbidden ending. The automaton's states are the tree nodes above the last level; its state
// after a path is the longest suffix of the path that is one. As in Aho & Corasick's matcher,
// each node links to the node of its suffix one move shorter ("fail"), and a move is refused if
// it is forbidden after the node or after any node down that chain. Equivalent states are then
// merged (Moore's partition refinement), which leaves a few thousand.
MoveAutomaton MoveAutomaton::duplicate_free(int width, int height, int max_length) {
  const int cells = width * height;
  const int offset[4] = {-width, -1, 1, width};
  auto step = [&](int cell, int d) {
    const int row = cell / width, column = cell % width;
    if ((d == kUp && row == 0) || (d == kDown && row == height - 1) ||
        (d == kLeft && column == 0) || (d == kRight && column == width - 1))
      return -1;
    return cell + offset[d];
  };
  constexpr std::int32_t kOff = -2, kForbidden = -3, kLeaf = -4;
  struct Node {
    int cell, depth;
    std::int32_t
        edge[4];  // tree child, or kOff / kForbidden / kLeaf (a tree move to the last level)
    std::int32_t fail;
  };
  std::vector<Node> nodes;
  std::vector<std::int32_t> roots(cells);
  for (int start = 0; start < cells; ++start) {
    std::uint64_t board = 0;  // cell c holds label c; the blank's label is its start cell
    for (int c = 0; c < cells; ++c) board |= static_cast<std::uint64_t>(c) << (4 * c);
    std::unordered_map<std::uint64_t, int> seen{{board, 0}};
    std::vector<std::uint64_t> boards{board};
    roots[start] = static_cast<std::int32_t>(nodes.size());
    const std::size_t first = nodes.size();
    nodes.push_back({start, 0, {kOff, kOff, kOff, kOff}, -1});
    for (std::size_t at = first; at < nodes.size(); ++at) {
      const Node node = nodes[at];
      const std::uint64_t here = boards[at - first];
      for (int d = 0; d < 4; ++d) {
        const int cell = step(node.cell, d);
        if (cell < 0) continue;
        const std::uint64_t label = here >> (4 * cell) & 15, blank = here >> (4 * node.cell) & 15;
        const std::uint64_t next =
            here ^ (label ^ blank) << (4 * cell) ^ (label ^ blank) << (4 * node.cell);
        if (!seen.emplace(next, node.depth + 1).second) {
          nodes[at].edge[d] = kForbidden;
        } else if (node.depth + 1 == max_length) {
          nodes[at].edge[d] = kLeaf;
        } else {
          nodes[at].edge[d] = static_cast<std::int32_t>(nodes.size());
          nodes.push_back({cell, node.depth + 1, {kOff, kOff, kOff, kOff}, -1});
          boards.push_back(next);
        }
      }
    }
  }
  // Fail links and transitions, shallow nodes first so every link points at a finished node.
  std::vector<std::int32_t> order(nodes.size());
  for (std::size_t i = 0; i < nodes.size(); ++i) order[i] = static_cast<std::int32_t>(i);
  std::stable_sort(order.begin(), order.end(),
                   [&](std::int32_t a, std::int32_t b) { return nodes[a].depth < nodes[b].depth; });
  std::vector<std::int32_t> next(nodes.size() * 4, kRefused);
  for (std::int32_t id : order) {
    const Node& node = nodes[id];
    for (int d = 0; d < 4; ++d) {
      const std::int32_t edge = node.edge[d];
      std::int32_t& to = next[id * 4 + d];
      if (edge == kOff || edge == kForbidden) {
        to = kRefused;
      } else if (node.depth > 0 && next[node.fail * 4 + d] == kRefused) {
        to = kRefused;  // a shorter suffix of the path ends in a forbidden sequence
      } else {
        to = edge >= 0 ? edge : next[node.fail * 4 + d];  // kLeaf: keep the suffix one shorter
      }
      // A child's suffix one move shorter: from the next cell, or this node's suffix plus d. Both
      // are first sequences (a part of a first sequence is one), so that move is never refused.
      if (edge >= 0)
        nodes[edge].fail = node.depth == 0 ? roots[step(node.cell, d)] : next[node.fail * 4 + d];
    }
  }
  // Moore's refinement: states are equivalent while they refuse the same moves and move to
  // equivalent states; start from "same refusals" and split until nothing changes.
  std::vector<std::int32_t> group(nodes.size());
  std::size_t groups = 0;
  for (;;) {
    std::unordered_map<std::array<std::int32_t, 5>, std::int32_t, KeyHash> names;
    names.reserve(nodes.size());
    std::vector<std::int32_t> renamed(nodes.size());
    for (std::size_t id = 0; id < nodes.size(); ++id) {
      std::array<std::int32_t, 5> key{groups ? group[id] : 0, 0, 0, 0, 0};
      for (int d = 0; d < 4; ++d) {
        const std::int32_t to = next[id * 4 + d];
        key[1 + d] = to == kRefused ? -1 : groups ? group[to] : 0;
      }
      renamed[id] = names.emplace(key, static_cast<std::int32_t>(names.size())).first->second;
    }
    const bool stable = names.size() == groups;
    group.swap(renamed);
    groups = names.size();
    if (stable) break;
  }
  MoveAutomaton automaton;
  automaton.max_length_ = max_length;
  automaton.next_.assign(groups * 4, kRefused);
  for (std::size_t id = 0; id < nodes.size(); ++id)
    for (int d = 0; d < 4; ++d) {
      const std::int32_t to = next[id * 4 + d];
      automaton.next_[group[id] * 4 + d] = to == kRefused ? kRefused : group[to];
    }
  automaton.start_.resize(cells);
  for (int cell = 0; cell < cells; ++cell) automaton.start_[cell] = group[roots[cell]];
  return automaton;
}

}  // namespace slide
