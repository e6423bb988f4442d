// Partitions of the tiles into pattern-database groups: text form, checks and the 4x4 default.
#include <algorithm>
#include <cctype>

#include "tables/pattern_database.hpp"  // declares them, next to the tables that use them

namespace slide {

Result<Partition> parse_partition(const Puzzle& puzzle, std::string_view text) {
  Partition partition(1);
  std::size_t i = 0;
  while (i < text.size()) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if (c == '/' || c == '|') {
      partition.emplace_back();
      ++i;
    } else if (std::isspace(c) || c == ',') {
      ++i;
    } else if (std::isdigit(c)) {
      int value = 0;
      while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])) && value < 1000)
        value = value * 10 + (text[i++] - '0');
      partition.back().push_back(value);
    } else {
      return Result<Partition>::fail(
          ErrorCode::bad_partition, "partition: '" + std::string(1, text[i]) +
                                        "' is not a tile number; write groups such as 1,2,3/4,5,6");
    }
  }
  const Status problem = check_partition(puzzle, partition);
  if (!problem) return Result<Partition>::fail(problem.error);
  return Result<Partition>::ok(std::move(partition));
}

std::string to_string(const Partition& partition) {
  std::string text;
  for (std::size_t g = 0; g < partition.size(); ++g) {
    if (g) text += '/';
    for (std::size_t i = 0; i < partition[g].size(); ++i) {
      if (i) text += ',';
      text += std::to_string(partition[g][i]);
    }
  }
  return text;
}

std::string partition_shape(const Partition& partition) {
  std::string text;
  for (const auto& group : partition) {
    if (!text.empty()) text += '-';
    text += std::to_string(group.size());
  }
  return text;
}

Status check_partition(const Puzzle& puzzle, const Partition& partition) {
  const auto refuse = [](std::string why) {
    return Status::fail(ErrorCode::bad_partition, std::move(why));
  };
  const int n = puzzle.cell_count();
  if (n > PatternDatabase::kMaxCells)
    return refuse("pattern databases are for puzzles of at most " +
                  std::to_string(PatternDatabase::kMaxCells) + " cells");
  // Entries store (moves - Manhattan) / 2, which needs every move to change Manhattan by one.
  if (!puzzle.topology().bipartite())
    return refuse("pattern databases need a bipartite cell graph");
  if (partition.empty() || static_cast<int>(partition.size()) > PatternDatabase::kMaxPatterns)
    return refuse("partition: give 1 to " + std::to_string(PatternDatabase::kMaxPatterns) +
                  " groups");
  std::vector<bool> seen(n, false);
  for (const auto& group : partition) {
    if (group.empty() || static_cast<int>(group.size()) > PatternDatabase::kMaxPatternTiles)
      return refuse("partition: every group needs 1 to " +
                    std::to_string(PatternDatabase::kMaxPatternTiles) + " tiles");
    for (int tile : group) {
      const std::string name = "partition: tile " + std::to_string(tile);
      if (tile < 1 || tile >= n)
        return refuse(name + " is out of range (1.." + std::to_string(n - 1) + ")");
      if (seen[tile]) return refuse(name + " is in two groups");
      seen[tile] = true;
    }
  }
  return success();
}

Partition default_partition(const Puzzle& puzzle) {
  const Topology& topology = puzzle.topology();
  const Board& goal = puzzle.goal();
  const int n = puzzle.cell_count();
  if (topology.grid_width() == 4 && topology.grid_height() == 4) {
    // Cell blocks for the blank at the bottom-right corner; see the header for why these.
    std::vector<std::vector<int>> cells = {{4, 5, 8, 9, 12, 13}, {3, 6, 7, 10, 11, 14}, {0, 1, 2}};
    // Carry the blocks to the corner where this goal keeps its blank, or, with the blank elsewhere,
    // give its block the corner cell instead.
    const int blank = goal.blank;
    auto map = [&](int cell) {
      int row = cell / 4, column = cell % 4;
      if (blank == 0 || blank == 3) row = 3 - row;
      if (blank == 0 || blank == 12) column = 3 - column;
      return row * 4 + column;
    };
    Partition partition;
    for (auto& block : cells) {
      partition.emplace_back();
      for (int cell : block) {
        int mapped = (blank == 0 || blank == 3 || blank == 12 || blank == 15) ? map(cell) : cell;
        if (mapped == blank) mapped = 15;
        partition.back().push_back(goal.tiles[mapped]);
      }
    }
    return partition;
  }
  Partition partition;
  const int group = std::min(4, PatternDatabase::kMaxPatternTiles);
  for (int cell = 0; cell < n; ++cell) {
    if (goal.tiles[cell] == kBlank) continue;
    if (partition.empty() || static_cast<int>(partition.back().size()) == group)
      partition.emplace_back();
    partition.back().push_back(goal.tiles[cell]);
  }
  return partition;
}

}  // namespace slide
