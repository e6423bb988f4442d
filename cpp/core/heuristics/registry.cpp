// The rows of the heuristic registry, strongest first. A new heuristic: its header and its row.
#include "heuristics/registry.hpp"

#include "heuristics/euclidean.hpp"
#include "heuristics/linear_conflict.hpp"
#include "heuristics/manhattan.hpp"
#include "heuristics/misplaced.hpp"
#include "tables/distance_table.hpp"

namespace slide {

namespace {

std::vector<HeuristicRow>& rows() {
  // One row per line, so that adding a heuristic is a one-line diff.
  // clang-format off
  static std::vector<HeuristicRow> rows = [] {
    std::vector<HeuristicRow> built = {
      heuristic_row<DistanceTable>(),
      heuristic_row<PatternDatabase>(),
      heuristic_row<LinearConflict>(),
      heuristic_row<ManhattanDistance>(),
      heuristic_row<EuclideanDistance>(),
      heuristic_row<MisplacedTiles>(),
    };
    built.reserve(kMaxRows);  // rows registered later never move the ones handed out
    return built;
  }();
  // clang-format on
  return rows;
}

}  // namespace

const std::vector<HeuristicRow>& heuristic_registry() { return rows(); }

void register_heuristic(const HeuristicRow& row) {
  std::vector<HeuristicRow>& all = rows();
  if (find_heuristic(row.id) || all.size() >= kMaxRows) return;
  all.push_back(row);
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
