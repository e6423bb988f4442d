// The lab's human-solver request (a worker message's fields) read into a grid and a position, one
// message per mistake: the grid's width and height, and either the tiles or a seed for a random
// solvable position of that grid.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "model/result.hpp"
#include "session/requests.hpp"

namespace slide {

struct HumanRequest {
  int width = 0;
  int height = 0;
  std::vector<int> tiles;  // cell order, 0 the blank
  bool random = false;     // the tiles are random_grid_position(width, height, seed)
  std::uint64_t seed = 1;
};

// {width, height, seed} and `board` (null: absent). Width and height from 2 to 8; the tiles must
// be whole numbers (solve_like_a_person checks that they are a position of the grid).
Result<HumanRequest> read_human_request(const LooseFields& fields,
                                        const std::vector<LooseValue>* board);
// The same with the board as text, read as the puzzles' board text is (read_tile_numbers).
Result<HumanRequest> read_human_request(const LooseFields& fields, std::string_view board_text);

}  // namespace slide
