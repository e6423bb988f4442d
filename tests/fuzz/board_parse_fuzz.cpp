// Fuzz target: puzzle names, goal text and board text. Whatever parses prints back to text that
// parses to the same thing (parse -> print -> parse is the identity); nothing else may crash.
#include <string>
#include <string_view>

#include "fuzz_support.hpp"
#include "model/puzzle.hpp"

using namespace slide;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  // name \n goal \n board
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  const std::size_t first = input.find('\n');
  const std::string_view name = input.substr(0, first);
  std::string_view rest = first == std::string_view::npos ? "" : input.substr(first + 1);
  const std::size_t second = rest.find('\n');
  const std::string_view goal = rest.substr(0, second);
  const std::string_view board = second == std::string_view::npos ? "" : rest.substr(second + 1);

  auto puzzle = make_puzzle(name, goal);
  if (!puzzle) {
    FUZZ_REQUIRE(!puzzle.error.message.empty());
    return 0;
  }
  const Puzzle& p = **puzzle.value;
  // The goal prints back to a goal that makes the same puzzle.
  auto again = make_puzzle(name, p.goal().to_string());
  FUZZ_REQUIRE(again);
  FUZZ_REQUIRE((*again.value)->goal() == p.goal());
  auto parsed = p.parse_board(board);
  if (!parsed) {
    FUZZ_REQUIRE(!parsed.error.message.empty());
    return 0;
  }
  FUZZ_REQUIRE(parsed.value->size == p.cell_count());
  auto reparsed = p.parse_board(parsed.value->to_string());
  FUZZ_REQUIRE(reparsed);
  FUZZ_REQUIRE(*reparsed.value == *parsed.value);
  return 0;
}
