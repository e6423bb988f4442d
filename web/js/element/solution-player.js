// solution-player.js: plays a found solution one move at a time, with play/pause, step
// back/forward, a seek to any move (the timeline) and speed.
//
// It only sequences; the board is changed through the `forward(cell)` and `back()` callbacks the
// element gives it, so a played move goes through the same legality check, animation, counter and
// history as a reader's move, and the reader can take over between any two steps.

export class SolutionPlayer {
  #moves = [];
  #notation = '';
  #index = 0;
  #timer = null;
  #playing = false;
  #movesPerSecond = 4;
  #forward;
  #back;
  #onChange;
  // false (the autoplay="off" attribute): the solver flow loads a found solution without starting
  // it.
  autoplay = true;

  // forward(cell) -> boolean (false if the move was not legal), back() -> boolean,
  // onChange(player).
  constructor({ forward, back, onChange }) {
    this.#forward = forward;
    this.#back = back;
    this.#onChange = onChange;
  }

  get loaded() {
    return this.#moves.length > 0;
  }
  get index() {
    return this.#index;
  }
  get length() {
    return this.#moves.length;
  }
  // The solution as text, a letter per move (README: "The solution as text"), '' if not given.
  get notation() {
    return this.#notation;
  }
  get playing() {
    return this.#playing;
  }
  get atEnd() {
    return this.#index >= this.#moves.length;
  }
  get intervalMs() {
    return 1000 / this.#movesPerSecond;
  }

  // play: start at once (a found solution under autoplay); otherwise the reader's Play starts it.
  // notation: the same moves as text (the core's blank directions), shown and copied as they are.
  load(moves, { play = false, notation = '' } = {}) {
    this.#stopTimer();
    this.#moves = moves.slice();
    this.#notation = notation;
    this.#index = 0;
    this.#onChange(this);
    if (play) this.play();
  }

  // Forgets the solution, e.g. because the reader moved and it no longer applies.
  clear() {
    if (!this.loaded && !this.playing) return;
    this.#stopTimer();
    this.#moves = [];
    this.#notation = '';
    this.#index = 0;
    this.#onChange(this);
  }

  play() {
    if (!this.loaded || this.playing) return;
    if (this.atEnd) return;
    this.#playing = true;
    this.#schedule(0);
    this.#onChange(this);
  }

  pause() {
    if (!this.playing) return;
    this.#stopTimer();
    this.#onChange(this);
  }

  stepForward() {
    this.pause();
    this.#advance();
  }

  stepBack() {
    this.pause();
    if (this.#index === 0) return;
    if (this.#back()) this.#index -= 1;
    this.#onChange(this);
  }

  // The timeline: plays forward or takes back moves until the board is `index` moves into the
  // solution, one change of the board at the end; the moves still go through the element's
  // callbacks (legality, counter, history), so the reader can take over from there.
  seek(index) {
    if (!this.loaded) return;
    this.#stopTimer();
    const target = Math.max(0, Math.min(this.#moves.length, Math.trunc(index)));
    let moving = true;
    while (moving && this.#index < target) {
      moving = this.#forward(this.#moves[this.#index]);
      if (moving) this.#index += 1;
    }
    while (moving && this.#index > target) {
      moving = this.#back();
      if (moving) this.#index -= 1;
    }
    // The board no longer matches the solution (a move refused): drop it, as #advance does.
    if (!moving) this.clear();
    else this.#onChange(this);
  }

  setSpeed(movesPerSecond) {
    this.#movesPerSecond = Math.max(0.25, movesPerSecond);
    this.#onChange(this);
  }

  #advance() {
    if (this.atEnd) return false;
    if (!this.#forward(this.#moves[this.#index])) {
      // The board no longer matches the solution; playing on would be nonsense.
      this.clear();
      return false;
    }
    this.#index += 1;
    this.#onChange(this);
    return true;
  }

  #schedule(delay) {
    this.#timer = setTimeout(() => {
      this.#timer = null;
      if (this.#advance() && !this.atEnd) {
        this.#schedule(this.intervalMs);
      } else {
        this.#playing = false;
        this.#onChange(this);
      }
    }, delay);
  }

  #stopTimer() {
    clearTimeout(this.#timer);
    this.#timer = null;
    this.#playing = false;
  }
}
