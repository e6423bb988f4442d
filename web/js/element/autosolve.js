// autosolve.js: the autosolve attribute: starts AUTO SOLVE by itself once, when the puzzle is ready
// (load) or the first time the element is scrolled into view (visible).

export class AutoSolve {
  #host;
  #solve;
  #mode = null; // null, 'load' or 'visible'
  #ready = false;
  #visible = false;
  #done = false;
  #observer = null;

  // host: the element, watched for visibility; solve(): what AUTO SOLVE does.
  constructor(host, solve) {
    this.#host = host;
    this.#solve = solve;
  }

  // mode: the attribute's value in effect. A new setting gets its own one time.
  set(mode) {
    if (mode === this.#mode) return;
    this.#mode = mode;
    this.#done = false;
    this.#watch();
    this.#maybeSolve();
  }

  // The puzzle and its start position are in place (on load, and again after a change of puzzle,
  // board or difficulty: each new start position gets its own one time).
  ready() {
    this.#ready = true;
    this.#done = false;
    this.#maybeSolve();
  }

  // The element left the page: stop watching (connect() resumes).
  disconnect() {
    this.#observer?.disconnect();
    this.#observer = null;
  }

  connect() {
    this.#watch();
  }

  #watch() {
    const wanted = this.#mode === 'visible' && !this.#done && this.#host.isConnected;
    if (!wanted) {
      this.disconnect();
      return;
    }
    if (this.#observer) return;
    // "In view" = at least a quarter of the element on screen, so a puzzle peeking in at the
    // bottom edge does not start before the reader can watch it.
    this.#observer = new IntersectionObserver(
      (entries) => {
        this.#visible = entries.some((entry) => entry.isIntersecting);
        this.#maybeSolve();
      },
      { threshold: 0.25 },
    );
    this.#observer.observe(this.#host);
  }

  #maybeSolve() {
    if (!this.#mode || !this.#ready || this.#done) return;
    if (this.#mode === 'visible' && !this.#visible) return;
    this.#done = true;
    this.disconnect();
    this.#solve();
  }
}
