// An independent breadth-first search for the lab's core tests: boards as plain tile vectors on a
// w x h grid, neighbours from row and column arithmetic (no Topology, no packing, no core search).
#pragma once

#include <cstdint>
#include <map>
#include <queue>
#include <vector>

namespace slide::testing {

using Tiles = std::vector<int>;

// Distance of every board reachable from `start` on a width x height grid (blank = 0), up to
// `max_depth` moves.
inline std::map<Tiles, int> grid_bfs(const Tiles& start, int width, int height,
                                     int max_depth = 1 << 30) {
  std::map<Tiles, int> distance{{start, 0}};
  std::queue<Tiles> queue;
  queue.push(start);
  while (!queue.empty()) {
    Tiles board = queue.front();
    queue.pop();
    const int d = distance[board];
    if (d == max_depth) continue;
    int blank = 0;
    while (board[blank] != 0) ++blank;
    const int row = blank / width, column = blank % width;
    const int steps[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
    for (const auto& step : steps) {
      const int r = row + step[0], c = column + step[1];
      if (r < 0 || r >= height || c < 0 || c >= width) continue;
      Tiles next = board;
      std::swap(next[blank], next[r * width + c]);
      if (distance.emplace(next, d + 1).second) queue.push(next);
    }
  }
  return distance;
}

// How many boards lie at each distance.
inline std::vector<std::uint64_t> layer_sizes(const std::map<Tiles, int>& distance) {
  std::vector<std::uint64_t> layers;
  for (const auto& [board, d] : distance) {
    if (layers.size() <= static_cast<std::size_t>(d)) layers.resize(d + 1);
    ++layers[d];
  }
  return layers;
}

}  // namespace slide::testing
