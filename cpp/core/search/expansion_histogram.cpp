// The 2-D count of expanded states, grown as distances appear.
#include "search/expansion_histogram.hpp"

#include <algorithm>

namespace slide {

void ExpansionHistogram::record(const Board& board, int from_start) {
  const int to_goal = to_goal_(board);
  if (from_start < 0 || to_goal < 0) return;  // never expected: an unreachable board
  if (counts_.size() <= static_cast<std::size_t>(from_start)) counts_.resize(from_start + 1);
  auto& row = counts_[from_start];
  if (row.size() <= static_cast<std::size_t>(to_goal)) row.resize(to_goal + 1);
  ++row[to_goal];
  ++total_;
}

std::vector<std::vector<std::uint64_t>> ExpansionHistogram::counts() const {
  std::size_t width = 0;
  for (const auto& row : counts_) width = std::max(width, row.size());
  std::vector<std::vector<std::uint64_t>> square = counts_;
  for (auto& row : square) row.resize(width);
  return square;
}

}  // namespace slide
