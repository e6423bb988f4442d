// ja-anytime.js: the Japanese words of an anytime solve, AUTO SOLVE on a board bigger than the
// 15-puzzle (web/js/views/anytime-stats.js; spread into ja.js): never the shortest unless proven.
export default {
  'announce.foundAnytime': '{moves}の解が見つかりました。最短でも {bound}以上です。',
  'stat.bound.anytime': '証明済みの下限',
  'stat.bound.anytime.why':
    'これより短い解はありません。解なしで終わった反復ごとに 1 手ずつ証明されます。15パズルより大きい盤では最短解にはふつう手が届かないので、良い解を見つけながら下からの差を縮めます。',
  'stat.atLeast': '{moves}以上',
  'stat.bestSoFar': '{moves}（これまでの最良）',
  'stat.noSolutionYet': 'まだなし',
  'stat.length.anytime.why':
    '見つかった最良の解の手数。証明済みの下限がこれに届いたときだけ最短と証明されます。',
  'status.anytimeFirst': '最初の解を探し、その後より短い解を最大 {limit}探します…',
  'status.anytimeImproving':
    'これまでの最良：{moves}。最短でも {bound}以上です。より短い解を最大 {limit}探しています…',
  'status.anytimeProven':
    '最短の解が見つかりました：{moves}。{nodes} 個の状態を {time}で調べて証明しました。',
  'status.anytimeBest':
    '{time}の探索で {moves}の解が見つかりました。最短でも {bound}以上です（この解は最短より最大 {gap}長いだけです）。',
  'status.hintAnytime':
    'ヒント：{name}を{direction}へ。この探索で見つかった {length}の解の最初の一手です。最短とは証明されていません（最短でも {bound}）。',
};
