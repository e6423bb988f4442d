// ja.js (lab): every word <slide-lab> shows, in Japanese (the same keys as en.js; the article's terms).

import learned from './ja-learned.js';

export default {
  // The lab page's own title and description (web/lab.html; lab-page.js adds these tables first).
  'page.labTitle': 'slide ラボ：記事の教訓を実験で確かめる',
  'page.labDescription':
    'スライドパズルの探索の実験：ヒューリスティック、BFS と A* と IDA*、パリティ、探索がどこを調べるか、配置がどれほど速く増えるか。すべてブラウザの中で計算します。',

  'lab.run': '実行',
  'lab.cancel': 'キャンセル',
  'lab.status.ready':
    '「実行」を押してください。下の数値はすべて、このページの中のソルバーが計算します。',
  'lab.status.starting': '開始しています…',
  'lab.status.done': '{seconds}で完了しました。',
  'lab.status.cancelled': 'キャンセルしました。',
  'lab.status.tables': 'パターンデータベースを準備中: {percent}',
  'lab.progress.search': '{name}（{total} 件中 {index} 件目）: {nodes} ノード…',
  'lab.progress.layers': '数えています: {depth} 手までに {count} 配置…',
  'lab.instead.board': '実験の既定の配置',
  'lab.instead.language': 'ページの言語',
  'lab.gaveUpNodes': '{nodes} ノードで打ち切り',
  'lab.gaveUpStates': '{states} 状態（{size}）で打ち切り',

  'lab.col.heuristic': 'ヒューリスティック',
  'lab.col.estimate': 'h(初期配置)',
  'lab.col.nodes': '探索ノード数',
  'lab.col.time': '探索時間',
  'lab.col.length': '解の手数',
  'lab.col.algorithm': 'アルゴリズム',
  'lab.col.expanded': '展開数',
  'lab.col.held': '保持した状態数',
  'lab.col.memory': 'メモリ',
  'lab.col.position': '配置',
  'lab.col.board': 'タイル',
  'lab.col.inversions': '転倒数',
  'lab.col.blankRow': '空白の行 ↑',
  'lab.col.verdict': '判定',
  'lab.col.fromStart': '初期配置からの手数',
  'lab.col.moves': 'ゴールからの手数',
  'lab.col.positions': '配置の数',
  'lab.col.cumulative': 'ここまでの合計',

  'lab.heuristics.title': 'ヒューリスティック：よい見積もりはどれだけ探索を減らすか',
  'lab.heuristics.question':
    'ひとつの配置を、ソルバーが知っている見積もりをひとつずつ使って IDA* で最適に解きます。h(初期配置) が本当の距離に近いほど、探索ノード数は少なくなります。',
  'lab.heuristics.caption': '{board} を IDA* で解く',
  'lab.heuristics.chart': '探索ノード数（対数目盛）',
  'lab.heuristics.summary':
    '探索ノード数（対数目盛）: {most} の {mostNodes} から {least} の {leastNodes} まで。',
  'lab.heuristics.why': '{name}：{why}',
  'lab.heuristics.note':
    'ここのヒューリスティックはどれも許容的（決して過大評価しない）なので、どれも同じ最短の手数を見つけます。違うのは必要なノード数だけです。',

  'lab.algorithms.title': 'BFS・A*・IDA*：答えは同じ、コストは大違い',
  'lab.algorithms.question':
    '幅優先探索は出会った配置をすべて覚えておきます。A* はマンハッタン距離に導かれて、それより少なく覚えます。IDA* が覚えるのは、いま調べている道筋だけです。',
  'lab.algorithms.caption': '{board} での三つの探索',
  'lab.algorithms.chart': '生成したノード数（対数目盛）',
  'lab.algorithms.summary': '生成したノード数（対数目盛）: {list}。',
  'lab.algorithms.pathOnly': '道筋のみ',
  'lab.algorithms.note':
    'メモリは、BFS と A* が保持する配置とリストをソルバー自身が数えた値です。ページの上限を超えると、タブを固まらせずに打ち切ってそう伝えます。',

  'lab.parity.title': 'パリティ：タイルを二枚入れ替えると解けなくなるのはなぜか',
  'lab.parity.question':
    'サム・ロイドの有名な「14-15 パズル」：ゴールの最後の二枚を入れ替えた配置です。ソルバーが転倒数を数え、空白の行を読み、入れ替えた配置から届くすべての配置を数えます。',
  'lab.parity.title8': '8パズルのパリティ：同じ入れ替えを、届く配置をすべて数えて確かめる',
  'lab.parity.question8':
    '同じ仕掛けを 3×3 の盤で：8パズルのゴールの最後の二枚を入れ替えた配置です。ここではソルバーが、入れ替えた配置から届く配置をすべてたどれます。その中にゴールはありません。',
  'lab.parity.caption': 'ゴールと入れ替えた配置',
  'lab.parity.goal': 'ゴール',
  'lab.parity.changed': '入れ替え後',
  'lab.parity.solvable': '解ける',
  'lab.parity.unsolvable': '解けない',
  'lab.parity.rows':
    '行は下から数えます（いちばん下の行が 1）。パリティの規則は普通そう述べられます。',
  'lab.parity.exhausted':
    '入れ替えた配置から届く {count} 配置を、ソルバーはすべてたどりました。その中にゴールはありません。どんな手順でも入れ替えは元に戻せません。',
  'lab.parity.partial':
    '入れ替えた配置から {count} 配置（{depth} 手先まで）を数えましたが、ゴールには出会いませんでした。上のパリティの規則により、この先も決して出会いません。',
  'lab.parity.reached': 'この配置は {depth} 手でゴールに届きます。',

  'lab.spread.title': '円と楕円：BFS と A* はどこを調べるか',
  'lab.spread.question':
    '探索が展開した配置を、初期配置からの手数（縦）とゴールからの手数（横）で並べます。BFS は全方向に均等に広がり、A* はまっすぐな道の近くにとどまります。',
  'lab.spread.caption': '{board}（ゴールまで {length} 手）から展開した配置',
  'lab.spread.expandedBy': '{name} の展開数',
  'lab.spread.total': '合計',
  'lab.spread.chart': '{name}: {expanded} 配置を展開（濃さは対数目盛）',
  'lab.spread.summary':
    '{name} は {length} 手の問題で {expanded} 配置を展開しました。色の濃いマスほど多くの配置があります。',
  'lab.spread.axes':
    'どちらの図も、行は初期配置からの手数（上が 0）、列はゴールからの手数（左が 0）です。色が濃いほど配置が多く、対数目盛です。',
  'lab.spread.note':
    'どのマスも正確な値です。ソルバーは展開した配置ごとに、このパズルの完全な表でゴールまでの本当の距離を引いています。',

  'lab.growth.title': '増え方：k 手先にはいくつの配置があるか',
  'lab.growth.question':
    'ゴールからちょうど k 手の配置を、ソルバーが一層ずつ数えます。組み合わせ爆発を実際に測ります。',
  'lab.growth.caption': 'ゴールからの手数ごとの配置の数',
  'lab.growth.chart': 'ゴールから k 手の配置の数（対数目盛）',
  'lab.growth.summary':
    '手数ごとの配置の数（対数目盛）: {depth} 手までに合計 {count}、最も多い層は {largest}。',
  'lab.growth.complete':
    'すべての配置を数えました: {count} 配置で、ゴールから {depth} 手より遠いものはありません。',
  'lab.growth.partial':
    'ページのメモリ上限までに、{depth} 手先までの {count} 配置を数えました（最大 {size} を保持、{time}）。',
  'lab.growth.matches':
    'これはパリティの規則が許す {count} 配置、つまりタイルの並べ方全体のちょうど半分です。残りの半分には決して届きません。',
  'lab.growth.reachable':
    'パズル全体で届く配置は {count} 個です。1 秒に 100 万配置を調べても、すべて回るには {days} 日かかります。',
  'lab.growth.article':
    '記事の「1 秒に 100 万個で約 12 日」は、20 手先までを 1 手ごとに 4 通りの手順の木（約 1 兆）として調べた場合です。異なる配置として数えると、{depth} 手までにあるのはここで数えた {count} 個だけです。木は同じ配置に何度も出会っているのです。',

  'lab.control.heuristic': 'ヒューリスティック',
  'lab.progress.shuffle':
    'シャッフル中: {difficulty} の配置を作り、ソルバーが距離を確かめています…',
  'lab.share': '{value}%',
  'lab.col.iteration': '反復',
  'lab.col.threshold': '深さ上限',
  'lab.col.share': '全体に占める割合',

  'lab.iterations.title': 'IDA* の反復：やり直しがほとんど負担にならない理由',
  'lab.iterations.question':
    'IDA* は閾値を上げるたびに、最初から探索し直します。ソルバーが数えた反復ごとの探索ノード数を見ると、やり直しの負担がわかります。最後まで調べた反復はどれも前の反復より多くのノードを調べるので、やり直しは全体の一部です。ただし記事の「数%程度」より大きいことがよくあります。',
  'lab.iterations.progress':
    '現在の深さ上限 {threshold}（{iteration} 回目の反復）: ここまで {nodes} ノード…',
  'lab.iterations.caption': '{name}による IDA*、配置 {board}',
  'lab.iterations.total': '合計',
  'lab.iterations.chart': '反復ごとの探索ノード数（対数目盛、最後の反復を強調）',
  'lab.iterations.bar': 'f ≤ {threshold}',
  'lab.iterations.summary':
    '閾値 {first} から {last} までの {n} 回の反復（対数目盛）。最後の反復は {nodes} ノードで、全体の {share} です。',
  'lab.iterations.shuffled':
    '配置は新しく作った {difficulty} のシャッフルで、ゴールから {moves} 手です（ソルバーが証明済み）。',
  'lab.iterations.shuffledAtLeast':
    '配置は新しく作った {difficulty} のシャッフルで、ゴールから少なくとも {moves} 手です（ソルバーが証明済み）。',
  'lab.iterations.solved': '合計 {nodes} ノードを調べて、{length} 手の解を見つけました（{time}）。',
  'lab.iterations.shares':
    '最後の反復（閾値 {threshold}）が全ノードの {last} を占め、それより前の {n} 回の反復は合わせて {earlier} です。',
  'lab.iterations.single':
    '最初の閾値 {threshold} で足りました。反復は 1 回だけで、やり直しはありません。',
  'lab.iterations.partial':
    '最後の反復は最初に見つけた解で止まるので、調べたのは木の一部だけです。それより前の反復は木をすべて調べています。最後の反復の割合が配置ごとに変わるのはこのためです。',
  'lab.iterations.gaveUp':
    'ページの上限の {nodes} ノードに達したため、閾値 {threshold} の反復の途中で止めました。上の行は終わった反復です。',
  'lab.iterations.factor': '最後の反復は、その前の反復の {factor} 倍のノードを調べました。',
  'lab.iterations.steps':
    '閾値は 2 ずつ上がります。一手ごとに g は 1、この見積もりは奇数（1、リニアコンフリクトなら 3 のことも）だけ変わるので、f = g + h は偶数ずつしか変わらないからです。',
  'lab.iterations.article':
    '記事によれば、探索量は閾値とともに指数的に増えるので、それより前の閾値での探索は、合計しても最後の反復の数%程度です。別の Hard のシャッフルでもう一度試すと、割合は配置ごとに変わります。',

  'lab.control.runs': '難易度ごとの回数',
  'lab.col.difficulty': '難易度',
  'lab.col.runs': '解けた数',
  'lab.col.meanMoves': '解の手数: 平均（範囲）',
  'lab.col.meanNodes': '探索ノード数: 平均（範囲）',
  'lab.col.meanTime': '探索時間: 平均（範囲）',
  'lab.col.article': '記事の目安: シャッフル・探索ノード・探索時間',

  'lab.statistics.title': '統計情報：記事の表を、あなたのブラウザで測る',
  'lab.statistics.question':
    '記事には難易度ごとのおおよその目安が載っています。ここではソルバーが難易度ごとに新しい配置をシャッフルし、ひとつずつ IDA* で解いて、数えた値を平均します。',
  'lab.statistics.caption': '難易度ごとの探索量（{name}による IDA*）',
  'lab.statistics.captionArticle': '難易度ごとの探索量：記事の目安（測定はこれから）',
  'lab.statistics.press':
    '「実行」を押すと、ソルバーが難易度ごとに、終わった回から測定の列を埋めていきます。',
  'lab.statistics.shuffling': '{difficulty}、{total} 回中 {index} 回目: シャッフル中…',
  'lab.statistics.solving': '{difficulty}、{total} 回中 {index} 回目: {nodes} ノード…',
  'lab.statistics.difficulty': '{difficulty}（{band}）',
  'lab.statistics.band': '{min}〜{max} 手',
  'lab.statistics.bandOpen': '{min} 手以上',
  'lab.statistics.waiting': '…',
  'lab.statistics.solvedAll': '{total} 回中 {n} 回',
  'lab.statistics.solvedSome': '{total} 回中 {n} 回（残りは {limit} ノード超）',
  'lab.statistics.mean': '{mean}（{range}）',
  'lab.statistics.meanAtLeast': '{mean} 以上（{range}）',
  'lab.statistics.one': '{value}',
  'lab.statistics.atLeast': '{value} 以上',
  'lab.statistics.range': '{min}〜{max}',
  'lab.statistics.over': '{limit} 超',
  'lab.statistics.barSome': '{nodes}（{over} 回は上限超）',
  'lab.statistics.chart': '難易度ごとの探索ノード数の平均（対数目盛）',
  'lab.statistics.summary': '探索ノード数の平均（対数目盛）: {list}。',
  'lab.statistics.how':
    '難易度ごとに新しいシャッフルを {n} 回作ります。どれも最短の手数がその範囲にあるとソルバーが証明した配置で、それぞれを{name}による IDA* で解きます（{limit} ノードで打ち切り）。探索ノード数と探索時間は解けた回だけの平均、解の手数はすべての回の平均です。',
  'lab.statistics.overNote':
    '{limit} ノードに達した回は、ページが何分も探索し続けないように止めました。その回の手数はシャッフルで証明された距離です。マンハッタン距離では、Expert の配置の多くに数億ノード以上が必要です。上のメニューで強いヒューリスティックを選ぶと、解けるところまで見られます。',
  'lab.statistics.factor': '{from} から {to} へ: 探索ノード数の平均 × {factor}。',
  'lab.statistics.bands':
    '記事の難易度はランダムに 15・30・50・80 手動かすシャッフルでした。ランダムな手は行きつ戻りつするので、ここでは難易度を「証明された最短の手数の範囲」で決めています（難易度の横の数字）。',
  'lab.statistics.article.easy': '15 手 · 数千 · 数ミリ秒',
  'lab.statistics.article.normal': '30 手 · 数万 · 数十ミリ秒',
  'lab.statistics.article.hard': '50 手 · 数十万 · 数百ミリ秒',
  'lab.statistics.article.expert': '80 手 · 数百万 · 数秒',

  'lab.control.grid': '盤面',
  'lab.col.stage': '段階',
  'lab.col.moveRange': '何手目',

  'lab.human.title': '人のように解く：一段ずつ解く方法と最短の解',
  'lab.human.question':
    '人はスライドパズルを段階に分けて解きます。まず一番上の行、次に左の列、残った小さなパズルで同じことを繰り返し、最後に 2×2 を回します。ソルバーはその方法で 8×8 までの盤面を解き、ページで求められる場合は最短の解も並べます。',
  'lab.human.progress.human': 'ランダムな {grid} の配置を、人のやり方で解いています…',
  'lab.human.progress.optimal': '最短の解を探しています: {nodes} ノード…',
  'lab.human.caption': '{grid} の盤面での段階（配置 {board}）',
  'lab.human.stage.row': '{n} 行目',
  'lab.human.stage.column': '{n} 列目',
  'lab.human.stage.lastSquare': '最後の 2×2',
  'lab.human.range': '{from}〜{to}',
  'lab.human.total': '解全体',
  'lab.human.optimal': '最短の解',
  'lab.human.how':
    'どの段階も行か列をひとつそろえ、そろえたタイルには二度と触れません。動かすのは空白と、いま置こうとしている 1〜2 枚のタイルだけで、そろえたタイルを崩さない最少の手で進みます。追いやすい反面、全体の手数は最短からほど遠くなります。',
  'lab.human.compare':
    '人のやり方では {human} 手、最短の解は {optimal} 手です（{extra} 手多く、{ratio} 倍）。最短の解は{name}による IDA* が {nodes} ノードを調べて見つけました（{time}）。',
  'lab.human.whyNot':
    '{grid} の盤面では、最短の解をページの中で求めるのは現実的ではありません。24 パズルでさえ、発表されている最良の探索で典型的な配置に数時間から数日かかり、それより大きな盤面ではさらにかかります。上の段階ごとの解き方なら一瞬で終わります。',
  'lab.human.optimalGaveUp': '最短の解の探索は、ページの上限の {nodes} ノードで止めました。',
  'lab.human.playHuman': '人のやり方（{n} 手）',
  'lab.human.playOptimal': '最短の解（{n} 手）',
  'lab.human.boardHuman': '{grid} の盤面を人のやり方で動かす',
  'lab.human.boardOptimal': '{grid} の盤面を最短の解で動かす',
  'lab.human.play': '再生',
  'lab.human.pause': '一時停止',
  'lab.human.step': '1 手進む',
  'lab.human.back': '1 手戻る',
  'lab.human.start': '最初へ',
  'lab.human.position': '{total} 手中 {done} 手目',
  'lab.human.positionStage': '{position} · {stage}',
  'lab.tradeoff.title': '最適か速さか：重み付き A*・貪欲探索・ビームサーチ',
  'lab.tradeoff.question':
    '記事にもあるとおり、最短の解にこだわらなければ探索はずっと速くできることがあります。見積もりをより信じるか、有望な配置だけを残すかです。新しい Normal のシャッフル 5 つ（board 属性があればその配置ひとつ）をそれぞれ五つの探索で解き、解がどれだけ長くなり、ノードが減るかどうかを比べます。最初の表は中央値、次の表は配置ごとの値です。これらの配置で何が言えて何が言えないかは、下の注で説明します。',
  'lab.tradeoff.caption': '{board} での探索',
  'lab.tradeoff.captionMedians': '{difficulty} のシャッフル {n} 配置の中央値（最短 {optima} 手）',
  'lab.tradeoff.range': '{min}〜{max}',
  'lab.tradeoff.progress': '{positions} 配置中 {position} 配置目: {step}',
  'lab.tradeoff.weight': '重み w',
  'lab.tradeoff.weightValue': 'w = {weight}',
  'lab.tradeoff.width': 'ビーム幅',
  'lab.tradeoff.col.excess': '最短より長い手数',
  'lab.tradeoff.col.ratio': '最適解との比',
  'lab.tradeoff.excessOf': '{excess}（{n} 中 {solved} 配置で解けた）',
  'lab.tradeoff.breakdownCaption': '配置ごとの値: 各探索の解の手数・生成ノード数',
  'lab.tradeoff.position': '{index}: {board}',
  'lab.tradeoff.cell': '{moves}・{nodes}',
  'lab.tradeoff.cellGaveUp': '打ち切り・{nodes}',
  'lab.tradeoff.name.ida': 'IDA*（最適）',
  'lab.tradeoff.name.astar': 'A*',
  'lab.tradeoff.name.weighted': '重み付き A*（w = {weight}）',
  'lab.tradeoff.name.greedy': '貪欲最良優先探索',
  'lab.tradeoff.name.beam': 'ビームサーチ（幅 {width}）',
  'lab.tradeoff.gaveUp': '打ち切り',
  'lab.tradeoff.chart.length': '重み w ごとの、最短より長い手数（中央値）',
  'lab.tradeoff.chart.nodes': '重み w ごとの生成ノード数（中央値、対数目盛）',
  'lab.tradeoff.summary.length': '重み付き A* の解が最短より長い手数（中央値）: {list}。',
  'lab.tradeoff.summary.nodes': '重み付き A* の生成ノード数（中央値、対数目盛）: {list}。',
  'lab.tradeoff.note.weighted':
    '重み付き A* は g + w·h が最小の配置から展開します。w が 1 より大きいと、これまでの手数よりも見積もりを重く見ます。より短い解がないことを確かめる前に止まれますが、解の手数が最短の w 倍を超えることはありません（ここでは w = {weight} で、{n} 配置のうち最も長い解でも最短の {worst} 倍でした）。',
  'lab.tradeoff.note.greedy':
    '貪欲最良優先探索は見積もり h だけを見ます。w を限りなく大きくしたのと同じで、解はたいてい最も長くなります。A* よりノードが少なくて済むかどうかは、重み付き A* と同じく配置しだいです。',
  'lab.tradeoff.note.saved':
    'ここでは（{n} 配置の中央値）、重み付き A*（w = {weight}）の生成ノード数は {weighted} で、A* の {astar} の {factor} 分の 1 でした。そのかわり解は {extra} 手長くなりました。',
  'lab.tradeoff.note.cost':
    'ここでは（{n} 配置の中央値）、重み付き A*（w = {weight}）の生成ノード数は {weighted}、A* は {astar} で、減りませんでした。30 手前後の配置では、この見積もりの A* はもともと安上がりです。見積もりを重く見て得をするのは遠い配置です。たとえば Korf の 55〜59 手の配置では、w = 1.5 で A* の数百万ノードが 20〜200 分の 1 になり、解は 2〜11% 長くなっただけでした。',
  'lab.tradeoff.note.beam':
    '記事のビームサーチ：幅優先で進みながら、各深さで見積もりの小さい {width} 配置だけを残し、残りは忘れます。メモリと時間に上限があり、幅が広ければ最適解に近づくことも多いのですが、保証はありません。最短の道筋は捨てた配置の中にあるかもしれません。',
  'lab.tradeoff.note.beamGaveUp':
    '{n} 配置のうち {gaveUp} 配置では、幅 {width} のビームはゴールに届く前に途絶えるか上限を超えました。進める先がすべて捨てたか調べ済みの配置だったのです。幅を広げると、より多くの候補が残ります。',
  'lab.tradeoff.note.medians':
    '最初の表の値は {n} 配置の中央値、次の表は配置ごとの値です。同じ探索でも配置によってノード数が 10 倍以上違うことがあるので、ひとつの配置だけではあまり多くは言えません。もう一度実行すると、中央値がどれだけ動くかがわかります。',
  'lab.tradeoff.note.heuristic': 'ここの探索はすべて同じ見積もりを使います: {heuristic}。',

  'lab.pathfinding.title': '経路探索：自分で描いた地図の上の A*',
  'lab.pathfinding.question':
    '記事の地図アプリやゲームのキャラクターの話です。壁をよけてゴールまでの最短の道を探します。幅優先探索と、残りの距離の見積もりが違う二つの A* を、パズルを解くのと同じ探索コードで動かします（地図のマスも状態のひとつにすぎません）。壁を描いてから「実行」を押してください。',
  'lab.pathfinding.progress': '{name}（{total} 回中 {index} 回目）…',
  'lab.pathfinding.bfs': 'BFS（見積もりなし）',
  'lab.pathfinding.manhattan': 'A* + マンハッタン距離',
  'lab.pathfinding.straight': 'A* + 直線距離',
  'lab.pathfinding.caption': '{width}×{height} マス、壁 {walls} マスの地図での経路',
  'lab.pathfinding.noRoute': '経路なし',
  'lab.pathfinding.chart': '{name}：通れる {open} マスのうち {expanded} マスを展開',
  'lab.pathfinding.summary':
    '{name} が展開したマス（通れる {open} マスのうち {expanded} マス）を塗り、{length} 手の経路を描いた地図。',
  'lab.pathfinding.summaryNoRoute':
    '{name} が展開したマス（通れる {open} マスのうち {expanded} マス）を塗った地図。壁がゴールを囲んでいます。',
  'lab.pathfinding.key':
    '塗ったマスが展開したマスで、色が濃いほど先に展開しています。線は点（スタート）から輪（ゴール）までの経路です。',
  'lab.pathfinding.note':
    '三つの経路はどれも同じ最短の長さです。どちらの見積もりも実際より多く見積もらないからです。BFS は全方向に均等に広がり（上下左右にしか動けない地図では、その「円」はひし形になります）、A* はゴールへ向かい、壁があるときだけ回り道を探します。',
  'lab.pathfinding.noteNoRoute':
    '経路がありません。壁がゴールを囲んでいるので、どの探索も届くマスをすべて展開してからあきらめ、A* の見積もりも役に立ちませんでした。',
  'lab.pathfinding.estimates':
    '直線距離は記事が地図の見積もりとして挙げるものです（道が直線より短くなることはありません）。ここでは縦と横にしか動けないので、マンハッタン距離は直線距離以上で、しかも実際より多く見積もることがなく、A* をよりよく導きます。',
  'lab.control.map': '地図',
  'lab.map.open': '何もない野原',
  'lab.map.wall': 'すき間のある壁',
  'lab.map.trap': 'ゴールに背を向けたくぼみ',
  'lab.map.random': 'ランダムな壁',
  'lab.map.editorLabel':
    '地図：クリックかドラッグで壁を描きます（壁の上から始めたドラッグは消します）。点か輪をドラッグするとスタートかゴールが動きます。キーボード：矢印キーで移動、スペースで壁の切り替え、S でスタート、G でゴールをここに置きます。',
  'lab.map.help':
    'クリックかドラッグで壁を描き、壁の上から始めると消せます。点（スタート）と輪（ゴール）はドラッグで動かせます。キーボード：矢印、スペース、S、G。',
  'lab.map.clear': '壁を消す',
  'lab.map.count': '壁 {walls} マス、通れるマス {open}',
  'lab.map.cursor': '{row} 行 {column} 列：{what}',
  'lab.map.isStart': 'スタート',
  'lab.map.isGoal': 'ゴール',
  'lab.map.isWall': '壁',
  'lab.map.isOpen': '通れるマス',
  'lab.col.search': '探索',
  'lab.col.route': '経路（手数）',
  'lab.col.cellsExpanded': '展開したマス',
  'lab.col.cellsHeld': '保持したマス',
  'lab.problem.noBoard': 'この実験にはタイルがありません',
  'lab.instead.map': '描いた地図',
  ...learned,
};
