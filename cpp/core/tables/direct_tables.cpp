// Expands the packed pattern databases of a 4x4 grid into directly indexed byte tables.
#include "tables/direct_tables.hpp"

#include <cstdlib>
#include <cstring>
#include <new>

#include "tables/pattern_database.hpp"

#if defined(__linux__) && !defined(__EMSCRIPTEN__)
#include <sys/mman.h>
#define SLIDE_HUGE_PAGES 1
#endif

namespace slide {

namespace {

// Walks every placement of the group's tiles on distinct cells, keeping the packed-table index
// (digits: cells minus the earlier tiles' cells below them) and the direct index as it goes, so
// each of the 16!/(16-k)! placements costs a few operations.
struct Expander {
  const PatternDatabase& database;
  int group;
  int size;
  std::uint8_t* out;
  std::array<int, PatternDatabase::kMaxPatternTiles> cells{};

  void place(int slot, std::uint32_t used, std::uint32_t packed, std::uint32_t direct) {
    if (slot == size) {
      const int extra = database.stored_entry(group, packed);
      out[direct >> 1] = static_cast<std::uint8_t>(out[direct >> 1] | extra << ((direct & 1) << 2));
      return;
    }
    for (int cell = 0; cell < DirectTables::kCells; ++cell) {
      if (used >> cell & 1) continue;
      int digit = cell;
      for (int j = 0; j < slot; ++j) digit -= cells[j] < cell;
      cells[slot] = cell;
      place(slot + 1, used | 1u << cell,
            packed * static_cast<std::uint32_t>(DirectTables::kCells - slot) +
                static_cast<std::uint32_t>(digit),
            direct | static_cast<std::uint32_t>(cell) << DirectTables::shift(slot, size));
    }
  }
};

}  // namespace

bool DirectTables::eligible(const Puzzle& puzzle, const std::vector<std::vector<int>>& partition) {
  if (puzzle.topology().grid_width() != 4 || puzzle.topology().grid_height() != 4) return false;
  for (const auto& group : partition)
    if (group.empty()) return false;
  return true;
}

DirectTables::DirectTables(const PatternDatabase& database) {
  const auto& partition = database.partition();
  for (std::size_t g = 0; g < partition.size(); ++g) {
    const int size = static_cast<int>(partition[g].size());
    direct_.push_back(size <= kMaxGroupTiles);
    packed_.push_back(database.packed_table(static_cast<int>(g)));
    if (size > kMaxGroupTiles) {  // searched through the packed table
#ifdef SLIDE_HUGE_PAGES
      const std::size_t bytes = PatternDatabase::table_bytes(size, kCells);
      sizes_.push_back(bytes);
      tables_.push_back(allocate(bytes));
      std::memcpy(tables_.back().get(), packed_.back(), bytes);
#else
      sizes_.push_back(0);
      tables_.emplace_back();
#endif
      continue;
    }
    sizes_.push_back((std::size_t{1} << (4 * size)) / 2);
    tables_.push_back(allocate(sizes_.back()));
    Expander expander{database, static_cast<int>(g), size, tables_.back().get()};
    expander.place(0, 0, 0, 0);
  }
}

// Every lookup lands on a random line of 8.4 MB tables: with 4 KB pages nearly each one also
// misses the TLB (two 6-tile tables span 4,096 pages, more than the TLB holds). Natively the
// tables are aligned to 2 MB and offered to the kernel for transparent huge pages (madvise
// mode); where it declines, nothing changes. WebAssembly's memory is the engine's to map.
DirectTables::Table DirectTables::allocate(std::size_t bytes) {
#ifdef SLIDE_HUGE_PAGES
  constexpr std::size_t kHugePage = std::size_t{2} << 20;
  if (bytes >= kHugePage) {
    const std::size_t rounded = (bytes + kHugePage - 1) / kHugePage * kHugePage;
    void* memory = std::aligned_alloc(kHugePage, rounded);
    if (memory == nullptr) throw std::bad_alloc();
    madvise(memory, rounded, MADV_HUGEPAGE);
    std::memset(memory, 0, bytes);
    return Table(static_cast<std::uint8_t*>(memory));
  }
#endif
  void* memory = std::calloc(bytes, 1);
  if (memory == nullptr) throw std::bad_alloc();
  return Table(static_cast<std::uint8_t*>(memory));
}

void DirectTables::Release::operator()(std::uint8_t* bytes) const { std::free(bytes); }

std::uint64_t DirectTables::memory_bytes() const {
  std::uint64_t bytes = 0;
  for (std::size_t size : sizes_) bytes += size;
  return bytes;
}

}  // namespace slide
