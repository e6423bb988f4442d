// The kebab-case names of the error codes, as the binding and the tests see them.
#include "model/result.hpp"

namespace slide {

const char* to_string(ErrorCode code) {
  switch (code) {
    case ErrorCode::bad_puzzle:
      return "bad-puzzle";
    case ErrorCode::bad_goal:
      return "bad-goal";
    case ErrorCode::bad_board:
      return "bad-board";
    case ErrorCode::illegal_move:
      return "illegal-move";
    case ErrorCode::bad_option:
      return "bad-option";
    case ErrorCode::unknown_algorithm:
      return "unknown-algorithm";
    case ErrorCode::unknown_heuristic:
      return "unknown-heuristic";
    case ErrorCode::unavailable_heuristic:
      return "unavailable-heuristic";
    case ErrorCode::bad_partition:
      return "bad-partition";
    case ErrorCode::bad_tables:
      return "bad-tables";
    case ErrorCode::not_buildable:
      return "not-buildable";
    case ErrorCode::no_tables:
      return "no-tables";
    case ErrorCode::unsolvable:
      return "unsolvable";
    case ErrorCode::no_such_job:
      return "no-such-job";
    case ErrorCode::io:
      return "io";
  }
  return "bad-option";
}

}  // namespace slide
