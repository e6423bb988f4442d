// The lab's WebAssembly module (slide-lab.wasm), through Embind: the experiments of <slide-lab>
// that the page's puzzle never needs (the layer count, the tradeoff searches, route finding on a
// map, the human solver, the learned heuristic: its training and its searches). A second module so
// that their code is not downloaded before a reader's first play (README: the 150 KB budget); the
// worker loads it with the first lab request.
//
// Like bindings.cpp it converts values and nothing else, returns plain objects and answers bad
// input with `{error, code, reason?, params?}`. It has its own Session (puzzles, the exact tables
// and the learned networks it trains or is given; no pattern databases) and its own bounded job
// table, LabJobs; ids are its own.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <chrono>

#include "anytime_values.hpp"
#include "cell_lists.hpp"
#include "heuristics/learned.hpp"
#include "js_values.hpp"
#include "lab/grid_map.hpp"
#include "lab/human_request.hpp"
#include "lab/human_solver.hpp"
#include "lab/lab_jobs.hpp"
#include "lab/learning_job.hpp"
#include "lab/path_estimates.hpp"
#include "lab/tradeoff.hpp"
#include "search/layer_count.hpp"
#include "session_input.hpp"

using emscripten::val;

namespace slide::wasm {

namespace {

// The learned heuristic's row is registered here, not in the page's module (its size budget).
Session& session() {
  static Session instance = [] {
    enable_learned_heuristic();
    return Session();
  }();
  return instance;
}

LabJobs& jobs() {
  static LabJobs instance;
  return instance;
}

// The options object of a start call: absent, or an object whose `names` are read loosely.
Result<LooseFields> read_options(const val& given, std::initializer_list<const char*> names,
                                 const char* what) {
  const Plain read = plain(given, ErrorCode::bad_option, "the options");
  if (!read.error.isUndefined())
    return Result<LooseFields>::fail(ErrorCode::bad_option,
                                     std::string(what) + " could not be read");
  if (!is_absent(read.value) && !is_object(read.value))
    return Result<LooseFields>::fail(ErrorCode::bad_option,
                                     std::string(what) + " must be an object");
  return Result<LooseFields>::ok(fields(read.value, names));
}

// A search's start: the puzzle and board, and the options object's `names` read as SolveOptions;
// on failure `error` holds the failure object.
struct SearchInput {
  Input input;
  SolveOptions options;
  val error = val::undefined();
};

SearchInput read_search_input(const val& name, const val& goal, const val& board, const val& given,
                              std::initializer_list<const char*> names) {
  SearchInput read{read_input(session(), name, goal, board), {}};
  if (!read.input.error.isUndefined()) return {{}, {}, read.input.error};
  auto fields = read_options(given, names, "search options");
  if (!fields) return {{}, {}, failure(fields.error)};
  auto options = read_solve_options(*fields.value);
  if (!options) return {{}, {}, failure(options.error)};
  read.options = *options.value;
  return read;
}

// Each kind of lab job adds its own figures to runJob's answer.
void set_layer_fields(val& result, const LayerCount& count) {
  result.set("layers", to_numbers(count.layers()));
  result.set("counted", static_cast<double>(count.counted()));
  result.set("goalDepth", count.goal_depth());
  result.set("peakStates", static_cast<double>(count.peak_states()));
  result.set("bytes", static_cast<double>(count.peak_bytes()));
  result.set("elapsedMs", count.elapsed_ms());
  const auto total = reachable_positions(count.puzzle());
  result.set("reachable", total ? val(*total) : val::null());
}

// A lab search (the tradeoff's, a learned solve's): its figures, and once solved its path, named as
// the page module names a solution (tiles and both directions), and length.
void set_lab_search_fields(val& result, const Search& search) {
  set_search_fields(result, search.stats());
  if (search.status() != JobStatus::solved) return;
  const Puzzle::MoveNames names = search.puzzle().name_moves(search.start(), search.solution());
  result.set("moves", to_array(search.solution()));
  result.set("tiles", to_array(names.tiles));
  result.set("blankDirections", names.blank_directions);
  result.set("tileDirections", names.tile_directions);
  result.set("length", static_cast<int>(search.solution().size()));
}

// A map search: its figures, every cell expanded so far in order, and once solved its route.
void set_map_fields(val& result, const GridMapSearch& search) {
  set_search_fields(result, search.stats());
  result.set("expanded", to_array(search.expanded()));
  if (search.status() != JobStatus::solved) return;
  result.set("route", to_array(search.route()));
  result.set("length", static_cast<int>(search.route().size()) - 1);
}

// A training job: the loss curve so far and, once done, the network measured against the exact
// distances of every position.
void set_learning_fields(val& result, const LearningJob& job) {
  std::vector<val> losses;
  for (const LossPoint& point : job.losses())
    losses.push_back(object({{"epochs", val(point.epochs)}, {"loss", val(point.loss)}}));
  result.set("losses", to_array(losses));
  result.set("epochs", job.epochs());
  result.set("positions", static_cast<double>(job.positions()));
  result.set("parameters", static_cast<double>(job.parameters()));
  result.set("elapsedMs", job.elapsed_ms());
  if (!job.quality()) return;
  result.set("quality", object({{"meanError", val(job.quality()->mean_absolute_error)},
                                {"overestimated", val(job.quality()->overestimated)},
                                {"exact", val(job.quality()->exact)}}));
}

}  // namespace

// options: {hidden1, hidden2, epochs, seed} (read by the core's read_learning_options). Trains
// the learned heuristic's network for a puzzle of up to 10 cells on its exact BFS distances
// (lab/learning_job.hpp); runJob's budget is positions trained on. Once done the network is the
// `learned` heuristic of this module's searches (startSearch).
val start_learning(val name, val goal, val given) {
  auto puzzle = find_puzzle(session(), name, goal);
  if (!puzzle) return failure(puzzle.error);
  auto fields = read_options(given, {"hidden1", "hidden2", "epochs", "seed"}, "training options");
  if (!fields) return failure(fields.error);
  auto options = read_learning_options(*fields.value);
  if (!options) return failure(options.error);
  auto job = LearningJob::make(session(), *puzzle.value, *options.value);
  if (!job) return failure(job.error);
  return object({{"job", val(jobs().add(*job.value))}});
}

// Trained weights (learned/learned_model.hpp's byte form, a Uint8Array) for the puzzle and goal,
// checked and installed as this module's `learned` heuristic: {parameters, hidden1, hidden2,
// bytes}, or the refusal (bad-tables) saying why.
val load_model(val name, val goal, val bytes) {
  auto puzzle = find_puzzle(session(), name, goal);
  if (!puzzle) return failure(puzzle.error);
  const double length = slide_byte_length(bytes.as_handle());
  if (length < 0) return failure({ErrorCode::bad_tables, "weights must be a Uint8Array"});
  // Refused before copying: no valid network is that big.
  if (length > static_cast<double>(LearnedModel::kMaxBytes))
    return failure({ErrorCode::bad_tables, "learned weights refused: too many bytes"});
  auto model = load_learned_model(**puzzle.value,
                                  emscripten::convertJSArrayToNumberVector<std::uint8_t>(bytes));
  if (!model) return failure(model.error);
  session().tables().install_model(**puzzle.value, *model.value);
  const ValueNetwork& network = (*model.value)->network;
  return object({{"parameters", val(static_cast<double>(network.parameter_count()))},
                 {"hidden1", val(network.shape().hidden1)},
                 {"hidden2", val(network.shape().hidden2)},
                 {"bytes", val(length)}});
}

// h of every position along `moves` (the cells whose tiles slide into the blank) from the board,
// under an available heuristic (lab/path_estimates.hpp): {estimates}, one more than the moves.
val estimates_along_path(val name, val goal, val board, val moves, val heuristic) {
  Input input = read_input(session(), name, goal, board);
  if (!input.error.isUndefined()) return input.error;
  auto cells = read_cells(moves, 4096, "the moves");
  if (!cells) return failure(cells.error);
  if (!is_text(heuristic))
    return failure({ErrorCode::bad_option, "the heuristic must be a registry id"});
  auto estimates = estimates_along(session(), *input.puzzle, input.board, *cells.value,
                                   heuristic.as<std::string>());
  if (!estimates) return failure(estimates.error);
  return object({{"estimates", to_array(*estimates.value)}});
}

// A plain search (IDA*, A*, BFS) in this module, whose session holds what the page's does not:
// the learned networks. options: {algorithm, heuristic, nodeLimit} (read_solve_options); answers
// {job, heuristic}. An unsolvable start is refused at once.
val start_search(val name, val goal, val board, val given) {
  SearchInput read =
      read_search_input(name, goal, board, given, {"algorithm", "heuristic", "nodeLimit"});
  if (!read.error.isUndefined()) return read.error;
  const Input& input = read.input;
  auto search = session().make_search(input.puzzle, input.board, read.options);
  if (!search) return failure(search.error);
  if ((*search.value)->status() == JobStatus::unsolvable)
    return failure({ErrorCode::unsolvable, (*search.value)->message()});
  const std::string heuristic = session().pick_heuristic(*input.puzzle, read.options).id;
  return object({{"job", val(jobs().add(*search.value))}, {"heuristic", val(heuristic)}});
}

// map: {width, height, start, goal}; walls: the wall cells (an array; absent: none) (read by the
// core's read_grid_map); options: {heuristic: 'none' (breadth-first) | 'manhattan' |
// 'straight-line'}. Walls are their own argument: plain copies go one level deep.
val start_pathfinding(val given_map, val given_walls, val given) {
  const Plain map_copy = plain(given_map, ErrorCode::bad_option, "the map");
  if (!map_copy.error.isUndefined()) return map_copy.error;
  if (!is_object(map_copy.value))
    return failure({ErrorCode::bad_option, "the map must be an object"});
  const Plain wall_copy = plain(given_walls, ErrorCode::bad_option, "the walls");
  if (!wall_copy.error.isUndefined()) return wall_copy.error;
  std::optional<std::vector<LooseValue>> walls = std::vector<LooseValue>{};
  if (val::global("Array").call<bool>("isArray", wall_copy.value)) {
    for (int i = 0, n = wall_copy.value["length"].as<int>(); i < n; ++i)
      walls->push_back(loose(wall_copy.value[i]));
  } else if (!is_absent(wall_copy.value)) {
    walls.reset();
  }
  auto map = read_grid_map(fields(map_copy.value, {"width", "height", "start", "goal"}), walls);
  if (!map) return failure(map.error);
  auto options = read_options(given, {"heuristic"}, "pathfinding options");
  if (!options) return failure(options.error);
  const LooseValue& heuristic = (*options.value)["heuristic"];
  auto guide =
      heuristic.kind == LooseValue::Kind::absent
          ? Result<MapEstimate>::ok(MapEstimate::none)
          : parse_map_estimate(heuristic.kind == LooseValue::Kind::text ? heuristic.text : "?");
  if (!guide) return failure(guide.error);
  auto search = std::make_shared<GridMapSearch>(std::move(*map.value), *guide.value);
  return object({{"job", val(jobs().add(search))}});
}

// options: {algorithm: 'astar'|'weighted'|'greedy'|'beam', heuristic, weight, width, stateCap}
// (read by the core's read_tradeoff_options). An unsolvable start is refused at once.
val start_tradeoff(val name, val goal, val board, val given) {
  Input input = read_input(session(), name, goal, board);
  if (!input.error.isUndefined()) return input.error;
  auto fields = read_options(given, {"algorithm", "heuristic", "weight", "width", "stateCap"},
                             "tradeoff options");
  if (!fields) return failure(fields.error);
  auto options = read_tradeoff_options(*fields.value);
  if (!options) return failure(options.error);
  auto search = make_tradeoff_search(session(), input.puzzle, input.board, *options.value);
  if (!search) return failure(search.error);
  if ((*search.value)->status() == JobStatus::unsolvable)
    return failure({ErrorCode::unsolvable, (*search.value)->message()});
  return object({{"job", val(jobs().add(*search.value))}});
}

// options: {stateCap} (boards held at once; Session::kMaxStateCap at most). Any board, even one
// that cannot reach the goal.
val start_layer_count(val name, val goal, val board, val given) {
  Input input = read_input(session(), name, goal, board);
  if (!input.error.isUndefined()) return input.error;
  auto options = read_options(given, {"stateCap"}, "layer count options");
  if (!options) return failure(options.error);
  auto cap = read_count(*options.value, "stateCap", Session::kMaxStateCap);
  if (!cap) return failure(cap.error);
  auto count = std::make_shared<LayerCount>(input.puzzle, input.board,
                                            std::min(*cap.value, Session::kMaxStateCap));
  return object({{"job", val(jobs().add(count))}});
}

// The anytime search (search/anytime_search.hpp) for the page's boards bigger than the
// 15-puzzle: here, not in the page's module, so its code is not downloaded before a first play
// (README: the 150 KB budget). options: {heuristic, nodeLimit, fallback}; answers {job,
// heuristic}, and each runJob report then carries `anytime` (anytime_values.hpp).
val start_anytime(val name, val goal, val board, val given) {
  SearchInput read =
      read_search_input(name, goal, board, given, {"heuristic", "nodeLimit", "fallback"});
  if (!read.error.isUndefined()) return read.error;
  auto made = session().make_anytime(read.input.puzzle, read.input.board, read.options);
  if (!made) return failure(made.error);
  return object(
      {{"job", val(jobs().add(made.value->search))}, {"heuristic", val(made.value->heuristic)}});
}

// budget: boards or nodes, clamped to 1..Session::kMaxBudget like the page module's runJob.
val run_job(val job, val budget) {
  auto id = job_id(job);
  if (!id) return failure(id.error);
  if (budget.typeOf().as<std::string>() != "number")
    return failure({ErrorCode::bad_option, "the budget must be a number"});
  auto ran = jobs().run(*id.value, Session::budget_from(budget.as<double>()));
  if (!ran) return failure(ran.error);
  const Job& ended = **ran.value;
  val result = object({{"status", val(std::string(to_string(ended.status())))},
                       {"progress", ended.progress() ? val(*ended.progress()) : val::null()}});
  if (!ended.message().empty()) result.set("message", ended.message());
  if (const auto* count = dynamic_cast<const LayerCount*>(&ended)) set_layer_fields(result, *count);
  if (const auto* search = dynamic_cast<const Search*>(&ended))
    set_lab_search_fields(result, *search);
  if (const auto* anytime = dynamic_cast<const AnytimeSearch*>(&ended))
    set_anytime_fields(result, *anytime);
  if (const auto* map = dynamic_cast<const GridMapSearch*>(&ended)) set_map_fields(result, *map);
  if (const auto* learning = dynamic_cast<const LearningJob*>(&ended))
    set_learning_fields(result, *learning);
  return result;
}

// options: {width, height, seed}; board: tiles in cell order (an array, or text as the puzzles'
// board text: numbers separated by spaces and/or commas), or absent for the seed's random
// solvable position of the grid. Answers at once (the solver needs no search): the position solved,
// the moves (per move, the cell whose tile slides into the gap) and the stages.
val human_solve(val given, val board) {
  const Plain read = plain(given, ErrorCode::bad_option, "the human solver's options");
  if (!read.error.isUndefined()) return read.error;
  if (!is_object(read.value))
    return failure({ErrorCode::bad_option, "the human solver's options must be an object"});
  const LooseFields options = fields(read.value, {"width", "height", "seed"});
  const Plain tiles_read = plain(board, ErrorCode::bad_board, "the board");
  if (!tiles_read.error.isUndefined()) return tiles_read.error;
  const val& tiles_given = tiles_read.value;
  std::vector<LooseValue> tiles;
  if (!is_absent(tiles_given) && !is_text(tiles_given)) {
    if (!val::global("Array").call<bool>("isArray", tiles_given))
      return failure({ErrorCode::bad_board, "the board must be an array of tile numbers or text"});
    for (int i = 0, n = tiles_given["length"].as<int>(); i < n; ++i)
      tiles.push_back(loose(tiles_given[i]));
  }
  auto request = is_text(tiles_given)
                     ? read_human_request(options, tiles_given.as<std::string>())
                     : read_human_request(options, is_absent(tiles_given) ? nullptr : &tiles);
  if (!request) return failure(request.error);
  const auto started = std::chrono::steady_clock::now();
  auto solved =
      solve_like_a_person(request.value->width, request.value->height, request.value->tiles);
  if (!solved) return failure(solved.error);
  const double elapsed =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
  std::vector<val> stages;
  for (const HumanStage& stage : solved.value->stages)
    stages.push_back(object({{"kind", text(to_string(stage.kind))},
                             {"index", val(stage.index)},
                             {"firstMove", val(stage.first_move)}}));
  return object({{"width", val(request.value->width)},
                 {"height", val(request.value->height)},
                 {"board", to_array(request.value->tiles)},
                 {"moves", to_array(solved.value->moves)},
                 {"stages", to_array(stages)},
                 {"elapsedMs", val(elapsed)}});
}

val cancel_job(val job) {
  auto id = job_id(job);
  if (!id) return failure(id.error);
  return object({{"cancelled", val(jobs().cancel(*id.value))}});
}

val memory() { return memory_report(jobs().size()); }

// The page module's tables (its saveTables bytes), checked and installed here for the anytime
// search's `pdb`: the two modules share no memory, so the lab holds its own copy.
val load_tables(val name, val goal, val bytes) {
  return load_tables_into(session(), name, goal, bytes);
}

// {installed, learned}: whether tables, and a learned network (trained here or loaded), of the
// puzzle and goal are installed in this module.
val has_tables(val name, val goal) {
  auto found = find_puzzle(session(), name, goal);
  if (!found) return failure(found.error);
  const TableStore& tables = session().tables();
  return object({{"installed", val(tables.pattern_database(**found.value) != nullptr)},
                 {"learned", val(tables.model<LearnedModel>(**found.value) != nullptr)}});
}

}  // namespace slide::wasm

EMSCRIPTEN_BINDINGS(slide_lab) {
  using namespace slide::wasm;
  emscripten::function("startLayerCount", &start_layer_count);
  emscripten::function("humanSolve", &human_solve);
  emscripten::function("startTradeoff", &start_tradeoff);
  emscripten::function("startPathfinding", &start_pathfinding);
  emscripten::function("startAnytime", &start_anytime);
  emscripten::function("startLearning", &start_learning);
  emscripten::function("startSearch", &start_search);
  emscripten::function("loadModel", &load_model);
  emscripten::function("estimatesAlong", &estimates_along_path);
  emscripten::function("runJob", &run_job);
  emscripten::function("cancelJob", &cancel_job);
  emscripten::function("memory", &memory);
  emscripten::function("loadTables", &load_tables);
  emscripten::function("hasTables", &has_tables);
}
