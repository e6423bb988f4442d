// Memory limits read from getrlimit and /proc (issue 30, item 2).
#include "memory_budget.hpp"

#include <sys/resource.h>
#include <unistd.h>

#include <cstdio>

namespace slide::cli {

namespace {

constexpr std::uint64_t kMB = 1 << 20;

std::optional<std::uint64_t> soft_limit(int resource) {
  struct rlimit limit;
  if (::getrlimit(resource, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY) return std::nullopt;
  return static_cast<std::uint64_t>(limit.rlim_cur);
}

// The smaller of the address-space and data limits, when either is set.
std::optional<std::uint64_t> memory_limit() {
  const auto space = soft_limit(RLIMIT_AS), data = soft_limit(RLIMIT_DATA);
  if (space && data) return std::min(*space, *data);
  return space ? space : data;
}

// The address space mapped now (/proc/self/statm's first field); 0 where /proc is missing.
std::uint64_t mapped_bytes() {
  std::FILE* file = std::fopen("/proc/self/statm", "r");
  if (!file) return 0;
  unsigned long long pages = 0;
  const bool read = std::fscanf(file, "%llu", &pages) == 1;
  std::fclose(file);
  return read ? pages * static_cast<std::uint64_t>(::sysconf(_SC_PAGESIZE)) : 0;
}

std::string megabytes(std::uint64_t bytes) { return std::to_string((bytes + kMB - 1) / kMB); }

}  // namespace

std::optional<std::uint64_t> memory_left() {
  const auto limit = memory_limit();
  if (!limit) return std::nullopt;
  const std::uint64_t mapped = mapped_bytes();
  return *limit > mapped ? *limit - mapped : 0;
}

Status check_memory(const std::string& what, std::uint64_t need) {
  const auto left = memory_left();
  if (!left || need <= *left) return success();
  return Status::fail(ErrorCode::bad_option,
                      what + " would need about " + megabytes(need) + " MB, more than the " +
                          megabytes(*left) + " MB this process may still map (its limit is " +
                          megabytes(*memory_limit()) + " MB: ulimit -v / -d)");
}

std::string out_of_memory_message() {
  const auto limit = memory_limit();
  return "out of memory" +
         (limit ? " (the limit on this process is " + megabytes(*limit) + " MB: ulimit -v / -d)"
                : std::string(" (the machine's memory is used up)"));
}

std::uint64_t thread_stack_bytes() { return soft_limit(RLIMIT_STACK).value_or(8 * kMB); }

}  // namespace slide::cli
