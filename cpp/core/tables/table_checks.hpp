// Content checks of pattern-database tables read from outside: a checksum only shows the bytes
// arrived as written, not that whoever wrote them wrote tables (issue 14, item 7).
#pragma once

#include <cstdint>
#include <span>

#include "model/result.hpp"
#include "tables/pattern_database.hpp"

namespace slide {

// Checks, per group, that the goal placement's entry is 0, and on every placement of a small
// group (or a fixed sample of a large one, kSampledPlacements of them) that the entry is not the
// unreachable mark where every placement is reachable, that some slide of one of its tiles into
// a free neighbouring cell leads to a placement at least one move nearer home (move count =
// Manhattan + 2 x entry), and that no such neighbour is more than one move farther or nearer
// where the blank's free cells form one region (on the side the bound needs), as in every table
// the builder writes (tested on all entries). Forged entries that pass these are harmless to
// termination: IDA* also tests the goal itself; they may still overestimate where the free cells
// split (README "Limits"). `data` is the tables in partition order, as PatternDatabase::load reads
// them.
constexpr std::uint64_t kSampledPlacements = 1 << 14;
Status check_table_contents(const Puzzle& puzzle, const Partition& partition,
                            std::span<const std::uint8_t> data,
                            std::uint64_t sample_limit = kSampledPlacements);

}  // namespace slide
