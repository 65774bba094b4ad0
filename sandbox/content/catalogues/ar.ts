import type { Catalogue } from './catalogue.ts';

/** Arabic (ar_SA) translations of the sandbox's content. */
export const AR: Catalogue = {
  // Activities: titles and summaries (banner captions are the live titles).
  'Spring Welcome Event: up to 200 USDT': 'فعالية الترحيب الربيعية: حتى 200 USDT',
  'Register, verify your identity and make a first deposit during the event to unlock a welcome pack worth up to 200 USDT.':
    'سجّل وأكمل التحقق من هويتك وقم بأول إيداع خلال الفعالية لتحصل على حزمة ترحيبية تصل قيمتها إلى 200 USDT.',
  'Newcomer Bonus: claim up to 100 USDT': 'مكافأة المستخدمين الجدد: احصل على ما يصل إلى 100 USDT',
  'New here? Complete three beginner tasks (pass KYC, deposit, place a first trade) and claim up to 100 USDT in trading bonuses.':
    'جديد هنا؟ أكمل ثلاث مهام للمبتدئين (التحقق من الهوية، الإيداع، أول صفقة) واحصل على مكافآت تداول تصل إلى 100 USDT.',
  'First Trade Rewards for Newcomers': 'مكافآت أول صفقة للمستخدمين الجدد',
  'Newcomers who placed their first spot trade shared a pool of 20,000 SBX.':
    'تقاسم المستخدمون الجدد الذين أجروا أول صفقة فورية مجمّع جوائز بقيمة 20,000 SBX.',
  'ETH Trading Competition': 'مسابقة تداول ETH',
  'Trade ETH/USDT perpetuals and rank by volume. The top 300 traders share 30,000 USDT.':
    'تداول العقود الدائمة ETH/USDT وتنافس على الترتيب حسب حجم التداول. يتقاسم أفضل 300 متداول مبلغ 30,000 USDT.',
  'BTC Trading Sprint': 'سباق تداول BTC',
  'Reach 10,000 USDT of BTC futures volume to earn a share of 0.75 BTC: the more you trade, the bigger your share.':
    'حقّق حجم تداول 10,000 USDT في عقود BTC الآجلة لتحصل على حصة من 0.75 BTC: كلما تداولت أكثر زادت حصتك.',
  'Altcoin Trading Competition': 'مسابقة تداول العملات البديلة',
  '1,200 traders raced up the altcoin leaderboard for a 12,500.5 USDT prize pool.':
    'تنافس 1,200 متداول على صدارة لوحة العملات البديلة للفوز بمجمّع جوائز قدره 12,500.5 USDT.',
  'Weekend Lucky Draw': 'سحب الحظ لعطلة نهاية الأسبوع',
  'Every 500 USDT of weekend trading volume earns a draw ticket. Prizes include hardware wallets and SBX airdrops.':
    'كل 500 USDT من حجم التداول في عطلة نهاية الأسبوع تمنحك تذكرة سحب. تشمل الجوائز محافظ أجهزة وتوزيعات SBX المجانية.',
  'Daily Lucky Draw': 'سحب الحظ اليومي',
  'Trade any amount each day for a free spin. Prizes range from 1 USDT to 1,000 USDT futures coupons.':
    'تداول بأي مبلغ كل يوم لتحصل على دورة مجانية. تتراوح الجوائز بين 1 USDT وقسائم عقود آجلة بقيمة 1,000 USDT.',
  'Mid-Autumn Lottery': 'يانصيب منتصف الخريف',
  'The festival lottery is over: winners found their USDT and SBX prizes in the rewards centre.':
    'انتهى يانصيب المهرجان: وجد الفائزون جوائزهم من USDT وSBX في مركز المكافآت.',
  'Copy Trading Launch Week': 'أسبوع إطلاق التداول بالنسخ',
  'Follow a lead trader during launch week and get your first 10 USDT of copy-trading fees back.':
    'تابع متداولًا رئيسيًا خلال أسبوع الإطلاق واسترد أول 10 USDT من رسوم التداول بالنسخ.',
  'Follow the Elite': 'تابع النخبة',
  'Copy any elite trader with at least 100 USDT and earn up to 50 USDT in futures coupons.':
    'انسخ صفقات أي متداول من النخبة بمبلغ 100 USDT على الأقل واربح قسائم عقود آجلة تصل إلى 50 USDT.',
  'Become a Lead Trader': 'كن متداولًا رئيسيًا',
  'Lead traders who gathered 20 followers shared a 100,000 SBX profit-share bonus.':
    'تقاسم المتداولون الرئيسيون الذين جمعوا 20 متابعًا مكافأة مشاركة أرباح بقيمة 100,000 SBX.',
  'Team Trading League: Season 3': 'دوري التداول الجماعي: الموسم 3',
  'Form a team of up to 10 traders and compete on combined futures volume for 60,000 USDT.':
    'كوّن فريقًا من 10 متداولين كحد أقصى وتنافسوا بحجم تداول العقود الآجلة المجمّع على 60,000 USDT.',
  'Squad Up: Team Trading Race': 'شكّل فريقك: سباق التداول الجماعي',
  'Join a squad, trade together and unlock bigger reward tiers as your team volume grows.':
    'انضم إلى فريق وتداولوا معًا لتفتحوا مستويات مكافآت أكبر كلما ازداد حجم تداول الفريق.',
  'Team Trading League: Season 2': 'دوري التداول الجماعي: الموسم 2',
  'Season 2 is over: 180 teams traded for a share of 1.2 BTC.':
    'انتهى الموسم 2: تداول 180 فريقًا للفوز بحصة من 1.2 BTC.',
  'Deposit ETH, Trade, Earn 5%': 'أودِع ETH وتداول واربح 5%',
  'Deposit at least 0.5 ETH and trade 5,000 USDT in futures to receive a 5% bonus on your deposit.':
    'أودِع 0.5 ETH على الأقل وتداول بقيمة 5,000 USDT في العقود الآجلة لتحصل على مكافأة 5% من إيداعك.',
  'Deposit & Trade Bonus: up to 500 USDT': 'مكافأة الإيداع والتداول: حتى 500 USDT',
  'Deposit USDT, reach the trading target of your tier and collect a bonus of up to 500 USDT.':
    'أودِع USDT وحقّق هدف التداول لمستواك واحصل على مكافأة تصل إلى 500 USDT.',
  'Summer Deposit & Trade Bonus': 'مكافأة الإيداع والتداول الصيفية',
  'Summer depositors who met their trading target shared 35,000 USDT in bonuses.':
    'تقاسم المودعون الذين حققوا هدف التداول في الصيف مكافآت بقيمة 35,000 USDT.',
  'Spot + Futures Challenge': 'تحدي الفوري + العقود الآجلة',
  'Trade both spot and futures during the challenge to qualify for a 250,000 SBX pool.':
    'تداول في السوق الفوري والعقود الآجلة معًا خلال التحدي لتتأهل لمجمّع جوائز بقيمة 250,000 SBX.',
  'Mega Week: Double Rewards': 'الأسبوع الكبير: مكافآت مضاعفة',
  'Trade spot and futures in the same week and your rewards are doubled, up to 300 USDT each.':
    'تداول في السوق الفوري والعقود الآجلة في الأسبوع نفسه لتتضاعف مكافآتك، حتى 300 USDT لكل منها.',
  'Trading Marathon': 'ماراثون التداول',
  'The 30-day marathon rewarded steady traders with a share of 0.5 BTC.':
    'كافأ الماراثون الممتد 30 يومًا المتداولين المنتظمين بحصة من 0.5 BTC.',
  'First Deposit Boost': 'دفعة الإيداع الأول',
  'Make your first deposit of 100 USDT or more and receive 20 USDT on top.':
    'قم بأول إيداع بقيمة 100 USDT أو أكثر واحصل على 20 USDT إضافية.',
  'Deposit & Earn SBX': 'أودِع واربح SBX',
  'Every net deposit of 1,000 USDT earns 50 SBX, credited daily while the campaign runs.':
    'كل صافي إيداع بقيمة 1,000 USDT يمنحك 50 SBX، تُضاف يوميًا طوال مدة الحملة.',
  'BTC Deposit Week': 'أسبوع إيداع BTC',
  'Net BTC depositors shared a 1.5 BTC reward pool.':
    'تقاسم أصحاب صافي إيداعات BTC مجمّع مكافآت بقيمة 1.5 BTC.',
  'Invite Challenge: Build Your Team': 'تحدي الدعوات: كوّن فريقك',
  'Invite friends to your team before the deadline: every qualified member adds 10 USDT to your team chest.':
    'ادعُ أصدقاءك إلى فريقك قبل الموعد النهائي: كل عضو مؤهل يضيف 10 USDT إلى خزينة الفريق.',
  'Team Challenge: Hit the Goal Together': 'تحدي الفرق: لنحقق الهدف معًا',
  'Reach the team trading goal before time runs out and every member claims a share of 100,000 SBX.':
    'حققوا هدف التداول الجماعي قبل انتهاء الوقت ليحصل كل عضو على حصة من 100,000 SBX.',
  'Winter Team Challenge': 'تحدي الفرق الشتوي',
  '95 teams reached the winter goal and split 18,000 USDT.':
    'حقق 95 فريقًا هدف الشتاء وتقاسموا 18,000 USDT.',

  // How it works and highlights.
  'Join the event with the code shown on this page.':
    'انضم إلى الفعالية بالرمز الظاهر في هذه الصفحة.',
  'Verify your identity (KYC).': 'أكمل التحقق من هويتك (KYC).',
  'Make your first deposit of 50 USDT or more within 7 days of joining.':
    'قم بأول إيداع بقيمة 50 USDT أو أكثر خلال 7 أيام من الانضمام.',
  'Place your first spot trade within 7 days of joining.':
    'نفّذ أول صفقة فورية خلال 7 أيام من الانضمام.',
  'Up to 100 USDT in bonuses': 'مكافآت تصل إلى 100 USDT',
  'For accounts registered in the last 30 days': 'للحسابات المسجلة خلال آخر 30 يومًا',
  'Join the competition.': 'انضم إلى المسابقة.',
  'Trade BTC/USDT perpetual futures: only volume after you join counts.':
    'تداول العقود الدائمة BTC/USDT: يُحتسب الحجم بعد انضمامك فقط.',
  'Claim a futures coupon for every volume tier you reach.':
    'احصل على قسيمة عقود آجلة عن كل مستوى حجم تبلغه.',
  'Three volume tiers': 'ثلاثة مستويات للحجم',
  'Futures coupons valid 7 days': 'قسائم العقود الآجلة صالحة 7 أيام',
  'Trade, share or invite friends to earn draw chances.':
    'تداول أو شارك أو ادعُ أصدقاءك لتربح فرص سحب.',
  'Spend one chance per draw; every draw wins a prize.':
    'كل سحب يستهلك فرصة واحدة، وكل سحب يربح جائزة.',
  'Check any draw: its seed hashes to the commitment shown before it.':
    'يمكنك التحقق من أي سحب: تجزئة بذرته تطابق الالتزام المعروض قبله.',
  'A hardware wallet to win': 'محفظة أجهزة بانتظار الفائز',
  'Provably fair draws': 'سحوبات عادلة قابلة للإثبات',
  'Join in the app and follow a lead trader.': 'انضم عبر التطبيق وتابع متداولًا رئيسيًا.',
  'Transfer at least 200 USDT to your futures account and copy trades.':
    'حوّل 200 USDT على الأقل إلى حساب العقود الآجلة وانسخ الصفقات.',
  'Copy 1,000 USDT of futures trades to unlock the bonus.':
    'انسخ صفقات عقود آجلة بقيمة 1,000 USDT لتفتح المكافأة.',
  'Seats are limited': 'المقاعد محدودة',
  'Copy trading runs in the app': 'التداول بالنسخ متاح في التطبيق',
  'Join and invite friends to your team.': 'انضم وادعُ أصدقاءك إلى فريقك.',
  'Every trade of every member adds to the team volume.': 'كل صفقة لكل عضو تُضاف إلى حجم الفريق.',
  'Teams that reach a tier share its SBX.': 'الفرق التي تبلغ مستوى ما تتقاسم SBX الخاصة به.',
  'Trade together': 'تداولوا معًا',
  'SBX for every team tier': 'SBX لكل مستوى من مستويات الفريق',
  'Join the campaign.': 'انضم إلى الحملة.',
  'Deposit USDT: only deposits after you join count.':
    'أودِع USDT: تُحتسب الإيداعات بعد انضمامك فقط.',
  'Transfer to futures and reach the trading target of your tier.':
    'حوّل إلى العقود الآجلة وحقّق هدف التداول لمستواك.',
  'Claim your deposit bonus.': 'احصل على مكافأة إيداعك.',
  'Bonus on your deposit': 'مكافأة على إيداعك',
  'Tiers from 1,000 USDT': 'مستويات تبدأ من 1,000 USDT',
  'Join the challenge.': 'انضم إلى التحدي.',
  'Trade both spot and futures: you need volume in each.':
    'تداول في الفوري والعقود الآجلة معًا: تحتاج إلى حجم في كليهما.',
  'Trade any amount of spot every day for a daily SBX bonus.':
    'تداول بأي مبلغ في السوق الفوري يوميًا لتحصل على مكافأة SBX يومية.',
  'Spot and futures': 'الفوري والعقود الآجلة',
  'Daily bonus': 'مكافأة يومية',
  'Hold at least 100 SBX, then join: your holding is checked when you join.':
    'احتفظ بـ 100 SBX على الأقل ثم انضم: يُتحقق من رصيدك عند الانضمام.',
  'Deposit 1,000 USDT or more during the campaign.': 'أودِع 1,000 USDT أو أكثر خلال الحملة.',
  'Subscribe 100 USDT to Earn.': 'اشترك بمبلغ 100 USDT في منتجات الربح.',
  'SBX airdrop for holders': 'توزيع SBX مجاني للحاملين',
  'Credited daily': 'تُضاف يوميًا',
  'Join and build a team of five invited friends.': 'انضم وكوّن فريقًا من خمسة أصدقاء مدعوين.',
  'Share the challenge every day.': 'شارك التحدي كل يوم.',
  'Reach the team trading goal together.': 'حققوا هدف التداول الجماعي معًا.',
  'Build a team of five': 'كوّن فريقًا من خمسة',
  'A share of the SBX pool': 'حصة من مجمّع SBX',

  // Tasks.
  'Create your account': 'أنشئ حسابك',
  'Verify your identity': 'تحقق من هويتك',
  'Join with your event code': 'انضم برمز الفعالية',
  'Bind the KOL who invited you': 'اربط حسابك بالمؤثر الذي دعاك',
  'First deposit of 50 USDT or more': 'أول إيداع بقيمة 50 USDT أو أكثر',
  'Place your first spot trade': 'نفّذ أول صفقة فورية',
  'Trade 10,000 USDT of futures': 'تداول عقودًا آجلة بقيمة 10,000 USDT',
  'Place 3 orders today': 'ضع 3 أوامر اليوم',
  'Trade 50,000 USDT in total': 'تداول بإجمالي 50,000 USDT',
  'Trade any amount today': 'تداول بأي مبلغ اليوم',
  'Share the lucky draw today': 'شارك سحب الحظ اليوم',
  'Follow us on social media': 'تابعنا على وسائل التواصل الاجتماعي',
  'Invite a friend who registers': 'ادعُ صديقًا يُكمل التسجيل',
  'Transfer 200 USDT to futures and copy trades': 'حوّل 200 USDT إلى العقود الآجلة وانسخ الصفقات',
  'Copy 1,000 USDT of futures trades': 'انسخ صفقات عقود آجلة بقيمة 1,000 USDT',
  'Invite 3 friends to your team': 'ادعُ 3 أصدقاء إلى فريقك',
  'Trade 20,000 USDT': 'تداول بقيمة 20,000 USDT',
  'Deposit 1,000 USDT': 'أودِع 1,000 USDT',
  'Transfer and trade 5,000 USDT of futures': 'حوّل وتداول عقودًا آجلة بقيمة 5,000 USDT',
  'Trade 5,000 USDT of spot': 'تداول في السوق الفوري بقيمة 5,000 USDT',
  'Trade 5,000 USDT of futures': 'تداول عقودًا آجلة بقيمة 5,000 USDT',
  'Trade any spot amount today': 'تداول بأي مبلغ في السوق الفوري اليوم',
  'Hold 100 SBX': 'احتفظ بـ 100 SBX',
  'Subscribe 100 USDT to Earn': 'اشترك بمبلغ 100 USDT في منتجات الربح',
  'Invite 5 friends': 'ادعُ 5 أصدقاء',
  'Share the challenge today': 'شارك التحدي اليوم',
  'Trade 50,000 USDT': 'تداول بقيمة 50,000 USDT',

  // Prizes.
  'Hardware wallet': 'محفظة أجهزة',
  '1,000 USDT futures coupon': 'قسيمة عقود آجلة بقيمة 1,000 USDT',
  '100 SBX airdrop': 'توزيع مجاني 100 SBX',
  'Extra draw': 'سحب إضافي',
  '20 SBX': '20 SBX',
  '5 USDT futures coupon': 'قسيمة عقود آجلة بقيمة 5 USDT',
  '1 USDT trial bonus': 'مكافأة تجريبية 1 USDT',
  'SBX holder airdrop': 'توزيع مجاني لحاملي SBX',

  // Rules.
  'How it works': 'طريقة المشاركة',
  Tasks: 'المهام',
  'Who can join': 'من يمكنه المشاركة',
  Terms: 'الشروط',
  'Every user.': 'جميع المستخدمين.',
  'Accounts registered in the last {days} days.': 'الحسابات المسجلة خلال آخر {days} يومًا.',
  'Identity verification (KYC) completed.': 'إكمال التحقق من الهوية (KYC).',
  'Not available to residents of: {regions}.': 'غير متاحة للمقيمين في: {regions}.',
  'Enter your event register code when you join.': 'أدخل رمز التسجيل في الفعالية عند الانضمام.',
  'Enter your VIP code when you join.': 'أدخل رمز VIP عند الانضمام.',
  'Bind the KOL who invited you before you join.': 'اربط حسابك بالمؤثر الذي دعاك قبل الانضمام.',
  'Limited to {count} participants.': 'العدد محدود بـ {count} مشارك.',
  'Only activity after you join counts: trades and deposits made before joining do not.':
    'يُحتسب النشاط بعد انضمامك فقط: لا تُحتسب الصفقات والإيداعات التي تمت قبل الانضمام.',
  'Everything you do while the activity runs counts; no need to join.':
    'يُحتسب كل ما تقوم به طوال مدة النشاط، ولا حاجة إلى الانضمام.',
  '<strong>When:</strong> {start} to {end}.': '<strong>المدة:</strong> من {start} إلى {end}.',
  'Rewards are credited to your rewards centre and expire as shown there. Accounts found gaming the campaign (linked accounts, wash trading) are excluded. The exchange may amend these rules; the rules shown here at the time of your action apply.':
    'تُضاف المكافآت إلى مركز المكافآت وتنتهي صلاحيتها كما هو موضح هناك. تُستبعد الحسابات التي يثبت تحايلها على الحملة (الحسابات المرتبطة، التداول الوهمي). يحق للمنصة تعديل هذه القواعد، وتُطبق القواعد المعروضة هنا وقت قيامك بالإجراء.',

  // Inbox messages.
  'Reward received: {reward}': 'تم استلام المكافأة: {reward}',
  'For "{task}" in {activity}.': 'عن مهمة «{task}» في {activity}.',
  'You received <strong>{reward}</strong> for completing "{task}".':
    'حصلت على <strong>{reward}</strong> لإكمالك مهمة «{task}».',
  'You received <strong>{reward}</strong>.': 'حصلت على <strong>{reward}</strong>.',
  'Task completed: {task}': 'اكتملت المهمة: {task}',
  'Claim your reward in {activity}.': 'احصل على مكافأتك في {activity}.',
  'You completed <strong>{task}</strong>. Claim your reward before the period ends.':
    'أكملت مهمة <strong>{task}</strong>. احصل على مكافأتك قبل انتهاء الفترة.',
  'You won: {prize}': 'لقد ربحت: {prize}',
  'Confirm your shipping address within 14 days.': 'أكّد عنوان الشحن خلال 14 يومًا.',
  'Congratulations! You won a <strong>{prize}</strong> in {activity}.':
    'تهانينا! لقد ربحت <strong>{prize}</strong> في {activity}.',
  'You joined {activity}': 'انضممت إلى {activity}',
  'Your activity counts from now on. Good luck!': 'يُحتسب نشاطك من الآن. بالتوفيق!',
  'You joined <strong>{activity}</strong>. Trades and deposits from now on count toward its tasks.':
    'انضممت إلى <strong>{activity}</strong>. تُحتسب صفقاتك وإيداعاتك من الآن ضمن مهامها.',
  'Welcome to Sandbox Exchange': 'مرحبًا بك في Sandbox Exchange',
  'Your account is ready. Verify your identity to unlock every promotion.':
    'حسابك جاهز. تحقق من هويتك لتفتح جميع العروض.',
  'Welcome! Verify your identity (KYC) and make a first deposit to get started.':
    'مرحبًا! تحقق من هويتك (KYC) وقم بأول إيداع لتبدأ.',
  'Security tip: turn on two-factor authentication': 'نصيحة أمنية: فعّل المصادقة الثنائية',
  'Protect your account with an authenticator app.': 'احمِ حسابك بتطبيق مصادقة.',
  'Turn on two-factor authentication in <em>Account security</em>.':
    'فعّل المصادقة الثنائية من <em>أمان الحساب</em>.',
  'Now live: {activity}': 'متاح الآن: {activity}',
  'Join now: only activity after you join counts.': 'انضم الآن: يُحتسب النشاط بعد انضمامك فقط.',
  '<strong>{activity}</strong> is live. Open the activity centre to join.':
    '<strong>{activity}</strong> متاح الآن. افتح مركز الأنشطة للانضمام.',
  'Your {amount} {currency} trial bonus expires in {days} days':
    'تنتهي صلاحية مكافأتك التجريبية {amount} {currency} خلال {days} أيام',
  'Use it in futures trading before it expires.':
    'استخدمها في تداول العقود الآجلة قبل انتهاء صلاحيتها.',
  'Your trial bonus of <strong>{amount} {currency}</strong> expires in {days} days.':
    'تنتهي صلاحية مكافأتك التجريبية <strong>{amount} {currency}</strong> خلال {days} أيام.',
  'Your weekly rebate report is ready': 'تقرير العمولات الأسبوعي جاهز',
  'See your referrals, rebates and performance for the last 7 days.':
    'اطّلع على إحالاتك وعمولاتك وأدائك خلال آخر 7 أيام.',
  'Your weekly report is ready in the agent dashboard.': 'تقريرك الأسبوعي جاهز في لوحة الوكيل.',

  // Rewards in words, and the reward lines of the rules; last, as they match the most.
  '1 draw': 'سحب واحد',
  '{amount} draws': '{amount} سحوبات',
  '1 prize item': 'جائزة عينية واحدة',
  '{amount} prize items': '{amount} جوائز عينية',
  '{task}: {reward}': '{task}: {reward}',
};
