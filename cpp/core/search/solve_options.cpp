// Algorithm names as users type them.
#include "search/solve_options.hpp"

namespace slide {

Result<Algorithm> parse_algorithm(const std::string& name) {
  if (name == "ida" || name == "ida*") return Result<Algorithm>::ok(Algorithm::ida);
  if (name == "astar" || name == "a*") return Result<Algorithm>::ok(Algorithm::astar);
  if (name == "bfs") return Result<Algorithm>::ok(Algorithm::bfs);
  return Result<Algorithm>::fail(ErrorCode::unknown_algorithm,
                                 "unknown algorithm '" + name + "': use ida, astar or bfs");
}

}  // namespace slide
