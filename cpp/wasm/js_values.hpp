// The binding's conversions between JS values and the core's plain values: result objects,
// failures, arrays, loose input fields, plain copies and job ids. Included by bindings.cpp only;
// nothing here knows a rule of the puzzle.
#pragma once

#include <emscripten/heap.h>
#include <emscripten/val.h>
#include <malloc.h>

#include <climits>
#include <cmath>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "model/result.hpp"
#include "plain_copy.hpp"
#include "session/requests.hpp"

namespace slide::wasm {

using emscripten::val;

// Internal linkage, as when these lived in bindings.cpp's anonymous namespace: the compiler may
// inline each into its few callers and keep no copy (bindings.cpp is the only includer).
namespace {

// {key: value, ...}: most results are one small object.
val object(std::initializer_list<std::pair<const char*, val>> fields) {
  val result = val::object();
  for (const auto& [key, value] : fields) result.set(key, value);
  return result;
}

// Messages may echo caller input (a 131,071-character puzzle name): at most `limit` bytes, cut on a
// character boundary, with "…".
std::string clipped(std::string text, std::size_t limit) {
  if (text.size() <= limit) return text;
  std::size_t end = limit;
  while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xc0) == 0x80) --end;
  return text.substr(0, end) + "\xe2\x80\xa6";
}

// `{error, code}`, plus `reason` and `params` when the core gave them (the page words those).
val failure(const Error& error) {
  val result = object({{"error", val(clipped(error.message, 240))},
                       {"code", val(std::string(to_string(error.code)))}});
  if (!error.reason.empty()) result.set("reason", val(error.reason));
  if (error.params.empty()) return result;
  val params = val::object();
  for (const auto& p : error.params)
    params.set(p.name, p.is_text ? val(clipped(p.text, 40)) : val(static_cast<double>(p.number)));
  result.set("params", params);
  return result;
}

template <class T>
val to_array(const std::vector<T>& items) {
  val array = val::array();
  for (std::size_t i = 0; i < items.size(); ++i) array.set(i, items[i]);
  return array;
}

// Counts as JS numbers (exact below 2^53, far beyond any count the core makes).
val to_numbers(const std::vector<std::uint64_t>& counts) {
  val array = val::array();
  for (std::size_t i = 0; i < counts.size(); ++i) array.set(i, static_cast<double>(counts[i]));
  return array;
}

val text(std::string_view s) { return val(std::string(s)); }
bool is_text(const val& v) { return v.typeOf().as<std::string>() == "string"; }
bool is_absent(const val& v) { return v.isUndefined() || v.isNull(); }
bool is_object(const val& v) { return v.typeOf().as<std::string>() == "object" && !v.isNull(); }

LooseValue loose(const val& v) {
  const std::string type = v.typeOf().as<std::string>();
  if (type == "number") return {LooseValue::Kind::number, v.as<double>()};
  if (type == "string") return {LooseValue::Kind::text, 0, v.as<std::string>()};
  if (type == "boolean") return {LooseValue::Kind::flag, 0, {}, v.as<bool>()};
  return {is_absent(v) ? LooseValue::Kind::absent : LooseValue::Kind::other};
}

LooseFields fields(const val& object, std::initializer_list<const char*> names) {
  LooseFields read;
  for (const char* name : names)
    read[name] = is_absent(object) ? LooseValue{} : loose(object[name]);
  return read;
}

// The caller's value as a plain copy, or the failure object naming what could not be read.
struct Plain {
  val value = val::undefined();
  val error = val::undefined();
};
Plain plain(const val& v, ErrorCode code, const char* what) {
  PlainCopy copy = plain_copy(v);
  if (copy.error.empty()) return {copy.value, val::undefined()};
  return {val::undefined(),
          failure({code, std::string(what) + " could not be read: " + copy.error})};
}

// A job id as JS gives it: a whole number in int's range, else no job has it.
Result<int> job_id(const val& job) {
  const bool number = job.typeOf().as<std::string>() == "number";
  const double id = number ? job.as<double>() : 0;
  if (!number || !(id >= 1 && id <= INT_MAX) || id != std::floor(id))
    return Result<int>::fail(ErrorCode::no_such_job,
                             "a job id is a whole number from 1 to " + std::to_string(INT_MAX));
  return Result<int>::ok(static_cast<int>(id));
}

// For leak checks and memory reports (both modules' memory()): jobs alive, bytes in use on the C++
// heap, and the size of the whole WebAssembly memory (which only grows).
val memory_report(std::size_t jobs) {
  return object({{"jobs", val(static_cast<int>(jobs))},
                 {"heapBytesInUse", val(static_cast<double>(mallinfo().uordblks))},
                 {"heapBytes", val(static_cast<double>(emscripten_get_heap_size()))}});
}

}  // namespace

}  // namespace slide::wasm
