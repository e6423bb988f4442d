// environment-check.js: tells the reader plainly when this browser or this way of opening the page
// cannot run the puzzles.
//
// A classic script, not a module: opened from file://, browsers refuse to load module scripts at
// all, so only a classic script can still explain what went wrong. Its words are in index.html
// (<template id="problem-…">, one span per language), since the language tables are modules.
(function () {
  var problems = [];
  if (location.protocol === 'file:') problems.push('problem-file');
  if (typeof WebAssembly !== 'object') problems.push('problem-wasm');
  if (typeof Worker !== 'function') problems.push('problem-worker');
  if (problems.length === 0) return;
  var warning = document.getElementById('environment-warning');
  for (var i = 0; i < problems.length; i++) {
    var template = /** @type {HTMLTemplateElement} */ (document.getElementById(problems[i]));
    warning.appendChild(template.content.cloneNode(true));
  }
  warning.hidden = false;
})();
