// A puzzle: a cell graph plus a goal position, and the parsing of names and board text.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/board.hpp"
#include "model/result.hpp"
#include "model/topology.hpp"

namespace slide {

// Board text's numbers: tiles separated by spaces and/or commas, each a whole number; one
// message for a token that is not one (reason not-a-number), a number of more than 9 digits
// (out-of-range, params tile as text and position), more than `max_count` numbers (too-many,
// params found: the true count, and most), or an empty text. Past max_count numbers are only
// counted.
Result<std::vector<int>> read_tile_numbers(std::string_view text, std::size_t max_count);

// Outside text echoed in a message: its first `limit` bytes and "…" when longer, so a message
// stays short whatever was typed (front ends escape control bytes themselves).
std::string shown_text(std::string_view text, std::size_t limit = 60);

// A tile out of 0..largest at a 1-based position, the tile as written (it may be too large for
// any number type): reason out-of-range, params tile (text), position and largest.
Error out_of_range_tile(const std::string& tile, int position, int largest);

class Puzzle {
 public:
  Puzzle(Topology topology, Board goal);

  const Topology& topology() const { return topology_; }
  const Board& goal() const { return goal_; }
  int cell_count() const { return topology_.cell_count(); }
  // Where `tile` stands in the goal.
  int goal_cell(int tile) const { return goal_cell_[tile]; }
  bool is_goal(const Board& board) const { return board == goal_; }

  // Board text: the tiles in cell order, separated by spaces and/or commas, 0 for the blank.
  Result<Board> parse_board(std::string_view text) const;
  Result<Board> check_board(const std::vector<int>& tiles) const;
  // The refusal of a board of `found` tiles (reason count, params expected and found).
  Error count_error(std::size_t found) const;

  // Applies moves given as the cells whose tiles slide into the blank; stops at the first illegal
  // one and says which.
  Result<Board> play(Board board, const std::vector<int>& moved_cells) const;

  // A legal move list as people read it: the tile numbers moved, the directions the blank
  // travels and the (opposite) directions the tiles slide, as U, D, L, R.
  struct MoveNames {
    std::vector<int> tiles;
    std::string blank_directions;
    std::string tile_directions;
  };
  MoveNames name_moves(Board board, const std::vector<int>& moved_cells) const;

 private:
  Topology topology_;
  Board goal_;
  std::vector<int> goal_cell_;
};

// Names: "15" (4x4), "8" (3x3), "24" (5x5), "3x3+1", and "WxH" for any grid whose sides run
// from 2 to kMaxGridSide with at most kMaxCells (25) cells: 2x6, 7x3, 6x4, 5x5 (no leading zeros).
// A side of 8 or more is refused: on 2x8 ... 2x12 and 3x8 the page's difficulty shuffles took
// 20-45 s or gave up and weighted IDA* often found no first solution in 10 s (README,
// "Rectangular boards"); every board up to 7 shuffles in under 5 s and is answered at once.
inline constexpr int kMaxGridSide = 7;
// The default goal puts tiles 1..N-1 in reading order and the blank last (for 3x3+1 the blank
// is in the top slot and pieces 1..9 fill the grid). `goal_text`, when not empty, replaces it.
Result<std::shared_ptr<const Puzzle>> make_puzzle(std::string_view name,
                                                  std::string_view goal_text = {});

}  // namespace slide
