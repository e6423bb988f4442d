// Front-end input read into core types: one clear message (and code) per mistake.
#include "session/requests.hpp"

#include "support.hpp"

using namespace slide;
using slide::testing::puzzle;

namespace {

LooseValue number(double n) { return {LooseValue::Kind::number, n}; }
LooseValue text(const std::string& s) { return {LooseValue::Kind::text, 0, s}; }
LooseValue flag(bool b) { return {LooseValue::Kind::flag, 0, {}, b}; }

}  // namespace

TEST_CASE("requests: tiles must be whole numbers, then a position of the puzzle") {
  auto p = puzzle("8");
  std::vector<LooseValue> tiles;
  for (int t : {1, 2, 3, 4, 5, 6, 7, 8, 0}) tiles.push_back(number(t));
  REQUIRE(read_tiles(*p, tiles));
  CHECK(*read_tiles(*p, tiles).value == p->goal());
  auto with = [&](std::size_t i, LooseValue v) {
    auto copy = tiles;
    copy[i] = v;
    return read_tiles(*p, copy);
  };
  CHECK_THAT(with(7, text("x")).error.message, Catch::Contains("position 8 is not a number"));
  CHECK_THAT(with(7, number(8.5)).error.message, Catch::Contains("not a whole number"));
  CHECK_THAT(with(7, number(std::nan(""))).error.message, Catch::Contains("not a whole number"));
  CHECK_THAT(with(7, number(1)).error.message, Catch::Contains("appears twice"));
  CHECK(with(7, LooseValue{}).error.code == ErrorCode::bad_board);
  CHECK_THAT(read_tiles(*p, {number(1)}).error.message, Catch::Contains("expected 9 tiles"));
}

TEST_CASE("requests: search options") {
  auto read = read_solve_options({{"algorithm", text("astar")},
                                  {"heuristic", text("manhattan")},
                                  {"nodeLimit", number(500)},
                                  {"fallback", flag(true)}});
  REQUIRE(read);
  CHECK(read.value->algorithm == Algorithm::astar);
  CHECK(read.value->heuristic == "manhattan");
  CHECK(read.value->node_limit == 500);
  CHECK(read.value->state_cap == SolveOptions{}.state_cap);
  CHECK(read.value->fallback);
  CHECK_FALSE(read_solve_options({{"fallback", number(1)}}).value->fallback);
  CHECK(read_solve_options({{"algorithm", text("dfs")}}).error.code ==
        ErrorCode::unknown_algorithm);
  CHECK_THAT(read_solve_options({{"algorithm", number(1)}}).error.message,
             Catch::Contains("algorithm must be a string"));
  CHECK_THAT(read_solve_options({{"heuristic", flag(true)}}).error.message,
             Catch::Contains("heuristic must be a string"));
  CHECK_THAT(read_solve_options({{"nodeLimit", number(-1)}}).error.message,
             Catch::Contains("nodeLimit must be a whole number from 0"));
  CHECK_THAT(read_solve_options({{"stateCap", text("many")}}).error.message,
             Catch::Contains("stateCap must be a number"));
}

TEST_CASE("requests: scramble options are repeatable and checked") {
  auto p = puzzle("15");
  auto walk = scramble_from_options(*p, {{"moves", number(80)}, {"seed", number(9)}});
  REQUIRE(walk);
  CHECK(*walk.value ==
        *scramble_from_options(*p, {{"moves", number(80)}, {"seed", number(9)}}).value);
  CHECK(scramble_from_options(*p, {{"random", flag(true)}}));
  CHECK_THAT(scramble_from_options(*p, {{"seed", number(1)}}).error.message,
             Catch::Contains("needs {moves: N}"));
  CHECK_THAT(scramble_from_options(*p, {{"moves", number(100001)}}).error.message,
             Catch::Contains("at most 100000"));
  CHECK(scramble_from_options(*p, {{"moves", number(3)}, {"seed", text("abc")}}).error.code ==
        ErrorCode::bad_option);
}
