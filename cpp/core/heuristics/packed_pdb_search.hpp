// IDA* specialised for the 4x4 grid with pattern databases: the board one byte per cell (packed in
// one 64-bit word between slices), each group's table index kept up to date by one addition per
// move (DirectTables), and the moves allowed by a MoveAutomaton. Resumable between slices like the
// generic IdaStar.
//
// An explicit stack rather than recursion: a slice can end after any node and the next one goes on
// from the frames as they were, with nothing to unwind or replay; the board and indices are undone
// in place on the way back, so a frame holds only its prepared children and a few bytes. What that
// costs was measured: slices of 20 ms add 0.001% instructions (PATTERN_DATABASES.md).
#pragma once

#include <array>
#include <limits>
#include <memory>
#include <vector>

#include "search/move_automaton.hpp"
#include "search/search.hpp"
#include "tables/pattern_database.hpp"

// In WebAssembly, two rarely run parts of the search (prepare_root, moves_to_goal_cold) are kept
// out of line, for the page's first download (1.8 KB gzip with them inlined). Natively they stay
// inlined, so the native search's code is what it was measured as: out of line it ran 2-4% slower
// in interleaved runs, which is about this machine's run-to-run noise.
#ifdef __EMSCRIPTEN__
#define SLIDE_COLD_CODE [[gnu::noinline]]
#else
#define SLIDE_COLD_CODE [[gnu::always_inline]] inline
#endif

namespace slide {

class PackedPdbSearch final : public Search {
 public:
  static constexpr int kMaxDepth = 250;  // as the generic IdaStar

  // Whether the tables can drive this search (a 4x4 grid and DirectTables).
  static bool supports(const Puzzle& puzzle, const PatternDatabase& tables);

  // Groups of more than `max_direct_tiles` tiles (those DirectTables leaves out: the 7-8 tables)
  // are looked up in their packed tables by the ranked placement index, kept up to date per move
  // (see prepare_move). Tests pass a smaller `max_direct_tiles` to search 6-6-3 that way too.
  PackedPdbSearch(std::shared_ptr<const Puzzle> puzzle, const Board& start,
                  std::shared_ptr<const PatternDatabase> tables,
                  std::shared_ptr<const MoveAutomaton> automaton, std::uint64_t node_limit = 0,
                  int max_direct_tiles = DirectTables::kMaxGroupTiles);

  std::vector<int> explored_path() const override;
  // For one search split across threads (ParallelPdbSearch): a node of the tree, given by the
  // blank cells of the path from the start, the search restarted there for one iteration.
  static constexpr int kMaxFrontierDepth = 24;
  struct Frontier {
    std::uint64_t board = 0;  // the position there, packed as in the search
    std::int32_t state = 0;   // the automaton's state after the path
    std::uint8_t depth = 0;
    std::array<std::uint8_t, kMaxFrontierDepth> path{};  // the cells the blank moved to
  };
  // Restarts this search at `node` (reached from the start by its path) for the iteration bounded
  // by `threshold`, with nothing of the earlier search kept. With `frontier`, the nodes the
  // iteration keeps at depth `stop_depth` are appended there instead of expanded.
  void begin_iteration(const Frontier& node, int threshold, int stop_depth = 0,
                       std::vector<Frontier>* frontier = nullptr);
  // Goes on with that iteration for up to `budget` nodes: running, solved (solution() is the
  // whole path from the start) or done (the subtree is exhausted: see next_threshold()).
  SearchStatus continue_iteration(std::uint64_t budget);
  // The smallest f above the threshold seen in this iteration (max int: none).
  int next_threshold() const { return next_threshold_; }

 protected:
  SearchStatus step(std::uint64_t budget) override;

 private:
  // Which searches this build compiles (see the .cpp files). The WebAssembly builds compile one:
  // mirrored (the page's one goal has a mirror image) with ranked lookups, which tables whose
  // groups are all direct also go through (their pair_ entries are 0); each copy of the hot loop
  // costs about 1 KB gzip of the page's first download (README "Release"). Elsewhere supports()
  // sends the tables to the generic IDA*.
#ifdef __EMSCRIPTEN__
  static constexpr bool kUnmirroredSearch = false;
  static constexpr bool kDirectSearch = false;  // the search with no ranked group
#else
  static constexpr bool kUnmirroredSearch = true;
  static constexpr bool kDirectSearch = true;
#endif
  static constexpr int kCells = 16;
  static constexpr int kGroups = PatternDatabase::kMaxPatterns + 1;  // the last: tiles in none
  static constexpr int kInfinity = std::numeric_limits<int>::max();

  // A move from a frame's position, looked up when the frame is entered: all of a node's table
  // lookups are issued together, so their cache misses overlap instead of following each other.
  // Only the children within the bound are kept (prepare_move): one cut off is counted and
  // noted for the next threshold there, and never comes back to the search loop.
  struct Child {
    std::int32_t state;  // the automaton's state after the move
    std::uint32_t index, mirrored_index;
    std::uint8_t cell, tile, value, mirrored_value;
    std::uint8_t h, mirrored_h;  // the sums after the move, as is and mirrored
    std::uint8_t ordinal;        // its place among the frame's generated children (0..3)
  };
  // One frame per depth. The board, indices and values live outside the frames and are changed
  // in place; a frame keeps its children and what they were before the move into it, so backing
  // up restores them by copying, with nothing to recompute.
  struct Frame {
    std::int32_t state;      // the automaton's state after the moves so far
    std::uint8_t next;       // the next child to try
    std::uint8_t count;      // children kept
    std::uint8_t generated;  // children generated (kept or cut off), counted as nodes
    std::uint8_t from;       // the blank's cell before the move into this frame
    std::uint8_t tile;       // the tile that moved (from this frame's blank cell to `from`)
    std::uint32_t index, mirrored_index;  // the moved tile's groups' indices before the move
    std::uint8_t value, mirrored_value;   // and their entries
    std::uint8_t sum, mirrored_sum;       // the sums before the move
    std::array<Child, 4> children;
  };

  // Generates a frame's children (returns how many: the nodes it counts) and keeps those within
  // `bound`; the f of each one cut off lowers `next_threshold` (f = depth + 1 + h).
  template <bool Mirrored, bool Ranked>
  int prepare(Frame& frame, int blank, int sum, int mirrored_sum, int bound, int depth,
              int& next_threshold) const;
  // prepare for the root of a slice or an iteration.
  template <bool Mirrored, bool Ranked>
  SLIDE_COLD_CODE int prepare_root(Frame& frame, int blank, int sum, int mirrored_sum, int bound,
                                   int depth, int& next_threshold) const;
  // One direction of prepare, the direction a constant, so the edge test and the offsets fold.
  template <bool Mirrored, bool Ranked, int Direction>
  void prepare_move(Child*& child, int& generated, int& next_threshold, const std::uint16_t* next,
                    int blank, int sum, int mirrored_sum, int bound, int depth) const;
  // The search for the tables at hand (mirror or not, ranked groups or not).
  template <bool Split>
  SearchStatus dispatch(std::uint64_t budget);
  // Whether moving `tile` from `cell` into the blank at `blank` gives the goal.
  bool moves_to_goal(int tile, int cell, int blank) const;
  // The same for prepare_move (four inlined copies in each search), which asks only for a child
  // beyond the bound that moves onto the blank's goal cell.
  SLIDE_COLD_CODE bool moves_to_goal_cold(int tile, int cell, int blank) const;
  std::uint64_t packed() const;  // cells_ as one word
  // Split: a subtree of a split search (begin_iteration); the plain search is compiled without
  // its checks, which cost 5% of the instructions per node (callgrind).
  template <bool Mirrored, bool Split, bool Ranked>
  SearchStatus search(std::uint64_t budget);
  void account(std::uint64_t nodes);
  void place(const Board& board);  // the position part of the constructor

  std::shared_ptr<const PatternDatabase> tables_;
  std::shared_ptr<const MoveAutomaton> automaton_;
  // The automaton's [state][direction] table in 16 bits (kNoState: refused): half the cache lines.
  // An automaton of 65,535 states or more is refused by the constructor (std::length_error); the
  // core's (duplicate_free, length 12) has 12,731, length 14 would have 44,130.
  static constexpr std::uint16_t kNoState = 0xffff;
  std::vector<std::uint16_t> transitions_;
  std::array<const std::uint8_t*, kGroups> table_{};
  // Per tile and blank direction: the group whose index changes and by how much (as is, mirrored).
  std::array<std::uint8_t, kCells> group_{}, mirrored_group_{};
  std::array<std::array<std::int32_t, 4>, kCells> delta_{}, mirrored_delta_{};
  // Manhattan change of the moved tile by [tile][blank cell][direction] (0 for tiles in no group).
  std::array<std::int8_t, kCells * kCells * 4> manhattan_delta_{}, mirrored_manhattan_delta_{};
  // Ranked groups (packed tables): a move along a column also passes the three cells between its
  // two ends, and each tile of the moved tile's group there changes the index (placement_index's
  // digits): pair_[moved][passed] is that change for a move to a higher cell (negated for a move
  // to a lower one), 0 for tiles of other groups and for direct groups. In the mirror a move
  // along a row is one along a column; mirror_between_[blank * 4 + direction] are the real cells
  // it passes.
  std::uint32_t ranked_groups_ = 0;  // bit g: group g is ranked
  std::array<std::array<std::int32_t, kCells>, kCells> pair_{}, mirrored_pair_{};
  std::array<std::array<std::uint8_t, 3>, kCells * 4> mirror_between_{};
  std::uint64_t goal_ = 0;
  std::array<std::uint8_t, kCells> goal_cells_{};
  int goal_blank_ = 0;  // the blank's cell in the goal: only a move into it can reach the goal
  bool mirrored_ = false;

  // The search position.
  // The tiles by cell, one byte each: the search reads a neighbour's tile with one load and moves
  // it with two stores (no 64-bit shifts; fewer live registers, which WebAssembly engines spill).
  std::array<std::uint8_t, kCells> cells_{};
  std::uint64_t board_ = 0;  // the same packed (tile of cell c in bits 4c..4c+3) between slices
  int blank_ = 0;
  std::array<std::uint32_t, kGroups> index_{}, mirrored_index_{};
  std::array<std::uint8_t, kGroups> value_{}, mirrored_value_{};  // the groups' entries
  int sum_ = 0, mirrored_sum_ = 0;  // Manhattan of the grouped tiles + 2 x the entries' sum
  int depth_ = 0;
  bool prepared_ = false;  // the root's children
  int next_threshold_ = kInfinity;
  std::uint64_t nodes_counted_ = 0;
  std::array<Frame, kMaxDepth + 1> frames_{};
  std::array<std::uint8_t, kMaxDepth> path_{};
  // One iteration of a subtree (begin_iteration): where it starts and where it stops.
  int base_depth_ = 0;
  int stop_depth_ = 0;  // 0: never
  std::vector<Frontier>* frontier_ = nullptr;
  static constexpr std::uint8_t kZero = 0;  // the table of the "no group" slot
};

}  // namespace slide
