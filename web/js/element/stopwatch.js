// stopwatch.js: the play clock: starts on the first move, stops when solved, and keeps its display
// current.
export class Stopwatch {
  #startedAt = null;
  #stoppedMs = 0;
  #tickTimer = null;
  #onTick;

  constructor(onTick) {
    this.#onTick = onTick;
  }

  get running() {
    return this.#startedAt !== null;
  }

  get elapsedMs() {
    return this.#startedAt === null ? this.#stoppedMs : performance.now() - this.#startedAt;
  }

  start() {
    if (this.running) return;
    this.#startedAt = performance.now() - this.#stoppedMs;
    // A 250 ms tick keeps the seconds display from visibly lagging without costing anything.
    this.#tickTimer = setInterval(() => this.#onTick(this.elapsedMs), 250);
    this.#onTick(this.elapsedMs);
  }

  stop() {
    if (!this.running) return;
    this.#stoppedMs = this.elapsedMs;
    this.#startedAt = null;
    clearInterval(this.#tickTimer);
    this.#onTick(this.#stoppedMs);
  }

  reset() {
    this.stop();
    this.#stoppedMs = 0;
    this.#onTick(0);
  }
}
