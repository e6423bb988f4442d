// The rows of the heuristic registry, strongest first. A new heuristic: its header and its row.
#include "heuristics/registry.hpp"

#include "heuristics/euclidean.hpp"
#include "heuristics/linear_conflict.hpp"
#include "heuristics/manhattan.hpp"
#include "heuristics/misplaced.hpp"
#include "tables/distance_table.hpp"

namespace slide {

const std::vector<HeuristicRow>& heuristic_registry() {
  // One row per line, so that adding a heuristic is a one-line diff.
  // clang-format off
  static const std::vector<HeuristicRow> rows = {
      heuristic_row<DistanceTable>(),
      heuristic_row<PatternDatabase>(),
      heuristic_row<LinearConflict>(),
      heuristic_row<ManhattanDistance>(),
      heuristic_row<EuclideanDistance>(),
      heuristic_row<MisplacedTiles>(),
  };
  // clang-format on
  return rows;
}

const HeuristicRow* find_heuristic(std::string_view id) {
  for (const HeuristicRow& row : heuristic_registry())
    if (row.id == id) return &row;
  return nullptr;
}

std::string heuristic_ids(std::string_view separator) {
  std::string text;
  for (const HeuristicRow& row : heuristic_registry()) {
    if (!text.empty()) text += separator;
    text += row.id;
  }
  return text;
}

}  // namespace slide
