// ja-pages.js: the words of this site's own pages (the demo, the lab's header, the iframe page) in
// Japanese, outside any element: page-words.js adds them to the language tables, so the element's
// first download does not carry them.

export default {
  // デモページの短い文（本文は index.html に言語ごとにある）
  'page.title': 'slide：AI がスライドパズルを解く様子を見る',
  'page.description':
    '15 パズルで遊んでから、IDA* が最短の解を探す様子を探索の数字とともにライブで見られます。すべてブラウザの中で動きます。',
  'page.theme': '配色',
  'page.theme.auto': '自動',
  'page.theme.light': 'ライト',
  'page.theme.dark': 'ダーク',
  'page.docsLink': '自分のページにパズルを埋め込む：<slide-puzzle> のリファレンス（英語）',
  'page.label.fifteen': '15パズル',
  'page.label.picture': '3×3＋1 の絵合わせパズル',
  'page.embed.open': 'この配置を埋め込む…',
  'page.embed.heading': 'このパズルをあなたのページに埋め込む',
  'page.embed.start': '始める配置',
  'page.embed.position': '画面の配置',
  'page.embed.shuffle': '読者ごとに新しくシャッフル:',
  'page.embed.difficulty': 'シャッフルの難易度',
  'page.embed.script': 'スクリプトを読み込めるページ（使用中のヒューリスティックも引き継ぎます）:',
  'page.embed.iframe': 'スクリプトが使えないブログ: iframe で:',
  'page.embed.copyScript': 'スクリプト版をコピー',
  'page.embed.copyIframe': 'iframe 版をコピー',
  'page.embed.copied': 'コピーしました。ページに貼り付けてください。',
  'page.embed.copyByHand': '選択しました。Ctrl+C（⌘C）でコピーしてください。',
  'page.embed.close': '閉じる',
  'page.embed.frameTitle': 'AI ソルバー付きスライドパズル',
  'page.feel.heading': 'あなたの探索（難易度別）',
  'page.feel.note':
    '遊ぶたびに埋まります。難易度のシャッフルを IDA* + マンハッタン距離（記事と同じ探索）で AUTO SOLVE した回だけを数えます（ほかのヒューリスティックは比べられるよう除きます）。中央値で、時間はこのブラウザでの探索そのものです。',
  'page.feel.table': '難易度別の探索の表（横にスクロールできます）',
  'page.feel.difficulty': '難易度',
  'page.feel.article': '記事の目安',
  'page.feel.runs': '回数',
  'page.feel.nodes': '探索ノード数（中央値）',
  'page.feel.time': '探索時間（中央値）',
  'page.feel.length': '解の手数（中央値）',
  'page.feel.article.easy': '15 手シャッフル：数千ノード、数ミリ秒',
  'page.feel.article.normal': '30 手：数万、数十ミリ秒',
  'page.feel.article.hard': '50 手：数十万、数百ミリ秒',
  'page.feel.article.expert': '80 手：数百万ノード、数秒',
  'page.unknownPuzzle':
    'リンクは「{name}」というパズルを指していますが、このページにはありません。いつものパズルを表示しています。',

  // iframe ページの URL パラメーターについての注意
  'embed.badLang': 'lang="{value}" は言語タグではありません。ページは英語のままです。',
  'embed.repeated': '{name} が複数回指定されました。最初の値を使います。',
  'embed.ignored':
    'パラメーター {list} は使いませんでした。このページが知っているのは {known} と lang です。',
};
