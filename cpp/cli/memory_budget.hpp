// What the command line may still allocate, so work whose memory is known before it starts (a
// table build or load, thread stacks) is refused up front with one line instead of failing late.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "model/result.hpp"

namespace slide::cli {

// The bytes of address space this process may still take under its soft RLIMIT_AS and
// RLIMIT_DATA (`ulimit -v`, `ulimit -d`), after what it already maps; nullopt when neither is
// set (and under WebAssembly, whose memory has no such limit).
std::optional<std::uint64_t> memory_left();

// Refuses `what` when `need` bytes are more than memory_left().
Status check_memory(const std::string& what, std::uint64_t need);

// The message for an allocation that failed anyway (std::bad_alloc at the command boundary).
std::string out_of_memory_message();

// The address space one thread's stack takes (RLIMIT_STACK, as glibc sizes it; 8 MB if unset).
std::uint64_t thread_stack_bytes();

}  // namespace slide::cli
