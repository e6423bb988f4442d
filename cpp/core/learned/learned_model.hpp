// A value network trained for one puzzle and goal, and its checked byte form:
//   "SLIDENN1" (8 bytes), format version (u32), the puzzle's table_key (u32 length + bytes),
//   cells, hidden1, hidden2 (u32 each), the parameters (f32, in ValueNetwork's block order),
//   then an FNV-1a 64-bit checksum of every byte before it.
// Integers and floats are little-endian (x86 and WebAssembly alike). Loading refuses damaged
// bytes, another format version, another puzzle or goal, a shape the puzzle cannot use and
// non-finite weights, each with one message (code bad-tables), and never reads past the end.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "learned/value_network.hpp"
#include "model/puzzle.hpp"
#include "model/result.hpp"

namespace slide {

struct LearnedModel {
  static constexpr std::string_view kId = "learned";  // its key in the TableStore
  static constexpr std::uint32_t kFormatVersion = 1;
  static constexpr std::size_t kMaxBytes = 4u << 20;  // a 256-256 network for 16 cells is 0.3 MB

  std::string puzzle;  // table_key() of the puzzle and goal it was trained for
  ValueNetwork network;
};

std::vector<std::uint8_t> save_learned_model(const LearnedModel& model);
Result<std::shared_ptr<const LearnedModel>> load_learned_model(const Puzzle& puzzle,
                                                               std::span<const std::uint8_t> bytes);

}  // namespace slide
