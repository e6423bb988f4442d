// Table keys, the 4x4 policy and the store of installed pattern databases.
#include "tables/table_store.hpp"

namespace slide {

std::string table_key(const Puzzle& puzzle) {
  return puzzle.topology().name() + ":" + puzzle.goal().to_string();
}

bool tables_buildable(const Puzzle& puzzle) {
  return puzzle.topology().grid_width() == 4 && puzzle.topology().grid_height() == 4 &&
         check_partition(puzzle, default_partition(puzzle));
}

std::string table_storage_key(const Puzzle& puzzle) {
  return table_key(puzzle) + "|v" + std::to_string(PatternDatabase::kFormatVersion) + "|" +
         to_string(default_partition(puzzle));
}

bool PatternDatabase::applies(const Puzzle& puzzle) { return tables_buildable(puzzle); }

void TableStore::install(std::shared_ptr<const PatternDatabase> database) {
  if (database) installed_[table_key(database->puzzle())] = std::move(database);
}

std::shared_ptr<const PatternDatabase> TableStore::pattern_database(const Puzzle& puzzle) const {
  auto it = installed_.find(table_key(puzzle));
  return it == installed_.end() ? nullptr : it->second;
}

}  // namespace slide
