// Reading the lab's human-solver request: grid size, then the given tiles or a seeded random
// position.
#include "lab/human_request.hpp"

#include <cmath>
#include <string>

#include "lab/human_solver.hpp"
#include "model/puzzle.hpp"

namespace slide {

Result<HumanRequest> read_human_request(const LooseFields& fields,
                                        const std::vector<LooseValue>* board) {
  using Read = Result<HumanRequest>;
  HumanRequest read;
  for (const char* side : {"width", "height"}) {
    auto value = read_count(fields, side, 0);
    if (!value) return Read::fail(value.error);
    if (*value.value < static_cast<std::uint64_t>(kHumanMinSide) ||
        *value.value > static_cast<std::uint64_t>(kHumanMaxSide))
      return Read::fail(ErrorCode::bad_puzzle,
                        std::string(side) + ": the human solver takes grids from 2x2 to 8x8",
                        "grid-size", {text_param("option", side)});
    (std::string(side) == "width" ? read.width : read.height) = static_cast<int>(*value.value);
  }
  auto seed = read_count(fields, "seed", 1);
  if (!seed) return Read::fail(seed.error);
  read.seed = *seed.value;
  if (!board) {
    read.random = true;
    read.tiles = random_grid_position(read.width, read.height, read.seed);
    return Read::ok(read);
  }
  for (std::size_t i = 0; i < board->size(); ++i) {
    const LooseValue& item = (*board)[i];
    const double value = item.number;
    if (item.kind != LooseValue::Kind::number || !std::isfinite(value) ||
        value != std::floor(value))
      return Read::fail(ErrorCode::bad_board,
                        "the tile at position " + std::to_string(i + 1) + " is not a whole number",
                        "position-not-whole",
                        {number_param("position", static_cast<long long>(i + 1))});
    // Out of range stays out of range (the solver refuses it) without overflowing an int.
    read.tiles.push_back(value < 0 ? -1 : value > 1000 ? 1000 : static_cast<int>(value));
  }
  return Read::ok(read);
}

Result<HumanRequest> read_human_request(const LooseFields& fields, std::string_view board_text) {
  // An 8x8 grid has 64 cells; past four times that the text is refused for its length.
  auto numbers = read_tile_numbers(board_text, 4 * kHumanMaxSide * kHumanMaxSide);
  if (!numbers) return Result<HumanRequest>::fail(numbers.error);
  std::vector<LooseValue> board;
  for (int number : *numbers.value)
    board.push_back({LooseValue::Kind::number, static_cast<double>(number), {}, false});
  return read_human_request(fields, &board);
}

}  // namespace slide
