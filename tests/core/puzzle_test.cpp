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
  // Issue 30: said as given, with the true count, echoes clipped to 60 bytes.
  CHECK(error("99999999999999999999999 1 2 3 4 5 6 7 0") ==
        "tile 99999999999999999999999 at position 1 is out of range: tiles are 0..8 with 0 for "
        "the blank");
  CHECK(p->parse_board("0001 2 3 4 5 6 7 8 0"));  // leading zeros: tile 1
  std::string many;
  for (int i = 0; i < 100000; ++i) many += "1 ";
  CHECK_THAT(error(many), Catch::EndsWith("got 100000"));
  CHECK(error(std::string(5000, 'x')) ==
        "'" + std::string(60, 'x') + "\xe2\x80\xa6' is not a tile number");
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

// Front ends word these errors in their reader's language from the reason and the facts, so both
// must say exactly what the English message says.
TEST_CASE("board mistakes carry a reason and the facts behind the message") {
  auto p = puzzle("8");
  auto facts = [&](const std::string& text) {
    auto parsed = p->parse_board(text);
    REQUIRE_FALSE(parsed);
    std::string out = parsed.error.reason;
    for (const auto& param : parsed.error.params)
      out += " " + param.name + "=" + (param.is_text ? param.text : std::to_string(param.number));
    return out;
  };
  CHECK(facts("1 2 3 4 5 6 7 8") == "count expected=9 found=8");
  CHECK(facts("1 2 3 4 5 6 7 8 9") == "no-blank");
  CHECK(facts("1 2 3 4 5 6 7 9 0") == "out-of-range tile=9 position=8 largest=8");
  CHECK(facts("1 2 3 4 5 6 7 7 0") == "twice tile=7 first=7 second=8");
  CHECK(facts("0 2 3 4 5 6 7 8 0") == "blank-twice tile=0 first=1 second=9");
  CHECK(facts("1 2 3 4 x 6 7 8 0") == "not-a-number token=x");
  CHECK(facts("1 2 3 4 5 6 7 8 0.5") == "not-a-number token=0.5");
  CHECK(facts("  ") == "empty");
  auto goal = make_puzzle("8", "1 2 3 4 5 6 7 7 0");
  REQUIRE_FALSE(goal);
  CHECK(goal.error.code == ErrorCode::bad_goal);
  CHECK(goal.error.reason == "twice");
  CHECK(goal.error.params.size() == 3);
  auto unknown = make_puzzle("fifteen");
  REQUIRE_FALSE(unknown);
  CHECK(unknown.error.reason == "unknown");
  REQUIRE(unknown.error.params.size() == 1);
  CHECK(unknown.error.params[0].text == "fifteen");
  CHECK(make_puzzle("6x6").error.reason == "grid-size");
  auto moved = p->play(*p->parse_board("1 2 3 4 5 6 7 8 0").value, {7, 0});
  REQUIRE_FALSE(moved);
  CHECK(moved.error.reason == "not-next-to-blank");
  CHECK(moved.error.params[0].number == 2);
  CHECK(moved.error.params[1].number == 0);
}

TEST_CASE("a long puzzle name is echoed as 60 bytes, never half a character") {
  std::string name;
  for (int i = 0; i < 1000; ++i) name += "\xc3\xa9";  // é, two bytes
  auto made = slide::make_puzzle(name, "");
  REQUIRE_FALSE(made);
  CHECK(made.error.message.size() < 140);
  CHECK_THAT(made.error.message, Catch::Contains("'" + name.substr(0, 60) + "\xe2\x80\xa6'"));
  CHECK(slide::shown_text("a" + name, 60) == "a" + name.substr(0, 58) + "\xe2\x80\xa6");
}
