// ready-promise.js: the element's `ready` promise, renewed on each change of puzzle. A promise
// still pending when a newer one replaces it follows the newer one, so whoever awaits the old
// promise is answered too; a rejection is shown in the element itself, so a page that does not
// await `ready` gets no unhandled rejection.

export class ReadyPromise {
  #resolve = null;
  #reject = null;
  /** @type {Promise<any>} */
  promise;

  constructor() {
    this.promise = this.#make();
  }

  // A new promise for a new puzzle; the previous one, if pending, settles with it.
  renew() {
    const previous = this.#resolve;
    this.promise = this.#make();
    previous?.(this.promise);
  }

  resolve(value) {
    this.#resolve?.(value);
  }

  reject(error) {
    this.#reject?.(error);
  }

  #make() {
    const promise = new Promise((resolve, reject) => {
      this.#resolve = resolve;
      this.#reject = reject;
    });
    promise.catch(() => {});
    return promise;
  }
}
