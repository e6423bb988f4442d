// ja-errors.js: the Japanese words of the solver's failures, by the code it gives (spread into
// ja.js).
export default {
  // エラー（ソルバーのコードごと）
  'error.bad-puzzle': '「{puzzle}」というパズルはありません',
  'error.bad-goal': 'ゴールの配置がパズルに合いません',
  'error.bad-board': '配置「{board}」はこのパズルに合いません',
  'error.board.count':
    '配置のタイルが{found}個あります。このパズルには空きマスの0を含めて{expected}個必要です',
  'error.board.no-blank': '配置に空きマスがありません。空きマスは0と書きます',
  'error.board.out-of-range':
    '{position}番目のタイル{tile}は範囲外です。タイルは0〜{largest}で、0が空きマスです',
  'error.board.twice': 'タイル{tile}が2回出てきます（{first}番目と{second}番目）',
  'error.board.blank-twice': '空きマス（0）が2回出てきます（{first}番目と{second}番目）',
  'error.board.not-a-number': '「{token}」はタイルの番号ではありません',
  'error.board.empty': '配置が空です',
  'error.board.position-not-number': '{position}番目のタイルが数ではありません',
  'error.board.position-not-whole': '{position}番目のタイルが整数ではありません',
  'error.bad-goal.because': 'ゴールの配置がパズルに合いません：{reason}',
  'error.illegal-move.not-next-to-blank': '{move}手目：マス{cell}は空きマスの隣ではありません',
  'error.bad-puzzle.unknown':
    '「{name}」というパズルはありません。15、8、24、3x3+1、または2x6のような盤（25マスまで）を指定してください',
  'error.bad-puzzle.grid-size': '盤は縦横とも2〜7、マスは25個までです（「{name}」は範囲外です）',
  'error.bad-option.not-a-number': '設定「{option}」は数で指定してください',
  'error.bad-option.map-size':
    '地図の幅と高さは 1〜{max} マスです（{width}×{height} は範囲外です）',
  'error.bad-option.wall-off-map': '壁のマス {cell} が地図（{cells} マス）の外にあります',
  'error.bad-option.cell-off-map': '{which}のマス {cell} が地図の外にあります',
  'error.bad-option.cell-on-wall': '{which}のマス {cell} は壁です',
  'error.unknown-heuristic.map-estimate':
    '地図の見積もりは none、manhattan、straight-line のどれかです（「{heuristic}」はありません）',
  'error.map.start': 'スタート',
  'error.map.goal': 'ゴール',
  'error.illegal-move': 'この配置からその手は打てません',
  'error.bad-option': '探索の設定が範囲外です',
  'error.unknown-algorithm': '「{algorithm}」というアルゴリズムはありません',
  'error.unknown-heuristic': '「{heuristic}」というヒューリスティックはありません',
  'error.unavailable-heuristic': 'ヒューリスティック「{heuristic}」はこのパズルではいま使えません',
  'error.bad-partition': 'パターンデータベースのグループ分けがパズルに合いません',
  'error.bad-tables': '保存されていたパターンデータベースが壊れているか古くなっています',
  'error.not-buildable': 'このパズルには作成できるパターンデータベースがありません',
  'error.no-tables': '保存するパターンデータベースがありません',
  'error.unsolvable': 'この配置は解けません',
  'error.no-such-job': 'その探索はすでに終わっていました',
  'error.gave-up': '解を見つける前にメモリの上限に達しました',
  'error.unknown-request': 'ソルバーはその要求を知りません',
  'error.crashed': 'ソルバーが止まりました。次の要求で起動し直します',
  'error.lost': 'ソルバーが応答しなくなりました',
  'error.load-failed': 'ソルバーを読み込めませんでした',
  'error.wasm-cors':
    'ここではソルバーを動かせません：{origin} のサーバーが {file} に「Access-Control-Allow-Origin」ヘッダーを付ける必要があります',
  'error.wasm-unreachable':
    'ここではソルバーを動かせません：{file} を {origin} からダウンロードできませんでした',
  'error.wasm-missing':
    'ここではソルバーを動かせません：{file} が {url} にありませんでした（HTTP {status}）',
  'error.wasm-incomplete':
    'ここではソルバーを動かせません：{file} を {origin} から最後までダウンロードできませんでした',
  'error.wasm-damaged':
    'ここではソルバーを動かせません：{file} が壊れているか、ソルバーのファイルではありません。サーバーは手を加えずに配信する必要があります',
  'error.wasm-blocked':
    "ここではソルバーを動かせません：このページの Content-Security-Policy が WebAssembly を許していません。script-src に 'wasm-unsafe-eval' が必要です",
  'error.glue-missing':
    'ここではソルバーを動かせません：スクリプトを {url} から読み込めませんでした',
  'error.no-wasm-support':
    'このブラウザではソルバーを動かせません。WebAssembly と Web Worker が必要です',
  'error.worker-refused':
    'このページではソルバーのワーカーを起動できません（Content-Security-Policy で「worker-src blob:」を許可する必要があります）',
  'error.worker-failed':
    'ソルバーを起動できませんでした：ワーカーのスクリプトを読み込めませんでした',
  'error.no-solver': 'ソルバーがありません',
  'error.cancelled': '要求は取り消されました',
  'error.other': '問題が起きました：{detail}',
};
