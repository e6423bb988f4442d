// The heuristic registry: one row per heuristic, strongest first. The session, the CLI (its usage
// and `slide heuristics`) and the page (through the binding) all read this table; adding a
// heuristic is one class with the static fields below plus one row in registry.cpp. A row that
// only some front ends carry (the learned estimate) is added by them with register_heuristic().
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "heuristics/heuristic.hpp"
#include "heuristics/pattern_database_heuristic.hpp"
#include "tables/table_store.hpp"

namespace slide {

struct HeuristicRow {
  std::string_view id;           // stable: CLI option, worker messages, saved settings
  std::string_view label;        // for people
  std::string_view explanation;  // one paragraph: what it counts and why it never overestimates
  std::string_view puzzles;      // which puzzles it applies to, in a few words
  bool needs_tables;             // usable only once its tables are installed in the TableStore
  bool admissible;               // never above the true distance (false: solutions may be longer)
  bool (*applies)(const Puzzle& puzzle);
  // The heuristic for the puzzle; null when it needs tables that are not installed.
  std::shared_ptr<const Heuristic> (*make)(const Puzzle& puzzle, TableStore& tables);
  // needs_tables: whether they are installed for the puzzle (null for the other rows).
  bool (*installed)(const Puzzle& puzzle, const TableStore& tables) = nullptr;
};

// Builds the row of a heuristic class H from its static fields (kId, kLabel, kExplanation,
// kPuzzles, kNeedsTables, applies). H is built from the puzzle, or (kNeedsTables) is the
// PatternDatabase installed in the store, served by PatternDatabaseHeuristic.
template <class H>
HeuristicRow heuristic_row() {
  auto make = [](const Puzzle& puzzle, TableStore& tables) -> std::shared_ptr<const Heuristic> {
    if constexpr (H::kNeedsTables) {
      auto installed = tables.pattern_database(puzzle);
      if (!installed) return nullptr;
      return std::make_shared<const PatternDatabaseHeuristic>(std::move(installed));
    } else {
      return std::make_shared<const HeuristicFor<H>>(tables.computed<H>(puzzle));
    }
  };
  auto installed = [](const Puzzle& puzzle, const TableStore& tables) {
    return tables.pattern_database(puzzle) != nullptr;
  };
  return {H::kId,
          H::kLabel,
          H::kExplanation,
          H::kPuzzles,
          H::kNeedsTables,
          true,
          &H::applies,
          make,
          H::kNeedsTables ? +installed : nullptr};
}

// Every row, strongest first.
const std::vector<HeuristicRow>& heuristic_registry();
// Adds a row after the built-in ones (once per id; at most kMaxRows in all). Rows never move, so
// pointers to them stay valid.
void register_heuristic(const HeuristicRow& row);
inline constexpr std::size_t kMaxRows = 16;
// The row with this id, or null.
const HeuristicRow* find_heuristic(std::string_view id);
// The ids joined by `separator`, in registry order (for usage texts and messages).
std::string heuristic_ids(std::string_view separator = ", ");

}  // namespace slide
