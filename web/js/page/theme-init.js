// theme-init.js: applies the reader's saved colour theme before the first paint (a classic,
// blocking script on purpose).
(function () {
  try {
    var saved = localStorage.getItem('slide-theme');
    if (saved === 'light' || saved === 'dark') document.documentElement.dataset.theme = saved;
  } catch (error) {
    // Storage can be disabled (privacy settings, file://); the OS preference then applies.
  }
})();
