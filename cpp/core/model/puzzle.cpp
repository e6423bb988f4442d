// Puzzle construction and the validation of everything a user can type.
#include "model/puzzle.hpp"

#include <algorithm>
#include <cctype>

namespace slide {

std::string shown_text(std::string_view text, std::size_t limit) {
  if (text.size() <= limit) return std::string(text);
  // Cut before a UTF-8 continuation byte, never inside a character.
  while (limit > 0 && (static_cast<unsigned char>(text[limit]) & 0xC0) == 0x80) --limit;
  return std::string(text.substr(0, limit)) + "\xe2\x80\xa6";  // "…"
}

namespace {

// Whether the text is a whole number (maybe negative) that a number parameter holds exactly.
// Its value, for a text small_number() accepted (no std::stoll: its exceptions would come into
// the page's module).
long long whole_number(const std::string& text) {
  long long value = 0;
  for (char c : text)
    if (c >= '0' && c <= '9') value = value * 10 + (c - '0');
  return text.rfind('-', 0) == 0 ? -value : value;
}

bool small_number(const std::string& text) {
  const std::size_t digits = text.size() - (text.rfind('-', 0) == 0 ? 1 : 0);
  return digits >= 1 && digits <= 15 &&
         std::all_of(text.end() - static_cast<std::ptrdiff_t>(digits), text.end(),
                     [](char c) { return c >= '0' && c <= '9'; });
}

}  // namespace

Error out_of_range_tile(const std::string& tile, int position, int largest) {
  return {ErrorCode::bad_board,
          "tile " + tile + " at position " + std::to_string(position) +
              " is out of range: tiles are 0.." + std::to_string(largest) + " with 0 for the blank",
          "out-of-range",
          {small_number(tile) ? number_param("tile", whole_number(tile)) : text_param("tile", tile),
           number_param("position", position), number_param("largest", largest)}};
}

Error Puzzle::count_error(std::size_t found) const {
  const int n = cell_count();
  return {ErrorCode::bad_board,
          "expected " + std::to_string(n) + " tiles for the " + topology_.name() + " puzzle, got " +
              std::to_string(found),
          "count",
          {number_param("expected", n), number_param("found", static_cast<long long>(found))}};
}

Puzzle::Puzzle(Topology topology, Board goal)
    : topology_(std::move(topology)), goal_(goal), goal_cell_(topology_.cell_count()) {
  for (int cell = 0; cell < goal_.size; ++cell) goal_cell_[goal_.tiles[cell]] = cell;
}

Result<Board> Puzzle::check_board(const std::vector<int>& tiles) const {
  const int n = cell_count();
  if (static_cast<int>(tiles.size()) != n) return Result<Board>::fail(count_error(tiles.size()));
  if (std::find(tiles.begin(), tiles.end(), 0) == tiles.end())
    return Result<Board>::fail(ErrorCode::bad_board,
                               "there is no blank: write 0 for the empty cell", "no-blank", {});
  std::vector<int> seen_at(n, -1);
  for (int cell = 0; cell < n; ++cell) {
    const int tile = tiles[cell];
    if (tile < 0 || tile >= n)
      return Result<Board>::fail(out_of_range_tile(std::to_string(tile), cell + 1, n - 1));
    if (seen_at[tile] >= 0)
      return Result<Board>::fail(
          ErrorCode::bad_board,
          (tile == 0 ? std::string("the blank (0)") : "tile " + std::to_string(tile)) +
              " appears twice, at positions " + std::to_string(seen_at[tile] + 1) + " and " +
              std::to_string(cell + 1),
          tile == 0 ? "blank-twice" : "twice",
          {number_param("tile", tile), number_param("first", seen_at[tile] + 1),
           number_param("second", cell + 1)});
    seen_at[tile] = cell;
  }
  // With n values in 0..n-1 and no duplicate, every value (the blank included) is present.
  return Result<Board>::ok(Board::from_tiles(tiles));
}

Result<Board> Puzzle::parse_board(std::string_view text) const {
  auto tiles = read_tile_numbers(text, static_cast<std::size_t>(kMaxCells) * 4);
  if (!tiles && tiles.error.reason == "too-many")  // said as this puzzle's count
    return Result<Board>::fail(count_error(static_cast<std::size_t>(tiles.error.params[0].number)));
  if (!tiles && tiles.error.reason == "out-of-range")
    return Result<Board>::fail(out_of_range_tile(tiles.error.params[0].text,
                                                 static_cast<int>(tiles.error.params[1].number),
                                                 cell_count() - 1));
  if (!tiles) return Result<Board>::fail(tiles.error);
  return check_board(*tiles.value);
}

Result<std::vector<int>> read_tile_numbers(std::string_view text, std::size_t max_count) {
  using Read = Result<std::vector<int>>;
  constexpr std::size_t kMaxDigits = 9;  // more is out of range on any puzzle, and past an int
  std::vector<int> tiles;
  std::size_t found = 0;  // numbers read, counted on past max_count
  for (std::size_t i = 0; i < text.size();) {
    const auto separator = [&](std::size_t at) {
      return std::isspace(static_cast<unsigned char>(text[at])) || text[at] == ',';
    };
    if (separator(i)) {
      ++i;
      continue;
    }
    std::size_t end = i;
    while (end < text.size() && !separator(end)) ++end;
    const std::string_view token = text.substr(i, end - i);
    i = end;
    if (!std::all_of(token.begin(), token.end(),
                     [](char c) { return std::isdigit(static_cast<unsigned char>(c)); })) {
      const std::string shown = shown_text(token);
      return Read::fail(ErrorCode::bad_board, "'" + shown + "' is not a tile number",
                        "not-a-number", {text_param("token", shown)});
    }
    ++found;
    if (found > max_count) continue;  // refused below, with the true count
    const std::string_view digits =
        token.substr(std::min(token.find_first_not_of('0'), token.size()));
    if (digits.size() > kMaxDigits) {
      const std::string shown = shown_text(digits, 30);
      return Read::fail(
          ErrorCode::bad_board,
          "tile " + shown + " at position " + std::to_string(found) + " is out of range",
          "out-of-range",
          {text_param("tile", shown), number_param("position", static_cast<long long>(found))});
    }
    int value = 0;
    for (char c : digits) value = value * 10 + (c - '0');
    tiles.push_back(value);
  }
  if (found > max_count)
    return Read::fail(
        ErrorCode::bad_board,
        "got " + std::to_string(found) + " tile numbers, more than " + std::to_string(max_count),
        "too-many",
        {number_param("found", static_cast<long long>(found)),
         number_param("most", static_cast<long long>(max_count))});
  if (tiles.empty()) return Read::fail(ErrorCode::bad_board, "the board is empty", "empty", {});
  return Read::ok(std::move(tiles));
}

Result<Board> Puzzle::play(Board board, const std::vector<int>& moved_cells) const {
  for (std::size_t i = 0; i < moved_cells.size(); ++i) {
    const int cell = moved_cells[i];
    if (cell < 0 || cell >= cell_count() || !topology_.adjacent(board.blank, cell))
      return Result<Board>::fail(
          ErrorCode::illegal_move,
          "move " + std::to_string(i + 1) + ": cell " + std::to_string(cell) +
              " is not next to the blank",
          "not-next-to-blank",
          {number_param("move", static_cast<long long>(i + 1)), number_param("cell", cell)});
    board.slide(cell);
  }
  return Result<Board>::ok(board);
}

Puzzle::MoveNames Puzzle::name_moves(Board board, const std::vector<int>& moved_cells) const {
  MoveNames names;
  for (int cell : moved_cells) {
    names.tiles.push_back(board[cell]);
    const char blank_direction = topology_.direction(board.blank, cell);
    names.blank_directions += blank_direction;
    names.tile_directions += opposite_direction(blank_direction);
    board.slide(cell);
  }
  return names;
}

namespace {

Board default_goal(const Topology& topology, bool blank_first) {
  std::vector<int> tiles(topology.cell_count());
  for (int cell = 0; cell < topology.cell_count(); ++cell)
    tiles[cell] = blank_first ? cell : (cell + 1) % topology.cell_count();
  return Board::from_tiles(tiles);
}

// "WxH": two whole numbers without leading zeros around an 'x'; false for any other name. A side
// past 999 reads as 1000 (too large either way).
bool grid_sides(std::string_view name, int sides[2]) {
  int side = 0, digits = 0;
  sides[0] = sides[1] = 0;
  for (char c : name) {
    if (c == 'x' && side == 0 && digits > 0) {
      side = 1;
      digits = 0;
    } else if (c < '0' || c > '9' || (digits == 1 && sides[side] == 0)) {
      return false;
    } else {
      sides[side] = std::min(sides[side] * 10 + (c - '0'), 1000);
      ++digits;
    }
  }
  return side == 1 && digits > 0;
}

}  // namespace

Result<std::shared_ptr<const Puzzle>> make_puzzle(std::string_view name,
                                                  std::string_view goal_text) {
  using Made = Result<std::shared_ptr<const Puzzle>>;
  std::optional<Topology> topology;
  bool blank_first = false;
  if (name == "15") {
    topology = *Topology::grid(4, 4).value;
  } else if (name == "8") {
    topology = *Topology::grid(3, 3).value;
  } else if (name == "24") {
    topology = *Topology::grid(5, 5).value;
  } else if (name == "3x3+1") {
    topology = Topology::grid_with_top_slot();
    blank_first = true;
  } else if (int sides[2]; grid_sides(name, sides)) {
    const int width = sides[0], height = sides[1];
    if (width < 2 || height < 2 || width > kMaxGridSide || height > kMaxGridSide ||
        width * height > kMaxCells) {
      const std::string shown = shown_text(name);
      return Made::fail(ErrorCode::bad_puzzle,
                        "grid puzzles have sides from 2 to 7 and at most 25 cells, not " + shown,
                        "grid-size", {text_param("name", shown)});
    }
    auto grid = Topology::grid(width, height);
    if (!grid) return Made::fail(grid.error);
    topology = std::move(*grid.value);
  } else {
    const std::string shown = shown_text(name);  // a name may be any length
    return Made::fail(
        ErrorCode::bad_puzzle,
        "unknown puzzle '" + shown + "': use 15, 8, 24, 3x3+1 or a grid such as 2x6 (25 cells max)",
        "unknown", {text_param("name", shown)});
  }
  Board goal = default_goal(*topology, blank_first);
  auto puzzle = std::make_shared<const Puzzle>(*topology, goal);
  if (!goal_text.empty()) {
    auto parsed = puzzle->parse_board(goal_text);
    // The goal's mistake keeps its reason and facts: the page words "the goal: tile 5 twice".
    if (!parsed)
      return Made::fail(ErrorCode::bad_goal, "goal: " + parsed.error.message, parsed.error.reason,
                        parsed.error.params);
    puzzle = std::make_shared<const Puzzle>(std::move(*topology), *parsed.value);
  }
  return Made::ok(std::move(puzzle));
}

}  // namespace slide
