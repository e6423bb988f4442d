// Cheap invariants every built table satisfies, checked on load so forged tables are refused.
#include "tables/table_checks.hpp"

#include <array>
#include <cstdlib>
#include <string>

namespace slide {

namespace {

struct GroupTable {
  const Puzzle& puzzle;
  const std::vector<int>& tiles;
  std::span<const std::uint8_t> table;
  int cells;
  std::uint32_t all_cells;
  std::array<std::uint32_t, 32> around;

  int entry(std::uint64_t index) const { return (table[index >> 1] >> ((index & 1) << 2)) & 15; }

  // The inverse of placement_index: digit i is tile i's cell among the cells left free by the
  // tiles before it, in increasing order.
  void unrank(std::uint64_t index, std::uint8_t* cell) const {
    const int k = static_cast<int>(tiles.size());
    std::array<int, PatternDatabase::kMaxPatternTiles> digit{};
    for (int i = k - 1; i >= 0; --i) {
      const int radix = cells - i;
      digit[i] = static_cast<int>(index % static_cast<std::uint64_t>(radix));
      index /= static_cast<std::uint64_t>(radix);
    }
    std::uint32_t used = 0;
    for (int i = 0; i < k; ++i) {
      int c = 0;
      for (int skip = digit[i];; ++c) {
        if (used >> c & 1) continue;
        if (skip-- == 0) break;
      }
      cell[i] = static_cast<std::uint8_t>(c);
      used |= 1u << c;
    }
  }

  // Moves of the group's tiles to bring them home: their Manhattan distance plus twice the entry.
  int moves(const std::uint8_t* cell, int entry) const {
    int manhattan = 0;
    for (std::size_t i = 0; i < tiles.size(); ++i)
      manhattan += puzzle.topology().distance(cell[i], puzzle.goal_cell(tiles[i]));
    return manhattan + 2 * entry;
  }

  // Whether the cells outside `occupied` form one region, so the blank reaches each of them at
  // no cost: then every blank cell gives the placement the same distance. A flood over bit masks
  // (`around[c]`: the neighbours of cell c), a few steps on a 4x4 board.
  bool connected_outside(std::uint32_t occupied) const {
    const std::uint32_t free = ~occupied & all_cells;
    std::uint32_t reached = free & (~free + 1u);
    for (;;) {
      std::uint32_t grown = reached;
      for (std::uint32_t rest = reached; rest; rest &= rest - 1)
        grown |= around[__builtin_ctz(rest)];
      grown &= free;
      if (grown == reached) return reached == free;
      reached = grown;
    }
  }

  // The problem with placement `index`, or an empty string.
  std::string check(std::uint64_t index) const {
    const int k = static_cast<int>(tiles.size());
    std::array<std::uint8_t, PatternDatabase::kMaxPatternTiles> cell{};
    unrank(index, cell.data());
    const int e = entry(index);
    // With at least two cells besides the group's and the blank's, the other tiles can always be
    // arranged so the group's placement is part of a solvable board.
    if (e == PatternDatabase::kUnreachable) {
      if (k <= cells - 3) return "placement " + std::to_string(index) + " marked unreachable";
      return {};
    }
    // The entry is the least over the blank's cells of a breadth-first distance, so an optimal
    // way home starts with a group tile sliding into a free cell next to it, to a placement whose
    // move count is one less (or less still: that placement's own least may use another blank
    // region). A stored entry is never above the true one, clamped or not.
    const int here = moves(cell.data(), e);
    std::uint32_t occupied = 0;
    for (int i = 0; i < k; ++i) occupied |= 1u << cell[i];
    // Neighbours q (one group tile slid into a free cell next to it) bound the entry from both
    // sides: from (p, blank where the tile goes) q is one move away and back, so where the blank
    // has one free region in p, q is at most one move farther than p; where it has one in q, p is
    // at most one move farther than q (clamped entries, kMaxExtra, are only lower bounds). Raised
    // entries, which would make the heuristic overestimate, break the second; lowered ones, the
    // first or the "one nearer" below.
    int p_region = -1;  // unknown yet: the flood fill is done only when a bound needs it
    bool nearer = here == 0 || e == PatternDatabase::kMaxExtra;
    for (int i = 0; i < k; ++i) {
      for (int to : puzzle.topology().neighbours(cell[i])) {
        if (occupied >> to & 1) continue;
        std::array<std::uint8_t, PatternDatabase::kMaxPatternTiles> moved = cell;
        moved[i] = static_cast<std::uint8_t>(to);
        const int f = entry(placement_index(moved.data(), k, cells));
        if (f == PatternDatabase::kUnreachable) continue;
        const int there = moves(moved.data(), f);
        nearer = nearer || there <= here - 1;
        if (e == PatternDatabase::kMaxExtra || f == PatternDatabase::kMaxExtra) continue;
        if (there > here + 1) {
          if (p_region < 0) p_region = connected_outside(occupied);
          if (p_region)
            return "placement " + std::to_string(index) + " has a neighbour " +
                   std::to_string(there - here) + " moves farther";
        }
        if (here > there + 1 && connected_outside((occupied & ~(1u << cell[i])) | (1u << to)))
          return "placement " + std::to_string(index) + " is " + std::to_string(here - there) +
                 " moves farther than a neighbour";
      }
    }
    if (nearer) return {};
    return "placement " + std::to_string(index) + " has no neighbour one move nearer home";
  }
};

}  // namespace

Status check_table_contents(const Puzzle& puzzle, const Partition& partition,
                            std::span<const std::uint8_t> data, std::uint64_t sample_limit) {
  const int cells = puzzle.cell_count();
  std::uint64_t offset = 0;
  for (std::size_t g = 0; g < partition.size(); ++g) {
    const int k = static_cast<int>(partition[g].size());
    const std::uint64_t bytes = PatternDatabase::table_bytes(k, cells);
    if (offset + bytes > data.size())
      return Status::fail(ErrorCode::bad_tables, "tables shorter than their groups");
    GroupTable table{puzzle, partition[g], data.subspan(offset, bytes), cells, 0, {}};
    table.all_cells = cells >= 32 ? ~0u : (1u << cells) - 1u;
    for (int c = 0; c < cells; ++c)
      for (int next : puzzle.topology().neighbours(c)) table.around[c] |= 1u << next;
    offset += bytes;
    const auto refuse = [&](const std::string& why) {
      return Status::fail(ErrorCode::bad_tables,
                          "group " + std::to_string(g + 1) + ": " + why + " (forged or not built)");
    };
    std::array<std::uint8_t, PatternDatabase::kMaxPatternTiles> home{};
    for (int i = 0; i < k; ++i)
      home[i] = static_cast<std::uint8_t>(puzzle.goal_cell(partition[g][i]));
    const std::uint64_t goal = placement_index(home.data(), k, cells);
    if (table.entry(goal) != 0) return refuse("the goal placement's entry is not 0");
    const std::uint64_t count = placement_count(k, cells);
    // Small groups entirely; large ones at a fixed spread of indices (a multiplicative stride
    // coprime to nothing in particular reaches every part of the table), the same on every load.
    const std::uint64_t samples = count <= sample_limit ? count : sample_limit;
    for (std::uint64_t s = 0; s < samples; ++s) {
      const std::uint64_t index = samples == count ? s : (s * 0x9e3779b97f4a7c15ull + goal) % count;
      if (std::string why = table.check(index); !why.empty()) return refuse(why);
    }
  }
  return success();
}

}  // namespace slide
