// Reading loosely typed front-end input: tiles, counts, search and scramble options.
#include "session/requests.hpp"

#include <cmath>
#include <string>

#include "heuristics/split_pdb_search.hpp"
#include "model/scramble.hpp"

namespace slide {

namespace {

// A whole number as text: exact up to 15 digits, else six significant digits and an exponent, as
// %g writes them (1e+300, 1e+23 for 99999999999999999999999).
std::string loose_number_text(double value) {
  const double size = std::fabs(value);
  if (size < 1e15) return std::to_string(static_cast<long long>(value));
  // Divisions rather than log10 and pow, whose tables would grow the page's module too.
  int exponent = 0;
  double leading = size;
  while (leading >= 10) {
    leading /= 10;
    ++exponent;
  }
  long long digits = static_cast<long long>(leading * 100000 + 0.5);  // six digits
  if (digits >= 1000000) {  // rounding carried into a seventh digit
    digits /= 10;
    ++exponent;
  }
  std::string mantissa = std::to_string(digits);
  mantissa.insert(1, ".");
  while (mantissa.back() == '0') mantissa.pop_back();
  if (mantissa.back() == '.') mantissa.pop_back();
  return (value < 0 ? "-" : "") + mantissa + "e+" + std::to_string(exponent);
}

const LooseValue& field(const LooseFields& fields, const std::string& name) {
  static const LooseValue absent;
  auto found = fields.find(name);
  return found == fields.end() ? absent : found->second;
}

}  // namespace

Result<Board> read_tiles(const Puzzle& puzzle, const std::vector<LooseValue>& items) {
  std::vector<int> tiles;
  for (std::size_t i = 0; i < items.size(); ++i) {
    const std::string where = "the tile at position " + std::to_string(i + 1);
    if (items[i].kind != LooseValue::Kind::number)
      return Result<Board>::fail(ErrorCode::bad_board, where + " is not a number",
                                 "position-not-number",
                                 {number_param("position", static_cast<long long>(i + 1))});
    const double value = items[i].number;
    if (!std::isfinite(value) || value != std::floor(value))
      return Result<Board>::fail(ErrorCode::bad_board, where + " is not a whole number",
                                 "position-not-whole",
                                 {number_param("position", static_cast<long long>(i + 1))});
    // Out of range as given (1e300 is not "tile 1000"), written without printf: its float
    // formatting would add about 13 KB gzip to the page's module for this one message.
    if (value < 0 || value >= puzzle.cell_count()) {
      const std::string text = loose_number_text(value);
      return Result<Board>::fail(
          out_of_range_tile(text, static_cast<int>(i + 1), puzzle.cell_count() - 1));
    }
    tiles.push_back(static_cast<int>(value));
  }
  return puzzle.check_board(tiles);
}

Result<std::uint64_t> read_count(const LooseFields& fields, const std::string& name,
                                 std::uint64_t fallback) {
  const LooseValue& v = field(fields, name);
  if (v.kind == LooseValue::Kind::absent) return Result<std::uint64_t>::ok(fallback);
  if (v.kind != LooseValue::Kind::number)
    return Result<std::uint64_t>::fail(ErrorCode::bad_option, name + " must be a number",
                                       "not-a-number", {text_param("option", name)});
  const double d = v.number;
  if (!std::isfinite(d) || d < 0 || d != std::floor(d) || d > 9007199254740992.0)
    return Result<std::uint64_t>::fail(ErrorCode::bad_option,
                                       name + " must be a whole number from 0");
  return Result<std::uint64_t>::ok(static_cast<std::uint64_t>(d));
}

Result<SolveOptions> read_solve_options(const LooseFields& fields) {
  using Read = Result<SolveOptions>;
  SolveOptions read;
  const LooseValue& algorithm = field(fields, "algorithm");
  if (algorithm.kind != LooseValue::Kind::absent) {
    if (algorithm.kind != LooseValue::Kind::text)
      return Read::fail(ErrorCode::bad_option, "algorithm must be a string");
    auto parsed = parse_algorithm(algorithm.text);
    if (!parsed) return Read::fail(parsed.error);
    read.algorithm = *parsed.value;
  }
  const LooseValue& heuristic = field(fields, "heuristic");
  if (heuristic.kind != LooseValue::Kind::absent) {
    if (heuristic.kind != LooseValue::Kind::text)
      return Read::fail(ErrorCode::bad_option, "heuristic must be a string");
    read.heuristic = heuristic.text;
  }
  auto node_limit = read_count(fields, "nodeLimit", 0);
  if (!node_limit) return Read::fail(node_limit.error);
  read.node_limit = *node_limit.value;
  auto state_cap = read_count(fields, "stateCap", read.state_cap);
  if (!state_cap) return Read::fail(state_cap.error);
  read.state_cap = *state_cap.value;
  const LooseValue& fallback = field(fields, "fallback");
  read.fallback = fallback.kind == LooseValue::Kind::flag && fallback.flag;
  const LooseValue& histogram = field(fields, "histogram");
  read.histogram = histogram.kind == LooseValue::Kind::flag && histogram.flag;
  auto remote = read_count(fields, "remoteWorkers", 0);
  if (!remote) return Read::fail(remote.error);
  if (*remote.value > static_cast<std::uint64_t>(SplitPdbSearch::kMaxRemoteWorkers))
    return Read::fail(ErrorCode::bad_option, "remoteWorkers must be at most " +
                                                 std::to_string(SplitPdbSearch::kMaxRemoteWorkers));
  read.remote_workers = static_cast<int>(*remote.value);
  return Read::ok(read);
}

Result<Board> scramble_from_options(const Puzzle& puzzle, const LooseFields& fields) {
  auto seed = read_count(fields, "seed", 1);
  if (!seed) return Result<Board>::fail(seed.error);
  const LooseValue& random = field(fields, "random");
  if (random.kind == LooseValue::Kind::flag && random.flag)
    return Result<Board>::ok(random_solvable(puzzle, *seed.value));
  auto moves = read_count(fields, "moves", 0);
  if (!moves) return Result<Board>::fail(moves.error);
  if (field(fields, "moves").kind == LooseValue::Kind::absent)
    return Result<Board>::fail(ErrorCode::bad_option,
                               "scramble needs {moves: N} or {random: true}");
  if (*moves.value > 100000)
    return Result<Board>::fail(ErrorCode::bad_option, "moves must be at most 100000");
  return Result<Board>::ok(random_walk(puzzle, static_cast<int>(*moves.value), *seed.value));
}

Result<DifficultyRequest> read_difficulty_request(const LooseFields& fields) {
  using Read = Result<DifficultyRequest>;
  auto seed = read_count(fields, "seed", 1);
  if (!seed) return Read::fail(seed.error);
  const LooseValue& name = field(fields, "difficulty");
  if (name.kind != LooseValue::Kind::text)
    return Read::fail(ErrorCode::bad_option,
                      "a difficulty shuffle needs {difficulty: \"easy\"|\"normal\"|\"hard\"|"
                      "\"expert\", seed}");
  auto difficulty = parse_difficulty(name.text);
  if (!difficulty) return Read::fail(difficulty.error);
  return Read::ok({*difficulty.value, *seed.value});
}

}  // namespace slide
