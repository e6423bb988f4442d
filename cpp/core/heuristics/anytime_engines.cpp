// One branch per heuristic type: the anytime search's engines on the concrete heuristic.
#include "heuristics/anytime_engines.hpp"

#include "heuristics/euclidean.hpp"
#include "heuristics/linear_conflict.hpp"
#include "heuristics/manhattan.hpp"
#include "heuristics/misplaced.hpp"
#include "tables/distance_table.hpp"

namespace slide {

namespace {

template <class H>
std::shared_ptr<AnytimeSearch> anytime_on(std::shared_ptr<const Puzzle> puzzle, const Board& start,
                                          std::shared_ptr<const H> heuristic,
                                          std::uint64_t node_limit, std::vector<int> weights) {
  auto improver = std::make_unique<WeightedDfs<H>>(puzzle, start, heuristic);
  auto prover = std::make_unique<WeightedDfs<H>>(puzzle, start, heuristic);
  return std::make_shared<AnytimeSearch>(std::move(puzzle), start, std::move(improver),
                                         std::move(prover), std::move(weights), node_limit);
}

}  // namespace

Result<std::shared_ptr<AnytimeSearch>> make_anytime_search(
    std::shared_ptr<const Puzzle> puzzle, const Board& start, std::string_view heuristic,
    TableStore& tables, std::uint64_t node_limit, std::vector<int> weights) {
  using Made = Result<std::shared_ptr<AnytimeSearch>>;
  const Topology& topology = puzzle->topology();
  for (int cell = 0; cell < topology.cell_count(); ++cell)
    if (topology.neighbours(cell).size() > static_cast<std::size_t>(DepthFirstEngine::kMaxDegree))
      return Made::fail(ErrorCode::bad_option,
                        "the anytime search takes cells of at most 4 neighbours");
  for (int weight : weights)
    if (weight < 10 || weight > 1000)
      return Made::fail(ErrorCode::bad_option, "anytime weights run from 1 to 100");
  const Puzzle& p = *puzzle;
  if (heuristic == PatternDatabase::kId) {
    auto installed = tables.pattern_database(p);
    if (!installed)
      return Made::fail(ErrorCode::no_tables, "no pattern database is installed for this puzzle");
    return Made::ok(anytime_on(std::move(puzzle), start, installed, node_limit, weights));
  }
  if (heuristic == LinearConflict::kId)
    return Made::ok(
        anytime_on(puzzle, start, tables.computed<LinearConflict>(p), node_limit, weights));
  if (heuristic == ManhattanDistance::kId)
    return Made::ok(
        anytime_on(puzzle, start, tables.computed<ManhattanDistance>(p), node_limit, weights));
  if (heuristic == EuclideanDistance::kId)
    return Made::ok(
        anytime_on(puzzle, start, tables.computed<EuclideanDistance>(p), node_limit, weights));
  if (heuristic == MisplacedTiles::kId)
    return Made::ok(
        anytime_on(puzzle, start, tables.computed<MisplacedTiles>(p), node_limit, weights));
  if (heuristic == DistanceTable::kId && DistanceTable::applies(p))
    return Made::ok(
        anytime_on(puzzle, start, tables.computed<DistanceTable>(p), node_limit, weights));
  return Made::fail(ErrorCode::bad_option,
                    "no anytime search with the heuristic '" + std::string(heuristic) + "'");
}

}  // namespace slide
