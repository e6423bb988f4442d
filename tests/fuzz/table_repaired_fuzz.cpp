// Fuzz target: forged tables. The input is laid over the tables of a real file (8-puzzle or 2x3)
// and the checksum recomputed, so the loader's content checks are what decides; whatever they
// accept must still make every search end within its node limit, solved along real moves.
#include <map>
#include <memory>
#include <vector>

#include "fuzz_support.hpp"
#include "table_search_check.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 2) return 0;
  auto puzzle = fuzz_puzzle(data[0]);
  static std::map<const slide::Puzzle*, std::vector<std::uint8_t>> real;
  auto& bytes = real[puzzle.get()];
  if (bytes.empty()) bytes = fuzz_tables(puzzle)->serialize();
  std::vector<std::uint8_t> forged = bytes;
  const std::size_t tables = fuzz_tables(puzzle)->memory_bytes();
  const std::size_t start = forged.size() - 8 - tables;
  // data[1]: overwrite or xor; then (offset, value) pairs, or the whole input as a run of bytes.
  const bool overwrite = data[1] & 1;
  for (std::size_t i = 2; i < size; ++i) {
    std::uint8_t& b = forged[start + (i - 2 + (data[1] >> 1)) % tables];
    b = overwrite ? data[i] : static_cast<std::uint8_t>(b ^ data[i]);
  }
  std::uint64_t hash = 0xcbf29ce484222325ull;
  for (std::size_t i = 0; i + 8 < forged.size(); ++i) hash = (hash ^ forged[i]) * 0x100000001b3ull;
  for (int i = 0; i < 8; ++i)
    forged[forged.size() - 8 + i] = static_cast<std::uint8_t>(hash >> (8 * i));
  auto loaded = slide::PatternDatabase::load(puzzle, forged);
  if (!loaded) {
    FUZZ_REQUIRE(!loaded.error.message.empty());
    return 0;
  }
  check_searches_end(puzzle, *loaded.value);
  return 0;
}
