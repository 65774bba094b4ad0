import type { Catalogue } from './catalogue.ts';

/**
 * Russian (ru_RU) translations of the sandbox's content. Numbers follow Russian writing
 * (10 000 USDT, 0,75 BTC).
 */
export const RU: Catalogue = {
  // Activities: titles and summaries (banner captions are the live titles).
  'Spring Welcome Event: up to 200 USDT': 'Весенняя приветственная акция: до 200 USDT',
  'Register, verify your identity and make a first deposit during the event to unlock a welcome pack worth up to 200 USDT.':
    'Зарегистрируйтесь, пройдите верификацию и сделайте первый депозит во время акции, чтобы открыть приветственный набор стоимостью до 200 USDT.',
  'Newcomer Bonus: claim up to 100 USDT': 'Бонус новичка: получите до 100 USDT',
  'New here? Complete three beginner tasks (pass KYC, deposit, place a first trade) and claim up to 100 USDT in trading bonuses.':
    'Вы у нас впервые? Выполните три задания для новичков (пройдите KYC, пополните счёт, совершите первую сделку) и получите до 100 USDT торговых бонусов.',
  'First Trade Rewards for Newcomers': 'Награды новичкам за первую сделку',
  'Newcomers who placed their first spot trade shared a pool of 20,000 SBX.':
    'Новички, совершившие первую спотовую сделку, разделили призовой фонд 20 000 SBX.',
  'ETH Trading Competition': 'Торговый турнир ETH',
  'Trade ETH/USDT perpetuals and rank by volume. The top 300 traders share 30,000 USDT.':
    'Торгуйте бессрочными контрактами ETH/USDT и поднимайтесь в рейтинге по объёму. 300 лучших трейдеров разделят 30 000 USDT.',
  'BTC Trading Sprint': 'Торговый спринт BTC',
  'Reach 10,000 USDT of BTC futures volume to earn a share of 0.75 BTC: the more you trade, the bigger your share.':
    'Наберите 10 000 USDT объёма по фьючерсам BTC и получите долю от 0,75 BTC: чем больше торгуете, тем больше ваша доля.',
  'Altcoin Trading Competition': 'Турнир по торговле альткоинами',
  '1,200 traders raced up the altcoin leaderboard for a 12,500.5 USDT prize pool.':
    '1 200 трейдеров боролись за место в рейтинге альткоинов и призовой фонд 12 500,5 USDT.',
  'Weekend Lucky Draw': 'Розыгрыш выходного дня',
  'Every 500 USDT of weekend trading volume earns a draw ticket. Prizes include hardware wallets and SBX airdrops.':
    'Каждые 500 USDT торгового объёма в выходные приносят билет розыгрыша. Среди призов — аппаратные кошельки и аирдропы SBX.',
  'Daily Lucky Draw': 'Ежедневный розыгрыш',
  'Trade any amount each day for a free spin. Prizes range from 1 USDT to 1,000 USDT futures coupons.':
    'Совершайте сделку на любую сумму каждый день и получайте бесплатное вращение. Призы — от 1 USDT до фьючерсных купонов на 1 000 USDT.',
  'Mid-Autumn Lottery': 'Лотерея Праздника середины осени',
  'The festival lottery is over: winners found their USDT and SBX prizes in the rewards centre.':
    'Праздничная лотерея завершена: победители получили призы в USDT и SBX в центре наград.',
  'Copy Trading Launch Week': 'Неделя запуска копитрейдинга',
  'Follow a lead trader during launch week and get your first 10 USDT of copy-trading fees back.':
    'Подпишитесь на ведущего трейдера в неделю запуска и верните первые 10 USDT комиссий за копитрейдинг.',
  'Follow the Elite': 'Копируйте лучших',
  'Copy any elite trader with at least 100 USDT and earn up to 50 USDT in futures coupons.':
    'Копируйте сделки любого элитного трейдера от 100 USDT и получите до 50 USDT во фьючерсных купонах.',
  'Become a Lead Trader': 'Станьте ведущим трейдером',
  'Lead traders who gathered 20 followers shared a 100,000 SBX profit-share bonus.':
    'Ведущие трейдеры, набравшие 20 подписчиков, разделили бонус 100 000 SBX от распределения прибыли.',
  'Team Trading League: Season 3': 'Командная торговая лига: сезон 3',
  'Form a team of up to 10 traders and compete on combined futures volume for 60,000 USDT.':
    'Соберите команду до 10 трейдеров и соревнуйтесь по общему объёму фьючерсов за 60 000 USDT.',
  'Squad Up: Team Trading Race': 'Собери команду: командная торговая гонка',
  'Join a squad, trade together and unlock bigger reward tiers as your team volume grows.':
    'Вступайте в команду, торгуйте вместе и открывайте всё более высокие уровни наград по мере роста командного объёма.',
  'Team Trading League: Season 2': 'Командная торговая лига: сезон 2',
  'Season 2 is over: 180 teams traded for a share of 1.2 BTC.':
    'Сезон 2 завершён: 180 команд боролись за долю от 1,2 BTC.',
  'Deposit ETH, Trade, Earn 5%': 'Пополняйте ETH, торгуйте, получайте 5%',
  'Deposit at least 0.5 ETH and trade 5,000 USDT in futures to receive a 5% bonus on your deposit.':
    'Внесите от 0,5 ETH и наторгуйте 5 000 USDT на фьючерсах, чтобы получить бонус 5% от депозита.',
  'Deposit & Trade Bonus: up to 500 USDT': 'Бонус за депозит и торговлю: до 500 USDT',
  'Deposit USDT, reach the trading target of your tier and collect a bonus of up to 500 USDT.':
    'Пополните счёт в USDT, выполните торговую цель своего уровня и получите бонус до 500 USDT.',
  'Summer Deposit & Trade Bonus': 'Летний бонус за депозит и торговлю',
  'Summer depositors who met their trading target shared 35,000 USDT in bonuses.':
    'Участники летней акции, выполнившие торговую цель, разделили 35 000 USDT бонусов.',
  'Spot + Futures Challenge': 'Челлендж «Спот + фьючерсы»',
  'Trade both spot and futures during the challenge to qualify for a 250,000 SBX pool.':
    'Торгуйте и на споте, и на фьючерсах во время челленджа, чтобы претендовать на фонд 250 000 SBX.',
  'Mega Week: Double Rewards': 'Мега-неделя: двойные награды',
  'Trade spot and futures in the same week and your rewards are doubled, up to 300 USDT each.':
    'Торгуйте на споте и фьючерсах в одну неделю — и ваши награды удвоятся, до 300 USDT каждая.',
  'Trading Marathon': 'Торговый марафон',
  'The 30-day marathon rewarded steady traders with a share of 0.5 BTC.':
    '30-дневный марафон наградил стабильных трейдеров долей от 0,5 BTC.',
  'First Deposit Boost': 'Бонус к первому депозиту',
  'Make your first deposit of 100 USDT or more and receive 20 USDT on top.':
    'Сделайте первый депозит от 100 USDT и получите дополнительно 20 USDT.',
  'Deposit & Earn SBX': 'Пополняйте и получайте SBX',
  'Every net deposit of 1,000 USDT earns 50 SBX, credited daily while the campaign runs.':
    'Каждые 1 000 USDT чистого депозита приносят 50 SBX с ежедневным начислением на протяжении акции.',
  'BTC Deposit Week': 'Неделя депозитов BTC',
  'Net BTC depositors shared a 1.5 BTC reward pool.':
    'Участники с чистым депозитом BTC разделили фонд 1,5 BTC.',
  'Invite Challenge: Build Your Team': 'Челлендж приглашений: соберите команду',
  'Invite friends to your team before the deadline: every qualified member adds 10 USDT to your team chest.':
    'Пригласите друзей в команду до окончания срока: каждый подходящий участник добавляет 10 USDT в командную копилку.',
  'Team Challenge: Hit the Goal Together': 'Командный челлендж: достигните цели вместе',
  'Reach the team trading goal before time runs out and every member claims a share of 100,000 SBX.':
    'Достигните командной торговой цели до окончания срока — и каждый участник получит долю от 100 000 SBX.',
  'Winter Team Challenge': 'Зимний командный челлендж',
  '95 teams reached the winter goal and split 18,000 USDT.':
    '95 команд достигли зимней цели и разделили 18 000 USDT.',

  // How it works and highlights.
  'Join the event with the code shown on this page.':
    'Присоединяйтесь к акции с кодом, указанным на этой странице.',
  'Verify your identity (KYC).': 'Пройдите верификацию личности (KYC).',
  'Make your first deposit of 50 USDT or more within 7 days of joining.':
    'Сделайте первый депозит от 50 USDT в течение 7 дней после участия.',
  'Place your first spot trade within 7 days of joining.':
    'Совершите первую спотовую сделку в течение 7 дней после участия.',
  'Up to 100 USDT in bonuses': 'Бонусы до 100 USDT',
  'For accounts registered in the last 30 days':
    'Для аккаунтов, зарегистрированных за последние 30 дней',
  'Join the competition.': 'Примите участие в турнире.',
  'Trade BTC/USDT perpetual futures: only volume after you join counts.':
    'Торгуйте бессрочными фьючерсами BTC/USDT: учитывается только объём после регистрации в турнире.',
  'Claim a futures coupon for every volume tier you reach.':
    'Получайте фьючерсный купон за каждый достигнутый уровень объёма.',
  'Three volume tiers': 'Три уровня объёма',
  'Futures coupons valid 7 days': 'Фьючерсные купоны действуют 7 дней',
  'Trade, share or invite friends to earn draw chances.':
    'Торгуйте, делитесь или приглашайте друзей, чтобы получать попытки розыгрыша.',
  'Spend one chance per draw; every draw wins a prize.':
    'Каждый розыгрыш расходует одну попытку; каждый розыгрыш приносит приз.',
  'Check any draw: its seed hashes to the commitment shown before it.':
    'Проверьте любой розыгрыш: хеш его сида совпадает с обязательством, опубликованным заранее.',
  'A hardware wallet to win': 'Можно выиграть аппаратный кошелёк',
  'Provably fair draws': 'Доказуемо честные розыгрыши',
  'Join in the app and follow a lead trader.':
    'Присоединяйтесь в приложении и подпишитесь на ведущего трейдера.',
  'Transfer at least 200 USDT to your futures account and copy trades.':
    'Переведите не менее 200 USDT на фьючерсный счёт и копируйте сделки.',
  'Copy 1,000 USDT of futures trades to unlock the bonus.':
    'Скопируйте фьючерсные сделки на 1 000 USDT, чтобы открыть бонус.',
  'Seats are limited': 'Количество мест ограничено',
  'Copy trading runs in the app': 'Копитрейдинг доступен в приложении',
  'Join and invite friends to your team.': 'Участвуйте и приглашайте друзей в свою команду.',
  'Every trade of every member adds to the team volume.':
    'Каждая сделка каждого участника идёт в объём команды.',
  'Teams that reach a tier share its SBX.': 'Команды, достигшие уровня, делят его SBX.',
  'Trade together': 'Торгуйте вместе',
  'SBX for every team tier': 'SBX за каждый командный уровень',
  'Join the campaign.': 'Примите участие в акции.',
  'Deposit USDT: only deposits after you join count.':
    'Пополните счёт в USDT: учитываются только депозиты после вступления в акцию.',
  'Transfer to futures and reach the trading target of your tier.':
    'Переведите средства на фьючерсы и выполните торговую цель своего уровня.',
  'Claim your deposit bonus.': 'Получите бонус за депозит.',
  'Bonus on your deposit': 'Бонус к вашему депозиту',
  'Tiers from 1,000 USDT': 'Уровни от 1 000 USDT',
  'Join the challenge.': 'Примите участие в челлендже.',
  'Trade both spot and futures: you need volume in each.':
    'Торгуйте и на споте, и на фьючерсах: нужен объём в обоих.',
  'Trade any amount of spot every day for a daily SBX bonus.':
    'Торгуйте на споте на любую сумму каждый день и получайте ежедневный бонус SBX.',
  'Spot and futures': 'Спот и фьючерсы',
  'Daily bonus': 'Ежедневный бонус',
  'Hold at least 100 SBX, then join: your holding is checked when you join.':
    'Держите не менее 100 SBX, затем присоединяйтесь: баланс проверяется в момент участия.',
  'Deposit 1,000 USDT or more during the campaign.':
    'Пополните счёт на 1 000 USDT или больше во время акции.',
  'Subscribe 100 USDT to Earn.': 'Вложите 100 USDT в продукт Earn.',
  'SBX airdrop for holders': 'Аирдроп SBX для держателей',
  'Credited daily': 'Начисляется ежедневно',
  'Join and build a team of five invited friends.':
    'Присоединяйтесь и соберите команду из пяти приглашённых друзей.',
  'Share the challenge every day.': 'Делитесь челленджем каждый день.',
  'Reach the team trading goal together.': 'Достигните командной торговой цели вместе.',
  'Build a team of five': 'Команда из пяти человек',
  'A share of the SBX pool': 'Доля в фонде SBX',

  // Tasks.
  'Create your account': 'Создайте аккаунт',
  'Verify your identity': 'Пройдите верификацию',
  'Join with your event code': 'Присоединитесь с кодом акции',
  'Bind the KOL who invited you': 'Привяжите пригласившего вас KOL',
  'First deposit of 50 USDT or more': 'Первый депозит от 50 USDT',
  'Place your first spot trade': 'Совершите первую спотовую сделку',
  'Trade 10,000 USDT of futures': 'Наторгуйте 10 000 USDT на фьючерсах',
  'Place 3 orders today': 'Разместите 3 ордера сегодня',
  'Trade 50,000 USDT in total': 'Наторгуйте 50 000 USDT в сумме',
  'Trade any amount today': 'Совершите сделку на любую сумму сегодня',
  'Share the lucky draw today': 'Поделитесь розыгрышем сегодня',
  'Follow us on social media': 'Подпишитесь на нас в соцсетях',
  'Invite a friend who registers': 'Пригласите друга, который зарегистрируется',
  'Transfer 200 USDT to futures and copy trades':
    'Переведите 200 USDT на фьючерсы и копируйте сделки',
  'Copy 1,000 USDT of futures trades': 'Скопируйте фьючерсные сделки на 1 000 USDT',
  'Invite 3 friends to your team': 'Пригласите 3 друзей в команду',
  'Trade 20,000 USDT': 'Наторгуйте 20 000 USDT',
  'Deposit 1,000 USDT': 'Пополните счёт на 1 000 USDT',
  'Transfer and trade 5,000 USDT of futures':
    'Переведите средства и наторгуйте 5 000 USDT на фьючерсах',
  'Trade 5,000 USDT of spot': 'Наторгуйте 5 000 USDT на споте',
  'Trade 5,000 USDT of futures': 'Наторгуйте 5 000 USDT на фьючерсах',
  'Trade any spot amount today': 'Совершите спотовую сделку на любую сумму сегодня',
  'Hold 100 SBX': 'Держите 100 SBX',
  'Subscribe 100 USDT to Earn': 'Вложите 100 USDT в Earn',
  'Invite 5 friends': 'Пригласите 5 друзей',
  'Share the challenge today': 'Поделитесь челленджем сегодня',
  'Trade 50,000 USDT': 'Наторгуйте 50 000 USDT',

  // Prizes.
  'Hardware wallet': 'Аппаратный кошелёк',
  '1,000 USDT futures coupon': 'Фьючерсный купон на 1 000 USDT',
  '100 SBX airdrop': 'Аирдроп 100 SBX',
  'Extra draw': 'Дополнительная попытка',
  '20 SBX': '20 SBX',
  '5 USDT futures coupon': 'Фьючерсный купон на 5 USDT',
  '1 USDT trial bonus': 'Пробный бонус 1 USDT',
  'SBX holder airdrop': 'Аирдроп для держателей SBX',

  // Rules.
  'How it works': 'Как это работает',
  Tasks: 'Задания',
  'Who can join': 'Кто может участвовать',
  Terms: 'Условия',
  'Every user.': 'Все пользователи.',
  'Accounts registered in the last {days} days.':
    'Аккаунты, зарегистрированные за последние {days} дней.',
  'Identity verification (KYC) completed.': 'Пройдена верификация личности (KYC).',
  'Not available to residents of: {regions}.': 'Недоступно для резидентов: {regions}.',
  'Enter your event register code when you join.':
    'При вступлении введите регистрационный код акции.',
  'Enter your VIP code when you join.': 'При вступлении введите VIP-код.',
  'Bind the KOL who invited you before you join.':
    'Перед вступлением привяжите пригласившего вас KOL.',
  'Limited to {count} participants.': 'Число участников ограничено: {count}.',
  'Only activity after you join counts: trades and deposits made before joining do not.':
    'Учитывается только активность после вступления: сделки и депозиты до него не считаются.',
  'Everything you do while the activity runs counts; no need to join.':
    'Учитывается всё, что вы делаете во время акции; вступать не нужно.',
  '<strong>When:</strong> {start} to {end}.': '<strong>Сроки:</strong> с {start} по {end}.',
  'Rewards are credited to your rewards centre and expire as shown there. Accounts found gaming the campaign (linked accounts, wash trading) are excluded. The exchange may amend these rules; the rules shown here at the time of your action apply.':
    'Награды зачисляются в центр наград и действуют в указанные там сроки. Аккаунты, уличённые в злоупотреблениях (связанные аккаунты, фиктивная торговля), исключаются. Биржа вправе изменять эти правила; применяются правила, показанные здесь на момент вашего действия.',

  // Inbox messages.
  'Reward received: {reward}': 'Награда получена: {reward}',
  'For "{task}" in {activity}.': 'За задание «{task}» в акции «{activity}».',
  'You received <strong>{reward}</strong> for completing "{task}".':
    'Вы получили <strong>{reward}</strong> за выполнение задания «{task}».',
  'You received <strong>{reward}</strong>.': 'Вы получили <strong>{reward}</strong>.',
  'Task completed: {task}': 'Задание выполнено: {task}',
  'Claim your reward in {activity}.': 'Заберите награду в акции «{activity}».',
  'You completed <strong>{task}</strong>. Claim your reward before the period ends.':
    'Вы выполнили задание <strong>{task}</strong>. Заберите награду до конца периода.',
  'You won: {prize}': 'Вы выиграли: {prize}',
  'Confirm your shipping address within 14 days.': 'Подтвердите адрес доставки в течение 14 дней.',
  'Congratulations! You won a <strong>{prize}</strong> in {activity}.':
    'Поздравляем! Вы выиграли приз «<strong>{prize}</strong>» в акции «{activity}».',
  'You joined {activity}': 'Вы участвуете в акции «{activity}»',
  'Your activity counts from now on. Good luck!':
    'С этого момента ваша активность учитывается. Удачи!',
  'You joined <strong>{activity}</strong>. Trades and deposits from now on count toward its tasks.':
    'Вы участвуете в акции <strong>{activity}</strong>. Сделки и депозиты с этого момента засчитываются в её задания.',
  'Welcome to Sandbox Exchange': 'Добро пожаловать на Sandbox Exchange',
  'Your account is ready. Verify your identity to unlock every promotion.':
    'Ваш аккаунт готов. Пройдите верификацию, чтобы открыть все акции.',
  'Welcome! Verify your identity (KYC) and make a first deposit to get started.':
    'Добро пожаловать! Пройдите верификацию (KYC) и сделайте первый депозит, чтобы начать.',
  'Security tip: turn on two-factor authentication':
    'Совет по безопасности: включите двухфакторную аутентификацию',
  'Protect your account with an authenticator app.':
    'Защитите аккаунт с помощью приложения-аутентификатора.',
  'Turn on two-factor authentication in <em>Account security</em>.':
    'Включите двухфакторную аутентификацию в разделе <em>Безопасность аккаунта</em>.',
  'Now live: {activity}': 'Уже идёт: {activity}',
  'Join now: only activity after you join counts.':
    'Присоединяйтесь сейчас: учитывается только активность после вступления.',
  '<strong>{activity}</strong> is live. Open the activity centre to join.':
    'Акция <strong>{activity}</strong> уже идёт. Откройте центр акций, чтобы принять участие.',
  'Your {amount} {currency} trial bonus expires in {days} days':
    'Срок действия пробного бонуса {amount} {currency} истекает через {days} дн.',
  'Use it in futures trading before it expires.':
    'Используйте его в торговле фьючерсами до истечения срока.',
  'Your trial bonus of <strong>{amount} {currency}</strong> expires in {days} days.':
    'Срок действия пробного бонуса <strong>{amount} {currency}</strong> истекает через {days} дн.',
  'Your weekly rebate report is ready': 'Еженедельный отчёт о комиссионных готов',
  'See your referrals, rebates and performance for the last 7 days.':
    'Посмотрите своих рефералов, комиссионные и результаты за последние 7 дней.',
  'Your weekly report is ready in the agent dashboard.':
    'Еженедельный отчёт готов в кабинете агента.',

  // Rewards in words, and the reward lines of the rules; last, as they match the most.
  '1 draw': '1 попытка розыгрыша',
  '{amount} draws': 'попыток розыгрыша: {amount}',
  '1 prize item': '1 физический приз',
  '{amount} prize items': 'физических призов: {amount}',
  '{task}: {reward}': '{task}: {reward}',
};
