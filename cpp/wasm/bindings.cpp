// The WebAssembly face of the core, through Embind. The only file that knows about Emscripten.
//
// Everything crosses the boundary as plain JS values (numbers, strings, arrays, objects): no bound
// C++ object is ever handed to JS, so JS never has to call .delete(). Every function returns an
// object; a failure is `{ error: "message for a person" }`, never an exception or an abort.
//
// Running searches live in this module's one Session, keyed by an integer id: startSearch() makes
// one, runSearch() advances it and deletes it as soon as it ends (solved, unsolvable, gave up),
// cancelSearch() deletes it at once. The owner of the ids is the worker (web/js/solver-worker.js).
#include <emscripten/bind.h>
#include <emscripten/heap.h>
#include <emscripten/val.h>
#include <malloc.h>

#include <cmath>
#include <map>

#include "tables/pattern_database_builder.hpp"
#include "model/rules.hpp"
#include "model/scramble.hpp"
#include "search/solver.hpp"

using emscripten::val;

namespace slide::wasm {

namespace {

val failure(const std::string& message) {
  val result = val::object();
  result.set("error", message);
  return result;
}

template <class T>
val to_array(const std::vector<T>& items) {
  val array = val::array();
  for (std::size_t i = 0; i < items.size(); ++i) array.set(i, items[i]);
  return array;
}

struct Session {
  Solver solver;
  std::map<std::string, std::shared_ptr<const Puzzle>> puzzles;
  std::map<int, std::unique_ptr<Search>> searches;
  int next_id = 1;
  // At most one pattern-database build at a time; the worker owns it like a search.
  std::unique_ptr<PatternDatabaseBuilder> builder;
};

Session& session() {
  static Session instance;
  return instance;
}

bool is_text(const val& v) { return v.typeOf().as<std::string>() == "string"; }
bool is_number(const val& v) { return v.typeOf().as<std::string>() == "number"; }

// Puzzle by name and optional goal text; cached because a topology costs a few allocations.
Checked<std::shared_ptr<const Puzzle>> find_puzzle(const val& name, const val& goal) {
  using Result = Checked<std::shared_ptr<const Puzzle>>;
  if (!is_text(name)) return Result::fail("the puzzle name must be a string such as \"15\"");
  std::string goal_text;
  if (is_text(goal))
    goal_text = goal.as<std::string>();
  else if (!goal.isUndefined() && !goal.isNull())
    return Result::fail("the goal must be board text such as \"1 2 3 ... 0\"");
  const std::string key = name.as<std::string>() + "|" + goal_text;
  auto& cache = session().puzzles;
  if (auto found = cache.find(key); found != cache.end()) return Result::ok(found->second);
  auto made = make_puzzle(name.as<std::string>(), goal_text);
  if (!made) return made;
  if (cache.size() > 32) cache.clear();  // goals are user input: keep the cache bounded
  cache[key] = *made.value;
  return made;
}

// A board given as text ("1 2 3 ...") or as an array of numbers.
Checked<Board> read_board(const Puzzle& puzzle, const val& board) {
  if (is_text(board)) return puzzle.parse_board(board.as<std::string>());
  if (!val::global("Array").call<bool>("isArray", board))
    return Checked<Board>::fail("the board must be an array of tile numbers or board text");
  const int length = board["length"].as<int>();
  if (length > 4 * kMaxCells)
    return Checked<Board>::fail("expected " + std::to_string(puzzle.cell_count()) + " tiles, got " +
                                std::to_string(length));
  std::vector<int> tiles;
  for (int i = 0; i < length; ++i) {
    const val item = board[i];
    if (!is_number(item))
      return Checked<Board>::fail("the tile at position " + std::to_string(i + 1) +
                                  " is not a number");
    const double value = item.as<double>();
    if (!std::isfinite(value) || value != std::floor(value))
      return Checked<Board>::fail("the tile at position " + std::to_string(i + 1) +
                                  " is not a whole number");
    tiles.push_back(value < 0 ? -1 : value > 1000 ? 1000 : static_cast<int>(value));
  }
  return puzzle.check_board(tiles);
}

// Reads the puzzle and the board in one go; on failure `error` holds the message object.
struct Input {
  std::shared_ptr<const Puzzle> puzzle;
  Board board;
  val error = val::undefined();
};

Input read_input(const val& name, const val& goal, const val& board) {
  Input input;
  auto puzzle = find_puzzle(name, goal);
  if (!puzzle) {
    input.error = failure(puzzle.error);
    return input;
  }
  input.puzzle = *puzzle.value;
  auto parsed = read_board(*input.puzzle, board);
  if (!parsed)
    input.error = failure(parsed.error);
  else
    input.board = *parsed.value;
  return input;
}

Checked<std::uint64_t> read_count(const val& options, const char* name, std::uint64_t fallback) {
  const val v = options.isUndefined() || options.isNull() ? val::undefined() : options[name];
  if (v.isUndefined() || v.isNull()) return Checked<std::uint64_t>::ok(fallback);
  if (!is_number(v)) return Checked<std::uint64_t>::fail(std::string(name) + " must be a number");
  const double d = v.as<double>();
  if (!std::isfinite(d) || d < 0 || d != std::floor(d) || d > 9007199254740992.0)
    return Checked<std::uint64_t>::fail(std::string(name) + " must be a whole number from 0");
  return Checked<std::uint64_t>::ok(static_cast<std::uint64_t>(d));
}

val stats_object(const Search& search) {
  const SearchStats& s = search.stats();
  val result = val::object();
  result.set("status", std::string(to_string(search.status())));
  result.set("threshold", s.threshold);
  result.set("iteration", s.iteration);
  result.set("nodes", static_cast<double>(s.nodes));
  result.set("iterationNodes", static_cast<double>(s.iteration_nodes));
  result.set("stored", static_cast<double>(s.stored));
  result.set("elapsedMs", s.elapsed_ms);
  if (!search.message().empty()) result.set("message", search.message());
  return result;
}

}  // namespace

// {name, cells, positions:[{column,row}], neighbours, rows, columns, goal, gridWidth, gridHeight,
//  deadEnds, heuristics, defaultHeuristic, reachable (exact count by BFS for small puzzles, or
//  null)}
val puzzle_info(val name, val goal) {
  auto found = find_puzzle(name, goal);
  if (!found) return failure(found.error);
  const Puzzle& puzzle = **found.value;
  const Topology& topology = puzzle.topology();
  val info = val::object();
  info.set("name", topology.name());
  info.set("cells", topology.cell_count());
  val positions = val::array(), neighbours = val::array();
  for (int cell = 0; cell < topology.cell_count(); ++cell) {
    val position = val::object();
    position.set("column", topology.position(cell).column);
    position.set("row", topology.position(cell).row);
    positions.set(cell, position);
    neighbours.set(cell, to_array(topology.neighbours(cell)));
  }
  info.set("positions", positions);
  info.set("neighbours", neighbours);
  val rows = val::array(), columns = val::array();
  for (std::size_t i = 0; i < topology.rows().size(); ++i)
    rows.set(i, to_array(topology.rows()[i]));
  for (std::size_t i = 0; i < topology.columns().size(); ++i)
    columns.set(i, to_array(topology.columns()[i]));
  info.set("rows", rows);
  info.set("columns", columns);
  info.set("goal", to_array(puzzle.goal().to_vector()));
  info.set("gridWidth", topology.grid_width());
  info.set("gridHeight", topology.grid_height());
  info.set("deadEnds", to_array(topology.dead_ends()));
  Solver& solver = session().solver;
  info.set("heuristics", to_array(solver.heuristics(puzzle)));
  info.set("defaultHeuristic", solver.default_heuristic(puzzle));
  if (puzzle.cell_count() <= DistanceTable::kMaxCells)
    info.set("reachable", static_cast<double>(solver.distance_table(puzzle)->reachable()));
  else
    info.set("reachable", val::null());
  return info;
}

val check_board(val name, val goal, val board) {
  Input input = read_input(name, goal, board);
  if (!input.error.isUndefined()) return input.error;
  val result = val::object();
  result.set("board", to_array(input.board.to_vector()));
  return result;
}

val solvability(val name, val goal, val board) {
  Input input = read_input(name, goal, board);
  if (!input.error.isUndefined()) return input.error;
  const Solvability s = check_solvability(*input.puzzle, input.board);
  val result = val::object();
  result.set("solvable", s.solvable);
  result.set("inversions", s.inversions);
  result.set("blankRowFromBottom", s.blank_row_from_bottom);
  result.set("goalBlankRowFromBottom", s.goal_blank_row_from_bottom);
  result.set("width", s.width);
  result.set("deadEndCell", s.dead_end_cell);
  result.set("deadEndTileNeeded", s.dead_end_tile_needed);
  result.set("deadEndTileFound", s.dead_end_tile_found);
  result.set("reason", s.reason);
  return result;
}

// options: {moves: N} for a random walk from the goal, or {random: true}; seed: a whole number.
val scramble(val name, val goal, val options) {
  auto found = find_puzzle(name, goal);
  if (!found) return failure(found.error);
  if (options.isUndefined() || options.isNull() || options.typeOf().as<std::string>() != "object")
    return failure(
        "scramble needs options such as {moves: 30, seed: 1} or {random: true, seed: 1}");
  auto seed = read_count(options, "seed", 1);
  if (!seed) return failure(seed.error);
  const bool random = options["random"].isTrue();
  Board board;
  if (random) {
    board = random_solvable(**found.value, *seed.value);
  } else {
    auto moves = read_count(options, "moves", 0);
    if (!moves) return failure(moves.error);
    if (options["moves"].isUndefined())
      return failure("scramble needs {moves: N} or {random: true}");
    if (*moves.value > 100000) return failure("moves must be at most 100000");
    board = random_walk(**found.value, static_cast<int>(*moves.value), *seed.value);
  }
  val result = val::object();
  result.set("board", to_array(board.to_vector()));
  return result;
}

// h of the board under every heuristic available for the puzzle: {manhattan: 12, ...}.
val evaluate(val name, val goal, val board) {
  Input input = read_input(name, goal, board);
  if (!input.error.isUndefined()) return input.error;
  val result = val::object();
  for (const std::string& heuristic : session().solver.heuristics(*input.puzzle)) {
    auto h = session().solver.evaluate(input.puzzle, input.board, heuristic);
    if (h) result.set(heuristic, *h.value);
  }
  return result;
}

// options: {algorithm: "ida"|"astar"|"bfs", heuristic: name, nodeLimit, stateCap}. Returns {id}
// of a running search, or the final result at once when the start is refused (unsolvable).
val start_search(val name, val goal, val board, val options) {
  Input input = read_input(name, goal, board);
  if (!input.error.isUndefined()) return input.error;
  SolveOptions solve_options;
  const bool have_options = !options.isUndefined() && !options.isNull();
  if (have_options && options.typeOf().as<std::string>() != "object")
    return failure("search options must be an object");
  if (have_options && !options["algorithm"].isUndefined()) {
    if (!is_text(options["algorithm"])) return failure("algorithm must be a string");
    auto algorithm = parse_algorithm(options["algorithm"].as<std::string>());
    if (!algorithm) return failure(algorithm.error);
    solve_options.algorithm = *algorithm.value;
  }
  if (have_options && !options["heuristic"].isUndefined() && !options["heuristic"].isNull()) {
    if (!is_text(options["heuristic"])) return failure("heuristic must be a string");
    solve_options.heuristic = options["heuristic"].as<std::string>();
  }
  auto node_limit = read_count(options, "nodeLimit", 0);
  if (!node_limit) return failure(node_limit.error);
  solve_options.node_limit = *node_limit.value;
  auto state_cap = read_count(options, "stateCap", solve_options.state_cap);
  if (!state_cap) return failure(state_cap.error);
  solve_options.state_cap = *state_cap.value;

  auto search = session().solver.start(input.puzzle, input.board, solve_options);
  if (!search) return failure(search.error);
  if ((*search.value)->status() == SearchStatus::unsolvable) {
    val result = stats_object(**search.value);
    result.set("error", (*search.value)->message());
    return result;
  }
  const int id = session().next_id++;
  session().searches[id] = std::move(*search.value);
  val result = val::object();
  result.set("id", id);
  result.set("heuristic", solve_options.algorithm == Algorithm::bfs ? std::string("none")
                          : solve_options.heuristic.empty()
                              ? session().solver.default_heuristic(*input.puzzle)
                              : solve_options.heuristic);
  return result;
}

// Runs a search for about `budget` nodes. Returns its statistics; once it has ended the search is
// deleted and, if solved, the result carries the verified solution:
// {moves: [cells], tiles: [tile numbers], directions: "UDLR...", length}.
val run_search(int id, double budget) {
  auto& searches = session().searches;
  auto found = searches.find(id);
  if (found == searches.end()) return failure("no running search with id " + std::to_string(id));
  if (!std::isfinite(budget) || budget < 1) budget = 1;
  Search& search = *found->second;
  const SearchStatus status = search.run(static_cast<std::uint64_t>(std::min(budget, 1e15)));
  val result = stats_object(search);
  if (status == SearchStatus::solved) {
    const Puzzle::MoveNames names = search.puzzle().name_moves(search.start(), search.solution());
    result.set("moves", to_array(search.solution()));
    result.set("tiles", to_array(names.tiles));
    result.set("directions", names.directions);
    result.set("length", static_cast<int>(search.solution().size()));
  }
  if (status != SearchStatus::running) searches.erase(found);
  return result;
}

val cancel_search(int id) {
  val result = val::object();
  result.set("cancelled", session().searches.erase(id) > 0);
  return result;
}

// Pattern databases. The tables are built in slices (like a search) or loaded from bytes the worker
// kept from an earlier visit; either way they end up installed in the Solver, which makes "pdb"
// usable for that puzzle and goal.
val pattern_database_info(val name, val goal) {
  auto found = find_puzzle(name, goal);
  if (!found) return failure(found.error);
  val result = val::object();
  auto database = session().solver.pattern_database(**found.value);
  result.set("installed", database != nullptr);
  result.set("buildable",
             check_partition(**found.value, default_partition(**found.value)).empty() &&
                 (*found.value)->topology().grid_width() == 4 &&
                 (*found.value)->topology().grid_height() == 4);
  const Partition partition = default_partition(**found.value);
  result.set("key", table_key(**found.value) + "|v" +
                        std::to_string(PatternDatabase::kFormatVersion) + "|" +
                        to_string(partition));
  result.set("shape", partition_shape(partition));  // e.g. "6-6-3", known before any build
  result.set("partition", to_string(partition));
  if (database) {
    result.set("description", database->describe());
    result.set("bytes", static_cast<double>(database->memory_bytes()));
  }
  return result;
}

val start_pattern_database(val name, val goal) {
  auto found = find_puzzle(name, goal);
  if (!found) return failure(found.error);
  const Puzzle& puzzle = **found.value;
  if (puzzle.topology().grid_width() != 4 || puzzle.topology().grid_height() != 4)
    return failure("pattern databases are made for the 4x4 puzzle only");
  auto builder = PatternDatabaseBuilder::create(*found.value, default_partition(puzzle));
  if (!builder) return failure(builder.error);
  session().builder = std::move(*builder.value);
  val result = val::object();
  result.set("states", static_cast<double>(session().builder->total_states()));
  return result;
}

// Advances the build by about `budget` abstract states: {progress: 0..1, done, memoryBytes}.
// When done, the tables are installed and the builder is freed.
val run_pattern_database(double budget) {
  auto& builder = session().builder;
  if (!builder) return failure("no pattern database is being built");
  if (!std::isfinite(budget) || budget < 1) budget = 1;
  const double progress = builder->run(static_cast<std::uint64_t>(std::min(budget, 1e15)));
  val result = val::object();
  result.set("progress", progress);
  result.set("memoryBytes", static_cast<double>(builder->memory_bytes()));
  result.set("done", builder->done());
  if (builder->done()) {
    session().solver.install_pattern_database(builder->result());
    result.set("description", builder->result()->describe());
    builder.reset();
  }
  return result;
}

val cancel_pattern_database() {
  val result = val::object();
  result.set("cancelled", session().builder != nullptr);
  session().builder.reset();
  return result;
}

// The installed tables as bytes (a fresh Uint8Array the worker can keep in IndexedDB).
val save_pattern_database(val name, val goal) {
  auto found = find_puzzle(name, goal);
  if (!found) return failure(found.error);
  auto database = session().solver.pattern_database(**found.value);
  if (!database) return failure("no pattern database is installed for this puzzle");
  const std::vector<std::uint8_t> bytes = database->serialize();
  val result = val::object();
  // new Uint8Array(view) copies out of the wasm heap, so the copy outlives `bytes`.
  result.set("bytes", val::global("Uint8Array")
                          .new_(val(emscripten::typed_memory_view(bytes.size(), bytes.data()))));
  return result;
}

// Installs tables from bytes kept earlier. Damaged, stale (another format version) or foreign
// (another puzzle, goal or partition) bytes are refused with the reason and nothing is installed.
val load_pattern_database(val name, val goal, val bytes) {
  auto found = find_puzzle(name, goal);
  if (!found) return failure(found.error);
  if (!bytes.instanceof (val::global("Uint8Array")))
    return failure("pattern database bytes must be a Uint8Array");
  const std::vector<std::uint8_t> data =
      emscripten::convertJSArrayToNumberVector<std::uint8_t>(bytes);
  auto loaded = PatternDatabase::load(*found.value, data, default_partition(**found.value));
  if (!loaded) return failure(loaded.error);
  session().solver.install_pattern_database(*loaded.value);
  val result = val::object();
  result.set("description", (*loaded.value)->describe());
  return result;
}

// For leak checks and memory reports: searches alive, bytes in use on the C++ heap, and the size of
// the whole WebAssembly memory (which only grows).
val memory() {
  val result = val::object();
  result.set("searches", static_cast<int>(session().searches.size()));
  result.set("heapBytesInUse", static_cast<double>(mallinfo().uordblks));
  result.set("heapBytes",
             static_cast<double>(emscripten_get_heap_size()));  // the whole wasm memory
  return result;
}

}  // namespace slide::wasm

EMSCRIPTEN_BINDINGS(slide) {
  using namespace slide::wasm;
  emscripten::function("puzzleInfo", &puzzle_info);
  emscripten::function("checkBoard", &check_board);
  emscripten::function("solvability", &solvability);
  emscripten::function("scramble", &scramble);
  emscripten::function("evaluate", &evaluate);
  emscripten::function("startSearch", &start_search);
  emscripten::function("runSearch", &run_search);
  emscripten::function("cancelSearch", &cancel_search);
  emscripten::function("memory", &memory);
  emscripten::function("patternDatabaseInfo", &pattern_database_info);
  emscripten::function("startPatternDatabase", &start_pattern_database);
  emscripten::function("runPatternDatabase", &run_pattern_database);
  emscripten::function("cancelPatternDatabase", &cancel_pattern_database);
  emscripten::function("savePatternDatabase", &save_pattern_database);
  emscripten::function("loadPatternDatabase", &load_pattern_database);
}
