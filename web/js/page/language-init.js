// language-init.js: picks the demo page's language before the first paint (a classic, blocking
// script on purpose): ?lang=, else the reader's last choice, else the browser's language.
(function () {
  var LANGUAGES = ['en', 'ja']; // the page's prose exists in these (index.html)
  var pick = function (tag) {
    var primary = String(tag || '')
      .toLowerCase()
      .split('-')[0];
    return LANGUAGES.indexOf(primary) >= 0 ? primary : null;
  };
  var chosen = null;
  try {
    chosen =
      pick(new URLSearchParams(location.search).get('lang')) ||
      pick(localStorage.getItem('slide-language'));
  } catch (error) {
    // Storage can be disabled (privacy settings, file://): the browser's language decides.
  }
  chosen = chosen || pick(navigator.language) || 'en';
  document.documentElement.lang = chosen;
})();
