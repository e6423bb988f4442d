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
    // Placement indices are 32 bits (State, the builder): 8 tiles on 5x5 would overflow them.
    if (placement_count(static_cast<int>(group.size()), n) > 0xFFFFFFFFull)
      return refuse("partition: a group has more than 2^32 placements");
  }
  return success();
}

namespace {

// Cell blocks drawn for a size x size grid whose goal keeps the blank in the bottom-right corner,
// carried to the corner where this goal keeps its blank (or, with the blank elsewhere, given the
// corner cell instead), read as the tiles the goal puts there.
Partition corner_blocks(const Puzzle& puzzle, int size,
                        const std::vector<std::vector<int>>& cells) {
  const Board& goal = puzzle.goal();
  const int blank = goal.blank;
  const int last = size - 1, corner = size * size - 1;
  const bool top = blank == 0 || blank == last;
  const bool left = blank == 0 || blank == last * size;
  const bool in_corner = top || left || blank == corner;
  auto map = [&](int cell) {
    int row = cell / size, column = cell % size;
    if (top) row = last - row;
    if (left) column = last - column;
    return row * size + column;
  };
  Partition partition;
  for (const auto& block : cells) {
    partition.emplace_back();
    for (int cell : block) {
      int mapped = in_corner ? map(cell) : cell;
      if (mapped == blank) mapped = corner;
      partition.back().push_back(goal.tiles[mapped]);
    }
  }
  return partition;
}

}  // namespace

Partition default_partition(const Puzzle& puzzle) {
  const Topology& topology = puzzle.topology();
  const Board& goal = puzzle.goal();
  const int n = puzzle.cell_count();
  const int width = topology.grid_width();
  if (width == 4 && topology.grid_height() == 4)  // see the header for why these
    return corner_blocks(puzzle, 4, {{4, 5, 8, 9, 12, 13}, {3, 6, 7, 10, 11, 14}, {0, 1, 2}});
  if (width == 5 && topology.grid_height() == 5)
    // Two blocks of the top rows, two of the left columns below them, the four cells around the
    // blank's corner; not tuned (PATTERN_DATABASES.md, 5x5).
    return corner_blocks(puzzle, 5,
                         {{0, 1, 2, 5, 6},
                          {3, 4, 7, 8, 9},
                          {10, 11, 15, 16, 20},
                          {12, 13, 14, 17, 18},
                          {19, 21, 22, 23}});
  Partition partition;
  const int group = std::min(n > 16 ? 5 : 4, PatternDatabase::kMaxPatternTiles);
  for (int cell = 0; cell < n; ++cell) {
    if (goal.tiles[cell] == kBlank) continue;
    if (partition.empty() || static_cast<int>(partition.back().size()) == group)
      partition.emplace_back();
    partition.back().push_back(goal.tiles[cell]);
  }
  return partition;
}

}  // namespace slide
