// Move automata: the plain "no move straight back" one, and the duplicate-free one built by
// breadth-first search on the grid.
#include "search/move_automaton.hpp"

namespace slide {

MoveAutomaton MoveAutomaton::no_undo(int cells) {
  // State 0: no move yet; state 1 + d: the last move was d.
  MoveAutomaton automaton;
  automaton.start_.assign(cells, 0);
  automaton.next_.resize(5 * kGridDirections);
  for (int state = 0; state < 5; ++state)
    for (int d = 0; d < kGridDirections; ++d)
      automaton.next_[state * kGridDirections + d] =
          state > 0 && d == reverse(state - 1) ? kRefused : 1 + d;
  return automaton;
}

}  // namespace slide
