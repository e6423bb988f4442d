// Which blank moves a depth-first search may make next, as a finite automaton over the moves made
// so far (Taylor & Korf 1993): a move the automaton refuses would make a path that has an equal or
// shorter twin, so the subtree under it is searched elsewhere anyway.
#pragma once

#include <cstdint>
#include <vector>

namespace slide {

// Blank directions on a grid, in the order the grid's neighbour lists give them.
enum GridDirection { kUp = 0, kLeft = 1, kRight = 2, kDown = 3 };
inline constexpr int kGridDirections = 4;
inline constexpr int reverse(int direction) { return 3 - direction; }

class MoveAutomaton {
 public:
  static constexpr std::int32_t kRefused = -1;

  // Refuses only the move straight back (what every IDA* here does without an automaton).
  static MoveAutomaton no_undo(int cells);
  // Refuses, on a width x height grid, every move that completes a sequence of at most
  // `max_length` blank moves that is not the first of the shortest sequences from its start cell
  // to the same arrangement (first in the order of GridDirection, move by move). See the .cpp for
  // why no optimal solution is lost.
  static MoveAutomaton duplicate_free(int width, int height, int max_length);

  std::int32_t start(int blank) const { return start_[blank]; }
  // The state after moving the blank in `direction`, or kRefused. Moves off the grid are refused
  // by duplicate_free automata; no_undo leaves them to the caller.
  std::int32_t next(std::int32_t state, int direction) const {
    return next_[static_cast<std::size_t>(state) * kGridDirections + direction];
  }
  const std::int32_t* table() const { return next_.data(); }
  std::size_t states() const { return next_.size() / kGridDirections; }
  int max_length() const { return max_length_; }

 private:
  std::vector<std::int32_t> start_;  // by blank cell
  std::vector<std::int32_t> next_;   // [state][direction]
  int max_length_ = 2;
};

}  // namespace slide
