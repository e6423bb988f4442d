// The anytime search's state between slices as plain JS values, for lab_bindings.cpp (the lab's
// module runs it for the page's boards bigger than the 15-puzzle): the best solution so far, the
// proven bound and each improvement. Only converts: every rule is the core's
// (search/anytime_search.hpp).
#pragma once

#include <emscripten/val.h>

#include <string>
#include <vector>

#include "search/anytime_search.hpp"

namespace slide::wasm {

// Sets `anytime` on a runJob report: {bound, optimal, startH, improvements: [{length, bound, ms,
// nodes}], best: {moves, tiles, blankDirections, tileDirections, length} or null}. The worker
// keeps the last one, so a search stopped at its time limit or cancelled is still answerable
// after the core has forgotten the job.
inline void set_anytime_fields(emscripten::val& result, const AnytimeSearch& search) {
  using emscripten::val;
  const auto numbers = [](const std::vector<int>& items) {
    val array = val::array();
    for (std::size_t i = 0; i < items.size(); ++i) array.set(i, items[i]);
    return array;
  };
  val improvements = val::array();
  for (const AnytimeImprovement& found : search.improvements()) {
    val item = val::object();
    item.set("length", found.length);
    item.set("bound", found.bound);
    item.set("ms", found.ms);
    item.set("nodes", static_cast<double>(found.nodes));
    improvements.call<void>("push", item);
  }
  val best = val::null();
  if (search.has_solution()) {
    const Puzzle::MoveNames names = search.puzzle().name_moves(search.start(), search.best());
    best = val::object();
    best.set("moves", numbers(search.best()));
    best.set("tiles", numbers(names.tiles));
    best.set("blankDirections", names.blank_directions);
    best.set("tileDirections", names.tile_directions);
    best.set("length", static_cast<int>(search.best().size()));
  }
  val anytime = val::object();
  anytime.set("bound", search.bound());
  anytime.set("optimal", search.optimal());
  anytime.set("startH", search.start_h());
  anytime.set("improvements", improvements);
  anytime.set("best", best);
  result.set("anytime", anytime);
}

}  // namespace slide::wasm
