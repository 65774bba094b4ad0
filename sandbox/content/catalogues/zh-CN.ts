import type { Catalogue } from './catalogue.ts';

/** Simplified Chinese (zh_CN) translations of the sandbox's content. */
export const ZH_CN: Catalogue = {
  // Activities: titles and summaries (banner captions are the live titles).
  'Spring Welcome Event: up to 200 USDT': '春季迎新活动：最高 200 USDT',
  'Register, verify your identity and make a first deposit during the event to unlock a welcome pack worth up to 200 USDT.':
    '活动期间完成注册、身份认证并首次充值，即可解锁价值最高 200 USDT 的新人礼包。',
  'Newcomer Bonus: claim up to 100 USDT': '新人福利：最高领取 100 USDT',
  'New here? Complete three beginner tasks (pass KYC, deposit, place a first trade) and claim up to 100 USDT in trading bonuses.':
    '初来乍到？完成三项新手任务（通过 KYC、充值、完成首笔交易），最高可领取 100 USDT 交易赠金。',
  'First Trade Rewards for Newcomers': '新人首笔交易奖励',
  'Newcomers who placed their first spot trade shared a pool of 20,000 SBX.':
    '完成首笔现货交易的新用户已瓜分 20,000 SBX 奖池。',
  'ETH Trading Competition': 'ETH 交易大赛',
  'Trade ETH/USDT perpetuals and rank by volume. The top 300 traders share 30,000 USDT.':
    '交易 ETH/USDT 永续合约，按交易量排名，前 300 名交易者瓜分 30,000 USDT。',
  'BTC Trading Sprint': 'BTC 交易冲刺赛',
  'Reach 10,000 USDT of BTC futures volume to earn a share of 0.75 BTC: the more you trade, the bigger your share.':
    'BTC 合约交易量达到 10,000 USDT 即可瓜分 0.75 BTC：交易越多，分得越多。',
  'Altcoin Trading Competition': '山寨币交易大赛',
  '1,200 traders raced up the altcoin leaderboard for a 12,500.5 USDT prize pool.':
    '1,200 名交易者角逐山寨币排行榜，争夺 12,500.5 USDT 奖池。',
  'Weekend Lucky Draw': '周末幸运抽奖',
  'Every 500 USDT of weekend trading volume earns a draw ticket. Prizes include hardware wallets and SBX airdrops.':
    '周末每交易 500 USDT 可获得一张抽奖券，奖品包括硬件钱包和 SBX 空投。',
  'Daily Lucky Draw': '每日幸运抽奖',
  'Trade any amount each day for a free spin. Prizes range from 1 USDT to 1,000 USDT futures coupons.':
    '每天完成任意金额交易即可免费抽奖一次，奖品从 1 USDT 到 1,000 USDT 合约体验券不等。',
  'Mid-Autumn Lottery': '中秋抽奖',
  'The festival lottery is over: winners found their USDT and SBX prizes in the rewards centre.':
    '中秋抽奖已结束：中奖者的 USDT 和 SBX 奖品已发放至奖励中心。',
  'Copy Trading Launch Week': '跟单交易上线周',
  'Follow a lead trader during launch week and get your first 10 USDT of copy-trading fees back.':
    '上线周期间跟随带单交易员，首笔 10 USDT 跟单手续费全额返还。',
  'Follow the Elite': '跟随精英',
  'Copy any elite trader with at least 100 USDT and earn up to 50 USDT in futures coupons.':
    '以至少 100 USDT 跟单任一精英交易员，最高可获得 50 USDT 合约体验券。',
  'Become a Lead Trader': '成为带单交易员',
  'Lead traders who gathered 20 followers shared a 100,000 SBX profit-share bonus.':
    '吸引 20 位跟随者的带单交易员已瓜分 100,000 SBX 分润奖金。',
  'Team Trading League: Season 3': '团队交易联赛：第三季',
  'Form a team of up to 10 traders and compete on combined futures volume for 60,000 USDT.':
    '组建最多 10 人的战队，以合约总交易量角逐 60,000 USDT。',
  'Squad Up: Team Trading Race': '组队出发：团队交易赛',
  'Join a squad, trade together and unlock bigger reward tiers as your team volume grows.':
    '加入战队一起交易，团队交易量越高，解锁的奖励档位越高。',
  'Team Trading League: Season 2': '团队交易联赛：第二季',
  'Season 2 is over: 180 teams traded for a share of 1.2 BTC.':
    '第二季已结束：180 支战队共同角逐 1.2 BTC。',
  'Deposit ETH, Trade, Earn 5%': '充值 ETH，交易赚 5%',
  'Deposit at least 0.5 ETH and trade 5,000 USDT in futures to receive a 5% bonus on your deposit.':
    '充值至少 0.5 ETH 并完成 5,000 USDT 合约交易，即可获得充值金额 5% 的奖励。',
  'Deposit & Trade Bonus: up to 500 USDT': '充值交易赠金：最高 500 USDT',
  'Deposit USDT, reach the trading target of your tier and collect a bonus of up to 500 USDT.':
    '充值 USDT 并达到所在档位的交易目标，最高可领取 500 USDT 赠金。',
  'Summer Deposit & Trade Bonus': '夏季充值交易赠金',
  'Summer depositors who met their trading target shared 35,000 USDT in bonuses.':
    '达成交易目标的夏季充值用户已瓜分 35,000 USDT 赠金。',
  'Spot + Futures Challenge': '现货 + 合约挑战赛',
  'Trade both spot and futures during the challenge to qualify for a 250,000 SBX pool.':
    '挑战期间同时交易现货和合约，即有资格瓜分 250,000 SBX 奖池。',
  'Mega Week: Double Rewards': '狂欢周：奖励翻倍',
  'Trade spot and futures in the same week and your rewards are doubled, up to 300 USDT each.':
    '同一周内交易现货和合约，奖励翻倍，每人最高 300 USDT。',
  'Trading Marathon': '交易马拉松',
  'The 30-day marathon rewarded steady traders with a share of 0.5 BTC.':
    '为期 30 天的马拉松已结束，稳健交易者共同瓜分了 0.5 BTC。',
  'First Deposit Boost': '首充加码',
  'Make your first deposit of 100 USDT or more and receive 20 USDT on top.':
    '首次充值 100 USDT 及以上，额外获得 20 USDT。',
  'Deposit & Earn SBX': '充值赚 SBX',
  'Every net deposit of 1,000 USDT earns 50 SBX, credited daily while the campaign runs.':
    '活动期间每净充值 1,000 USDT 可获得 50 SBX，每日发放。',
  'BTC Deposit Week': 'BTC 充值周',
  'Net BTC depositors shared a 1.5 BTC reward pool.': 'BTC 净充值用户已瓜分 1.5 BTC 奖池。',
  'Invite Challenge: Build Your Team': '邀请挑战：组建你的战队',
  'Invite friends to your team before the deadline: every qualified member adds 10 USDT to your team chest.':
    '在截止前邀请好友加入战队：每位合格成员为战队宝箱增加 10 USDT。',
  'Team Challenge: Hit the Goal Together': '团队挑战：一起达成目标',
  'Reach the team trading goal before time runs out and every member claims a share of 100,000 SBX.':
    '在活动结束前达成团队交易目标，每位成员都可瓜分 100,000 SBX。',
  'Winter Team Challenge': '冬季团队挑战',
  '95 teams reached the winter goal and split 18,000 USDT.':
    '95 支战队达成冬季目标，瓜分 18,000 USDT。',

  // How it works and highlights.
  'Join the event with the code shown on this page.': '使用本页显示的活动码参加活动。',
  'Verify your identity (KYC).': '完成身份认证（KYC）。',
  'Make your first deposit of 50 USDT or more within 7 days of joining.':
    '参加活动后 7 天内首次充值 50 USDT 及以上。',
  'Place your first spot trade within 7 days of joining.': '参加活动后 7 天内完成首笔现货交易。',
  'Up to 100 USDT in bonuses': '最高 100 USDT 赠金',
  'For accounts registered in the last 30 days': '限近 30 天内注册的账户',
  'Join the competition.': '报名参赛。',
  'Trade BTC/USDT perpetual futures: only volume after you join counts.':
    '交易 BTC/USDT 永续合约：仅计算报名后的交易量。',
  'Claim a futures coupon for every volume tier you reach.':
    '每达到一个交易量档位，即可领取一张合约体验券。',
  'Three volume tiers': '三个交易量档位',
  'Futures coupons valid 7 days': '合约体验券有效期 7 天',
  'Trade, share or invite friends to earn draw chances.': '通过交易、分享或邀请好友获得抽奖机会。',
  'Spend one chance per draw; every draw wins a prize.': '每次抽奖消耗一次机会，每次抽奖必中奖。',
  'Check any draw: its seed hashes to the commitment shown before it.':
    '任何一次抽奖都可验证：其种子的哈希值与抽奖前公布的承诺值一致。',
  'A hardware wallet to win': '有机会赢取硬件钱包',
  'Provably fair draws': '可验证的公平抽奖',
  'Join in the app and follow a lead trader.': '在 App 中报名并跟随一位带单交易员。',
  'Transfer at least 200 USDT to your futures account and copy trades.':
    '向合约账户划转至少 200 USDT 并开始跟单。',
  'Copy 1,000 USDT of futures trades to unlock the bonus.':
    '跟单合约交易满 1,000 USDT 即可解锁奖励。',
  'Seats are limited': '名额有限',
  'Copy trading runs in the app': '跟单交易在 App 中进行',
  'Join and invite friends to your team.': '报名并邀请好友加入你的战队。',
  'Every trade of every member adds to the team volume.': '每位成员的每笔交易都计入团队交易量。',
  'Teams that reach a tier share its SBX.': '达到档位的战队瓜分该档位的 SBX。',
  'Trade together': '一起交易',
  'SBX for every team tier': '每个团队档位均有 SBX 奖励',
  'Join the campaign.': '报名参加活动。',
  'Deposit USDT: only deposits after you join count.': '充值 USDT：仅计算报名后的充值。',
  'Transfer to futures and reach the trading target of your tier.':
    '划转至合约账户并达到所在档位的交易目标。',
  'Claim your deposit bonus.': '领取充值赠金。',
  'Bonus on your deposit': '充值即享赠金',
  'Tiers from 1,000 USDT': '档位起点 1,000 USDT',
  'Join the challenge.': '报名参加挑战。',
  'Trade both spot and futures: you need volume in each.':
    '同时交易现货和合约：两者都需要有交易量。',
  'Trade any amount of spot every day for a daily SBX bonus.':
    '每天完成任意金额现货交易，即可获得每日 SBX 奖励。',
  'Spot and futures': '现货与合约',
  'Daily bonus': '每日奖励',
  'Hold at least 100 SBX, then join: your holding is checked when you join.':
    '持有至少 100 SBX 后报名：报名时将核查你的持仓。',
  'Deposit 1,000 USDT or more during the campaign.': '活动期间充值 1,000 USDT 及以上。',
  'Subscribe 100 USDT to Earn.': '申购 100 USDT 理财产品。',
  'SBX airdrop for holders': '持币用户享 SBX 空投',
  'Credited daily': '每日发放',
  'Join and build a team of five invited friends.': '报名并邀请五位好友组建战队。',
  'Share the challenge every day.': '每天分享挑战活动。',
  'Reach the team trading goal together.': '一起达成团队交易目标。',
  'Build a team of five': '组建五人战队',
  'A share of the SBX pool': '瓜分 SBX 奖池',

  // Tasks.
  'Create your account': '创建账户',
  'Verify your identity': '完成身份认证',
  'Join with your event code': '使用活动码参加',
  'Bind the KOL who invited you': '绑定邀请你的 KOL',
  'First deposit of 50 USDT or more': '首次充值 50 USDT 及以上',
  'Place your first spot trade': '完成首笔现货交易',
  'Trade 10,000 USDT of futures': '合约交易 10,000 USDT',
  'Place 3 orders today': '今日下单 3 笔',
  'Trade 50,000 USDT in total': '累计交易 50,000 USDT',
  'Trade any amount today': '今日完成任意金额交易',
  'Share the lucky draw today': '今日分享幸运抽奖',
  'Follow us on social media': '关注我们的社交媒体',
  'Invite a friend who registers': '邀请一位好友完成注册',
  'Transfer 200 USDT to futures and copy trades': '向合约账户划转 200 USDT 并跟单',
  'Copy 1,000 USDT of futures trades': '跟单合约交易 1,000 USDT',
  'Invite 3 friends to your team': '邀请 3 位好友加入战队',
  'Trade 20,000 USDT': '交易 20,000 USDT',
  'Deposit 1,000 USDT': '充值 1,000 USDT',
  'Transfer and trade 5,000 USDT of futures': '划转并完成 5,000 USDT 合约交易',
  'Trade 5,000 USDT of spot': '现货交易 5,000 USDT',
  'Trade 5,000 USDT of futures': '合约交易 5,000 USDT',
  'Trade any spot amount today': '今日完成任意金额现货交易',
  'Hold 100 SBX': '持有 100 SBX',
  'Subscribe 100 USDT to Earn': '申购 100 USDT 理财',
  'Invite 5 friends': '邀请 5 位好友',
  'Share the challenge today': '今日分享挑战',
  'Trade 50,000 USDT': '交易 50,000 USDT',

  // Prizes.
  'Hardware wallet': '硬件钱包',
  '1,000 USDT futures coupon': '1,000 USDT 合约体验券',
  '100 SBX airdrop': '100 SBX 空投',
  'Extra draw': '额外抽奖机会',
  '20 SBX': '20 SBX',
  '5 USDT futures coupon': '5 USDT 合约体验券',
  '1 USDT trial bonus': '1 USDT 体验金',
  'SBX holder airdrop': 'SBX 持币空投',

  // Rules.
  'How it works': '参与方式',
  Tasks: '任务',
  'Who can join': '参与资格',
  Terms: '条款',
  'Every user.': '所有用户。',
  'Accounts registered in the last {days} days.': '近 {days} 天内注册的账户。',
  'Identity verification (KYC) completed.': '已完成身份认证（KYC）。',
  'Not available to residents of: {regions}.': '以下地区居民不可参加：{regions}。',
  'Enter your event register code when you join.': '报名时请输入活动注册码。',
  'Enter your VIP code when you join.': '报名时请输入 VIP 码。',
  'Bind the KOL who invited you before you join.': '报名前请先绑定邀请你的 KOL。',
  'Limited to {count} participants.': '限 {count} 名参与者。',
  'Only activity after you join counts: trades and deposits made before joining do not.':
    '仅计算报名后的行为：报名前的交易和充值不计入。',
  'Everything you do while the activity runs counts; no need to join.':
    '活动期间的所有行为均计入，无需报名。',
  '<strong>When:</strong> {start} to {end}.': '<strong>活动时间：</strong>{start} 至 {end}。',
  'Rewards are credited to your rewards centre and expire as shown there. Accounts found gaming the campaign (linked accounts, wash trading) are excluded. The exchange may amend these rules; the rules shown here at the time of your action apply.':
    '奖励将发放至你的奖励中心，有效期以奖励中心显示为准。经查实存在刷量行为（关联账户、对敲交易）的账户将被取消资格。交易所有权修改本规则，以你操作时本页显示的规则为准。',

  // Inbox messages.
  'Reward received: {reward}': '奖励已到账：{reward}',
  'For "{task}" in {activity}.': '来自「{activity}」的「{task}」。',
  'You received <strong>{reward}</strong> for completing "{task}".':
    '你已完成「{task}」，获得 <strong>{reward}</strong>。',
  'You received <strong>{reward}</strong>.': '你获得了 <strong>{reward}</strong>。',
  'Task completed: {task}': '任务已完成：{task}',
  'Claim your reward in {activity}.': '请在「{activity}」中领取奖励。',
  'You completed <strong>{task}</strong>. Claim your reward before the period ends.':
    '你已完成<strong>{task}</strong>，请在本周期结束前领取奖励。',
  'You won: {prize}': '恭喜中奖：{prize}',
  'Confirm your shipping address within 14 days.': '请在 14 天内确认收货地址。',
  'Congratulations! You won a <strong>{prize}</strong> in {activity}.':
    '恭喜！你在「{activity}」中赢得了<strong>{prize}</strong>。',
  'You joined {activity}': '你已报名「{activity}」',
  'Your activity counts from now on. Good luck!': '从现在起你的交易将被计入，祝你好运！',
  'You joined <strong>{activity}</strong>. Trades and deposits from now on count toward its tasks.':
    '你已报名<strong>{activity}</strong>。从现在起，你的交易和充值都将计入活动任务。',
  'Welcome to Sandbox Exchange': '欢迎来到 Sandbox Exchange',
  'Your account is ready. Verify your identity to unlock every promotion.':
    '你的账户已开通。完成身份认证即可解锁全部活动。',
  'Welcome! Verify your identity (KYC) and make a first deposit to get started.':
    '欢迎！完成身份认证（KYC）并首次充值，即可开始交易。',
  'Security tip: turn on two-factor authentication': '安全提示：开启双重验证',
  'Protect your account with an authenticator app.': '使用身份验证器 App 保护你的账户。',
  'Turn on two-factor authentication in <em>Account security</em>.':
    '请在<em>账户安全</em>中开启双重验证。',
  'Now live: {activity}': '火热进行中：{activity}',
  'Join now: only activity after you join counts.': '立即报名：仅计算报名后的交易。',
  '<strong>{activity}</strong> is live. Open the activity centre to join.':
    '<strong>{activity}</strong>正在进行中。前往活动中心报名参加。',
  'Your {amount} {currency} trial bonus expires in {days} days':
    '你的 {amount} {currency} 体验金将在 {days} 天后过期',
  'Use it in futures trading before it expires.': '请在过期前用于合约交易。',
  'Your trial bonus of <strong>{amount} {currency}</strong> expires in {days} days.':
    '你的 <strong>{amount} {currency}</strong> 体验金将在 {days} 天后过期。',
  'Your weekly rebate report is ready': '你的每周返佣报告已生成',
  'See your referrals, rebates and performance for the last 7 days.':
    '查看过去 7 天的邀请用户、返佣和业绩。',
  'Your weekly report is ready in the agent dashboard.': '你的周报已在代理后台生成。',

  // Rewards in words, and the reward lines of the rules; last, as they match the most.
  '1 draw': '1 次抽奖机会',
  '{amount} draws': '{amount} 次抽奖机会',
  '1 prize item': '1 件实物奖品',
  '{amount} prize items': '{amount} 件实物奖品',
  '{task}: {reward}': '{task}：{reward}',
};
