// The sliced breadth-first construction of pattern database tables.
#include "tables/pattern_database_builder.hpp"

#include <algorithm>
#include <bit>

namespace slide {

namespace {

// Portable bit count: std::popcount becomes a library call on baseline x86-64.
inline int count_bits(std::uint32_t x) {
  x = x - ((x >> 1) & 0x55555555u);
  x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
  return static_cast<int>((((x + (x >> 4)) & 0x0F0F0F0Fu) * 0x01010101u) >> 24);
}

// The cell of the `rank`-th set bit of `mask` (counting from 0).
inline int select_bit(std::uint32_t mask, int rank) {
  for (; rank > 0; --rank) mask &= mask - 1;
  return std::countr_zero(mask);
}

// Two bits per abstract state, 32 states a word. Layers alternate between two codes by depth
// parity, so one read-modify-write both checks and marks a successor.
constexpr int kOpen = 0, kClosed = 3;
constexpr std::uint64_t kLowBits = 0x5555555555555555ull;

inline int mark(const std::vector<std::uint64_t>& marks, std::uint64_t state) {
  return static_cast<int>((marks[state >> 5] >> ((state & 31) * 2)) & 3);
}
inline void set_mark(std::vector<std::uint64_t>& marks, std::uint64_t state, int code) {
  std::uint64_t& word = marks[state >> 5];
  const int shift = static_cast<int>(state & 31) * 2;
  word = (word & ~(std::uint64_t{3} << shift)) | (static_cast<std::uint64_t>(code) << shift);
}
inline int layer_code(int depth) { return 1 + (depth & 1); }

}  // namespace

Result<std::unique_ptr<PatternDatabaseBuilder>> PatternDatabaseBuilder::create(
    std::shared_ptr<const Puzzle> puzzle, Partition partition) {
  const Status problem = check_partition(*puzzle, partition);
  if (!problem) return Result<std::unique_ptr<PatternDatabaseBuilder>>::fail(problem.error);
  return Result<std::unique_ptr<PatternDatabaseBuilder>>::ok(
      std::make_unique<PatternDatabaseBuilder>(std::move(puzzle), std::move(partition)));
}

PatternDatabaseBuilder::PatternDatabaseBuilder(std::shared_ptr<const Puzzle> puzzle,
                                               Partition partition)
    : puzzle_(std::move(puzzle)), partition_(std::move(partition)), cells_(puzzle_->cell_count()) {
  neighbours_.assign(cells_, 0);
  for (int cell = 0; cell < cells_; ++cell)
    for (int next : puzzle_->topology().neighbours(cell)) neighbours_[cell] |= 1u << next;
  std::uint64_t bytes = 0;
  for (const auto& group : partition_) {
    const int k = static_cast<int>(group.size());
    bytes += PatternDatabase::table_bytes(k, cells_);
    total_states_ += placement_count(k, cells_) * static_cast<std::uint64_t>(cells_ - k);
  }
  // Every nibble starts as kUnreachable (0xF), which doubles as "not reached yet".
  data_.assign(bytes, 0xFF);
}

std::optional<double> PatternDatabaseBuilder::progress() const {
  if (done()) return 1.0;
  return std::min(0.999, static_cast<double>(closed_states_) / static_cast<double>(total_states_));
}

std::uint64_t PatternDatabaseBuilder::memory_bytes() const {
  return data_.capacity() + 8 * marks_.capacity();
}

void PatternDatabaseBuilder::begin_pattern() {
  const auto& group = partition_[pattern_];
  size_ = static_cast<int>(group.size());
  free_ = cells_ - size_;
  placements_ = placement_count(size_, cells_);
  std::uint64_t offset = 0;
  for (std::size_t g = 0; g < pattern_; ++g)
    offset += PatternDatabase::table_bytes(static_cast<int>(partition_[g].size()), cells_);
  table_ = data_.data() + offset;
  home_distance_.assign(size_ * cells_, 0);
  for (int i = 0; i < size_; ++i)
    for (int cell = 0; cell < cells_; ++cell)
      home_distance_[i * cells_ + cell] = static_cast<std::uint8_t>(
          puzzle_->topology().distance(cell, puzzle_->goal_cell(group[i])));
  marks_.assign((placements_ * free_ + 31) / 32, 0);
  // Layer 0: the goal itself, the pattern's tiles at home and the blank on ITS goal cell; expand()
  // closes what the blank reaches from there at cost 0. Not the blank on every free cell: where the
  // tiles at home cut free cells off from the blank's goal cell (12 and 15 in one group on 4x4), a
  // blank there must move pattern tiles to get home; seeding it at 0 made entries too low (#12).
  std::array<std::uint8_t, PatternDatabase::kMaxPatternTiles> home{};
  std::uint32_t at_home = 0;
  for (int i = 0; i < size_; ++i) {
    home[i] = static_cast<std::uint8_t>(puzzle_->goal_cell(group[i]));
    at_home |= 1u << home[i];
  }
  const std::uint64_t goal = placement_index(home.data(), size_, cells_);
  const int blank = puzzle_->goal_cell(kBlank);
  set_mark(marks_, goal * free_ + count_bits(~at_home & ((1u << blank) - 1)), layer_code(0));
  // One instantiation per group size, so that expand()'s loops have a fixed length.
  using Expand = int (PatternDatabaseBuilder::*)(std::uint32_t, int);
  static constexpr Expand kExpand[PatternDatabase::kMaxPatternTiles + 1] = {
      nullptr,
      &PatternDatabaseBuilder::expand<1>,
      &PatternDatabaseBuilder::expand<2>,
      &PatternDatabaseBuilder::expand<3>,
      &PatternDatabaseBuilder::expand<4>,
      &PatternDatabaseBuilder::expand<5>,
      &PatternDatabaseBuilder::expand<6>,
      &PatternDatabaseBuilder::expand<0>,
      &PatternDatabaseBuilder::expand<0>};
  expand_ = kExpand[size_];
  depth_ = 0;
  word_ = 0;
  next_layer_empty_ = true;
  started_ = true;
}

void PatternDatabaseBuilder::finish_pattern() {
  // Freed, not only emptied: `marks_ = {}` assigns an empty list and keeps the capacity, which
  // held an 8-tile group's 1,038 MB through the tables' copies (7-8 peaked at 1.51 GiB, not 1.24).
  marks_ = std::vector<std::uint64_t>();
  started_ = false;
  if (++pattern_ == partition_.size())
    result_ = std::make_shared<const PatternDatabase>(puzzle_, partition_, std::move(data_));
}

template <int K>
int PatternDatabaseBuilder::expand(std::uint32_t index, int free_rank) {
  const std::uint64_t state = std::uint64_t{index} * free_ + free_rank;
  // An earlier expansion in this layer may have closed this state's region already.
  if (mark(marks_, state) != layer_code(depth_)) return 0;
  const int next_code = layer_code(depth_ + 1);

  // Unrank: the digits of the mixed-radix index, then each tile's cell among those still unused.
  // K = 0: the group size at run time (groups of 7 and 8 tiles, the command line's 7-8 tables,
  // share one copy: the page downloads this code and builds only 6-6-3).
  const int k = K > 0 ? K : size_;
  constexpr int kSlots = K > 0 ? K : PatternDatabase::kMaxPatternTiles;
  std::array<std::uint8_t, kSlots> cell{};
  std::array<int, kSlots> digit{};
  std::uint32_t rest = index;
  for (int i = k - 1; i >= 0; --i) {
    const std::uint32_t radix = static_cast<std::uint32_t>(cells_ - i);
    digit[i] = static_cast<int>(rest % radix);
    rest /= radix;
  }
  const std::uint32_t all = (1u << cells_) - 1;
  std::uint32_t occupied = 0;
  for (int i = 0; i < k; ++i) {
    cell[i] = static_cast<std::uint8_t>(select_bit(all & ~occupied, digit[i]));
    occupied |= 1u << cell[i];
  }
  const std::uint32_t open = all & ~occupied;

  // The blank's region: every free cell it reaches without moving a pattern tile (cost 0).
  std::uint32_t region = 1u << select_bit(open, free_rank), grown = region;
  while (grown) {
    std::uint32_t reach = 0;
    for (std::uint32_t m = grown; m; m &= m - 1) reach |= neighbours_[std::countr_zero(m)];
    grown = reach & open & ~region;
    region |= grown;
  }
  int closed = 0;
  for (std::uint32_t m = region; m; m &= m - 1) {
    const int r = std::countr_zero(m);
    set_mark(marks_, std::uint64_t{index} * free_ + count_bits(open & ((1u << r) - 1)), kClosed);
    ++closed;
  }

  // The first closing of any region of this placement is at its least cost.
  std::uint8_t& entry = table_[index >> 1];
  const int shift = static_cast<int>(index & 1) * 4;
  if (((entry >> shift) & 15) == PatternDatabase::kUnreachable) {
    int manhattan = 0;
    for (int i = 0; i < k; ++i) manhattan += home_distance_[i * cells_ + cell[i]];
    const int extra = std::min((depth_ - manhattan) / 2, PatternDatabase::kMaxExtra);
    entry = static_cast<std::uint8_t>((entry & ~(15 << shift)) | (extra << shift));
  }

  // Cost 1: a pattern tile next to the region slides into it, leaving the blank where it stood.
  for (int i = 0; i < k; ++i) {
    const int from = cell[i];
    for (std::uint32_t m = neighbours_[from] & region; m; m &= m - 1) {
      const int to = std::countr_zero(m);
      cell[i] = static_cast<std::uint8_t>(to);
      const std::uint64_t next_index = placement_index(cell.data(), k, cells_);
      const std::uint32_t next_open = open ^ (1u << to) ^ (1u << from);
      const std::uint64_t next = next_index * free_ + count_bits(next_open & ((1u << from) - 1));
      // Only an unreached state joins the next layer: one in this layer costs less already.
      if (mark(marks_, next) == kOpen) {
        set_mark(marks_, next, next_code);
        next_layer_empty_ = false;
      }
    }
    cell[i] = static_cast<std::uint8_t>(from);
  }
  return closed;
}

JobStatus PatternDatabaseBuilder::status() const {
  if (done()) return JobStatus::done;
  return cancelled_ ? JobStatus::cancelled : JobStatus::running;
}

void PatternDatabaseBuilder::cancel() {
  if (done() || cancelled_) return;
  cancelled_ = true;
  message_ = "cancelled";
  marks_ = std::vector<std::uint64_t>();  // the memory goes now, not when the job is dropped
  data_ = std::vector<std::uint8_t>();
}

JobStatus PatternDatabaseBuilder::run(std::uint64_t budget) {
  if (status() != JobStatus::running) return status();
  std::uint64_t spent = 0;
  while (!done() && spent < budget) {
    if (!started_) begin_pattern();
    // Layer by layer: the states marked with this depth's code all cost depth_.
    const std::size_t words = marks_.size();
    const bool odd = layer_code(depth_) == 2;
    while (word_ < words && spent < budget) {
      const std::uint64_t w = marks_[word_];
      // The low bit of each state's pair where the pair equals this layer's code (01 or 10).
      std::uint64_t hits = (odd ? (w >> 1) & ~w : w & ~(w >> 1)) & kLowBits;
      for (; hits; hits &= hits - 1) {
        const std::uint64_t state = word_ * 32 + std::countr_zero(hits) / 2;
        const std::uint32_t index = static_cast<std::uint32_t>(state / free_);
        const int closed =
            (this->*expand_)(index, static_cast<int>(state - std::uint64_t{index} * free_));
        closed_states_ += closed;
        spent += closed + 1;
      }
      if ((++word_ & 63) == 0) ++spent;
    }
    if (word_ < words) break;
    if (next_layer_empty_) {
      finish_pattern();
    } else {
      next_layer_empty_ = true;
      ++depth_;
      word_ = 0;
    }
  }
  return status();
}

Result<std::shared_ptr<const PatternDatabase>> build_pattern_database(
    std::shared_ptr<const Puzzle> puzzle, const Partition& partition) {
  using Built = Result<std::shared_ptr<const PatternDatabase>>;
  auto builder = PatternDatabaseBuilder::create(std::move(puzzle), partition);
  if (!builder) return Built::fail(builder.error);
  while (!(*builder.value)->done()) (*builder.value)->run(std::uint64_t{1} << 24);
  return Built::ok((*builder.value)->result());
}

}  // namespace slide
