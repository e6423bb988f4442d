// Reading a request's puzzle and board from JS values, and a search's figures into a result:
// shared by the two binding files (bindings.cpp, the page's module; lab_bindings.cpp, the lab's),
// each with its own Session. Conversions only; the rules are the core's.
#pragma once

#include <emscripten/val.h>

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "js_values.hpp"
#include "session/requests.hpp"
#include "session/session.hpp"

namespace slide::wasm {

using emscripten::val;

namespace {

Result<std::shared_ptr<const Puzzle>> find_puzzle(Session& session, const val& name,
                                                  const val& goal) {
  using Found = Result<std::shared_ptr<const Puzzle>>;
  if (!is_text(name))
    return Found::fail(ErrorCode::bad_puzzle, "the puzzle name must be a string such as \"15\"");
  if (!is_text(goal) && !is_absent(goal))
    return Found::fail(ErrorCode::bad_goal, "the goal must be board text such as \"1 2 3 ... 0\"");
  return session.puzzle(name.as<std::string>(), is_text(goal) ? goal.as<std::string>() : "");
}

// A board given as text ("1 2 3 ...") or as an array of numbers.
Result<Board> read_board(const Puzzle& puzzle, const val& board) {
  if (is_text(board)) return puzzle.parse_board(board.as<std::string>());
  if (!val::global("Array").call<bool>("isArray", board))
    return Result<Board>::fail(ErrorCode::bad_board,
                               "the board must be an array of tile numbers or board text");
  std::vector<LooseValue> items;
  for (int i = 0, n = board["length"].as<int>(); i < n; ++i) items.push_back(loose(board[i]));
  return read_tiles(puzzle, items);
}

// The puzzle and the board in one go; on failure `error` holds the failure object.
struct Input {
  std::shared_ptr<const Puzzle> puzzle;
  Board board;
  val error = val::undefined();
};

Input read_input(Session& session, const val& name, const val& goal, const val& given) {
  auto puzzle = find_puzzle(session, name, goal);
  if (!puzzle) return {nullptr, {}, failure(puzzle.error)};
  const Plain board = plain(given, ErrorCode::bad_board, "the board");
  if (!board.error.isUndefined()) return {nullptr, {}, board.error};
  auto parsed = read_board(**puzzle.value, board.value);
  if (!parsed) return {nullptr, {}, failure(parsed.error)};
  return {*puzzle.value, *parsed.value};
}

void set_search_fields(val& result, const SearchStats& s) {
  for (const auto& [key, value] : {std::pair<const char*, double>{"threshold", s.threshold},
                                   {"iteration", s.iteration},
                                   {"nodes", static_cast<double>(s.nodes)},
                                   {"iterationNodes", static_cast<double>(s.iteration_nodes)},
                                   {"stored", static_cast<double>(s.stored)},
                                   {"expanded", static_cast<double>(s.expanded)},
                                   {"bytes", static_cast<double>(s.bytes)},
                                   {"elapsedMs", s.elapsed_ms}})
    result.set(key, value);
}

// Pattern databases from the bytes saveTables gave (a Uint8Array), checked and installed in
// `session`: loadTables of both modules (the lab's gets a copy for its anytime search).
val load_tables_into(Session& session, const val& name, const val& goal, const val& bytes) {
  auto found = find_puzzle(session, name, goal);
  if (!found) return failure(found.error);
  const double length = slide_byte_length(bytes.as_handle());
  if (length < 0)
    return failure({ErrorCode::bad_tables, "pattern database bytes must be a Uint8Array"});
  // Refused before copying: no valid table is that big, and the copy alone could exhaust memory.
  if (length > static_cast<double>(Session::kMaxTableBytes))
    return failure({ErrorCode::bad_tables, "pattern database bytes over " +
                                               std::to_string(Session::kMaxTableBytes >> 20) +
                                               " MB are refused"});
  auto loaded = session.load_tables(*found.value,
                                    emscripten::convertJSArrayToNumberVector<std::uint8_t>(bytes));
  if (!loaded) return failure(loaded.error);
  return object({{"description", val(*loaded.value)}});
}

}  // namespace

}  // namespace slide::wasm
