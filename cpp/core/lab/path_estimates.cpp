// Estimates along a path of moves.
#include "lab/path_estimates.hpp"

namespace slide {

Result<std::vector<int>> estimates_along(Session& session, const Puzzle& puzzle, const Board& start,
                                         const std::vector<int>& moves,
                                         std::string_view heuristic) {
  using Made = Result<std::vector<int>>;
  auto estimate = session.heuristic(puzzle, heuristic);
  if (!estimate) return Made::fail(estimate.error);
  if (!puzzle.play(start, moves))
    return Made::fail(ErrorCode::bad_option, "the moves are not a legal path from the board");
  std::vector<int> estimates;
  estimates.reserve(moves.size() + 1);
  Board board = start;
  estimates.push_back((*estimate.value)->evaluate(board));
  for (int cell : moves) {
    board.slide(cell);
    estimates.push_back((*estimate.value)->evaluate(board));
  }
  return Made::ok(std::move(estimates));
}

}  // namespace slide
