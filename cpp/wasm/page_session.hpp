// The page module's one Session (defined in bindings.cpp), for the binding files that share it,
// and the split search's fields of a job's report.
#pragma once

#include <emscripten/val.h>

#include "session/session.hpp"

namespace slide::wasm {

Session& page_session();
// A split search's `waiting` and a subtree search's `nextThreshold` (split_bindings.cpp).
void set_split_fields(emscripten::val& result, const Search& search);

}  // namespace slide::wasm
