// Puzzle names, goals and the board parser's messages.
#include "support.hpp"

using namespace slide;
using slide::testing::puzzle;

TEST_CASE("puzzle names and default goals") {
  CHECK(puzzle("15")->goal().to_string() == "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0");
  CHECK(puzzle("8")->goal().to_string() == "1 2 3 4 5 6 7 8 0");
  CHECK(puzzle("3x3+1")->goal().to_string() == "0 1 2 3 4 5 6 7 8 9");
  CHECK(puzzle("2x3")->cell_count() == 6);
  CHECK(puzzle("24")->cell_count() == 25);
  auto korf = puzzle("15", "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15");
  CHECK(korf->goal_cell(0) == 0);
  CHECK(korf->goal_cell(15) == 15);
  for (const char* bad : {"16", "6x6", "1x9", "3x3+2", "", "fifteen"}) {
    auto made = make_puzzle(bad);
    CHECK_FALSE(made);
    CHECK_FALSE(made.error.message.empty());
  }
  auto bad_goal = make_puzzle("8", "1 2 3");
  REQUIRE_FALSE(bad_goal);
  CHECK(bad_goal.error.message.find("goal") != std::string::npos);
}

TEST_CASE("board text: spaces and commas") {
  auto p = puzzle("8");
  auto a = p->parse_board("1 2 3 4 5 6 7 8 0");
  auto b = p->parse_board(" 1,2,3, 4,5,6,\n7,8,0 ");
  REQUIRE(a);
  REQUIRE(b);
  CHECK(*a.value == *b.value);
  CHECK(a.value->blank == 8);
}

TEST_CASE("board text: every mistake gets a message naming it") {
  auto p = puzzle("8");
  auto error = [&](const std::string& text) {
    auto parsed = p->parse_board(text);
    CHECK_FALSE(parsed);
    return parsed.error.message;
  };
  CHECK_THAT(error("1 2 3 4 5 6 7 8"),
             Catch::Contains("expected 9 tiles") && Catch::Contains("got 8"));
  CHECK_THAT(error("1 2 3 4 5 6 7 8 0 0"), Catch::Contains("got 10"));
  CHECK_THAT(error("1 2 3 4 5 6 7 9 0"),
             Catch::Contains("tile 9") && Catch::Contains("out of range"));
  CHECK_THAT(error("1 2 3 4 5 6 7 7 0"), Catch::Contains("tile 7 appears twice"));
  CHECK_THAT(error("1 2 3 4 5 6 7 8 9"), Catch::Contains("no blank"));
  CHECK_THAT(error("1 2 3 4 x 6 7 8 0"), Catch::Contains("'x' is not a tile number"));
  CHECK_THAT(error("1 2 3 4 5 6 7 8 -1"), Catch::Contains("'-1'"));
  CHECK_THAT(error("1 2 3 4 5 6 7 8 0.5"), Catch::Contains("'0.5'"));
  CHECK_THAT(error(""), Catch::Contains("empty"));
  CHECK_THAT(error("99999999999999999999 2 3 4 5 6 7 8 0"), Catch::Contains("out of range"));
}

TEST_CASE("play applies legal moves and names the first illegal one") {
  auto p = puzzle("8");
  auto start = slide::testing::board(*p, "1 2 3 4 5 6 7 0 8");
  auto done = p->play(start, {8});
  REQUIRE(done);
  CHECK(p->is_goal(*done.value));
  auto bad = p->play(start, {8, 0});
  CHECK_FALSE(bad);
  CHECK_THAT(bad.error.message, Catch::Contains("move 2"));
}
