// The solution notation: blank directions written and read back, and its refusals.
#include "model/notation.hpp"

#include "support.hpp"

using namespace slide;
using slide::testing::puzzle;

namespace {

// A walk of `length` legal moves from `start` (no reversal but out of a dead end), by an LCG.
std::vector<int> walk(const Puzzle& p, Board start, int length, std::uint64_t seed) {
  std::vector<int> cells;
  int previous = -1;
  for (int i = 0; i < length; ++i) {
    std::vector<int> choices;
    for (int cell : p.topology().neighbours(start.blank))
      if (cell != previous) choices.push_back(cell);
    if (choices.empty()) choices.push_back(previous);  // a dead end (the 3x3+1's slot)
    seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
    const int cell = choices[(seed >> 33) % choices.size()];
    previous = start.blank;
    cells.push_back(cell);
    start.slide(cell);
  }
  return cells;
}

}  // namespace

TEST_CASE("notation: the blank's directions, one letter per move") {
  auto p = puzzle("15");
  auto start = p->parse_board("1 2 3 4 5 6 7 8 9 10 11 12 13 0 14 15");
  REQUIRE(start);
  // The blank goes right twice: tiles 14 and 15 slide left.
  CHECK(format_solution(*p, *start.value, {14, 15}) == "RR");
  auto read = parse_solution(*p, *start.value, "r, R");
  REQUIRE(read);
  CHECK(*read.value == std::vector<int>{14, 15});
  CHECK(p->is_goal(*p->play(*start.value, *read.value).value));
  auto empty = parse_solution(*p, *start.value, "  \n");
  REQUIRE(empty);
  CHECK(empty.value->empty());
}

TEST_CASE("notation round-trips on every built-in puzzle") {
  for (const char* name : {"15", "8", "24", "3x3+1", "2x3", "5x2"}) {
    auto p = puzzle(name);
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
      const std::vector<int> cells = walk(*p, p->goal(), 60, seed);
      const std::string text = format_solution(*p, p->goal(), cells);
      CHECK(text.size() == cells.size());
      CHECK(text.find_first_not_of("UDLR") == std::string::npos);
      auto read = parse_solution(*p, p->goal(), text);
      INFO(name << " " << text << " " << read.error.message);
      REQUIRE(read);
      CHECK(*read.value == cells);
    }
  }
}

TEST_CASE("notation: the 3x3+1's slot is up from the grid's top-left cell") {
  auto p = puzzle("3x3+1");
  // The goal has the blank in the slot: it can only go down, then back up.
  auto read = parse_solution(*p, p->goal(), "DU");
  REQUIRE(read);
  CHECK(*read.value == std::vector<int>{1, 0});
  auto refused = parse_solution(*p, p->goal(), "L");
  REQUIRE_FALSE(refused);
  CHECK(refused.error.reason == "off-the-board");
}

TEST_CASE("notation: one message naming the move for a bad letter or an impossible move") {
  auto p = puzzle("8");
  // The goal's blank is in the bottom-right corner: R and D leave the board.
  auto off = parse_solution(*p, p->goal(), "U L D D");
  REQUIRE_FALSE(off);
  CHECK(off.error.code == ErrorCode::illegal_move);
  CHECK(off.error.reason == "off-the-board");
  CHECK(off.error.message == "move 4: the blank cannot go D, it is at the edge of the board");
  auto letter = parse_solution(*p, p->goal(), "UUx");
  REQUIRE_FALSE(letter);
  CHECK(letter.error.reason == "not-a-direction");
  CHECK(letter.error.message.rfind("move 3: 'x' is not a direction", 0) == 0);
  // A tile number instead of a direction, and a byte that is not printable, are named as such.
  CHECK(parse_solution(*p, p->goal(), "8 5").error.reason == "not-a-direction");
  auto control = parse_solution(*p, p->goal(), std::string("U\x01"));
  REQUIRE_FALSE(control);
  CHECK(control.error.message.find("byte 0x01") != std::string::npos);
  auto utf8 = parse_solution(*p, p->goal(), "U\xe2\x86\x90");  // an arrow
  REQUIRE_FALSE(utf8);
  CHECK(utf8.error.message.find("byte 0xE2") != std::string::npos);
}
