// Caps on the work the command line's options can ask for (issue 14, item 8).
#include "limits.hpp"

#include <algorithm>

#include "session/difficulty_scramble.hpp"
#include "tables/distance_table.hpp"

namespace slide::cli {

std::uint64_t build_bytes(const Puzzle& puzzle, const Partition& partition) {
  const int cells = puzzle.cell_count();
  std::uint64_t tables = 0, scratch = 0;
  for (const auto& group : partition) {
    const int size = static_cast<int>(group.size());
    tables += PatternDatabase::table_bytes(size, cells);
    const std::uint64_t states =
        placement_count(size, cells) * static_cast<std::uint64_t>(cells - size);
    scratch = std::max(scratch, (states * 2 + 7) / 8);
  }
  return tables + scratch;
}

std::uint64_t max_difficulty_count(const Puzzle& puzzle) {
  if (puzzle.cell_count() <= DistanceTable::kMaxCells) return kMaxScrambleCount;  // table lookups
  return kDifficultyNodes / (DifficultyScramble::kCandidateNodes + DifficultyScramble::kExactNodes);
}

Status check_build_size(const Puzzle& puzzle, const Partition& partition) {
  const std::uint64_t need = build_bytes(puzzle, partition);
  if (need <= kMaxBuildBytes) return success();
  return Status::fail(ErrorCode::bad_partition, "partition " + partition_shape(partition) +
                                                    " would need " +
                                                    std::to_string((need + (1 << 20) - 1) >> 20) +
                                                    " MB to build, more than the limit of " +
                                                    std::to_string(kMaxBuildBytes >> 20) + " MB");
}

}  // namespace slide::cli
