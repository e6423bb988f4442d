// Where the tables of the heuristics live, per puzzle and goal: tables computed from the puzzle
// alone (Manhattan's, the exact BFS table) are made on first use and kept; pattern databases are
// too big to build behind the caller's back, so they are built or loaded explicitly and installed.
// Also the two table policies: which puzzles get pattern databases, and their storage key.
#pragma once

#include <map>
#include <memory>
#include <string>

#include "tables/pattern_database.hpp"

namespace slide {

// Puzzle + goal, the key under which tables are kept.
std::string table_key(const Puzzle& puzzle);

// The 4x4 policy: pattern databases are built (and offered before they exist) only for 4x4 grids,
// where the measured default partition pays off.
bool tables_buildable(const Puzzle& puzzle);

// The key a front end stores the default tables of the puzzle under (IndexedDB on the page):
// table_key|v<format version>|<partition>. A new format version makes old copies unreachable.
std::string table_storage_key(const Puzzle& puzzle);

class TableStore {
 public:
  // Replaces any database installed earlier for the same puzzle and goal.
  void install(std::shared_ptr<const PatternDatabase> database);
  std::shared_ptr<const PatternDatabase> pattern_database(const Puzzle& puzzle) const;

  // The heuristic H made from the puzzle, built on first use and kept (at most kMaxComputed).
  template <class H>
  std::shared_ptr<const H> computed(const Puzzle& puzzle) {
    auto& slot = computed_[std::string(H::kId) + "|" + table_key(puzzle)];
    if (!slot) {
      if (computed_.size() > kMaxComputed) {
        computed_.clear();  // goals are user input: keep the cache bounded
        return computed<H>(puzzle);
      }
      slot = std::make_shared<const H>(puzzle);
    }
    return std::static_pointer_cast<const H>(slot);
  }

 private:
  static constexpr std::size_t kMaxComputed = 64;
  std::map<std::string, std::shared_ptr<const PatternDatabase>> installed_;
  std::map<std::string, std::shared_ptr<const void>> computed_;
};

}  // namespace slide
