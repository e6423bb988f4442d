// An estimate along a path: h of every position a sequence of moves passes through, from the
// start to the end, under one of the session's available heuristics. The learned experiment
// reads it along an optimal solution, where every position's true distance is known (the moves
// left), so it can count how often the learned estimate overestimates on a puzzle too big for a
// table of every position (the 15-puzzle).
#pragma once

#include <string_view>
#include <vector>

#include "session/session.hpp"

namespace slide {

// moves: the cells whose tiles slide into the blank, in order (a search's solution). Refused
// (bad-option) when a move is not legal from where the path has come; unknown or unavailable
// heuristics as Session::heuristic refuses them. The result has moves.size() + 1 entries.
Result<std::vector<int>> estimates_along(Session& session, const Puzzle& puzzle, const Board& start,
                                         const std::vector<int>& moves, std::string_view heuristic);

}  // namespace slide
