// random-seed.js: an unpredictable 32-bit seed for the core's scrambles, from the browser's CSPRNG.
export function randomSeed() {
  const word = new Uint32Array(1);
  crypto.getRandomValues(word);
  return word[0];
}
