// environment-check.js: tells the reader plainly when this browser or this way of opening the page cannot run the puzzles.
//
// A classic script, not a module: opened from file://, browsers refuse to load module scripts at
// all, so only a classic script can still explain what went wrong.
(function () {
  var problems = [];
  if (location.protocol === 'file:') {
    problems.push('This page was opened from a file. Browsers do not run its modules or its WebAssembly solver that way: serve the folder instead, for example with "./build.sh serve" (or "node tools/serve.mjs web") and open the address it prints.');
  }
  if (typeof WebAssembly !== 'object') {
    problems.push('This browser has WebAssembly turned off or does not support it, and the solver is WebAssembly.');
  }
  if (typeof Worker !== 'function') {
    problems.push('This browser does not allow Web Workers, which the solver runs in so that the page never freezes.');
  }
  if (problems.length === 0) return;
  var warning = document.getElementById('environment-warning');
  warning.textContent = problems.join(' ');
  warning.hidden = false;
})();
