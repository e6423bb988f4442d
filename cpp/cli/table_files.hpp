// Pattern databases for the command line: built (with --partition, progress on a terminal) or
// loaded from a file (size-capped, checked against --partition when given).
#pragma once

#include <memory>
#include <string>

#include "commands.hpp"
#include "tables/pattern_database.hpp"

namespace slide::cli {

using Tables = Result<std::shared_ptr<const PatternDatabase>>;

Tables build_tables(const Arguments& args, std::shared_ptr<const Puzzle> puzzle);
Tables load_tables(const Arguments& args, std::shared_ptr<const Puzzle> puzzle,
                   const std::string& path);

}  // namespace slide::cli
