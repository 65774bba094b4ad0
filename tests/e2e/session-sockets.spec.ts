import { expect, test } from './fixtures.ts';
import { AppSimulator } from './models/app-simulator.model.ts';
import { PrivateSockets } from './models/private-socket.model.ts';
import { SessionFlow } from './models/session.model.ts';

// The session owns the private socket: opened on login (the login page's or the app's), closed
// when the session ends on the page itself (00004, 434), with no reload in between.

test('web login opens the private socket; a 00004 answer logs out and closes it', async ({
  page,
  collector,
}) => {
  const sockets = new PrivateSockets(page);
  const session = new SessionFlow(page);
  await page.goto('/');
  await session.seeVisitor();
  sockets.seeNone();

  await session.logInFromLoginPage('trader@demo.test');
  await session.seeSignedIn('Ada Trader');
  await sockets.seeOneOpenAndAuthenticated();

  // The inbox's next call answers 00004: the session ends on this page, without a reload.
  await collector.addFault('route=/v1/if/push/pushList,code=00004,times=1');
  await page.getByRole('link', { name: /Inbox/ }).filter({ visible: true }).first().click();
  await expect(session.account).toHaveAttribute('data-state', 'anonymous');
  await sockets.seeAllClosed();
});

test('the app’s login opens the private socket; a 434 answer logs out and closes it', async ({
  page,
  collector,
}) => {
  const sockets = new PrivateSockets(page);
  const simulator = new AppSimulator(page);
  await simulator.open();
  await expect(simulator.app.locator('.account')).toHaveAttribute('data-state', 'anonymous');
  sockets.seeNone();

  await simulator.loginInApp('Ada Trader (trader@demo.test)');
  await simulator.seeSignedInApp('Ada Trader');
  await sockets.seeOneOpenAndAuthenticated();

  await collector.addFault('route=/v1/activity/getRewardList,code=434,times=1');
  // The web view is phone-sized: its navigation is the bar at the bottom, which the simulator's
  // page lays out below the fold of the browser's window, so the tap is sent to the link.
  await simulator.app
    .getByRole('link', { name: 'My rewards', exact: true })
    .filter({ visible: true })
    .first()
    .dispatchEvent('click');
  await expect(simulator.app.locator('.account')).toHaveAttribute('data-state', 'anonymous');
  await sockets.seeAllClosed();
});
