// en-pages.js: the words of this site's own pages (the demo, the lab's header, the iframe page) in
// English, outside any element: page-words.js adds them to the language tables, so the element's
// first download does not carry them.

export default {
  // The demo page's own short texts (its prose is in index.html, one section per language)
  'page.title': 'slide: watch an AI solve a sliding puzzle',
  'page.description':
    'Play the 15-puzzle, then watch IDA* find the shortest solution live, with the numbers behind the search. Everything runs in your browser.',
  'page.theme': 'Colour theme',
  'page.theme.auto': 'Auto',
  'page.theme.light': 'Light',
  'page.theme.dark': 'Dark',
  'page.docsLink': 'Embed the puzzle in your own page: the <slide-puzzle> reference',
  'page.label.fifteen': '15-puzzle',
  'page.label.picture': '3×3+1 picture puzzle',
  'page.embed.open': 'Embed this position…',
  'page.embed.heading': 'Embed this puzzle in your page',
  'page.embed.start': 'Start from',
  'page.embed.position': 'the position on screen',
  'page.embed.shuffle': 'a new shuffle for each reader:',
  'page.embed.difficulty': 'Difficulty of the shuffle',
  'page.embed.script': 'Your page can load scripts (the heuristic in use is kept):',
  'page.embed.iframe': 'Your blog host strips scripts: an iframe instead:',
  'page.embed.copyScript': 'Copy the script form',
  'page.embed.copyIframe': 'Copy the iframe form',
  'page.embed.copied': 'Copied: paste it into your page.',
  'page.embed.copyByHand': 'Selected: press Ctrl+C (⌘C) to copy it.',
  'page.embed.close': 'Close',
  'page.embed.frameTitle': 'Sliding puzzle with its AI solver',
  'page.feel.heading': 'Your searches, by difficulty',
  'page.feel.note':
    "Filled in as you play: each AUTO SOLVE of a difficulty shuffle with IDA* and Manhattan distance (the article's search; other heuristics are left out so the rows compare). Medians; the time is the search alone, in your browser.",
  'page.feel.table': 'Table of your searches by difficulty (scrolls sideways)',
  'page.feel.difficulty': 'Difficulty',
  'page.feel.article': "The article's guide",
  'page.feel.runs': 'Runs',
  'page.feel.nodes': 'Nodes (median)',
  'page.feel.time': 'Time (median)',
  'page.feel.length': 'Moves (median)',
  'page.feel.article.easy': '15 moves shuffled: thousands of nodes, milliseconds',
  'page.feel.article.normal': '30 moves: tens of thousands, tens of ms',
  'page.feel.article.hard': '50 moves: hundreds of thousands, hundreds of ms',
  'page.feel.article.expert': '80 moves: millions of nodes, seconds',
  'page.unknownPuzzle':
    'The link asks for a puzzle called "{name}", which this page does not have. The page\'s puzzles are shown as usual.',

  // The iframe page's notes about its URL parameters
  'embed.badLang': 'lang="{value}" is not a language tag; the page stays in English.',
  'embed.repeated': '{name} was given more than once; the first value is used.',
  'embed.ignored': {
    one: 'Ignored parameter {list}: this page knows {known} and lang.',
    other: 'Ignored parameters {list}: this page knows {known} and lang.',
  },
};
