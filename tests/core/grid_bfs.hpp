// A breadth-first search written for the tests, independent of the core's: every reachable board
// of a width x height grid with its distance to the goal 1 2 ... n-1 0, over plain tile vectors
// and neighbours of its own; and a replay of moves on those vectors.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <unordered_map>
#include <vector>

namespace slide::testing {

inline std::uint64_t key(const std::vector<int>& tiles) {
  std::uint64_t k = 0;
  for (int t : tiles) k = k * 16 + static_cast<std::uint64_t>(t);
  return k;
}

// Distances to the goal of every reachable board of a width x height grid whose goal is
// 1 2 ... n-1 0: a plain BFS from the goal over tile vectors, with its own neighbours.
inline std::unordered_map<std::uint64_t, int> distances(int width, int height) {
  const int n = width * height;
  std::vector<int> goal(n);
  for (int c = 0; c < n; ++c) goal[c] = (c + 1) % n;
  std::unordered_map<std::uint64_t, int> seen{{key(goal), 0}};
  std::vector<std::vector<int>> layer{goal};
  for (int depth = 1; !layer.empty(); ++depth) {
    std::vector<std::vector<int>> next;
    for (const auto& tiles : layer) {
      const int blank = static_cast<int>(std::find(tiles.begin(), tiles.end(), 0) - tiles.begin());
      const int r = blank / width, c = blank % width;
      const int steps[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
      for (const auto& s : steps) {
        if (r + s[0] < 0 || r + s[0] >= height || c + s[1] < 0 || c + s[1] >= width) continue;
        auto moved = tiles;
        std::swap(moved[blank], moved[(r + s[0]) * width + c + s[1]]);
        if (seen.emplace(key(moved), depth).second) next.push_back(std::move(moved));
      }
    }
    layer = std::move(next);
  }
  return seen;
}

// The board after the moves (cells whose tiles slide into the blank), each checked adjacent on the
// grid; empty when a move is not.
inline std::vector<int> replay(std::vector<int> tiles, int width, const std::vector<int>& moves) {
  for (int cell : moves) {
    const int blank = static_cast<int>(std::find(tiles.begin(), tiles.end(), 0) - tiles.begin());
    const int dr = std::abs(cell / width - blank / width),
              dc = std::abs(cell % width - blank % width);
    if (dr + dc != 1) return {};
    std::swap(tiles[blank], tiles[cell]);
  }
  return tiles;
}

inline bool is_goal(const std::vector<int>& tiles) {
  const int n = static_cast<int>(tiles.size());
  for (int c = 0; c < n; ++c)
    if (tiles[c] != (c + 1) % n) return false;
  return true;
}

}  // namespace slide::testing
