// Building and loading pattern databases for `slide pdb`, `solve` and `bench`.
#include "table_files.hpp"

#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <optional>
#include <vector>

#include "clip.hpp"
#include "input_files.hpp"
#include "limits.hpp"
#include "memory_budget.hpp"
#include "tables/pattern_database_builder.hpp"

namespace slide::cli {

namespace {

// The partition of --partition, or the default one for the puzzle.
Result<Partition> chosen_partition(const Arguments& args, const Puzzle& puzzle) {
  if (args.has("partition")) return parse_partition(puzzle, args.get("partition"));
  return Result<Partition>::ok(default_partition(puzzle));
}

}  // namespace

Tables build_tables(const Arguments& args, std::shared_ptr<const Puzzle> puzzle,
                    std::string& note) {
  auto partition = chosen_partition(args, *puzzle);
  if (!partition) return Tables::fail(partition.error);
  if (auto size = check_build_size(*puzzle, *partition.value); !size)
    return Tables::fail(size.error);
  if (auto room = check_memory("building the " + partition_shape(*partition.value) + " tables",
                               build_bytes(*puzzle, *partition.value));
      !room)
    return Tables::fail(room.error);
  const auto began = std::chrono::steady_clock::now();
  auto builder = PatternDatabaseBuilder::create(std::move(puzzle), *partition.value);
  if (!builder) return Tables::fail(builder.error);
    // Large tables take minutes (7-8: 6.7 min of CPU): a terminal sees the progress, once a
    // second, cleared when done. Not under WebAssembly, whose isatty() says yes to a pipe.
#ifdef __EMSCRIPTEN__
  const bool terminal = false;
#else
  const bool terminal = isatty(STDERR_FILENO) == 1;
#endif
  double shown = 0;
  PatternDatabaseBuilder& build = **builder.value;
  while (!build.done()) {
    build.run(std::uint64_t{1} << 24);
    if (terminal && seconds_since(began) >= shown + 1) {
      shown = seconds_since(began);
      std::fprintf(stderr, "\rpdb: building %s: %.0f%% ", partition_shape(*partition.value).c_str(),
                   100 * build.progress().value_or(0));
    }
  }
  if (terminal && shown > 0) std::fprintf(stderr, "\r\033[K");
  auto built = Tables::ok(build.result());
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%.2f", seconds_since(began));
  note = "pdb: built " + (*built.value)->describe() + " in " + seconds + " s";
  return built;
}

Tables load_tables(const Arguments& args, std::shared_ptr<const Puzzle> puzzle,
                   const std::string& path) {
  auto read = read_capped(path, kMaxTableFileBytes, "SLIDEPDB", kTableLoadBytesPerByte);
  if (!read) return Tables::fail(read.error);
  const std::vector<std::uint8_t>& bytes = *read.value;
  std::optional<Partition> expected;
  if (args.has("partition")) {
    auto partition = parse_partition(*puzzle, args.get("partition"));
    if (!partition) return Tables::fail(partition.error);
    expected = *partition.value;
  }
  auto loaded = PatternDatabase::load(std::move(puzzle), bytes, expected);
  if (!loaded) return Tables::fail(loaded.error.code, clip(path) + ": " + loaded.error.message);
  return loaded;
}

}  // namespace slide::cli
