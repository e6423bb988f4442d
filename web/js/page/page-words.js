// page-words.js: the site's pages word their own texts (titles, the theme switch, the feel table,
// the Embed dialog, the iframe page's notes) from the same language tables as the element; their
// words are added here, by the pages that need them, so the element's bundle leaves them out.

import { addWords } from '../i18n/i18n.js';
import pagesEn from '../i18n/en-pages.js';
import pagesJa from '../i18n/ja-pages.js';

addWords('en', pagesEn);
addWords('ja', pagesJa);
