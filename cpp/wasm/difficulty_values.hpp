// The difficulty bands and a finished difficulty shuffle as plain JS values, for bindings.cpp
// (kept apart so that file stays one screenful per concept).
#pragma once

#include <emscripten/val.h>

#include "session/difficulty_scramble.hpp"

namespace slide::wasm {

// {min, max}, both included.
inline emscripten::val band_value(const DistanceBand& band) {
  emscripten::val value = emscripten::val::object();
  value.set("min", band.min);
  value.set("max", band.max);
  return value;
}

// [{id: "easy", min, max}, ...] in order, easiest first.
inline emscripten::val bands_value(const PuzzleBands& bands) {
  emscripten::val list = emscripten::val::array();
  for (std::size_t i = 0; i < kDifficulties.size(); ++i) {
    emscripten::val item = band_value(bands.bands[i]);
    item.set("id", std::string(to_string(kDifficulties[i])));
    list.set(i, item);
  }
  return list;
}

// The runJob fields of a difficulty shuffle: while it runs, what it has tried; once done, the
// board and its distance (exact, or a proven lower bound).
inline void set_scramble_fields(emscripten::val& result, const DifficultyScramble& made) {
  result.set("difficulty", std::string(to_string(made.difficulty())));
  result.set("band", band_value(made.band()));
  result.set("candidates", made.candidates());
  result.set("nodes", static_cast<double>(made.nodes()));
  result.set("elapsedMs", made.elapsed_ms());
  result.set("heuristic", made.heuristic());
  if (made.status() != JobStatus::done) return;
  emscripten::val board = emscripten::val::array();
  const std::vector<int> tiles = made.board().to_vector();
  for (std::size_t i = 0; i < tiles.size(); ++i) board.set(i, tiles[i]);
  result.set("board", board);
  result.set("distance", made.distance());
  result.set("exact", made.exact());
}

}  // namespace slide::wasm
