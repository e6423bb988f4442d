// The anytime search (search/anytime_search.hpp) made for a registry heuristic: its two engines
// run on the heuristic's concrete type, so each node is one incremental update, as in IDA*. Kept
// out of the registry rows so the page's module, which has no anytime search yet, does not carry
// an engine per heuristic.
#pragma once

#include <memory>
#include <string_view>
#include <vector>

#include "search/anytime_search.hpp"
#include "tables/table_store.hpp"

namespace slide {

// Refuses (bad-option) a heuristic id without engines, or a cell graph with cells of more than
// four neighbours. The heuristic must be available (tables installed for `pdb`).
Result<std::shared_ptr<AnytimeSearch>> make_anytime_search(
    std::shared_ptr<const Puzzle> puzzle, const Board& start, std::string_view heuristic,
    TableStore& tables, std::uint64_t node_limit,
    std::vector<int> weights = AnytimeSearch::default_weights());

}  // namespace slide
