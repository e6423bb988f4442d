// ja-watch.js: the Japanese words of watching a search and comparing solves of one start
// (search-view.js, compare-view.js; spread into ja.js).
export default {
  // Watching the search, and comparing solves of one start (search-view.js, compare-view.js).
  'unit.msUnderOne': '1 ミリ秒未満',
  'watch.legend': '探索の様子',
  'watch.scale': 'IDA* の反復ごとのノード数（対数目盛り）',
  'watch.idle':
    'AUTO SOLVE を押すと、IDA* の反復ごとのノード数が棒で現れ、試している道筋が盤面に描かれます。',
  'watch.starting': 'IDA* が最初の反復を始めています…',
  'watch.noIterations':
    '反復して深さ上限を上げるのは IDA* だけなので、このアルゴリズムではグラフは描かれません。',
  'watch.status': '深さ上限 {threshold}、{iteration} 回目の反復、ここまで {nodes} ノード。',
  'watch.bar': '上限 {threshold}',
  'watch.summaryBar': '上限 {threshold}: {nodes} ノード',
  'watch.summary': 'IDA* の反復ごとの探索ノード数(対数目盛り): {bars}。',
  'watch.slow': 'スローモーション',
  'watch.slowHelp':
    '記事と同じアルゴリズム(IDA* + マンハッタン距離)を、盤面の配置で 1 ノードずつ動かし、試している道筋を描きます(盤面がそろっていれば先に 14 手ランダムに動かします)。Cancel で止まります。',
  'runs.legend': '同じ配置で比べる',
  'runs.help':
    'この初期配置を解くたびに 1 行ずつ増え、比は最初の行に対する値です。時間はこのブラウザでの探索そのものだけで、テーブルの準備は含みません。新しい配置にすると表は空になります。',
  'runs.againWith': 'この配置をもう一度解く：',
  'runs.algorithmOption': '{algorithm}（{heuristic}）',
  'runs.longSearch':
    'この探索は時間がかかっています。ここからは {heuristic} の手がかりが弱いのです。より強いヒューリスティックなら同じ最短解をずっと早く見つけます。ここまでの結果は表に残ります。',
  'runs.switchTo': '{heuristic} に切り替える',
  'runs.stopped': '上限 {threshold} で中止',
  'runs.ratioMore': '×{ratio}',
  'runs.ratioFewer': '1/{ratio}',
  'runs.ratioSame': '×1',
  'runs.sameLength':
    'どの探索も {moves}の解を見つけました。最短の長さは同じで、かかった手間がまるで違います。',
  'runs.sameLengthUnproven':
    'どの探索も {moves}の解を見つけましたが、どれも最短だとは証明されていません。',
  'runs.lengthsDiffer':
    '長さが違います。最短を約束するのは、許容的なヒューリスティックを使う IDA*・A*・BFS だけです。',
  'runs.scale': '解くごとのノード数（対数目盛り）',
  'runs.again': '最初の配置からもう一度解く',
  'runs.empty': 'この配置はまだ解いていません。',
  'runs.caption': 'この初期配置の解いた記録',
  'runs.col.heuristic': 'ヒューリスティック',
  'runs.col.algorithm': 'アルゴリズム',
  'runs.col.length': '解の手数',
  'runs.col.nodes': '探索ノード数',
  'runs.col.memory': '最大メモリ',
  'runs.col.time': '探索時間',
  'runs.pathOnly': '道筋のみ',
  'runs.states': '{count} 局面',
  'runs.barName': '{heuristic}（{algorithm}）',
  'runs.summaryBar': '{name}: {nodes} ノード',
  'runs.summary': 'この配置を解いたときの探索ノード数(対数目盛り): {bars}。',
};
