// The one error style of the core: a value, or an error with a stable code and a message.
// Nothing throws across the core's API, so the WebAssembly build needs no exception support.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace slide {

// Stable identifiers for what went wrong; the binding hands them to JS as kebab-case strings.
enum class ErrorCode {
  bad_puzzle,             // unknown puzzle name or shape
  bad_goal,               // the goal text is not a board of the puzzle
  bad_board,              // board text or tiles that are not a position of the puzzle
  illegal_move,           // a move list with a move the position does not allow
  bad_option,             // an option of the wrong type or range
  unknown_algorithm,      // not ida, astar or bfs
  unknown_heuristic,      // not an id of the heuristic registry
  unavailable_heuristic,  // a registry id that does not apply (yet) to this puzzle
  bad_partition,          // pattern-database groups that do not suit the puzzle
  bad_tables,             // table bytes that are damaged, stale or made for something else
  not_buildable,          // tables are not built for this puzzle
  no_tables,              // the puzzle has no tables installed
  unsolvable,             // the start cannot reach the goal
  no_such_job,            // a job id that is not (or no longer) running
  io,                     // a file that cannot be read or written
};

const char* to_string(ErrorCode code);

// One fact of an error (which tile, which position), so a front end can word the error in its
// reader's language; `message` already holds it in English for the CLI and the console.
struct ErrorParam {
  std::string name;
  long long number = 0;
  std::string text;  // used instead of `number` when `is_text`
  bool is_text = false;
};
inline ErrorParam number_param(std::string name, long long value) {
  return {std::move(name), value, {}, false};
}
inline ErrorParam text_param(std::string name, std::string value) {
  return {std::move(name), 0, std::move(value), true};
}

struct Error {
  ErrorCode code = ErrorCode::bad_option;
  std::string message;  // for a person, in English
  std::string reason;   // which case of `code`, kebab-case ("twice", "out-of-range"); may be empty
  std::vector<ErrorParam> params;
};

template <class T>
struct Result {
  std::optional<T> value;
  Error error;  // meaningful only when there is no value

  static Result ok(T v) { return {std::move(v), {}}; }
  static Result fail(ErrorCode code, std::string message) {
    return {std::nullopt, {code, std::move(message), {}, {}}};
  }
  static Result fail(Error error) { return {std::nullopt, std::move(error)}; }
  static Result fail(ErrorCode code, std::string message, std::string reason,
                     std::vector<ErrorParam> params) {
    return {std::nullopt, {code, std::move(message), std::move(reason), std::move(params)}};
  }
  explicit operator bool() const { return value.has_value(); }
};

// For checks that give nothing back but may fail.
struct Done {};
using Status = Result<Done>;
inline Status success() { return Status::ok({}); }

}  // namespace slide
