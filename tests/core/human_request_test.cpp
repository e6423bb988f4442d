// The lab's human-solver request: grid sizes, a seeded random position, tiles read as whole
// numbers.
#include "lab/human_request.hpp"

#include "lab/human_solver.hpp"
#include "support.hpp"

using namespace slide;

namespace {

LooseValue number(double n) { return {LooseValue::Kind::number, n}; }
LooseValue text(const std::string& s) { return {LooseValue::Kind::text, 0, s}; }

LooseFields grid(double width, double height, double seed = 7) {
  return {{"width", number(width)}, {"height", number(height)}, {"seed", number(seed)}};
}

}  // namespace

TEST_CASE("human request: a grid from 2x2 to 8x8, else one refusal") {
  CHECK(read_human_request(grid(3, 3), nullptr));
  CHECK(read_human_request(grid(8, 8), nullptr));
  CHECK(read_human_request(grid(2, 5), nullptr));
  for (auto [w, h] : {std::pair{1.0, 3.0}, {9.0, 3.0}, {3.0, 0.0}, {3.0, 9.0}}) {
    auto read = read_human_request(grid(w, h), nullptr);
    REQUIRE_FALSE(read);
    CHECK(read.error.code == ErrorCode::bad_puzzle);
    CHECK(read.error.reason == "grid-size");
  }
  CHECK_FALSE(read_human_request(grid(3.5, 3), nullptr));
  CHECK_FALSE(read_human_request({{"width", text("3")}, {"height", number(3)}}, nullptr));
  CHECK_FALSE(read_human_request({{"height", number(3)}}, nullptr));
}

TEST_CASE("human request: without a board, the seed's random solvable position of the grid") {
  auto read = read_human_request(grid(6, 5, 42), nullptr);
  REQUIRE(read);
  CHECK(read.value->random);
  CHECK(read.value->width == 6);
  CHECK(read.value->height == 5);
  CHECK(read.value->tiles == random_grid_position(6, 5, 42));
  CHECK(grid_solvable(6, 5, read.value->tiles));
  CHECK(read_human_request(grid(6, 5, 43), nullptr).value->tiles != read.value->tiles);
}

TEST_CASE("human request: given tiles are read as whole numbers and kept as given") {
  std::vector<LooseValue> board;
  for (int t : {1, 2, 3, 4, 5, 6, 8, 7, 0}) board.push_back(number(t));
  auto read = read_human_request(grid(3, 3), &board);
  REQUIRE(read);
  CHECK_FALSE(read.value->random);
  CHECK(read.value->tiles == std::vector<int>{1, 2, 3, 4, 5, 6, 8, 7, 0});
  // The solver judges them: this one cannot reach the goal.
  CHECK(solve_like_a_person(3, 3, read.value->tiles).error.code == ErrorCode::unsolvable);
  board[4] = number(4.5);
  CHECK(read_human_request(grid(3, 3), &board).error.reason == "position-not-whole");
  board[4] = text("5");
  CHECK(read_human_request(grid(3, 3), &board).error.reason == "position-not-whole");
  board[4] = number(1e300);
  auto huge = read_human_request(grid(3, 3), &board);
  REQUIRE(huge);
  CHECK_FALSE(solve_like_a_person(3, 3, huge.value->tiles));
}

TEST_CASE("human request: board text is read as the puzzles' board text is") {
  // A 6x6 position one move from the goal, written with commas and spaces.
  std::string board;
  for (int tile = 1; tile <= 34; ++tile) board += std::to_string(tile) + (tile % 2 ? ", " : " ");
  board += "0 35";
  auto read = read_human_request(grid(6, 6), board);
  REQUIRE(read);
  CHECK_FALSE(read.value->random);
  std::vector<int> expected;
  for (int tile = 1; tile <= 34; ++tile) expected.push_back(tile);
  expected.insert(expected.end(), {0, 35});
  CHECK(read.value->tiles == expected);
  CHECK(solve_like_a_person(6, 6, read.value->tiles));
  auto bad = read_human_request(grid(3, 3), "1 2 x 4");
  REQUIRE_FALSE(bad);
  CHECK(bad.error.reason == "not-a-number");
  CHECK(bad.error.message == "'x' is not a tile number");
  CHECK(read_human_request(grid(3, 3), " , ").error.reason == "empty");
  // Too short: read, then refused by the solver for its size.
  auto short_board = read_human_request(grid(3, 3), "1 2 3");
  REQUIRE(short_board);
  CHECK_FALSE(solve_like_a_person(3, 3, short_board.value->tiles));
}
