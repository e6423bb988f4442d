// ja.js: every word <slide-puzzle> shows, in Japanese (the same keys as en.js; the statistics use the article's own terms).
//
// The article keeps SHUFFLE, AUTO SOLVE and the difficulties (Easy … Expert) in Latin letters; so does this table.

import errors from './ja-errors.js';
import watch from './ja-watch.js';
import anytime from './ja-anytime.js';

export default {
  ...errors,
  ...watch,
  ...anytime,
  // 単位・区切り
  'unit.ms': '{value} ミリ秒',
  'unit.seconds': '{value} 秒',
  'unit.megabytes': '{value} MB',
  'punct.fullStop': '。',
  'join.sentences': '',
  'join.estimates': '・',
  'moves.count': '{n} 手',
  'clock.minutes': '{n} 分',
  'clock.seconds': '{n} 秒',
  'clock.minutesSeconds': '{minutes}{seconds}',
  'direction.up': '上',
  'direction.down': '下',
  'direction.left': '左',
  'direction.right': '右',

  // お知らせと属性の問題
  'notice.retry': '再試行',
  'notice.problemsLabel': 'このパズルで使えなかった設定',
  'problem.line': '{name}="{value}" は使われませんでした：{why}。代わりに{instead}を使います。',
  'problem.useOneOf': '{values} のいずれかを指定してください',
  'problem.onOff': 'on か off を指定してください（値を省くと on）',
  'problem.wholeNumber': '{min} から {max} までの整数を指定してください',
  'problem.empty': '値が空です',
  'problem.difficulty':
    'easy、normal、hard、expert、random、または 1 から {max} までの手数を指定してください',
  'problem.controls': 'all、none、または {groups} の組み合わせを指定してください',
  'problem.shareKey': '英数字と「-」「_」「.」だけで 40 文字以内にしてください',
  'problem.lang': 'en や ja のような言語タグを指定してください',
  'problem.shareKeyTaken': 'このページの別の要素がすでにこのキーを使っています',
  'problem.notUrl': 'URL ではありません',
  'problem.imageFailed': '画像 {url} を読み込めませんでした',
  'problem.heuristics': 'このパズルで選べるヒューリスティックは auto、{ids} です',
  'instead.default': '既定値の {value}',
  'instead.fifteen': '15パズル',
  'instead.shuffle': '{difficulty} のシャッフル',
  'instead.goal': 'ゴールの配置',
  'instead.noUrlState': 'URL に状態を残さない設定',
  'instead.numberedTiles': '数字のタイル',
  'instead.autoHeuristic': 'auto（使える中で最も強いもの）',
  'instead.noComparison': '比較なし',

  // 手数・時計・クリア表示
  'counters.moves': '手数',
  'counters.time': '時間',
  'counters.solved': 'クリア',
  'celebration.title': 'クリア！',
  'celebration.assisted': '{moves}（AUTO SOLVE の助けあり）',
  'celebration.timed': '{moves}・{time}',
  'celebration.optimal': '最短手数です',
  'celebration.aboveOptimal': '最短({optimal})より {extra} 手多い',

  // 盤面
  'board.roleDescription': 'スライドパズルの盤面',
  'board.loading': 'ソルバーを読み込んでいます…',
  'board.unavailable': 'ソルバーを使えません',
  'board.help':
    '空白と同じ行か列のタイルをクリックするか、盤面にフォーカスがあるときに矢印キーを押すか、スワイプしてください。',
  'board.label': '{name}の盤面',
  'board.puzzleName': '{puzzle}パズル',
  'board.tile': 'タイル {tile}',
  'board.piece': 'ピース {tile}',
  'board.gap': '空白',
  'board.tile.inSentence': 'タイル {tile}',
  'board.piece.inSentence': 'ピース {tile}',
  'board.gap.inSentence': '空白',
  'board.gapMark': '空白',
  'board.tilePlace': '{name}、{row} 行 {column} 列',
  'board.tilePlaceMovable': '{name}、{row} 行 {column} 列、動かせます',

  // 読み上げ
  'announce.moved': '{name}を{direction}へ動かしました。',
  'announce.solved': '{moves}、{time}でクリアしました！',
  'announce.solvedAssisted': 'クリアしました。{moves}、AUTO SOLVE の助けありです。',
  'announce.swapped': '{a}と{b}を入れ替えました。',
  'announce.shuffled': 'シャッフルしました：{how}。',
  'announce.found': '最短の解が見つかりました：{moves}。',
  'announce.playing': '再生します。',
  'announce.pressPlay': '再生ボタンで動きを見られます。',
  'announce.tablesCancelled': 'パターンデータベースの作成を取り消しました。',
  'announce.tablesFailed': 'パターンデータベースを用意できませんでした。',
  'announce.tablesReady': 'パターンデータベースの準備ができました。',

  // 操作ボタン・絵・編集
  'player.undo': '一手戻す',
  'player.redo': 'やり直す',
  'player.hint': 'ヒント',
  'player.share': '共有',
  'share.copied': 'この配置へのリンクをコピーしました。',
  'share.copyThis': '配置を共有するには、このリンクをコピーしてください: {url}',
  'player.edit': '配置を編集',
  'player.editing': '編集中…',
  'picture.legend': '絵',
  'picture.numbers': '数字を表示',
  'picture.own': '自分の画像を使う…',
  'picture.reset': '元の絵に戻す',
  'picture.private': '画像はこのブラウザの中だけで使われ、どこにも送信されません。',
  'picture.notImage': '「{file}」は画像ファイルではありません。',
  'picture.unreadable': '「{file}」を画像として読み込めませんでした。',
  'picture.failed': '画像を準備できませんでした。',
  'editor.label': '配置の編集',
  'editor.help':
    'タイルを二つ（またはタイルと空白）選ぶと入れ替わります。マスの順にすべてのタイルを入力することもできます（空白は 0）。',
  'editor.tiles': 'タイル',
  'editor.set': '設定',
  'editor.done': '編集を終える',
  'editor.checking': '判定中…',
  'editor.inversions': '転倒数：{count}（{parity}）',
  'editor.even': '偶数',
  'editor.odd': '奇数',
  'editor.gapRow': '空白は下から {row} 行目（ゴールでは {goalRow} 行目）',
  'editor.deadEnd': '行き止まりのマス：タイル {found}（ゴールではタイル {needed}）',
  'editor.solvable': '解けます。',
  'editor.notSolvable': '解けません。',

  // 解ける・解けない理由（コアの判定と数値から）
  'why.oddWidth':
    '{inversions}（{parity}）。横幅が奇数の盤面では、どの一手でも転倒数は偶数だけ変わるので、偶奇は変わりません。ゴールと同じく偶数でなければならず、判定は「{verdict}」です。',
  'why.evenWidth':
    '{inversions}（{parity}）、空白は下から {row} 行目で、ゴールの行から {rows}離れています。横幅が偶数の盤面では、縦の一手で転倒数の偶奇と空白の行の偶奇が同時に入れ替わるので、両者の和（{sum}）は偶数でなければなりません。判定は「{verdict}」です。',
  'why.inversions': '転倒数 {n}',
  'why.rows': '{n} 行',
  'why.solvable': '解ける',
  'why.unsolvable': '解けない',
  'why.deadEndBlank':
    'マス {cell} は行き止まりです。空白がそこにあると、入れるのは真下のタイルだけで、入ったら二度と出られません。ゴールではそこにタイル {needed} が必要です。',
  'why.deadEndWrong':
    'マス {cell} は行き止まりです。いまはタイル {found} があり、空白が入ってきたときしか出られず、出てもすぐ戻るしかありません。ゴールではそこにタイル {needed} が必要です。',
  'why.deadEndRight':
    'マス {cell} は行き止まりで、そのタイルは決して変わりませんが、正しいタイル（{needed}）が入っています。残りのマスについて：{rest}',

  // シャッフル（難易度は記事と同じ表記）
  'shuffle.legend': 'SHUFFLE',
  'shuffle.easy': 'Easy',
  'shuffle.normal': 'Normal',
  'shuffle.hard': 'Hard',
  'shuffle.expert': 'Expert',
  'shuffle.random': 'ランダム',
  'shuffle.help':
    'Easy から Expert は、最短の解の手数が表示の範囲に入ることをソルバーが確かめた配置を出します。ランダムは解ける配置を一つ選びます。',
  'shuffle.band': '{min}〜{max}',
  'shuffle.bandOpen': '{min}以上',
  'shuffle.distance': '{difficulty} · ゴールまで最短 {n} 手',
  'shuffle.distanceAtLeast': '{difficulty} · ゴールまで最短でも {n} 手以上',
  'shuffle.proven': '{difficulty}（ゴールまで最短 {n} 手）',
  'shuffle.provenAtLeast': '{difficulty}（ゴールまで {n} 手以上）',
  'shuffle.walk': 'ゴールからランダムに {n} 手',
  'shuffle.anyPosition': '解けるランダムな配置',

  // ソルバー・再生・その他の操作
  'solver.legend': 'AI ソルバー',
  'solver.inUse': '· {algorithm} + {heuristic}',
  'solver.heuristic': 'ヒューリスティック',
  'solver.algorithm': 'アルゴリズム',
  'solver.ida': 'IDA*（記事の方式）',
  'solver.astar': 'A*',
  'solver.bfs': '幅優先探索（BFS）',
  'solver.solve': 'AUTO SOLVE',
  'solver.searching': '探索中…',
  'solver.cancel': '中止',
  'heuristic.preparing': '{name}（準備中… {percent}）',
  'heuristic.notBuilt': '{name}（未作成）',
  'heuristic.explained': '{name}：{explanation}',
  'heuristic.withTables': '{label}（{shape}）',
  'heuristic.adviceWaiting':
    'パターンデータベースはまだ準備中です。その間に始めた探索も、準備ができしだいそちらに切り替わります。',
  'heuristic.adviceSlow':
    '{name}では探索に数分かかることがあります。パターンデータベースなら、ふつう1秒もかかりません。',
  'playback.label': '解の再生',
  'playback.back': '戻る',
  'playback.play': '再生',
  'playback.pause': '一時停止',
  'playback.forward': '進む',
  'playback.speed': '速さ',
  'playback.perSecond': '毎秒 {n} 手',
  'playback.position': '解の {index} / {length} 手目',
  'playback.positionDone': '解の {index} / {length} 手目（完了）',
  'playback.positionPaused': '解の {index} / {length} 手目（一時停止中）',
  'playback.timeline': '手',
  'playback.timelineValue': '{length} 手中 {index} 手目',
  'playback.notation': '解（空白の動き。U 上、D 下、L 左、R 右）:',
  'playback.copy': 'コピー',
  'playback.copied': '解をコピーしました: {notation}',
  'playback.copyThis': 'この解をコピーしてください: {notation}',
  'more.button': 'その他の操作',
  'more.summary': '配置の編集、ソルバーの設定、再生、統計の説明',

  // 統計情報（記事の用語）
  'stats.label': '探索の統計情報',
  'stats.loading': 'ソルバーを読み込んでいます。',
  'stat.threshold.ida': '現在の深さ上限',
  'stat.threshold.ida.why':
    'IDA* が試している f = g + h の閾値。その範囲に解が見つからないたびに上がります。',
  'stat.threshold.astar': '展開中の f',
  'stat.threshold.astar.why':
    'A* は f = g + h の小さい順に状態を展開します。いま到達した f で、下がることはありません。',
  'stat.threshold.bfs': '到達した深さ',
  'stat.threshold.bfs.why': '幅優先の波が、開始からここまで何手分を調べ終えたか。',
  'stat.heuristic': 'ヒューリスティック',
  'stat.heuristic.why':
    '探索を導いた残り手数の見積もり（h）。決して多く見積もらない範囲で大きいほど、調べる状態は少なくなります。',
  'stat.nodes': '探索ノード数',
  'stat.nodes.why': '実際に調べた状態の数。シャッフルが難しくなるほど急激に増えます。',
  'stat.rate': '毎秒のノード数',
  'stat.rate.why':
    'WebAssembly にコンパイルされ、バックグラウンドのワーカーで動く探索が状態を調べる速さ。',
  'stat.workers': 'ワーカー数',
  'stat.workers.why':
    'この探索を分担したバックグラウンドのワーカーの数。それぞれが表を自分で持つ。端末のプロセッサのコア数より 1 少なく、最大 16。',
  'stat.elapsed': '探索時間',
  'stat.elapsed.why': '計算にかかった時間（ミリ秒）。難易度によって大きく変わります。',
  'stat.length': '解の手数',
  'stat.length.why':
    '見つかった解の長さ。ヒューリスティックが多く見積もらないので、これが最短です。',
  'stat.stored': 'メモリ上の状態数',
  'stat.stored.why':
    'A* と BFS は到達した状態をすべて覚えておく必要があります。IDA* が持つのはいまの経路だけです。',
  'stat.iteration': '{threshold}（{iteration} 回目）',
  'stat.currentPath': 'いまの経路だけ',
  'stat.tablesNotReady': '{name}（表は未準備）',
  'stats.estimate':
    'いまの盤面から見積もった残り手数（h）：{values}。どれも下限で、実際より多くなることはありません。',
  'stats.estimateValue': '{name} {value}',
  'stats.estimateChosen': '{name} {value}（選択中）',
  'stats.comparePlaceholder': '両方のパズルを解くと、探索ノード数と探索時間を並べて比べられます。',
  'stats.reachable': 'ソルバーが数えた到達可能な配置の数：{count}。',
  'stats.reachableWaiting': 'ソルバーが数えた到達可能な配置の数：…',
  'status.searching': '{algorithm} で探索中（ヒューリスティック：{heuristic}）…',
  'status.found': '最短の解が見つかりました：{moves}。{nodes} 個の状態を {time}で調べました。',
  'status.fallbackTables':
    'パターンデータベースがまだ準備できていなかったので、この探索では使える中で最も強いヒューリスティック（{used}）を使いました。',
  'status.fallbackHeuristic':
    '{wanted}がまだ使えなかったので、この探索では使える中で最も強いヒューリスティック（{used}）を使いました。',
  'status.cancelledAfter': '探索を中止しました（{nodes} 個の状態、{time}）。',
  'status.cancelled': '探索を中止しました。',
  'status.hintSearching': '次の最善手を探しています（ここからの解の探索）…',
  'status.hintSearchingNodes':
    '次の最善手を探しています（ここからの解の探索、{nodes} 個の状態を調査済み）…',
  'status.hintCancelled': 'ヒントを中止しました。',
  'status.stoppedEarly': '{what}は途中で止まりました。',
  'status.idaNoLimit': 'IDA* はいまの経路だけをメモリに持つので、このような上限はありません。',
  'notice.failed': '{what}は失敗しました。',
  'status.searchName': '{algorithm} の探索',
  'status.hintName': 'ヒントの探索',
  'status.newPosition': '新しい配置です。AUTO SOLVE を押すと最短の解を探します。',
  'status.ready':
    '準備ができました。シャッフルしてから AUTO SOLVE を押すと、探索の様子が見られます。',
  'status.solvedByHand': '自分の手で {moves}でクリアしました。',
  'status.shuffled': '{how}にシャッフルしました。AUTO SOLVE を押すと最短の解を探します。',
  'status.alreadyGoal':
    'すでにゴールの配置です。先にシャッフルしてから AUTO SOLVE を押してください。',
  'status.goalNoMove': 'すでにゴールです。動かす必要はありません。',
  'status.hint': 'ヒント：{name}を{direction}へ。そうするとゴールまであと {moves}です。',
  'status.cannotSolve': 'この配置は解けません。',
  'status.runningAgain': 'ソルバーがまた動いています。AUTO SOLVE で探索できます。',
  'status.unavailable': 'ソルバーを使えません。',
  'status.handOnly': '手で遊べます。このページではソルバーを使えません。',
  'status.solverLoading': 'ソルバーを読み込んでいます。その間も手で遊べます。',
  'status.solverReady':
    'ソルバーの準備ができました。シャッフルするか、AUTO SOLVE を押してください。',
  'status.tablesReadySearching':
    'パターンデータベースの準備ができました。それを使って探索し直しています…',

  // お知らせ
  'notice.noRestart': 'ソルバーを再開できませんでした。',
  'notice.notRestarted': 'ソルバーを起動し直せませんでした。',
  'notice.startFailed': '開始時の配置を設定できませんでした。',
  'notice.newPuzzleFailed': '新しいパズルを読み込めませんでした。',
  'notice.editorFailed': '配置エディターを読み込めませんでした。',
  'notice.shuffleFailed': 'シャッフルできませんでした。',
  'notice.sharedUnsolvable': '共有された配置は解けません。',
  'notice.sharedFailed': '共有された配置を読み込めませんでした。',
  'notice.linkUnusable': 'リンクの配置（「{key}={text}」）は使えませんでした。',
  'notice.freshPuzzle': '代わりに新しいパズルを表示しています。',
  'notice.noSolver': 'このパズルのソルバーを起動できませんでした。',
  'notice.byHand': '盤面は手で動かして遊べます。',

  // パターンデータベース
  'tables.waiting': 'パターンデータベース：ソルバーを待っています…',
  'tables.noSolver': 'パターンデータベース：ソルバーがないので使えません。',
  'tables.notNeeded': 'パターンデータベース：不要です。すべての配置の正確な距離がわかっています。',
  'tables.notAvailable': 'パターンデータベース：このパズルにはありません。',
  'tables.idle': 'パターンデータベース：まだ作成していません。',
  'tables.loading': 'パターンデータベース：このブラウザに保存された写しを探しています…',
  'tables.building': 'パターンデータベース：作成中…\u00a0{percent}',
  'tables.buildingMemory': 'ここまでの表：{size}',
  'tables.saving': 'パターンデータベース：作成しました。このブラウザに写しを保存しています…',
  'tables.cancelled': 'パターンデータベース：取り消しました。探索には{name}を使います。',
  'tables.failed': 'パターンデータベースを用意できませんでした：{reason}',
  'tables.readyCache': 'パターンデータベース準備完了：このブラウザから {time}で読み込みました。',
  'tables.ready': 'パターンデータベース準備完了。',
  'tables.rebuilt':
    'パターンデータベース準備完了：{time}で作り直し、使えなくなっていた写しと置き換えました。',
  'tables.builtKept': 'パターンデータベース準備完了：{time}で作成し、このブラウザに保存しました。',
  'tables.builtNotKept':
    'パターンデータベース準備完了：{time}で作成しました（このブラウザには保存できませんでした）。',
  'tables.discardedNote': '使えない写しが見つかったので破棄しました。',
  'tables.memory': 'ソルバーのメモリ {size}',
  'tables.discardedTitle': '破棄した写し：{why}',
  'tables.build': '作成',
  'tables.cancel': '中止',
  'tables.buildLabel': 'パターンデータベースを作成',
  'tables.cancelLabel': 'パターンデータベースの作成を中止',

  // 二つのパズルの比較
  'compare.solve': '{nodes} ノード、探索 {time}（{moves}、{heuristic}）',
  'compare.both':
    '同じヒューリスティックとアルゴリズムで最後に解いた結果の比較。このパズル：{mine}。{other}パズル：{theirs}、{ratio}。',
  'compare.unlike':
    '最後に解いた結果を並べています。このパズル：{mine}。{other}パズル：{theirs}。ヒューリスティックかアルゴリズムが違うため、ノード数の比は出しません。同じもので両方を解くと比べられます。',
  'compare.mine': 'このパズルの最後の結果：{mine}。{other}パズルも解くと比べられます。',
  'compare.theirs': '{other}パズルの最後の結果：{theirs}。このパズルも解くと比べられます。',
  'compare.none': 'このパズルと{other}パズルを解くと、探索ノード数と探索時間を並べて比べられます。',
  'compare.ratioMore': 'こちらの {ratio} 倍のノード数',
  'compare.ratioFewer': 'こちらの {ratio} 分の 1 のノード数',

  // コアの登録表の言葉（ヒューリスティックの名前と説明。ない言語ではコアの英語のまま）
  'core.label.exact': '正確な距離の表',
  'core.label.pdb': 'パターンデータベース',
  'core.label.linear-conflict': 'リニアコンフリクト',
  'core.label.manhattan': 'マンハッタン距離',
  'core.label.euclidean': 'ユークリッド距離',
  'core.label.misplaced': '位置違いのタイル数',
  'core.label.learned': '学習した見積もり（ニューラルネットワーク）',
  'core.explanation.exact':
    '到達できるすべての配置について、本当の残り手数を引ける表。小さなパズルなら持てるので、探索は最短経路をまっすぐ進みます。',
  'core.explanation.pdb':
    'タイルを重ならないグループに分け、それぞれの正確な手数をあらかじめ計算した表。グループが重ならず自分の手だけを数えるので、合計しても多く見積もりません。',
  'core.explanation.linear-conflict':
    'マンハッタン距離に、同じ行（列）が目的地なのに逆順に並んだタイルの組ごとに 2 手を足したもの。どちらかが一度よけて戻る必要があるからです。',
  'core.explanation.manhattan':
    '各タイルの、いまの場所から目的地までの縦と横のマス数の合計。記事で使っている見積もりです。一手で動くのは一枚を一マスだけなので、多く見積もることはありません。',
  'core.explanation.euclidean':
    '各タイルの目的地までの直線距離を足して切り上げたもの。一手で直線距離は高々 1 しか縮まないので多く見積もらず、マンハッタン距離を超えることもありません。',
  'core.explanation.misplaced':
    '目的地にいないタイルの枚数。それぞれ少なくとも一手は必要で、一手で動くのは一枚なので多く見積もりません。距離を見ないぶん、ここでは最も弱い見積もりです。',
  'core.explanation.learned':
    'マンハッタン距離に、それでは足りない手数を小さなニューラルネットワークで見積もって足したもの。許容的ではありません。多く見積もることがあるので、見つかる解は最短より長いことがあります。',
};
