// Board conversions: from tile lists, to text, and to a packed key for hashing.
#include "model/board.hpp"

namespace slide {

Board Board::from_tiles(const std::vector<int>& tiles) {
  Board board;
  board.size = static_cast<std::uint8_t>(tiles.size());
  for (std::size_t cell = 0; cell < tiles.size(); ++cell) {
    board.tiles[cell] = static_cast<std::uint8_t>(tiles[cell]);
    if (tiles[cell] == kBlank) board.blank = static_cast<std::uint8_t>(cell);
  }
  return board;
}

std::string Board::to_string() const {
  std::string text;
  for (int cell = 0; cell < size; ++cell) {
    if (cell) text += ' ';
    text += std::to_string(tiles[cell]);
  }
  return text;
}

PackedBoard pack(const Board& board) {
  PackedBoard packed;
  for (int cell = 0; cell < board.size; ++cell) {
    const std::uint64_t tile = board.tiles[cell];
    if (cell < 12)
      packed.low |= tile << (5 * cell);
    else
      packed.high |= tile << (5 * (cell - 12));
  }
  return packed;
}

Board unpack(const PackedBoard& packed, int size) {
  Board board;
  board.size = static_cast<std::uint8_t>(size);
  for (int cell = 0; cell < size; ++cell) {
    const std::uint64_t word =
        cell < 12 ? packed.low >> (5 * cell) : packed.high >> (5 * (cell - 12));
    board.tiles[cell] = static_cast<std::uint8_t>(word & 31);
    if (board.tiles[cell] == kBlank) board.blank = static_cast<std::uint8_t>(cell);
  }
  return board;
}

}  // namespace slide
