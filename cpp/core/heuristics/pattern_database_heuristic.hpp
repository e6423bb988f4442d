// The pattern databases as a registry heuristic: on a 4x4 grid IDA* runs the packed search
// (PackedPdbSearch); everywhere else, and for A*, the generic searches over PatternDatabase.
#pragma once

#include "heuristics/heuristic.hpp"
#include "tables/pattern_database.hpp"

namespace slide {

class PatternDatabaseHeuristic final : public Heuristic {
 public:
  explicit PatternDatabaseHeuristic(std::shared_ptr<const PatternDatabase> tables)
      : tables_(std::move(tables)), generic_(tables_) {}

  int evaluate(const Board& board) const override { return tables_->evaluate(board); }
  std::unique_ptr<Search> start(std::shared_ptr<const Puzzle> puzzle, const Board& board,
                                const SolveOptions& options) const override;
  std::unique_ptr<Search> start_subtree(std::shared_ptr<const Puzzle> puzzle, const Board& board,
                                        const std::vector<int>& path, int threshold) const override;

 private:
  std::shared_ptr<const PatternDatabase> tables_;
  HeuristicFor<PatternDatabase> generic_;
};

}  // namespace slide
