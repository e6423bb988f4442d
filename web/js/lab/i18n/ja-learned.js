// ja-learned.js (lab): the learned experiment's words in Japanese (the same keys as en-learned.js;
// the article's terms), spread into the lab's table (ja.js).

export default {
  'lab.learned.title': '学習した見積もり：探索と学習の組み合わせ',
  'lab.learned.question':
    'いま最も強い AI は、探索はそのままに、見積もりを学習で作ります（AlphaGo は囲碁でそうしました）。ここでは小さなニューラルネットワークがブラウザの中で 8 パズルの距離を学び、人が考えた見積もりと並んで IDA* を導きます。ただし許容的ではありません。過大評価することがあるので、導かれた解が最短より長くなることがあります。',
  'lab.learned.preparing':
    '準備中：幅優先探索で、8 パズルのすべての配置の正確な距離を求めています…',
  'lab.learned.training': '学習中：{epochs} 周のうち {epoch} 周目、損失 {loss}…',
  'lab.learned.solving':
    '解いています：{positions} 配置のうち {position} 番目、{steps} 回のうち {step} 回目の探索…',
  'lab.learned.learnedName': '学習した見積もり（ニューラルネットワーク）',
  'lab.learned.learnedShort': '学習した見積もり',
  'lab.learned.trainingCaption':
    '{positions} 配置すべての正確な距離で {hidden1}-{hidden2} のネットワークを学習中',
  'lab.learned.col.passes': '学習の周回（エポック）',
  'lab.learned.col.firstLoss': '最初の損失',
  'lab.learned.col.loss': '現在の損失',
  'lab.learned.col.time': '学習時間',
  'lab.learned.passesOf': '{epochs} 周のうち {passes} 周',
  'lab.learned.passes': '{passes} 周',
  'lab.learned.lossChart': '学習の損失（平均二乗誤差、単位は手数の二乗、対数目盛）と周回数',
  'lab.learned.lossSummary': '{passes} 周の学習で、損失は {first} から {last} に下がりました。',
  'lab.learned.caption': '同じ {positions} 個のランダムな配置を、それぞれの見積もりで IDA* が解く',
  'lab.learned.captionBoard': '{board} を、それぞれの見積もりで IDA* が解く',
  'lab.learned.col.optimal': '最短の解',
  'lab.learned.col.excess': '余分な手数（平均）',
  'lab.learned.col.over': '過大評価（全配置に占める割合）',
  'lab.learned.optimalOf': '{positions} 個中 {optimal} 個',
  'lab.learned.never': 'しない（許容的）',
  'lab.learned.overShare': '{share}（許容的ではない）',
  'lab.learned.breakdown': '配置ごと：解の手数（探索ノード数）',
  'lab.learned.col.optimum': '最短手数',
  'lab.learned.cell': '{length}（{nodes}）',
  'lab.learned.nodesChart': '全 {positions} 配置の探索ノード数（対数目盛）',
  'lab.learned.nodesSummary':
    '全配置の探索ノード数：{name}では {nodes}、マンハッタン距離では {manhattan}。',
  'lab.learned.trained':
    'ネットワーク：入力は各タイルのマス（タイルとマスの組ごとに一つ）、隠れ層は {hidden1} と {hidden2} ユニット、重みは {parameters} 個です。学ぶのはマンハッタン距離が見落とす手数（正確な距離からマンハッタン距離を引いた数）で、{positions} 配置すべてを {epochs} 周、このページのワーカーで {time}かけて学習しました。損失は {first} から {last} に下がりました。',
  'lab.learned.quality':
    'すべての配置の正確な距離と比べると、学習した見積もりのずれは平均 {error} 手です。{exact} の配置でぴったり、{over} の配置で多すぎました。',
  'lab.learned.notAdmissible':
    '許容的ではありません。配置に必要な手数より多く見積もることがあるので、IDA* が最短の解を見逃すことがあります。ここでは {positions} 個の解のうち {optimal} 個が最短でした。ほかの解が何手余分だったかは「余分な手数」の列にあります。',
  'lab.learned.notAdmissibleAll':
    '許容的ではありません。配置に必要な手数より多く見積もることがあるので、IDA* が最短の解を見逃すことがあります。ここでは {positions} 個の解がたまたま全部最短でしたが、そうなる保証はありません。',
  'lab.learned.cost':
    '探索ノード数は、学習した見積もりが {nodes}、マンハッタン距離が {manhattanNodes}（マンハッタン距離の {ratio} 倍）。探索時間は {time} と {manhattanTime} でした。学習した見積もりはノードごとにネットワークを計算します（一手で変わる入力は二つだけですが、それでも層の計算はマンハッタン距離の一回の更新よりずっと多くなります）。',
  'lab.learned.exactNote':
    '正確な距離の表は、すべての配置の幅優先探索による距離を引くだけなので、IDA* は最短の道をまっすぐたどります。この表が作れるのは 8 パズルの 181,440 配置がメモリに収まるからで、15 パズルの 10 兆を超える配置は収まりません。だからこそ、人が考えたものでも学習したものでも、見積もりが大切なのです。',
  'lab.learned.lesson':
    '記事の最後の教訓：AlphaGo は探索を残したまま、人が作った評価をネットワークに置き換えました。この問題の研究版 DeepCubeA（2019 年）は、数百万の重みを持つネットワークを GPU で使い、15 パズルをほとんどの場合最短で解きます。ここのネットワークの重みは {parameters} 個で、ブラウザの中で学習します。',
  'lab.learned.captionWalks':
    '同じ {positions} 個の配置（ゴールから 60 手のランダムな手順で崩したもの）を、それぞれの見積もりで IDA* が解く',
  'lab.learned.col.overAlong': '過大評価（最短の解の途中の配置に占める割合）',
  'lab.learned.fetching': '15 パズル用に学習済みのネットワークを取得しています…',
  'lab.learned.shipped':
    'ネットワーク：あらかじめ slide learn train で、パターンデータベースで最短に解いた 15 パズルの配置から学習したものです（数分かかるので、このページでは学習しません）。隠れ層は {hidden1} と {hidden2} ユニット、重みは {parameters} 個。ファイル（{bytes} バイト）の取得と検査に {time}かかりました。',
  'lab.learned.qualityAlong':
    '最短の解の途中の配置（{positions} 個。どれも残りの手数が正確な距離です）で比べると、学習した見積もりのずれは平均 {error} 手です。{exact} の配置でぴったり、{over} の配置で多すぎました。',
  'lab.learned.pdbNote':
    'パターンデータベースは、タイルのグループ（6・6・3 枚）ごとの正確な手数を、このページのワーカーで作った表から引いて足し合わせます。許容的で、ここで人が考えた見積もりの中では最も強く、その解は最短です。',
  'lab.learned.question15':
    '同じ比較を 15 パズルで行います。ページの中で学習するには大きすぎるので、最短に解いた配置からあらかじめ学習したネットワークを（このときになって初めて）取得し、マンハッタン距離、リニアコンフリクト、パターンデータベースと並べて IDA* を導きます。許容的ではありません。過大評価することがあるので、導かれた解が最短より長くなることがあります。',
  'lab.learned.lessonShipped':
    '記事の最後の教訓：AlphaGo は探索を残したまま、人が作った評価をネットワークに置き換えました。この問題の研究版 DeepCubeA（2019 年）は、数百万の重みを持つネットワークを GPU で使い、15 パズルをほとんどの場合最短で解きます。ここのネットワークの重みは {parameters} 個で、ブラウザの中で動きます。',
};
