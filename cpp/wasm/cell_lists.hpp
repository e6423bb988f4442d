// Lists of cells as JS gives them (a path, a solution's moves), read for the binding files: shared
// by split_bindings.cpp (the page's module) and lab_bindings.cpp (the lab's). Conversions only.
#pragma once

#include <emscripten/val.h>

#include <string>
#include <vector>

#include "js_values.hpp"

namespace slide::wasm {

using emscripten::val;

namespace {

// Cells as JS gives them: an array of at most `limit` whole numbers (the core checks the rest).
Result<std::vector<int>> read_cells(const val& given, std::size_t limit, const char* what) {
  using Read = Result<std::vector<int>>;
  const Plain copy = plain(given, ErrorCode::bad_option, what);
  if (!copy.error.isUndefined())
    return Read::fail(ErrorCode::bad_option, std::string(what) + " could not be read");
  const val& cells = copy.value;
  if (!val::global("Array").call<bool>("isArray", cells))
    return Read::fail(ErrorCode::bad_option, std::string(what) + " must be an array of cells");
  const double length = cells["length"].as<double>();
  if (length > static_cast<double>(limit))
    return Read::fail(ErrorCode::bad_option, std::string(what) + " is too long");
  std::vector<int> read;
  for (int i = 0; i < static_cast<int>(length); ++i) {
    const LooseValue cell = loose(cells[i]);
    if (cell.kind != LooseValue::Kind::number || cell.number != static_cast<int>(cell.number))
      return Read::fail(ErrorCode::bad_option, std::string(what) + " must hold whole numbers");
    read.push_back(static_cast<int>(cell.number));
  }
  return Read::ok(std::move(read));
}

}  // namespace

}  // namespace slide::wasm
