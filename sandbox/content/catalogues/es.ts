import type { Catalogue } from './catalogue.ts';

/** Spanish translations of the sandbox's content, for es_419 and es_ES readers alike. */
export const ES: Catalogue = {
  // Activities: titles and summaries (banner captions are the live titles).
  'Spring Welcome Event: up to 200 USDT': 'Evento de bienvenida de primavera: hasta 200 USDT',
  'Register, verify your identity and make a first deposit during the event to unlock a welcome pack worth up to 200 USDT.':
    'Regístrate, verifica tu identidad y haz tu primer depósito durante el evento para desbloquear un paquete de bienvenida de hasta 200 USDT.',
  'Newcomer Bonus: claim up to 100 USDT': 'Bono de bienvenida: reclama hasta 100 USDT',
  'New here? Complete three beginner tasks (pass KYC, deposit, place a first trade) and claim up to 100 USDT in trading bonuses.':
    '¿Eres nuevo? Completa tres tareas de principiante (verificación KYC, depósito y primera operación) y reclama hasta 100 USDT en bonos de trading.',
  'First Trade Rewards for Newcomers': 'Recompensas por la primera operación para nuevos usuarios',
  'Newcomers who placed their first spot trade shared a pool of 20,000 SBX.':
    'Los nuevos usuarios que hicieron su primera operación spot se repartieron un fondo de 20,000 SBX.',
  'ETH Trading Competition': 'Competencia de trading de ETH',
  'Trade ETH/USDT perpetuals and rank by volume. The top 300 traders share 30,000 USDT.':
    'Opera perpetuos ETH/USDT y sube en la clasificación por volumen. Los 300 mejores traders se reparten 30,000 USDT.',
  'BTC Trading Sprint': 'Sprint de trading de BTC',
  'Reach 10,000 USDT of BTC futures volume to earn a share of 0.75 BTC: the more you trade, the bigger your share.':
    'Alcanza 10,000 USDT de volumen en futuros de BTC para ganar una parte de 0.75 BTC: cuanto más operes, mayor será tu parte.',
  'Altcoin Trading Competition': 'Competencia de trading de altcoins',
  '1,200 traders raced up the altcoin leaderboard for a 12,500.5 USDT prize pool.':
    '1,200 traders compitieron en la clasificación de altcoins por un fondo de premios de 12,500.5 USDT.',
  'Weekend Lucky Draw': 'Sorteo de fin de semana',
  'Every 500 USDT of weekend trading volume earns a draw ticket. Prizes include hardware wallets and SBX airdrops.':
    'Cada 500 USDT de volumen de trading en fin de semana te da un boleto. Los premios incluyen billeteras físicas y airdrops de SBX.',
  'Daily Lucky Draw': 'Sorteo diario',
  'Trade any amount each day for a free spin. Prizes range from 1 USDT to 1,000 USDT futures coupons.':
    'Opera cualquier monto cada día y obtén un giro gratis. Los premios van de 1 USDT a cupones de futuros de 1,000 USDT.',
  'Mid-Autumn Lottery': 'Lotería de Medio Otoño',
  'The festival lottery is over: winners found their USDT and SBX prizes in the rewards centre.':
    'La lotería del festival terminó: los ganadores recibieron sus premios en USDT y SBX en el centro de recompensas.',
  'Copy Trading Launch Week': 'Semana de lanzamiento del copy trading',
  'Follow a lead trader during launch week and get your first 10 USDT of copy-trading fees back.':
    'Sigue a un trader líder durante la semana de lanzamiento y recupera tus primeros 10 USDT en comisiones de copy trading.',
  'Follow the Elite': 'Sigue a la élite',
  'Copy any elite trader with at least 100 USDT and earn up to 50 USDT in futures coupons.':
    'Copia a cualquier trader de élite con al menos 100 USDT y gana hasta 50 USDT en cupones de futuros.',
  'Become a Lead Trader': 'Conviértete en trader líder',
  'Lead traders who gathered 20 followers shared a 100,000 SBX profit-share bonus.':
    'Los traders líderes que reunieron 20 seguidores se repartieron un bono de participación en ganancias de 100,000 SBX.',
  'Team Trading League: Season 3': 'Liga de trading por equipos: temporada 3',
  'Form a team of up to 10 traders and compete on combined futures volume for 60,000 USDT.':
    'Forma un equipo de hasta 10 traders y compite por volumen combinado de futuros por 60,000 USDT.',
  'Squad Up: Team Trading Race': 'Arma tu equipo: carrera de trading por equipos',
  'Join a squad, trade together and unlock bigger reward tiers as your team volume grows.':
    'Únete a un equipo, operen juntos y desbloqueen niveles de recompensa más altos a medida que crece el volumen del equipo.',
  'Team Trading League: Season 2': 'Liga de trading por equipos: temporada 2',
  'Season 2 is over: 180 teams traded for a share of 1.2 BTC.':
    'La temporada 2 terminó: 180 equipos operaron por una parte de 1.2 BTC.',
  'Deposit ETH, Trade, Earn 5%': 'Deposita ETH, opera y gana 5%',
  'Deposit at least 0.5 ETH and trade 5,000 USDT in futures to receive a 5% bonus on your deposit.':
    'Deposita al menos 0.5 ETH y opera 5,000 USDT en futuros para recibir un bono del 5% sobre tu depósito.',
  'Deposit & Trade Bonus: up to 500 USDT': 'Bono por depósito y trading: hasta 500 USDT',
  'Deposit USDT, reach the trading target of your tier and collect a bonus of up to 500 USDT.':
    'Deposita USDT, alcanza la meta de trading de tu nivel y cobra un bono de hasta 500 USDT.',
  'Summer Deposit & Trade Bonus': 'Bono de verano por depósito y trading',
  'Summer depositors who met their trading target shared 35,000 USDT in bonuses.':
    'Quienes depositaron en verano y cumplieron su meta de trading se repartieron 35,000 USDT en bonos.',
  'Spot + Futures Challenge': 'Desafío spot + futuros',
  'Trade both spot and futures during the challenge to qualify for a 250,000 SBX pool.':
    'Opera spot y futuros durante el desafío para participar en un fondo de 250,000 SBX.',
  'Mega Week: Double Rewards': 'Megasemana: recompensas dobles',
  'Trade spot and futures in the same week and your rewards are doubled, up to 300 USDT each.':
    'Opera spot y futuros en la misma semana y tus recompensas se duplican, hasta 300 USDT cada una.',
  'Trading Marathon': 'Maratón de trading',
  'The 30-day marathon rewarded steady traders with a share of 0.5 BTC.':
    'El maratón de 30 días premió a los traders constantes con una parte de 0.5 BTC.',
  'First Deposit Boost': 'Impulso al primer depósito',
  'Make your first deposit of 100 USDT or more and receive 20 USDT on top.':
    'Haz tu primer depósito de 100 USDT o más y recibe 20 USDT adicionales.',
  'Deposit & Earn SBX': 'Deposita y gana SBX',
  'Every net deposit of 1,000 USDT earns 50 SBX, credited daily while the campaign runs.':
    'Cada depósito neto de 1,000 USDT te da 50 SBX, acreditados a diario mientras dure la campaña.',
  'BTC Deposit Week': 'Semana de depósitos de BTC',
  'Net BTC depositors shared a 1.5 BTC reward pool.':
    'Quienes depositaron BTC en neto se repartieron un fondo de 1.5 BTC.',
  'Invite Challenge: Build Your Team': 'Desafío de invitaciones: arma tu equipo',
  'Invite friends to your team before the deadline: every qualified member adds 10 USDT to your team chest.':
    'Invita amigos a tu equipo antes de la fecha límite: cada miembro que califique suma 10 USDT al cofre del equipo.',
  'Team Challenge: Hit the Goal Together': 'Desafío por equipos: alcancen la meta juntos',
  'Reach the team trading goal before time runs out and every member claims a share of 100,000 SBX.':
    'Alcancen la meta de trading del equipo antes de que se acabe el tiempo y cada miembro reclama una parte de 100,000 SBX.',
  'Winter Team Challenge': 'Desafío de invierno por equipos',
  '95 teams reached the winter goal and split 18,000 USDT.':
    '95 equipos alcanzaron la meta de invierno y se repartieron 18,000 USDT.',

  // How it works and highlights.
  'Join the event with the code shown on this page.':
    'Únete al evento con el código que aparece en esta página.',
  'Verify your identity (KYC).': 'Verifica tu identidad (KYC).',
  'Make your first deposit of 50 USDT or more within 7 days of joining.':
    'Haz tu primer depósito de 50 USDT o más dentro de los 7 días posteriores a unirte.',
  'Place your first spot trade within 7 days of joining.':
    'Haz tu primera operación spot dentro de los 7 días posteriores a unirte.',
  'Up to 100 USDT in bonuses': 'Hasta 100 USDT en bonos',
  'For accounts registered in the last 30 days': 'Para cuentas registradas en los últimos 30 días',
  'Join the competition.': 'Únete a la competencia.',
  'Trade BTC/USDT perpetual futures: only volume after you join counts.':
    'Opera futuros perpetuos BTC/USDT: solo cuenta el volumen posterior a tu inscripción.',
  'Claim a futures coupon for every volume tier you reach.':
    'Reclama un cupón de futuros por cada nivel de volumen que alcances.',
  'Three volume tiers': 'Tres niveles de volumen',
  'Futures coupons valid 7 days': 'Cupones de futuros válidos por 7 días',
  'Trade, share or invite friends to earn draw chances.':
    'Opera, comparte o invita amigos para ganar oportunidades de sorteo.',
  'Spend one chance per draw; every draw wins a prize.':
    'Cada sorteo usa una oportunidad; todos los sorteos ganan un premio.',
  'Check any draw: its seed hashes to the commitment shown before it.':
    'Verifica cualquier sorteo: el hash de su semilla coincide con el compromiso publicado antes.',
  'A hardware wallet to win': 'Una billetera física en juego',
  'Provably fair draws': 'Sorteos demostrablemente justos',
  'Join in the app and follow a lead trader.': 'Únete desde la app y sigue a un trader líder.',
  'Transfer at least 200 USDT to your futures account and copy trades.':
    'Transfiere al menos 200 USDT a tu cuenta de futuros y copia operaciones.',
  'Copy 1,000 USDT of futures trades to unlock the bonus.':
    'Copia 1,000 USDT en operaciones de futuros para desbloquear el bono.',
  'Seats are limited': 'Cupos limitados',
  'Copy trading runs in the app': 'El copy trading se hace en la app',
  'Join and invite friends to your team.': 'Únete e invita amigos a tu equipo.',
  'Every trade of every member adds to the team volume.':
    'Cada operación de cada miembro suma al volumen del equipo.',
  'Teams that reach a tier share its SBX.':
    'Los equipos que alcanzan un nivel se reparten sus SBX.',
  'Trade together': 'Operen juntos',
  'SBX for every team tier': 'SBX por cada nivel del equipo',
  'Join the campaign.': 'Únete a la campaña.',
  'Deposit USDT: only deposits after you join count.':
    'Deposita USDT: solo cuentan los depósitos posteriores a tu inscripción.',
  'Transfer to futures and reach the trading target of your tier.':
    'Transfiere a futuros y alcanza la meta de trading de tu nivel.',
  'Claim your deposit bonus.': 'Reclama tu bono por depósito.',
  'Bonus on your deposit': 'Bono sobre tu depósito',
  'Tiers from 1,000 USDT': 'Niveles desde 1,000 USDT',
  'Join the challenge.': 'Únete al desafío.',
  'Trade both spot and futures: you need volume in each.':
    'Opera spot y futuros: necesitas volumen en ambos.',
  'Trade any amount of spot every day for a daily SBX bonus.':
    'Opera cualquier monto en spot cada día para obtener un bono diario en SBX.',
  'Spot and futures': 'Spot y futuros',
  'Daily bonus': 'Bono diario',
  'Hold at least 100 SBX, then join: your holding is checked when you join.':
    'Mantén al menos 100 SBX y luego únete: tu saldo se verifica al inscribirte.',
  'Deposit 1,000 USDT or more during the campaign.':
    'Deposita 1,000 USDT o más durante la campaña.',
  'Subscribe 100 USDT to Earn.': 'Suscribe 100 USDT en Earn.',
  'SBX airdrop for holders': 'Airdrop de SBX para holders',
  'Credited daily': 'Acreditado a diario',
  'Join and build a team of five invited friends.':
    'Únete y arma un equipo de cinco amigos invitados.',
  'Share the challenge every day.': 'Comparte el desafío todos los días.',
  'Reach the team trading goal together.': 'Alcancen juntos la meta de trading del equipo.',
  'Build a team of five': 'Arma un equipo de cinco',
  'A share of the SBX pool': 'Una parte del fondo de SBX',

  // Tasks.
  'Create your account': 'Crea tu cuenta',
  'Verify your identity': 'Verifica tu identidad',
  'Join with your event code': 'Únete con tu código del evento',
  'Bind the KOL who invited you': 'Vincula al KOL que te invitó',
  'First deposit of 50 USDT or more': 'Primer depósito de 50 USDT o más',
  'Place your first spot trade': 'Haz tu primera operación spot',
  'Trade 10,000 USDT of futures': 'Opera 10,000 USDT en futuros',
  'Place 3 orders today': 'Coloca 3 órdenes hoy',
  'Trade 50,000 USDT in total': 'Opera 50,000 USDT en total',
  'Trade any amount today': 'Opera cualquier monto hoy',
  'Share the lucky draw today': 'Comparte el sorteo hoy',
  'Follow us on social media': 'Síguenos en redes sociales',
  'Invite a friend who registers': 'Invita a un amigo que se registre',
  'Transfer 200 USDT to futures and copy trades':
    'Transfiere 200 USDT a futuros y copia operaciones',
  'Copy 1,000 USDT of futures trades': 'Copia 1,000 USDT en operaciones de futuros',
  'Invite 3 friends to your team': 'Invita a 3 amigos a tu equipo',
  'Trade 20,000 USDT': 'Opera 20,000 USDT',
  'Deposit 1,000 USDT': 'Deposita 1,000 USDT',
  'Transfer and trade 5,000 USDT of futures': 'Transfiere y opera 5,000 USDT en futuros',
  'Trade 5,000 USDT of spot': 'Opera 5,000 USDT en spot',
  'Trade 5,000 USDT of futures': 'Opera 5,000 USDT en futuros',
  'Trade any spot amount today': 'Opera cualquier monto en spot hoy',
  'Hold 100 SBX': 'Mantén 100 SBX',
  'Subscribe 100 USDT to Earn': 'Suscribe 100 USDT en Earn',
  'Invite 5 friends': 'Invita a 5 amigos',
  'Share the challenge today': 'Comparte el desafío hoy',
  'Trade 50,000 USDT': 'Opera 50,000 USDT',

  // Prizes.
  'Hardware wallet': 'Billetera física',
  '1,000 USDT futures coupon': 'Cupón de futuros de 1,000 USDT',
  '100 SBX airdrop': 'Airdrop de 100 SBX',
  'Extra draw': 'Sorteo extra',
  '20 SBX': '20 SBX',
  '5 USDT futures coupon': 'Cupón de futuros de 5 USDT',
  '1 USDT trial bonus': 'Bono de prueba de 1 USDT',
  'SBX holder airdrop': 'Airdrop para holders de SBX',

  // Rules.
  'How it works': 'Cómo funciona',
  Tasks: 'Tareas',
  'Who can join': 'Quién puede participar',
  Terms: 'Términos',
  'Every user.': 'Todos los usuarios.',
  'Accounts registered in the last {days} days.': 'Cuentas registradas en los últimos {days} días.',
  'Identity verification (KYC) completed.': 'Verificación de identidad (KYC) completada.',
  'Not available to residents of: {regions}.': 'No disponible para residentes de: {regions}.',
  'Enter your event register code when you join.':
    'Ingresa tu código de registro del evento al unirte.',
  'Enter your VIP code when you join.': 'Ingresa tu código VIP al unirte.',
  'Bind the KOL who invited you before you join.': 'Vincula al KOL que te invitó antes de unirte.',
  'Limited to {count} participants.': 'Limitado a {count} participantes.',
  'Only activity after you join counts: trades and deposits made before joining do not.':
    'Solo cuenta la actividad posterior a tu inscripción: las operaciones y depósitos anteriores no cuentan.',
  'Everything you do while the activity runs counts; no need to join.':
    'Todo lo que hagas mientras dure la actividad cuenta; no necesitas inscribirte.',
  '<strong>When:</strong> {start} to {end}.': '<strong>Cuándo:</strong> del {start} al {end}.',
  'Rewards are credited to your rewards centre and expire as shown there. Accounts found gaming the campaign (linked accounts, wash trading) are excluded. The exchange may amend these rules; the rules shown here at the time of your action apply.':
    'Las recompensas se acreditan en tu centro de recompensas y vencen según se indica allí. Las cuentas que abusen de la campaña (cuentas vinculadas, wash trading) quedan excluidas. El exchange puede modificar estas reglas; se aplican las reglas que se muestran aquí en el momento de tu acción.',

  // Inbox messages.
  'Reward received: {reward}': 'Recompensa recibida: {reward}',
  'For "{task}" in {activity}.': 'Por «{task}» en {activity}.',
  'You received <strong>{reward}</strong> for completing "{task}".':
    'Recibiste <strong>{reward}</strong> por completar «{task}».',
  'You received <strong>{reward}</strong>.': 'Recibiste <strong>{reward}</strong>.',
  'Task completed: {task}': 'Tarea completada: {task}',
  'Claim your reward in {activity}.': 'Reclama tu recompensa en {activity}.',
  'You completed <strong>{task}</strong>. Claim your reward before the period ends.':
    'Completaste <strong>{task}</strong>. Reclama tu recompensa antes de que termine el periodo.',
  'You won: {prize}': 'Ganaste: {prize}',
  'Confirm your shipping address within 14 days.':
    'Confirma tu dirección de envío en un plazo de 14 días.',
  'Congratulations! You won a <strong>{prize}</strong> in {activity}.':
    '¡Felicidades! Ganaste <strong>{prize}</strong> en {activity}.',
  'You joined {activity}': 'Te uniste a {activity}',
  'Your activity counts from now on. Good luck!': 'Tu actividad cuenta desde ahora. ¡Buena suerte!',
  'You joined <strong>{activity}</strong>. Trades and deposits from now on count toward its tasks.':
    'Te uniste a <strong>{activity}</strong>. Las operaciones y depósitos desde ahora cuentan para sus tareas.',
  'Welcome to Sandbox Exchange': 'Bienvenido a Sandbox Exchange',
  'Your account is ready. Verify your identity to unlock every promotion.':
    'Tu cuenta está lista. Verifica tu identidad para desbloquear todas las promociones.',
  'Welcome! Verify your identity (KYC) and make a first deposit to get started.':
    '¡Bienvenido! Verifica tu identidad (KYC) y haz tu primer depósito para comenzar.',
  'Security tip: turn on two-factor authentication':
    'Consejo de seguridad: activa la autenticación en dos pasos',
  'Protect your account with an authenticator app.':
    'Protege tu cuenta con una app de autenticación.',
  'Turn on two-factor authentication in <em>Account security</em>.':
    'Activa la autenticación en dos pasos en <em>Seguridad de la cuenta</em>.',
  'Now live: {activity}': 'Ya disponible: {activity}',
  'Join now: only activity after you join counts.':
    'Únete ahora: solo cuenta la actividad posterior a tu inscripción.',
  '<strong>{activity}</strong> is live. Open the activity centre to join.':
    '<strong>{activity}</strong> ya está en curso. Abre el centro de actividades para unirte.',
  'Your {amount} {currency} trial bonus expires in {days} days':
    'Tu bono de prueba de {amount} {currency} vence en {days} días',
  'Use it in futures trading before it expires.': 'Úsalo en trading de futuros antes de que venza.',
  'Your trial bonus of <strong>{amount} {currency}</strong> expires in {days} days.':
    'Tu bono de prueba de <strong>{amount} {currency}</strong> vence en {days} días.',
  'Your weekly rebate report is ready': 'Tu reporte semanal de reembolsos está listo',
  'See your referrals, rebates and performance for the last 7 days.':
    'Consulta tus referidos, reembolsos y rendimiento de los últimos 7 días.',
  'Your weekly report is ready in the agent dashboard.':
    'Tu reporte semanal está listo en el panel de agente.',

  // Rewards in words, and the reward lines of the rules; last, as they match the most.
  '1 draw': '1 sorteo',
  '{amount} draws': '{amount} sorteos',
  '1 prize item': '1 premio físico',
  '{amount} prize items': '{amount} premios físicos',
  '{task}: {reward}': '{task}: {reward}',
};
