// The WebAssembly face of the core, through Embind: the only file that knows about Emscripten.
// It converts values and nothing else: every rule lives in the core's Session and requests.hpp,
// and the JS API is described in ARCHITECTURE.md ("The binding").
//
// Everything crosses the boundary as plain JS values: no bound C++ object is handed to JS, so JS
// never has to call .delete(). Every function returns an object; a failure is
// `{error: "message for a person", code: "kebab-code", reason?, params?}`, never an exception or an
// abort.
#include <emscripten/bind.h>
#include <emscripten/em_js.h>
#include <emscripten/heap.h>
#include <emscripten/val.h>
#include <malloc.h>

#include <climits>
#include <cmath>

#include "difficulty_values.hpp"
#include "js_values.hpp"
#include "model/rules.hpp"
#include "page_session.hpp"
#include "session/requests.hpp"
#include "session/session.hpp"
#include "session_input.hpp"

using emscripten::val;

namespace slide::wasm {

// The page module's one session, shared with split_bindings.cpp (page_session.hpp).
Session& page_session() {
  static Session instance;
  return instance;
}

namespace {

Session& session() { return page_session(); }

val row_object(const HeuristicRow& row) {
  return object({{"id", text(row.id)},
                 {"label", text(row.label)},
                 {"explanation", text(row.explanation)},
                 {"needsTables", val(row.needs_tables)}});
}

}  // namespace

val heuristics() {
  val rows = val::array();
  for (const HeuristicRow& row : heuristic_registry()) {
    val item = row_object(row);
    item.set("puzzles", text(row.puzzles));
    rows.call<void>("push", item);
  }
  return rows;
}

val puzzle_info(val name, val goal) {
  auto found = find_puzzle(session(), name, goal);
  if (!found) return failure(found.error);
  const Puzzle& puzzle = **found.value;
  const Topology& topology = puzzle.topology();
  val positions = val::array(), neighbours = val::array(), rows = val::array(),
      columns = val::array(), choices = val::array(), tables = val::null();
  for (int cell = 0; cell < topology.cell_count(); ++cell) {
    positions.set(cell, object({{"column", val(topology.position(cell).column)},
                                {"row", val(topology.position(cell).row)}}));
    neighbours.set(cell, to_array(topology.neighbours(cell)));
  }
  for (const auto& row : topology.rows()) rows.call<void>("push", to_array(row));
  for (const auto& column : topology.columns()) columns.call<void>("push", to_array(column));
  for (const HeuristicChoice& choice : session().heuristics(puzzle)) {
    val item = row_object(*choice.row);
    item.set("available", choice.available);
    choices.call<void>("push", item);
  }
  if (tables_buildable(puzzle))
    tables = object({{"buildable", val(true)},
                     {"installed", val(session().tables().pattern_database(puzzle) != nullptr)},
                     {"shape", val(partition_shape(default_partition(puzzle)))},
                     {"partition", val(to_string(default_partition(puzzle)))},
                     {"key", val(table_storage_key(puzzle))}});
  const bool small = DistanceTable::applies(puzzle);
  return object({{"name", val(topology.name())},
                 {"cells", val(topology.cell_count())},
                 {"positions", positions},
                 {"neighbours", neighbours},
                 {"rows", rows},
                 {"columns", columns},
                 {"goal", to_array(puzzle.goal().to_vector())},
                 {"deadEnds", to_array(topology.dead_ends())},
                 {"heuristics", choices},
                 {"defaultHeuristic", val(session().default_heuristic(puzzle))},
                 {"reachable",
                  small ? val(double(session().distance_table(puzzle)->reachable())) : val::null()},
                 {"tables", tables},
                 {"difficulties", bands_value(difficulty_bands(session(), puzzle))}});
}

val check_board(val name, val goal, val board) {
  Input input = read_input(session(), name, goal, board);
  if (!input.error.isUndefined()) return input.error;
  return object({{"board", to_array(input.board.to_vector())}});
}

val solvability(val name, val goal, val board) {
  Input input = read_input(session(), name, goal, board);
  if (!input.error.isUndefined()) return input.error;
  const Solvability s = check_solvability(*input.puzzle, input.board);
  return object({{"solvable", val(s.solvable)},
                 {"inversions", val(s.inversions)},
                 {"blankRowFromBottom", val(s.blank_row_from_bottom)},
                 {"goalBlankRowFromBottom", val(s.goal_blank_row_from_bottom)},
                 {"width", val(s.width)},
                 {"deadEndCell", val(s.dead_end_cell)},
                 {"deadEndTileNeeded", val(s.dead_end_tile_needed)},
                 {"deadEndTileFound", val(s.dead_end_tile_found)},
                 {"reason", val(s.reason)}});
}

// options: {moves: N, seed} or {random: true, seed} (requests.hpp).
val scramble(val name, val goal, val given) {
  auto found = find_puzzle(session(), name, goal);
  if (!found) return failure(found.error);
  const Plain read = plain(given, ErrorCode::bad_option, "the options");
  if (!read.error.isUndefined()) return read.error;
  const val& options = read.value;
  if (!is_object(options))
    return failure(
        {ErrorCode::bad_option,
         "scramble needs options such as {moves: 30, seed: 1} or {random: true, seed: 1}"});
  auto board = scramble_from_options(**found.value, fields(options, {"moves", "seed", "random"}));
  if (!board) return failure(board.error);
  return object({{"board", to_array(board.value->to_vector())}});
}

// A difficulty shuffle job: {difficulty, seed} -> {job}; runJob answers its board and distance.
val start_scramble(val name, val goal, val given) {
  auto found = find_puzzle(session(), name, goal);
  if (!found) return failure(found.error);
  const Plain read = plain(given, ErrorCode::bad_option, "the options");
  if (!read.error.isUndefined()) return read.error;
  auto request = read_difficulty_request(fields(read.value, {"difficulty", "seed"}));
  if (!request) return failure(request.error);
  return object({{"job", val(session().start_scramble(*found.value, request.value->difficulty,
                                                      request.value->seed))}});
}

// h of the board under every available heuristic: {manhattan: 12, ...}.
val evaluate(val name, val goal, val board) {
  Input input = read_input(session(), name, goal, board);
  if (!input.error.isUndefined()) return input.error;
  val result = val::object();
  for (const HeuristicChoice& choice : session().heuristics(*input.puzzle))
    if (auto h = session().evaluate(*input.puzzle, input.board, choice.row->id); h)
      result.set(std::string(choice.row->id), *h.value);
  return result;
}

val start_search(val name, val goal, val board, val given) {
  Input input = read_input(session(), name, goal, board);
  if (!input.error.isUndefined()) return input.error;
  const Plain read_options = plain(given, ErrorCode::bad_option, "the options");
  if (!read_options.error.isUndefined()) return read_options.error;
  const val& options = read_options.value;
  if (!is_absent(options) && !is_object(options))
    return failure({ErrorCode::bad_option, "search options must be an object"});
  auto read = read_solve_options(fields(options, {"algorithm", "heuristic", "nodeLimit", "stateCap",
                                                  "fallback", "histogram", "remoteWorkers"}));
  if (!read) return failure(read.error);
  auto started = session().start_search(input.puzzle, input.board, *read.value);
  if (!started) {
    val result = failure(started.error);
    if (started.error.code == ErrorCode::unsolvable) {
      result.set("status", std::string(to_string(JobStatus::unsolvable)));
      set_search_fields(result, SearchStats{});
    }
    return result;
  }
  val result =
      object({{"job", val(started.value->job)}, {"heuristic", val(started.value->heuristic)}});
  if (!started.value->fallback_from.empty())
    result.set("fallbackFrom", started.value->fallback_from);
  // remoteWorkers was heeded: the caller hands out its subtrees (split_bindings.cpp).
  if (session().split(started.value->job)) result.set("split", true);
  return result;
}

val start_table_build(val name, val goal) {
  auto found = find_puzzle(session(), name, goal);
  if (!found) return failure(found.error);
  auto started = session().start_table_build(*found.value);
  if (!started) return failure(started.error);
  return object({{"job", val(started.value->job)},
                 {"states", val(static_cast<double>(started.value->states))}});
}

// budget: nodes (searches) or abstract states (builds), clamped to 1..Session::kMaxBudget.
val run_job(val job, val budget) {
  auto id = job_id(job);
  if (!id) return failure(id.error);
  if (budget.typeOf().as<std::string>() != "number")
    return failure({ErrorCode::bad_option, "the budget must be a number"});
  auto ran = session().run(*id.value, Session::budget_from(budget.as<double>()));
  if (!ran) return failure(ran.error);
  const JobReport& report = *ran.value;
  val result = object({{"status", val(std::string(to_string(report.status)))},
                       {"progress", report.progress ? val(*report.progress) : val::null()}});
  if (!report.message.empty()) result.set("message", report.message);
  if (report.search) {
    set_search_fields(result, report.search->stats());
    val iterations = val::array();
    for (const IterationRecord& done : report.search->iterations())
      iterations.call<void>("push", object({{"threshold", val(done.threshold)},
                                            {"nodes", val(static_cast<double>(done.nodes))}}));
    result.set("iterations", iterations);
    result.set("path", to_array(report.search->explored_path()));
    set_split_fields(result, *report.search);
  }
  if (report.scramble) set_scramble_fields(result, *report.scramble);
  if (const auto& solution = report.solution) {
    result.set("moves", to_array(solution->moves));
    result.set("tiles", to_array(solution->names.tiles));
    result.set("blankDirections", solution->names.blank_directions);
    result.set("tileDirections", solution->names.tile_directions);
    result.set("length", static_cast<int>(solution->moves.size()));
  }
  if (report.histogram) {
    val rows = val::array();
    for (const auto& row : report.histogram->counts()) rows.call<void>("push", to_numbers(row));
    result.set("histogram", rows);
  }
  if (report.build) result.set("memoryBytes", static_cast<double>(report.build->memory_bytes()));
  if (report.build && report.build->result())
    result.set("description", report.build->result()->describe());
  return result;
}

val cancel_job(val job) {
  auto id = job_id(job);
  if (!id) return failure(id.error);
  return object({{"cancelled", val(session().cancel(*id.value))}});
}

// The installed tables as bytes (a fresh Uint8Array the worker can keep in IndexedDB).
val save_tables(val name, val goal) {
  auto found = find_puzzle(session(), name, goal);
  if (!found) return failure(found.error);
  auto bytes = session().save_tables(**found.value);
  if (!bytes) return failure(bytes.error);
  // new Uint8Array(view) copies out of the wasm heap, so the copy outlives `bytes`.
  const auto view = emscripten::typed_memory_view(bytes.value->size(), bytes.value->data());
  return object({{"bytes", val::global("Uint8Array").new_(val(view))}});
}

val load_tables(val name, val goal, val bytes) {
  return load_tables_into(session(), name, goal, bytes);
}

val memory() { return memory_report(session().job_count()); }

}  // namespace slide::wasm

EMSCRIPTEN_BINDINGS(slide) {
  using namespace slide::wasm;
  emscripten::function("heuristics", &heuristics);
  emscripten::function("puzzleInfo", &puzzle_info);
  emscripten::function("checkBoard", &check_board);
  emscripten::function("solvability", &solvability);
  emscripten::function("scramble", &scramble);
  emscripten::function("startScramble", &start_scramble);
  emscripten::function("evaluate", &evaluate);
  emscripten::function("startSearch", &start_search);
  emscripten::function("startTableBuild", &start_table_build);
  emscripten::function("runJob", &run_job);
  emscripten::function("cancelJob", &cancel_job);
  emscripten::function("saveTables", &save_tables);
  emscripten::function("loadTables", &load_tables);
  emscripten::function("memory", &memory);
}
