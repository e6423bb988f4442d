// Where the tables of the heuristics live, per puzzle and goal: tables computed from the puzzle
// alone (Manhattan's, the exact BFS table) are made on first use and kept; pattern databases are
// too big to build behind the caller's back, so they are built or loaded explicitly and installed.
// Also the two table policies: which puzzles get pattern databases, and their storage key.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>

#include "tables/pattern_database.hpp"

namespace slide {

// Puzzle + goal, the key under which tables are kept.
std::string table_key(const Puzzle& puzzle);

// The 4x4 and 5x5 policy: pattern databases are built (and offered before they exist) only for
// square grids of 4 and 5: the 4x4's measured 6-6-3 pays off for optimal IDA*; the 5x5's 5-5-5-5-4
// (12.9 MB, built in a worker in seconds) gives the anytime search a far stronger bound than
// linear conflict.
bool tables_buildable(const Puzzle& puzzle);

// The key a front end stores the default tables of the puzzle under (IndexedDB on the page):
// table_key|v<format version>|<partition>. A new format version makes old copies unreachable.
std::string table_storage_key(const Puzzle& puzzle);

class TableStore {
 public:
  // Replaces any database installed earlier for the same puzzle and goal; past kMaxInstalled
  // puzzles, the least recently used one's tables are dropped (goals are user input).
  void install(std::shared_ptr<const PatternDatabase> database);
  std::shared_ptr<const PatternDatabase> pattern_database(const Puzzle& puzzle) const;

  // The heuristic H made from the puzzle, built on first use and kept; past kMaxComputed, the
  // least recently used one is dropped (an exact 3x3+1 table is 3.6 MB; a page asking for
  // hundreds of goals must not keep them all).
  template <class H>
  std::shared_ptr<const H> computed(const Puzzle& puzzle) {
    const std::string key = std::string(H::kId) + "|" + table_key(puzzle);
    if (auto found = computed_.find(key); found != computed_.end()) {
      found->second.used = ++tick_;
      return std::static_pointer_cast<const H>(found->second.value);
    }
    if (computed_.size() >= kMaxComputed) evict_oldest(computed_);
    auto made = std::make_shared<const H>(puzzle);
    computed_[key] = {made, ++tick_};
    return made;
  }

  // A model installed by the caller for the puzzle and goal (M::kId names its kind: the learned
  // heuristic's weights); past kMaxInstalled, the least recently installed one is dropped.
  template <class M>
  void install_model(const Puzzle& puzzle, std::shared_ptr<const M> model) {
    const std::string key = std::string(M::kId) + "|" + table_key(puzzle);
    if (!models_.count(key) && models_.size() >= kMaxInstalled) evict_oldest(models_);
    models_[key] = {std::move(model), ++tick_};
  }
  template <class M>
  std::shared_ptr<const M> model(const Puzzle& puzzle) const {
    const auto found = models_.find(std::string(M::kId) + "|" + table_key(puzzle));
    if (found == models_.end()) return nullptr;
    return std::static_pointer_cast<const M>(found->second.value);
  }

  static constexpr std::size_t kMaxInstalled = 4;  // 4 x 5.8 MB for 4x4 default tables
  static constexpr std::size_t kMaxComputed = 8;   // at most 8 exact tables (3.6 MB each)

 private:
  template <class T>
  struct Kept {
    std::shared_ptr<const T> value;
    mutable std::uint64_t used = 0;
  };
  template <class Map>
  static void evict_oldest(Map& map) {
    auto oldest = map.begin();
    for (auto it = map.begin(); it != map.end(); ++it)
      if (it->second.used < oldest->second.used) oldest = it;
    map.erase(oldest);
  }
  mutable std::uint64_t tick_ = 0;
  std::map<std::string, Kept<PatternDatabase>> installed_;
  std::map<std::string, Kept<void>> computed_;
  std::map<std::string, Kept<void>> models_;
};

}  // namespace slide
