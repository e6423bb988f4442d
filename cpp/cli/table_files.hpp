// Pattern databases for the command line: built (with --partition, progress on a terminal) or
// loaded from a file (size-capped, checked against --partition when given).
#pragma once

#include <memory>
#include <string>

#include "commands.hpp"
#include "tables/pattern_database.hpp"

namespace slide::cli {

using Tables = Result<std::shared_ptr<const PatternDatabase>>;

// Refused up front when the build would need more memory than the process may map. `note` gets
// the line a caller prints once its command has succeeded ("pdb: built ... in S s"), so a
// failure later on is still the one line; only a terminal sees progress while it builds.
Tables build_tables(const Arguments& args, std::shared_ptr<const Puzzle> puzzle, std::string& note);
Tables load_tables(const Arguments& args, std::shared_ptr<const Puzzle> puzzle,
                   const std::string& path);

}  // namespace slide::cli
