// Additive disjoint pattern databases (Korf & Felner 2002; Felner, Korf & Hanan 2004): the tiles
// are split into disjoint patterns, and for every placement of a pattern's tiles a table holds the
// fewest moves OF THOSE TILES that bring them home, wherever the blank and the other tiles are.
// A move carries one tile, so the per-pattern counts add up to an admissible heuristic. On square
// grids whose goal blank lies on the main diagonal the lookup is repeated on the board mirrored
// about that diagonal (tiles relabelled so the goal maps to itself) and the larger sum is taken.
//
// The default 4x4 partition was chosen by measurement on Korf's 100 with the corrected tables of
// issue 12 (all runs, numbers and the commands to repeat them are in PATTERN_DATABASES.md): 6-6-3
// as the cell blocks {5 6 9 10 13 14} {4 7 8 11 12 15} {1 2 3} with the mirror lookup needs
// 45.5 M nodes; the runner-up of the fourteen partitions measured (issue 12's) 57.6 M, the former
// default 130.0 M, the best 5-5-5 122 M. Its tables take 5.8 MB and build in about 4.5 s natively.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "model/puzzle.hpp"
#include "tables/direct_tables.hpp"

namespace slide {

// Disjoint groups of tiles (never the blank). Tiles left out of every group count zero.
using Partition = std::vector<std::vector<int>>;

// Text form: groups separated by '/', tiles by spaces or commas: "1,2,3/4,5,6/7,8,9,...".
Result<Partition> parse_partition(const Puzzle& puzzle, std::string_view text);
std::string to_string(const Partition& partition);
// Group sizes joined by '-', e.g. "6-6-3".
std::string partition_shape(const Partition& partition);
// Whether the partition can be built for the puzzle, and if not what is wrong with it.
Status check_partition(const Puzzle& puzzle, const Partition& partition);
// The measured best partition for the 4x4 (any goal); 5-5-5-5-4 blocks for the 5x5 (a size a
// browser worker builds: 6.4 M entries a group); for other puzzles, groups of at most 4 tiles
// (5 past 16 cells) in goal reading order (enough for tests, not tuned).
Partition default_partition(const Puzzle& puzzle);

// The index of a placement of k distinct tiles on n cells: cells[i] is tile i's cell. A mixed-radix
// number whose digit i is cells[i] minus the earlier tiles' cells below it, so the n!/(n-k)!
// placements map one to one onto 0..n!/(n-k)!-1.
inline std::uint32_t placement_index(const std::uint8_t* cells, int k, int n) {
  std::uint32_t index = 0;
  for (int i = 0; i < k; ++i) {
    int digit = cells[i];
    for (int j = 0; j < i; ++j) digit -= cells[j] < cells[i];
    index = index * static_cast<std::uint32_t>(n - i) + static_cast<std::uint32_t>(digit);
  }
  return index;
}
std::uint64_t placement_count(int k, int n);  // n! / (n-k)!

class PatternDatabase {
 public:
  static constexpr std::string_view kId = "pdb";
  static constexpr std::string_view kLabel = "Pattern database";
  static constexpr std::string_view kExplanation =
      "Exact move counts for disjoint groups of tiles, computed in advance; admissible because the "
      "groups are disjoint and only their own moves are counted, so the sum never overestimates.";
  static constexpr std::string_view kPuzzles = "4x4, 5x5 (tables built or loaded first)";
  static constexpr bool kNeedsTables = true;
  // Where the tables are built at all (the 4x4 and 5x5 policy, tables_buildable() in
  // table_store.hpp); tables loaded from a file make it usable on other small puzzles too.
  static bool applies(const Puzzle& puzzle);

  // Up to the 5x5: the builder's and the checks' cell masks are 32 bits, placement indices too
  // (check_partition refuses groups with more than 2^32 placements: 8 tiles on 5x5).
  static constexpr int kMaxCells = 25;
  static constexpr int kMaxPatterns = 8;      // State keeps an index and entry per pattern
  static constexpr int kMaxPatternTiles = 8;  // 16!/8! = 519 M entries (260 MB), the 7-8 tables
  // 2: tables of version 1 could come from the builder before commit ff2fa4c, which let the blank
  // end on any free cell: admissible but too weak for groups that wall its corner in.
  static constexpr std::uint32_t kFormatVersion = 2;
  // Entries are 4 bits: (moves - Manhattan distance of the group's tiles) / 2. Every tile move
  // changes both by one, so the difference is even; on 4x4 it never exceeds 5 (see the .md).
  static constexpr int kUnreachable = 15;  // a placement no solvable board has
  static constexpr int kMaxExtra = 14;     // larger differences are stored as 14 (still admissible)

  // Per search node, for the board as it is and mirrored: each group's placement index and entry,
  // and the Manhattan distance of the tiles in groups. A move updates the moved tile's group's
  // index in place (once as it is, once mirrored) instead of recomputing it from the tiles' cells.
  struct State {
    std::array<std::uint32_t, kMaxPatterns> index;
    std::array<std::uint32_t, kMaxPatterns> mirrored_index;
    std::array<std::uint8_t, kMaxPatterns> extra;
    std::array<std::uint8_t, kMaxPatterns> mirrored_extra;
    std::uint16_t manhattan, mirrored_manhattan;
    std::uint16_t extra_sum, mirrored_extra_sum;
  };

  int evaluate(const Board& board) const {
    State state;
    return start(board, state);
  }
  int start(const Board& board, State& state) const;
  int move(const State& parent, State& child, int h, const Board& board, int tile, int from,
           int to) const {
    return move(parent, child, h, board, tile, from, to, kNoBound);
  }
  // The same, but once the direct lookup alone shows h > bound the mirrored one is skipped: IDA*
  // cuts such a child off without looking at its state, and the direct sum is still admissible.
  int move(const State& parent, State& child, int, const Board& board, int tile, int from, int to,
           int bound) const {
    child = parent;
    const int step = (tile * cells_ + from) * cells_ + to;
    child.manhattan = static_cast<std::uint16_t>(child.manhattan + delta_[step]);
    child.mirrored_manhattan =
        static_cast<std::uint16_t>(child.mirrored_manhattan + mirrored_delta_[step]);
    const int pattern = pattern_of_[tile];
    if (pattern != kNoPattern) {
      const std::uint32_t index = child.index[pattern] =
          shifted<false>(parent.index[pattern], pattern, tile, from, to, board.tiles.data());
      const int e = entry(pattern, index);
      child.extra_sum = static_cast<std::uint16_t>(child.extra_sum + e - child.extra[pattern]);
      child.extra[pattern] = static_cast<std::uint8_t>(e);
    }
    const int direct = child.manhattan + 2 * child.extra_sum;
    if (!mirrored_ || direct > bound) return direct;
    const int image = mirror_tile_[tile];
    const int mirrored_pattern = pattern_of_[image];
    if (mirrored_pattern != kNoPattern) {
      const std::uint32_t index = child.mirrored_index[mirrored_pattern] =
          shifted<true>(parent.mirrored_index[mirrored_pattern], mirrored_pattern, image,
                        mirror_cell_[from], mirror_cell_[to], board.tiles.data());
      const int e = entry(mirrored_pattern, index);
      child.mirrored_extra_sum = static_cast<std::uint16_t>(child.mirrored_extra_sum + e -
                                                            child.mirrored_extra[mirrored_pattern]);
      child.mirrored_extra[mirrored_pattern] = static_cast<std::uint8_t>(e);
    }
    const int mirrored = child.mirrored_manhattan + 2 * child.mirrored_extra_sum;
    return direct > mirrored ? direct : mirrored;
  }

  // One group's moves-to-home for the board as it is.
  int pattern_value(int pattern, const Board& board) const;
  // The sum over groups for the board as it is, and for the mirrored board (-1 without mirror).
  int direct_sum(const Board& board) const;
  int mirrored_sum(const Board& board) const;

  const Puzzle& puzzle() const { return *puzzle_; }
  const Partition& partition() const { return partition_; }
  bool mirrored() const { return mirrored_; }
  std::uint64_t entries() const { return entries_; }
  std::uint64_t memory_bytes() const { return data_.size(); }
  // Largest (moves - Manhattan) / 2 of each group, unreachable placements aside.
  std::vector<int> max_extras() const;
  // The stored (moves - Manhattan) / 2 of group `pattern` at packed index `index`.
  int stored_entry(int pattern, std::uint32_t index) const { return entry(pattern, index); }
  // Which group a tile is in (kNoGroup for none) and its place in it; the diagonal mirror's maps.
  static constexpr int kNoGroup = 255;
  int group_of(int tile) const { return pattern_of_[tile]; }
  int slot_of(int tile) const { return slot_[tile]; }
  int mirror_tile(int tile) const { return mirror_tile_[tile]; }
  int mirror_cell(int cell) const { return mirror_cell_[cell]; }
  // Group `pattern`'s packed table (4 bits an entry, read as stored_entry reads it).
  // What one step of the digit of the group's tile in `slot` adds to its placement index.
  std::uint32_t digit_weight(int pattern, int slot) const { return weight_[pattern][slot]; }
  const std::uint8_t* packed_table(int pattern) const { return patterns_[pattern].table; }
  // The group's packed index for the tiles' cells (cell[tile]), from scratch, as is or mirrored.
  std::uint32_t placement(int pattern, const std::uint8_t* cell, bool mirrored) const;
  // The same tables for the packed 4x4 search (4x4 grids: small groups indexed directly by cells,
  // larger ones through their packed tables), else null.
  const DirectTables* direct() const { return direct_.get(); }
  // One line for people: shape, partition, mirror, entries, megabytes.
  std::string describe() const;

  // The byte form: header (magic, format version, puzzle, goal, partition, entry counts), the
  // tables, and an FNV-1a 64 checksum of everything before it. See serialize() in the .cpp.
  std::vector<std::uint8_t> serialize() const;
  // Refuses, with a message, bytes that are damaged, of another format version, or made for
  // another puzzle, goal or (when `expected` is given) partition.
  static Result<std::shared_ptr<const PatternDatabase>> load(
      std::shared_ptr<const Puzzle> puzzle, std::span<const std::uint8_t> bytes,
      const std::optional<Partition>& expected = std::nullopt);

  // For PatternDatabaseBuilder: the finished tables in partition order, each group's entries
  // packed two to a byte (low nibble first) and starting on a fresh byte (table_bytes()).
  PatternDatabase(std::shared_ptr<const Puzzle> puzzle, Partition partition,
                  std::vector<std::uint8_t> data);
  static std::uint64_t table_bytes(int group_size, int cells) {
    return (placement_count(group_size, cells) + 1) / 2;
  }

 private:
  static constexpr std::uint8_t kNoPattern = kNoGroup;
  static constexpr int kNoBound = 1 << 30;

  int entry(int pattern, std::uint32_t index) const {
    return (patterns_[pattern].table[index >> 1] >> ((index & 1) << 2)) & 15;
  }

  // The group's index after its `tile` slides from cell `from` into the free cell `to`, on the
  // board as it is or mirrored (cells and tiles then mirrored; `tiles` is the board as it is,
  // before the move). In placement_index only the moved tile's digit and the digits of the
  // group's later tiles that stand strictly between the two cells change, so the update reads at
  // most width - 1 cells on a grid (none for a move along a row) instead of ranking k tiles.
  template <bool Mirrored>
  std::uint32_t shifted(std::uint32_t index, int pattern, int tile, int from, int to,
                        const std::uint8_t* tiles) const {
    const std::uint32_t* weight = weight_[pattern].data();
    const int slot = slot_[tile];
    const bool up = from < to;
    const int low = up ? from : to, high = up ? to : from;
    int earlier = 0;          // the group's earlier tiles between: they shift the moved digit
    std::uint32_t later = 0;  // the weights of its later tiles between: each digit moves by one
    for (int c = low + 1; c < high; ++c) {
      const int t = Mirrored ? mirror_tile_[tiles[mirror_cell_[c]]] : tiles[c];
      if (pattern_of_[t] != pattern) continue;
      if (slot_[t] < slot)
        ++earlier;
      else
        later += weight[slot_[t]];
    }
    const int digit = up ? to - from - earlier : to - from + earlier;
    const std::uint32_t moved = index + static_cast<std::uint32_t>(digit) * weight[slot];
    return up ? moved + later : moved - later;
  }

  struct Pattern {
    int size = 0;
    std::array<std::uint8_t, kMaxPatternTiles> tiles{};
    // Mirrored lookup: mirror position i holds the mirror image of tile mirror_source[i].
    std::array<std::uint8_t, kMaxPatternTiles> mirror_source{};
    const std::uint8_t* table = nullptr;
  };

  std::shared_ptr<const Puzzle> puzzle_;
  Partition partition_;
  std::vector<std::uint8_t> data_;  // the tables, one after another
  std::uint64_t entries_ = 0;
  int cells_ = 0;
  bool mirrored_ = false;
  std::array<Pattern, kMaxPatterns> patterns_{};
  std::array<std::uint8_t, kMaxCells> pattern_of_{};   // by tile; kNoPattern for the blank
  std::array<std::uint8_t, kMaxCells> mirror_tile_{};  // tile t becomes mirror_tile_[t]
  std::array<std::uint8_t, kMaxCells> mirror_cell_{};  // cell c becomes mirror_cell_[c]
  std::array<std::uint8_t, kMaxCells> slot_{};         // by tile: its place in its group
  // weight_[g][i]: what one step of digit i adds to group g's placement index.
  std::array<std::array<std::uint32_t, kMaxPatternTiles>, kMaxPatterns> weight_{};
  // Manhattan change of [tile][from][to], 0 for tiles in no group (as is / as mirrored).
  std::vector<std::int8_t> delta_, mirrored_delta_;
  std::vector<std::uint8_t> distance_;  // [tile][cell]: graph distance to the tile's goal cell
  std::shared_ptr<const DirectTables> direct_;
};

// Whether (and how) the puzzle has the diagonal mirror: it needs a square grid and the goal blank
// on the main diagonal. Fills the cell and tile maps when it does.
bool diagonal_mirror(const Puzzle& puzzle, std::vector<int>& cell_map, std::vector<int>& tile_map);

}  // namespace slide
