// The lab's speed-versus-length searches (the `tradeoff` experiment): A*, weighted A*, greedy
// best-first and beam search on one position, each a Search the session runs as a job. Lives in
// the lab's part of the core so only the lab's WebAssembly module carries beam search.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "session/requests.hpp"
#include "session/session.hpp"

namespace slide {

enum class TradeoffAlgorithm { astar, weighted, greedy, beam };

struct TradeoffOptions {
  TradeoffAlgorithm algorithm = TradeoffAlgorithm::weighted;
  std::string heuristic;                // a registry id; empty: the strongest available
  double weight = 2;                    // weighted A*: f = g + weight·h, 1..kMaxTradeoffWeight
  std::uint64_t width = 100;            // beam search: states kept per layer, 1..kMaxBeamWidth
  std::uint64_t state_cap = 4'000'000;  // states held before giving up (bounded by the session)
};

inline constexpr double kMaxTradeoffWeight = 100;
inline constexpr std::uint64_t kMaxBeamWidth = 1'000'000;

// {algorithm: "astar"|"weighted"|"greedy"|"beam", heuristic, weight, width, stateCap}, one clear
// message per mistake.
Result<TradeoffOptions> read_tradeoff_options(const LooseFields& fields);

// The search, not yet a job (the lab's module runs it in its LabJobs). An unknown or unavailable
// heuristic is refused as start_search refuses it; an unsolvable start gives a search whose
// status is already `unsolvable`.
Result<std::shared_ptr<Search>> make_tradeoff_search(Session& session,
                                                     std::shared_ptr<const Puzzle> puzzle,
                                                     const Board& board,
                                                     const TradeoffOptions& options);

}  // namespace slide
