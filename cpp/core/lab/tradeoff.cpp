// Reading the tradeoff experiment's options and making its searches.
#include "lab/tradeoff.hpp"

#include <algorithm>
#include <cmath>

#include "search/beam_search.hpp"
#include "search/best_first.hpp"

namespace slide {

namespace {

const LooseValue& field(const LooseFields& fields, const std::string& name) {
  static const LooseValue absent;
  auto found = fields.find(name);
  return found == fields.end() ? absent : found->second;
}

Result<TradeoffAlgorithm> parse_tradeoff_algorithm(const LooseValue& value) {
  using Read = Result<TradeoffAlgorithm>;
  if (value.kind == LooseValue::Kind::absent) return Read::ok(TradeoffAlgorithm::weighted);
  if (value.kind == LooseValue::Kind::text) {
    if (value.text == "astar") return Read::ok(TradeoffAlgorithm::astar);
    if (value.text == "weighted") return Read::ok(TradeoffAlgorithm::weighted);
    if (value.text == "greedy") return Read::ok(TradeoffAlgorithm::greedy);
    if (value.text == "beam") return Read::ok(TradeoffAlgorithm::beam);
  }
  return Read::fail(
      ErrorCode::unknown_algorithm, "algorithm must be one of astar, weighted, greedy, beam",
      "tradeoff",
      {text_param("algorithm", value.kind == LooseValue::Kind::text ? value.text.substr(0, 40)
                                                                    : std::string("?"))});
}

}  // namespace

Result<TradeoffOptions> read_tradeoff_options(const LooseFields& fields) {
  using Read = Result<TradeoffOptions>;
  TradeoffOptions read;
  auto algorithm = parse_tradeoff_algorithm(field(fields, "algorithm"));
  if (!algorithm) return Read::fail(algorithm.error);
  read.algorithm = *algorithm.value;
  const LooseValue& heuristic = field(fields, "heuristic");
  if (heuristic.kind != LooseValue::Kind::absent) {
    if (heuristic.kind != LooseValue::Kind::text)
      return Read::fail(ErrorCode::bad_option, "heuristic must be a string");
    read.heuristic = heuristic.text;
  }
  const LooseValue& weight = field(fields, "weight");
  if (weight.kind != LooseValue::Kind::absent) {
    if (weight.kind != LooseValue::Kind::number || !(weight.number >= 1) ||
        !(weight.number <= kMaxTradeoffWeight))
      return Read::fail(ErrorCode::bad_option, "weight must be a number from 1 to 100",
                        "out-of-range",
                        {text_param("option", "weight"), number_param("min", 1),
                         number_param("max", static_cast<long long>(kMaxTradeoffWeight))});
    read.weight = weight.number;
  }
  auto width = read_count(fields, "width", read.width);
  if (!width) return Read::fail(width.error);
  if (*width.value < 1 || *width.value > kMaxBeamWidth)
    return Read::fail(ErrorCode::bad_option, "width must be a whole number from 1 to 1000000",
                      "out-of-range",
                      {text_param("option", "width"), number_param("min", 1),
                       number_param("max", static_cast<long long>(kMaxBeamWidth))});
  read.width = *width.value;
  auto state_cap = read_count(fields, "stateCap", read.state_cap);
  if (!state_cap) return Read::fail(state_cap.error);
  read.state_cap = std::clamp<std::uint64_t>(*state_cap.value, 1, Session::kMaxStateCap);
  return Read::ok(std::move(read));
}

Result<std::shared_ptr<Search>> make_tradeoff_search(Session& session,
                                                     std::shared_ptr<const Puzzle> puzzle,
                                                     const Board& board,
                                                     const TradeoffOptions& options) {
  using Made = Result<std::shared_ptr<Search>>;
  const std::string id =
      options.heuristic.empty() ? session.default_heuristic(*puzzle) : options.heuristic;
  auto made = session.heuristic(*puzzle, id);
  if (!made) return Made::fail(made.error);
  auto estimate = [heuristic = *made.value](const Board& b) { return heuristic->evaluate(b); };
  const std::uint64_t cap = std::min(options.state_cap, Session::kMaxStateCap);
  switch (options.algorithm) {
    case TradeoffAlgorithm::beam:
      return Made::ok(std::make_shared<BeamSearch>(puzzle, board, estimate, options.width, cap));
    case TradeoffAlgorithm::greedy:
      return Made::ok(
          std::make_shared<BestFirstSearch>(puzzle, board, estimate, cap, 0, Priority{1, true}));
    case TradeoffAlgorithm::weighted:
      return Made::ok(std::make_shared<BestFirstSearch>(puzzle, board, estimate, cap, 0,
                                                        Priority{options.weight, false}));
    case TradeoffAlgorithm::astar:
      break;
  }
  return Made::ok(std::make_shared<BestFirstSearch>(puzzle, board, estimate, cap));
}

}  // namespace slide
