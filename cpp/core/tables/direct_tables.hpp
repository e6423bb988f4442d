// The pattern databases of a 4x4 grid re-laid for the fast search: each group's move count indexed
// directly by its tiles' cells (4 bits each), so a move changes the index by one addition.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

namespace slide {

class PatternDatabase;
class Puzzle;

// Group g's entry for its k tiles on cells c0, c1, ... (tile i of the group on cell ci) is the
// stored (moves - Manhattan) / 2 at index c0 << 4(k-1) | c1 << 4(k-2) | ... | c(k-1), 4 bits, two
// entries a byte (low nibble first). The first tile is the most significant digit, as in the
// packed index, so expanding walks both tables in order (sequential writes: ten times faster
// than with the first tile lowest). Index words that put two tiles on one cell are never looked at.
// 16^k / 2 bytes per group of k tiles, bought for a lookup with no ranking (4 bits rather than
// the full count in a byte: half the cache misses, measured faster). Built in memory from the
// packed tables, so the stored byte form (and its format version) is unchanged. Groups of more
// than kMaxGroupTiles tiles (6-tile groups: 8.4 MB each this way; 7 or 8: 134 MB and 2.1 GB) keep
// their packed table (table() gives it), and PackedPdbSearch updates their placement index
// incrementally instead.
class DirectTables {
 public:
  static constexpr int kCells = 16;
  // Groups of 6 tiles are searched through their packed tables too: 2.9 MB against 8.4 MB each.
  // Natively (on huge pages) that made the search 4-5% faster than direct lookups on 6-6-3; in
  // the page's WebAssembly 7-8% faster, 18.5 MB less memory per worker and the expansion's 170
  // ms saved at load (PATTERN_DATABASES.md).
  static constexpr int kMaxGroupTiles = 5;

  // A 4x4 grid.
  static bool eligible(const Puzzle& puzzle, const std::vector<std::vector<int>>& partition);
  explicit DirectTables(const PatternDatabase& database);

  // Whether group `group` has a direct table (at most kMaxGroupTiles tiles).
  bool direct(int group) const { return direct_[group]; }
  // Group `group`'s direct table; for a larger group its packed table, natively a copy on huge
  // pages (a 260 MB table read at random misses the TLB on nearly every lookup with 4 KB pages;
  // the copy doubles its memory), else the database's own.
  const std::uint8_t* table(int group) const {
    return tables_[group] ? tables_[group].get() : packed_[group];
  }
  // Where tile `slot` of a group of `size` tiles sits in the index.
  static int shift(int slot, int size) { return 4 * (size - 1 - slot); }
  static int entry(const std::uint8_t* table, std::uint32_t index) {
    return table[index >> 1] >> ((index & 1) << 2) & 15;
  }
  std::uint64_t memory_bytes() const;

 private:
  struct Release {
    void operator()(std::uint8_t* bytes) const;
  };
  using Table = std::unique_ptr<std::uint8_t[], Release>;
  static Table allocate(std::size_t bytes);

  std::vector<Table> tables_;
  std::vector<std::size_t> sizes_;
  std::vector<bool> direct_;
  std::vector<const std::uint8_t*> packed_;
};

}  // namespace slide
