// Table keys, the 4x4 and 5x5 policy and the store of installed pattern databases.
#include "tables/table_store.hpp"

namespace slide {

std::string table_key(const Puzzle& puzzle) {
  return puzzle.topology().name() + ":" + puzzle.goal().to_string();
}

bool tables_buildable(const Puzzle& puzzle) {
  const int width = puzzle.topology().grid_width();
  return (width == 4 || width == 5) && puzzle.topology().grid_height() == width &&
         check_partition(puzzle, default_partition(puzzle));
}

std::string table_storage_key(const Puzzle& puzzle) {
  return table_key(puzzle) + "|v" + std::to_string(PatternDatabase::kFormatVersion) + "|" +
         to_string(default_partition(puzzle));
}

bool PatternDatabase::applies(const Puzzle& puzzle) { return tables_buildable(puzzle); }

void TableStore::install(std::shared_ptr<const PatternDatabase> database) {
  if (!database) return;
  const std::string key = table_key(database->puzzle());
  if (!installed_.count(key) && installed_.size() >= kMaxInstalled) evict_oldest(installed_);
  installed_[key] = {std::move(database), ++tick_};
}

std::shared_ptr<const PatternDatabase> TableStore::pattern_database(const Puzzle& puzzle) const {
  auto it = installed_.find(table_key(puzzle));
  if (it == installed_.end()) return nullptr;
  it->second.used = ++tick_;
  return it->second.value;
}

}  // namespace slide
