import type { Catalogue } from './catalogue.ts';

/**
 * Vietnamese (vi_VN) translations of the sandbox's content. Numbers follow Vietnamese writing
 * (10.000 USDT, 0,75 BTC): "10,000" would read as ten to a Vietnamese trader.
 */
export const VI: Catalogue = {
  // Activities: titles and summaries (banner captions are the live titles).
  'Spring Welcome Event: up to 200 USDT': 'Sự kiện chào mừng mùa xuân: lên đến 200 USDT',
  'Register, verify your identity and make a first deposit during the event to unlock a welcome pack worth up to 200 USDT.':
    'Đăng ký, xác minh danh tính và nạp tiền lần đầu trong thời gian sự kiện để mở khóa gói quà chào mừng trị giá đến 200 USDT.',
  'Newcomer Bonus: claim up to 100 USDT': 'Thưởng người mới: nhận đến 100 USDT',
  'New here? Complete three beginner tasks (pass KYC, deposit, place a first trade) and claim up to 100 USDT in trading bonuses.':
    'Bạn mới đến? Hoàn thành ba nhiệm vụ cho người mới (xác minh KYC, nạp tiền, giao dịch lần đầu) và nhận đến 100 USDT tiền thưởng giao dịch.',
  'First Trade Rewards for Newcomers': 'Thưởng giao dịch đầu tiên cho người mới',
  'Newcomers who placed their first spot trade shared a pool of 20,000 SBX.':
    'Người mới đã thực hiện giao dịch giao ngay đầu tiên cùng chia giải thưởng 20.000 SBX.',
  'ETH Trading Competition': 'Cuộc thi giao dịch ETH',
  'Trade ETH/USDT perpetuals and rank by volume. The top 300 traders share 30,000 USDT.':
    'Giao dịch hợp đồng vĩnh cửu ETH/USDT và xếp hạng theo khối lượng. 300 nhà giao dịch dẫn đầu chia nhau 30.000 USDT.',
  'BTC Trading Sprint': 'Chặng nước rút giao dịch BTC',
  'Reach 10,000 USDT of BTC futures volume to earn a share of 0.75 BTC: the more you trade, the bigger your share.':
    'Đạt khối lượng 10.000 USDT hợp đồng tương lai BTC để nhận phần chia từ 0,75 BTC: giao dịch càng nhiều, phần của bạn càng lớn.',
  'Altcoin Trading Competition': 'Cuộc thi giao dịch altcoin',
  '1,200 traders raced up the altcoin leaderboard for a 12,500.5 USDT prize pool.':
    '1.200 nhà giao dịch đã đua top bảng xếp hạng altcoin để giành quỹ thưởng 12.500,5 USDT.',
  'Weekend Lucky Draw': 'Quay thưởng cuối tuần',
  'Every 500 USDT of weekend trading volume earns a draw ticket. Prizes include hardware wallets and SBX airdrops.':
    'Mỗi 500 USDT khối lượng giao dịch cuối tuần được một vé quay thưởng. Giải thưởng gồm ví cứng và airdrop SBX.',
  'Daily Lucky Draw': 'Quay thưởng hằng ngày',
  'Trade any amount each day for a free spin. Prizes range from 1 USDT to 1,000 USDT futures coupons.':
    'Giao dịch bất kỳ số tiền nào mỗi ngày để nhận một lượt quay miễn phí. Giải thưởng từ 1 USDT đến phiếu hợp đồng tương lai 1.000 USDT.',
  'Mid-Autumn Lottery': 'Xổ số Trung thu',
  'The festival lottery is over: winners found their USDT and SBX prizes in the rewards centre.':
    'Xổ số Trung thu đã kết thúc: người thắng đã nhận giải USDT và SBX trong trung tâm phần thưởng.',
  'Copy Trading Launch Week': 'Tuần ra mắt Copy Trading',
  'Follow a lead trader during launch week and get your first 10 USDT of copy-trading fees back.':
    'Theo dõi một nhà giao dịch dẫn đầu trong tuần ra mắt và được hoàn lại 10 USDT phí copy trading đầu tiên.',
  'Follow the Elite': 'Theo chân tinh hoa',
  'Copy any elite trader with at least 100 USDT and earn up to 50 USDT in futures coupons.':
    'Sao chép bất kỳ nhà giao dịch tinh hoa nào với tối thiểu 100 USDT và nhận đến 50 USDT phiếu hợp đồng tương lai.',
  'Become a Lead Trader': 'Trở thành nhà giao dịch dẫn đầu',
  'Lead traders who gathered 20 followers shared a 100,000 SBX profit-share bonus.':
    'Các nhà giao dịch dẫn đầu có 20 người theo dõi đã cùng chia khoản thưởng chia lợi nhuận 100.000 SBX.',
  'Team Trading League: Season 3': 'Giải đấu giao dịch đồng đội: Mùa 3',
  'Form a team of up to 10 traders and compete on combined futures volume for 60,000 USDT.':
    'Lập đội tối đa 10 nhà giao dịch và thi đấu bằng tổng khối lượng hợp đồng tương lai để giành 60.000 USDT.',
  'Squad Up: Team Trading Race': 'Lập đội: Cuộc đua giao dịch đồng đội',
  'Join a squad, trade together and unlock bigger reward tiers as your team volume grows.':
    'Tham gia một đội, cùng giao dịch và mở khóa các mốc thưởng lớn hơn khi khối lượng của đội tăng lên.',
  'Team Trading League: Season 2': 'Giải đấu giao dịch đồng đội: Mùa 2',
  'Season 2 is over: 180 teams traded for a share of 1.2 BTC.':
    'Mùa 2 đã kết thúc: 180 đội đã giao dịch để chia nhau 1,2 BTC.',
  'Deposit ETH, Trade, Earn 5%': 'Nạp ETH, giao dịch, nhận 5%',
  'Deposit at least 0.5 ETH and trade 5,000 USDT in futures to receive a 5% bonus on your deposit.':
    'Nạp tối thiểu 0,5 ETH và giao dịch 5.000 USDT hợp đồng tương lai để nhận thưởng 5% trên số tiền nạp.',
  'Deposit & Trade Bonus: up to 500 USDT': 'Thưởng nạp & giao dịch: lên đến 500 USDT',
  'Deposit USDT, reach the trading target of your tier and collect a bonus of up to 500 USDT.':
    'Nạp USDT, đạt mục tiêu giao dịch của hạng bạn và nhận thưởng đến 500 USDT.',
  'Summer Deposit & Trade Bonus': 'Thưởng nạp & giao dịch mùa hè',
  'Summer depositors who met their trading target shared 35,000 USDT in bonuses.':
    'Người nạp tiền mùa hè đạt mục tiêu giao dịch đã chia nhau 35.000 USDT tiền thưởng.',
  'Spot + Futures Challenge': 'Thử thách Giao ngay + Hợp đồng tương lai',
  'Trade both spot and futures during the challenge to qualify for a 250,000 SBX pool.':
    'Giao dịch cả giao ngay và hợp đồng tương lai trong thử thách để đủ điều kiện chia quỹ 250.000 SBX.',
  'Mega Week: Double Rewards': 'Tuần lễ lớn: Nhân đôi phần thưởng',
  'Trade spot and futures in the same week and your rewards are doubled, up to 300 USDT each.':
    'Giao dịch giao ngay và hợp đồng tương lai trong cùng một tuần để được nhân đôi phần thưởng, tối đa 300 USDT mỗi phần.',
  'Trading Marathon': 'Marathon giao dịch',
  'The 30-day marathon rewarded steady traders with a share of 0.5 BTC.':
    'Cuộc marathon 30 ngày đã thưởng cho các nhà giao dịch bền bỉ phần chia từ 0,5 BTC.',
  'First Deposit Boost': 'Ưu đãi nạp lần đầu',
  'Make your first deposit of 100 USDT or more and receive 20 USDT on top.':
    'Nạp lần đầu từ 100 USDT trở lên và nhận thêm 20 USDT.',
  'Deposit & Earn SBX': 'Nạp tiền & nhận SBX',
  'Every net deposit of 1,000 USDT earns 50 SBX, credited daily while the campaign runs.':
    'Mỗi 1.000 USDT nạp ròng nhận 50 SBX, được cộng hằng ngày trong suốt chương trình.',
  'BTC Deposit Week': 'Tuần lễ nạp BTC',
  'Net BTC depositors shared a 1.5 BTC reward pool.':
    'Người nạp ròng BTC đã chia nhau quỹ thưởng 1,5 BTC.',
  'Invite Challenge: Build Your Team': 'Thử thách mời bạn: Xây dựng đội của bạn',
  'Invite friends to your team before the deadline: every qualified member adds 10 USDT to your team chest.':
    'Mời bạn bè vào đội trước hạn chót: mỗi thành viên hợp lệ thêm 10 USDT vào rương của đội.',
  'Team Challenge: Hit the Goal Together': 'Thử thách đồng đội: Cùng nhau về đích',
  'Reach the team trading goal before time runs out and every member claims a share of 100,000 SBX.':
    'Đạt mục tiêu giao dịch của đội trước khi hết giờ và mỗi thành viên nhận một phần từ 100.000 SBX.',
  'Winter Team Challenge': 'Thử thách đồng đội mùa đông',
  '95 teams reached the winter goal and split 18,000 USDT.':
    '95 đội đã đạt mục tiêu mùa đông và chia nhau 18.000 USDT.',

  // How it works and highlights.
  'Join the event with the code shown on this page.':
    'Tham gia sự kiện bằng mã hiển thị trên trang này.',
  'Verify your identity (KYC).': 'Xác minh danh tính (KYC).',
  'Make your first deposit of 50 USDT or more within 7 days of joining.':
    'Nạp lần đầu từ 50 USDT trở lên trong vòng 7 ngày sau khi tham gia.',
  'Place your first spot trade within 7 days of joining.':
    'Thực hiện giao dịch giao ngay đầu tiên trong vòng 7 ngày sau khi tham gia.',
  'Up to 100 USDT in bonuses': 'Tiền thưởng lên đến 100 USDT',
  'For accounts registered in the last 30 days': 'Dành cho tài khoản đăng ký trong 30 ngày qua',
  'Join the competition.': 'Tham gia cuộc thi.',
  'Trade BTC/USDT perpetual futures: only volume after you join counts.':
    'Giao dịch hợp đồng vĩnh cửu BTC/USDT: chỉ tính khối lượng sau khi bạn tham gia.',
  'Claim a futures coupon for every volume tier you reach.':
    'Nhận một phiếu hợp đồng tương lai cho mỗi mốc khối lượng bạn đạt được.',
  'Three volume tiers': 'Ba mốc khối lượng',
  'Futures coupons valid 7 days': 'Phiếu hợp đồng tương lai có hiệu lực 7 ngày',
  'Trade, share or invite friends to earn draw chances.':
    'Giao dịch, chia sẻ hoặc mời bạn bè để nhận lượt quay.',
  'Spend one chance per draw; every draw wins a prize.':
    'Mỗi lần quay dùng một lượt; lần quay nào cũng trúng thưởng.',
  'Check any draw: its seed hashes to the commitment shown before it.':
    'Kiểm tra bất kỳ lần quay nào: mã băm của seed khớp với cam kết được công bố trước đó.',
  'A hardware wallet to win': 'Cơ hội trúng ví cứng',
  'Provably fair draws': 'Quay thưởng công bằng, có thể kiểm chứng',
  'Join in the app and follow a lead trader.':
    'Tham gia trên ứng dụng và theo dõi một nhà giao dịch dẫn đầu.',
  'Transfer at least 200 USDT to your futures account and copy trades.':
    'Chuyển tối thiểu 200 USDT vào tài khoản hợp đồng tương lai và sao chép giao dịch.',
  'Copy 1,000 USDT of futures trades to unlock the bonus.':
    'Sao chép 1.000 USDT giao dịch hợp đồng tương lai để mở khóa tiền thưởng.',
  'Seats are limited': 'Số suất có hạn',
  'Copy trading runs in the app': 'Copy trading diễn ra trên ứng dụng',
  'Join and invite friends to your team.': 'Tham gia và mời bạn bè vào đội của bạn.',
  'Every trade of every member adds to the team volume.':
    'Mọi giao dịch của mọi thành viên đều được cộng vào khối lượng của đội.',
  'Teams that reach a tier share its SBX.': 'Các đội đạt mốc sẽ chia nhau SBX của mốc đó.',
  'Trade together': 'Cùng nhau giao dịch',
  'SBX for every team tier': 'SBX cho mỗi mốc của đội',
  'Join the campaign.': 'Tham gia chương trình.',
  'Deposit USDT: only deposits after you join count.':
    'Nạp USDT: chỉ tính các khoản nạp sau khi bạn tham gia.',
  'Transfer to futures and reach the trading target of your tier.':
    'Chuyển sang hợp đồng tương lai và đạt mục tiêu giao dịch của hạng bạn.',
  'Claim your deposit bonus.': 'Nhận thưởng nạp tiền của bạn.',
  'Bonus on your deposit': 'Thưởng trên số tiền nạp',
  'Tiers from 1,000 USDT': 'Các hạng từ 1.000 USDT',
  'Join the challenge.': 'Tham gia thử thách.',
  'Trade both spot and futures: you need volume in each.':
    'Giao dịch cả giao ngay và hợp đồng tương lai: bạn cần có khối lượng ở cả hai.',
  'Trade any amount of spot every day for a daily SBX bonus.':
    'Giao dịch giao ngay bất kỳ số tiền nào mỗi ngày để nhận thưởng SBX hằng ngày.',
  'Spot and futures': 'Giao ngay và hợp đồng tương lai',
  'Daily bonus': 'Thưởng hằng ngày',
  'Hold at least 100 SBX, then join: your holding is checked when you join.':
    'Nắm giữ tối thiểu 100 SBX rồi tham gia: số dư của bạn được kiểm tra khi tham gia.',
  'Deposit 1,000 USDT or more during the campaign.':
    'Nạp từ 1.000 USDT trở lên trong thời gian chương trình.',
  'Subscribe 100 USDT to Earn.': 'Đăng ký 100 USDT vào sản phẩm Earn.',
  'SBX airdrop for holders': 'Airdrop SBX cho người nắm giữ',
  'Credited daily': 'Cộng hằng ngày',
  'Join and build a team of five invited friends.':
    'Tham gia và lập đội gồm năm người bạn được mời.',
  'Share the challenge every day.': 'Chia sẻ thử thách mỗi ngày.',
  'Reach the team trading goal together.': 'Cùng nhau đạt mục tiêu giao dịch của đội.',
  'Build a team of five': 'Lập đội năm người',
  'A share of the SBX pool': 'Một phần quỹ SBX',

  // Tasks.
  'Create your account': 'Tạo tài khoản',
  'Verify your identity': 'Xác minh danh tính',
  'Join with your event code': 'Tham gia bằng mã sự kiện',
  'Bind the KOL who invited you': 'Liên kết KOL đã mời bạn',
  'First deposit of 50 USDT or more': 'Nạp lần đầu từ 50 USDT trở lên',
  'Place your first spot trade': 'Thực hiện giao dịch giao ngay đầu tiên',
  'Trade 10,000 USDT of futures': 'Giao dịch 10.000 USDT hợp đồng tương lai',
  'Place 3 orders today': 'Đặt 3 lệnh hôm nay',
  'Trade 50,000 USDT in total': 'Giao dịch tổng cộng 50.000 USDT',
  'Trade any amount today': 'Giao dịch bất kỳ số tiền nào hôm nay',
  'Share the lucky draw today': 'Chia sẻ quay thưởng hôm nay',
  'Follow us on social media': 'Theo dõi chúng tôi trên mạng xã hội',
  'Invite a friend who registers': 'Mời một người bạn đăng ký',
  'Transfer 200 USDT to futures and copy trades':
    'Chuyển 200 USDT sang hợp đồng tương lai và sao chép giao dịch',
  'Copy 1,000 USDT of futures trades': 'Sao chép 1.000 USDT giao dịch hợp đồng tương lai',
  'Invite 3 friends to your team': 'Mời 3 người bạn vào đội',
  'Trade 20,000 USDT': 'Giao dịch 20.000 USDT',
  'Deposit 1,000 USDT': 'Nạp 1.000 USDT',
  'Transfer and trade 5,000 USDT of futures': 'Chuyển và giao dịch 5.000 USDT hợp đồng tương lai',
  'Trade 5,000 USDT of spot': 'Giao dịch 5.000 USDT giao ngay',
  'Trade 5,000 USDT of futures': 'Giao dịch 5.000 USDT hợp đồng tương lai',
  'Trade any spot amount today': 'Giao dịch giao ngay bất kỳ số tiền nào hôm nay',
  'Hold 100 SBX': 'Nắm giữ 100 SBX',
  'Subscribe 100 USDT to Earn': 'Đăng ký 100 USDT vào Earn',
  'Invite 5 friends': 'Mời 5 người bạn',
  'Share the challenge today': 'Chia sẻ thử thách hôm nay',
  'Trade 50,000 USDT': 'Giao dịch 50.000 USDT',

  // Prizes.
  'Hardware wallet': 'Ví cứng',
  '1,000 USDT futures coupon': 'Phiếu hợp đồng tương lai 1.000 USDT',
  '100 SBX airdrop': 'Airdrop 100 SBX',
  'Extra draw': 'Thêm một lượt quay',
  '20 SBX': '20 SBX',
  '5 USDT futures coupon': 'Phiếu hợp đồng tương lai 5 USDT',
  '1 USDT trial bonus': 'Tiền thưởng dùng thử 1 USDT',
  'SBX holder airdrop': 'Airdrop cho người nắm giữ SBX',

  // Rules.
  'How it works': 'Cách tham gia',
  Tasks: 'Nhiệm vụ',
  'Who can join': 'Ai có thể tham gia',
  Terms: 'Điều khoản',
  'Every user.': 'Mọi người dùng.',
  'Accounts registered in the last {days} days.': 'Tài khoản đăng ký trong {days} ngày qua.',
  'Identity verification (KYC) completed.': 'Đã hoàn tất xác minh danh tính (KYC).',
  'Not available to residents of: {regions}.': 'Không áp dụng cho cư dân tại: {regions}.',
  'Enter your event register code when you join.': 'Nhập mã đăng ký sự kiện khi tham gia.',
  'Enter your VIP code when you join.': 'Nhập mã VIP khi tham gia.',
  'Bind the KOL who invited you before you join.': 'Liên kết KOL đã mời bạn trước khi tham gia.',
  'Limited to {count} participants.': 'Giới hạn {count} người tham gia.',
  'Only activity after you join counts: trades and deposits made before joining do not.':
    'Chỉ tính hoạt động sau khi bạn tham gia: giao dịch và khoản nạp trước đó không được tính.',
  'Everything you do while the activity runs counts; no need to join.':
    'Mọi hoạt động trong thời gian chương trình đều được tính; không cần đăng ký tham gia.',
  '<strong>When:</strong> {start} to {end}.': '<strong>Thời gian:</strong> từ {start} đến {end}.',
  'Rewards are credited to your rewards centre and expire as shown there. Accounts found gaming the campaign (linked accounts, wash trading) are excluded. The exchange may amend these rules; the rules shown here at the time of your action apply.':
    'Phần thưởng được cộng vào trung tâm phần thưởng và hết hạn như hiển thị tại đó. Tài khoản gian lận chương trình (tài khoản liên kết, giao dịch giả) sẽ bị loại. Sàn có thể sửa đổi các quy định này; quy định hiển thị tại đây vào thời điểm bạn thực hiện thao tác sẽ được áp dụng.',

  // Inbox messages.
  'Reward received: {reward}': 'Đã nhận thưởng: {reward}',
  'For "{task}" in {activity}.': 'Cho nhiệm vụ “{task}” trong {activity}.',
  'You received <strong>{reward}</strong> for completing "{task}".':
    'Bạn đã nhận <strong>{reward}</strong> khi hoàn thành “{task}”.',
  'You received <strong>{reward}</strong>.': 'Bạn đã nhận <strong>{reward}</strong>.',
  'Task completed: {task}': 'Đã hoàn thành nhiệm vụ: {task}',
  'Claim your reward in {activity}.': 'Nhận thưởng của bạn trong {activity}.',
  'You completed <strong>{task}</strong>. Claim your reward before the period ends.':
    'Bạn đã hoàn thành <strong>{task}</strong>. Hãy nhận thưởng trước khi kỳ kết thúc.',
  'You won: {prize}': 'Bạn đã trúng: {prize}',
  'Confirm your shipping address within 14 days.': 'Xác nhận địa chỉ nhận hàng trong vòng 14 ngày.',
  'Congratulations! You won a <strong>{prize}</strong> in {activity}.':
    'Chúc mừng! Bạn đã trúng <strong>{prize}</strong> trong {activity}.',
  'You joined {activity}': 'Bạn đã tham gia {activity}',
  'Your activity counts from now on. Good luck!':
    'Hoạt động của bạn được tính từ bây giờ. Chúc may mắn!',
  'You joined <strong>{activity}</strong>. Trades and deposits from now on count toward its tasks.':
    'Bạn đã tham gia <strong>{activity}</strong>. Giao dịch và khoản nạp từ bây giờ được tính vào các nhiệm vụ.',
  'Welcome to Sandbox Exchange': 'Chào mừng đến với Sandbox Exchange',
  'Your account is ready. Verify your identity to unlock every promotion.':
    'Tài khoản của bạn đã sẵn sàng. Xác minh danh tính để mở khóa mọi chương trình khuyến mãi.',
  'Welcome! Verify your identity (KYC) and make a first deposit to get started.':
    'Chào mừng! Hãy xác minh danh tính (KYC) và nạp tiền lần đầu để bắt đầu.',
  'Security tip: turn on two-factor authentication': 'Mẹo bảo mật: bật xác thực hai yếu tố',
  'Protect your account with an authenticator app.':
    'Bảo vệ tài khoản của bạn bằng ứng dụng xác thực.',
  'Turn on two-factor authentication in <em>Account security</em>.':
    'Bật xác thực hai yếu tố trong <em>Bảo mật tài khoản</em>.',
  'Now live: {activity}': 'Đang diễn ra: {activity}',
  'Join now: only activity after you join counts.':
    'Tham gia ngay: chỉ tính hoạt động sau khi bạn tham gia.',
  '<strong>{activity}</strong> is live. Open the activity centre to join.':
    '<strong>{activity}</strong> đang diễn ra. Mở trung tâm hoạt động để tham gia.',
  'Your {amount} {currency} trial bonus expires in {days} days':
    'Tiền thưởng dùng thử {amount} {currency} của bạn hết hạn sau {days} ngày',
  'Use it in futures trading before it expires.':
    'Hãy dùng trong giao dịch hợp đồng tương lai trước khi hết hạn.',
  'Your trial bonus of <strong>{amount} {currency}</strong> expires in {days} days.':
    'Tiền thưởng dùng thử <strong>{amount} {currency}</strong> của bạn hết hạn sau {days} ngày.',
  'Your weekly rebate report is ready': 'Báo cáo hoa hồng hằng tuần của bạn đã sẵn sàng',
  'See your referrals, rebates and performance for the last 7 days.':
    'Xem người được giới thiệu, hoa hồng và hiệu quả của bạn trong 7 ngày qua.',
  'Your weekly report is ready in the agent dashboard.':
    'Báo cáo tuần của bạn đã có trong bảng điều khiển đại lý.',

  // Rewards in words, and the reward lines of the rules; last, as they match the most.
  '1 draw': '1 lượt quay',
  '{amount} draws': '{amount} lượt quay',
  '1 prize item': '1 phần quà hiện vật',
  '{amount} prize items': '{amount} phần quà hiện vật',
  '{task}: {reward}': '{task}: {reward}',
};
