// The WebAssembly face of the split search (heuristics/split_pdb_search.hpp): the page's lead
// worker hands subtrees of its search to other workers and reports back what they found; those
// workers run each subtree as a job of their own module. Conversions only, as in bindings.cpp.
#include <emscripten/bind.h>
#include <emscripten/val.h>

// plain_copy.hpp's JS is defined once in the module, by bindings.cpp.
#define SLIDE_PLAIN_COPY_DECLARE_ONLY

#include "cell_lists.hpp"
#include "heuristics/split_pdb_search.hpp"
#include "js_values.hpp"
#include "page_session.hpp"
#include "session_input.hpp"

using emscripten::val;

namespace slide::wasm {

void set_split_fields(val& result, const Search& search) {
  if (search.waiting()) result.set("waiting", true);
  if (const SubtreePdbSearch* subtree = search.subtree())
    result.set("nextThreshold", subtree->next_threshold());
}

namespace {

Result<int> read_whole(const val& value, const char* what) {
  const LooseValue read = loose(value);
  if (read.kind != LooseValue::Kind::number || !(read.number >= 0 && read.number <= 1e15) ||
      read.number != static_cast<double>(static_cast<long long>(read.number)))
    return Result<int>::fail(ErrorCode::bad_option, std::string(what) + " must be a whole number");
  return Result<int>::ok(read.number > 1e9 ? -1 : static_cast<int>(read.number));
}

Result<SplitPdbSearch*> find_split(const val& job) {
  auto id = job_id(job);
  if (!id) return Result<SplitPdbSearch*>::fail(id.error);
  return page_session().split(*id.value);
}

// (name, goal, start board, path, threshold) -> {job}: runJob then ends it `solved` (moves: the
// whole path from the start) or `done` with nextThreshold (0: none).
val start_subtree(val name, val goal, val board, val cells, val threshold_given) {
  Input input = read_input(page_session(), name, goal, board);
  if (!input.error.isUndefined()) return input.error;
  auto path = read_cells(cells, PackedPdbSearch::kMaxFrontierDepth, "the path");
  if (!path) return failure(path.error);
  auto threshold = read_whole(threshold_given, "the threshold");
  if (!threshold) return failure(threshold.error);
  auto started =
      page_session().start_subtree(input.puzzle, input.board, *path.value, *threshold.value);
  if (!started) return failure(started.error);
  return object({{"job", val(*started.value)}});
}

// job -> {item: {id, path, threshold}} or {item: null} (nothing to hand out now).
val split_take(val job) {
  auto split = find_split(job);
  if (!split) return failure(split.error);
  auto item = (*split.value)->take();
  if (!item) return object({{"item", val::null()}});
  return object({{"item", object({{"id", val(static_cast<double>(item->id))},
                                  {"path", to_array(item->path)},
                                  {"threshold", val(item->threshold)}})}});
}

// (job, {id, nodes, nextThreshold?}, moves?) -> {accepted}: false once the search has ended.
val split_report(val job, val given, val solution) {
  auto split = find_split(job);
  if (!split) return failure(split.error);
  const Plain read = plain(given, ErrorCode::bad_option, "the report");
  if (!read.error.isUndefined()) return read.error;
  if (!is_object(read.value))
    return failure({ErrorCode::bad_option, "a report is {id, nodes, nextThreshold?}"});
  const LooseFields numbers = fields(read.value, {"id", "nodes", "nextThreshold"});
  auto id = read_count(numbers, "id", 0);
  auto nodes = read_count(numbers, "nodes", 0);
  auto next = read_count(numbers, "nextThreshold", 0);
  if (!id) return failure(id.error);
  if (!nodes) return failure(nodes.error);
  if (!next || *next.value > 100000)
    return failure({ErrorCode::bad_option, "nextThreshold must be a whole number up to 100000"});
  std::optional<std::vector<int>> moves;
  if (!is_absent(solution)) {
    auto cells = read_cells(solution, 4096, "the moves");
    if (!cells) return failure(cells.error);
    moves = std::move(*cells.value);
  }
  auto accepted = (*split.value)
                      ->report(*id.value, *nodes.value, moves ? &*moves : nullptr,
                               static_cast<int>(*next.value));
  if (!accepted) return failure(accepted.error);
  return object({{"accepted", val(*accepted.value)}});
}

// (job, id) -> {accepted}: the item of a lost worker goes back to be searched again.
val split_give_back(val job, val id) {
  auto split = find_split(job);
  if (!split) return failure(split.error);
  auto item = read_count(fields(object({{"id", id}}), {"id"}), "id", 0);
  if (!item) return failure(item.error);
  auto accepted = (*split.value)->give_back(*item.value);
  if (!accepted) return failure(accepted.error);
  return object({{"accepted", val(*accepted.value)}});
}

}  // namespace

}  // namespace slide::wasm

EMSCRIPTEN_BINDINGS(slide_split) {
  using namespace slide::wasm;
  emscripten::function("startSubtree", &start_subtree);
  emscripten::function("splitTake", &split_take);
  emscripten::function("splitReport", &split_report);
  emscripten::function("splitGiveBack", &split_give_back);
}
