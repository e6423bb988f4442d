// Fuzz target: the pattern-database loader on raw bytes (for the 8-puzzle and the 2x3). Bytes
// that load must make a search that ends within its node limit, solved along real moves.
#include <memory>

#include "fuzz_support.hpp"
#include "table_search_check.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 1) return 0;
  auto puzzle = fuzz_puzzle(data[0]);
  auto loaded = slide::PatternDatabase::load(puzzle, std::span(data + 1, size - 1));
  if (!loaded) {
    FUZZ_REQUIRE(!loaded.error.message.empty());
    return 0;
  }
  check_searches_end(puzzle, *loaded.value);
  return 0;
}
