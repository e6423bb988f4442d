// solution-player.js: plays a found solution one move at a time, with play/pause, step back/forward
// and speed.
//
// It only sequences; the board is changed through the `forward(cell)` and `back()` callbacks the
// element gives it, so a played move goes through the same legality check, animation, counter and
// history as a reader's move, and the reader can take over between any two steps.

export class SolutionPlayer {
  #moves = [];
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
  load(moves, { play = false } = {}) {
    this.#stopTimer();
    this.#moves = moves.slice();
    this.#index = 0;
    this.#onChange(this);
    if (play) this.play();
  }

  // Forgets the solution, e.g. because the reader moved and it no longer applies.
  clear() {
    if (!this.loaded && !this.playing) return;
    this.#stopTimer();
    this.#moves = [];
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
