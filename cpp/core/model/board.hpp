// A position: which tile stands in each cell. A small value type, copied freely.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "model/topology.hpp"

namespace slide {

inline constexpr std::uint8_t kBlank = 0;

struct Board {
  std::array<std::uint8_t, kMaxCells> tiles{};  // tiles[cell]; cells past size stay 0
  std::uint8_t size = 0;
  std::uint8_t blank = 0;  // the cell holding kBlank

  std::uint8_t operator[](int cell) const { return tiles[cell]; }
  bool operator==(const Board&) const = default;

  static Board from_tiles(const std::vector<int>& tiles);  // caller has validated the tiles
  std::vector<int> to_vector() const { return {tiles.begin(), tiles.begin() + size}; }
  std::string to_string() const;  // tiles separated by single spaces

  // Slides the tile in `cell` (adjacent to the blank) into the blank.
  void slide(int cell) {
    tiles[blank] = tiles[cell];
    tiles[cell] = kBlank;
    blank = static_cast<std::uint8_t>(cell);
  }
};

// A board packed into 128 bits (5 bits a cell), for hash sets in the best-first searches.
struct PackedBoard {
  std::uint64_t low = 0, high = 0;
  bool operator==(const PackedBoard&) const = default;
};
PackedBoard pack(const Board& board);
Board unpack(const PackedBoard& packed, int size);

struct PackedBoardHash {
  std::size_t operator()(const PackedBoard& p) const {
    std::uint64_t h = p.low * 0x9E3779B97F4A7C15ull ^ (p.high + 0x632BE59BD9B4E019ull);
    return static_cast<std::size_t>(h ^ (h >> 29));
  }
};

}  // namespace slide
