// Plain copies of callers' JS values for the binding, made in JS (EM_JS) so that nothing a caller
// hands in can throw through C++ frames. The JS is defined in bindings.cpp; another binding file of
// the same module defines SLIDE_PLAIN_COPY_DECLARE_ONLY before including it (one definition a
// module).
#pragma once

#include <emscripten/em_js.h>
#include <emscripten/val.h>

#include <string>

using emscripten::EM_VAL;

// A plain copy of a caller's value, made in JS where a throwing getter, a Proxy trap or a huge
// array (at most 4097 items are read) can be caught before any C++ object exists (an exception
// thrown through C++ frames would skip their destructors): {value} with arrays and objects
// copied one level deep (items that are not numbers, strings, booleans, null or undefined become
// {}), or {error} with the reason.
#ifdef SLIDE_PLAIN_COPY_DECLARE_ONLY
extern "C" EM_VAL slide_plain_copy(EM_VAL handle);
extern "C" double slide_byte_length(EM_VAL handle);
#else
// clang-format off
EM_JS(EM_VAL, slide_plain_copy, (EM_VAL handle), {
  const limit = 4096;
  const item = (x) => (x === null || x === undefined || typeof x === 'number' ||
                       typeof x === 'string' || typeof x === 'boolean') ? x : {};
  try {
    const value = Emval.toValue(handle);
    if (Array.isArray(value)) {
      // No puzzle has that many cells: the items past the limit only make the count wrong.
      const length = Math.min(Number(value.length) || 0, limit + 1);
      const copy = [];
      for (let i = 0; i < length; i++) copy.push(item(value[i]));
      return Emval.toHandle({value: copy});
    }
    if (value !== null && typeof value === 'object') {
      const copy = {};
      for (const key of Object.keys(value).slice(0, 64)) copy[key] = item(value[key]);
      return Emval.toHandle({value: copy});
    }
    return Emval.toHandle({value: item(value)});
  } catch (error) {
    let why = 'it could not be read';
    try { why = String(error && error.message || error).slice(0, 60); } catch (ignored) {}
    return Emval.toHandle({error: why});
  }
});
// The length of a Uint8Array, -1 for anything else (checked without copying, and without
// letting a Proxy's trap throw through C++).
EM_JS(double, slide_byte_length, (EM_VAL handle), {
  try {
    const value = Emval.toValue(handle);
    return value instanceof Uint8Array ? value.length : -1;
  } catch (error) {
    return -1;
  }
});
// clang-format on
#endif

namespace slide::wasm {

struct PlainCopy {
  emscripten::val value = emscripten::val::undefined();
  std::string error;  // empty when the copy was made
};

inline PlainCopy plain_copy(const emscripten::val& v) {
  emscripten::val copy = emscripten::val::take_ownership(slide_plain_copy(v.as_handle()));
  if (copy["error"].isUndefined()) return {copy["value"], {}};
  return {emscripten::val::undefined(), copy["error"].as<std::string>()};
}

}  // namespace slide::wasm
