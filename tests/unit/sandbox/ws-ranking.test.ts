import { afterEach, describe, expect, it } from 'vitest';
import { ActivityStage, ActivityType } from '../../../src/domain/activity.ts';
import {
  type LiveRanking,
  RANKING_SIZE,
  rankingSubscription,
} from '../../../src/domain/ranking.ts';
import { useRunningSandbox } from './control-support.ts';
import { activityIdOf } from './helpers.ts';
import { openSocket, type TestSocket, VS } from './ws-support.ts';

/** The stream socket (SPEC §7 `/v1/stream`) carries the live rankings of competitions. */
describe('live rankings on the stream socket', () => {
  const ctx = useRunningSandbox();
  const open: TestSocket[] = [];
  afterEach(() => {
    for (const s of open.splice(0)) s.ws.terminate();
  });
  const stream = async (query = `vs=${VS}&uuid=sub-1`) => {
    const socket = await openSocket(
      `ws://127.0.0.1:${ctx.sandbox.ports.api[0]}/v1/stream?${query}`,
    );
    open.push(socket);
    return socket;
  };

  it('pushes a competition’s top places at once and then every second', async () => {
    const id = activityIdOf(ctx.store, ActivityType.PersonalTrading, ActivityStage.InProgress);
    const socket = await stream(`vs=${VS}&uuid=sub-1&compress=1`);
    socket.ws.send(rankingSubscription(id));
    const first = await socket.next((m) => m.channel === 'ranking');
    const ranking = first.data as unknown as LiveRanking;
    expect(ranking.activityId).toBe(id);
    expect(ranking.entries.length).toBeGreaterThan(0);
    expect(ranking.entries.length).toBeLessThanOrEqual(RANKING_SIZE);
    expect(ranking.entries.map((e) => e.rank)).toEqual(ranking.entries.map((_, i) => i + 1));
    const volumes = ranking.entries.map((e) => Number(e.volume));
    expect([...volumes].sort((a, b) => b - a)).toEqual(volumes);
    for (const entry of ranking.entries) expect(entry.name).toMatch(/^.{1,3}\*\*\*$/u);
    // Compressed as the address asked.
    expect(socket.binary.at(-1)).toBe(true);
    await socket.next((m) => m.channel === 'ranking' && m !== first, 3000);
  });

  it('refuses an activity without a ranking, and rankings on another socket', async () => {
    const lottery = activityIdOf(ctx.store, ActivityType.Lottery, ActivityStage.InProgress);
    const socket = await stream();
    socket.ws.send(rankingSubscription(lottery));
    const error = await socket.next((m) => m.channel === 'error');
    expect(String(error.data.reason)).toContain('no live ranking');
    const market = await openSocket(
      `ws://127.0.0.1:${ctx.sandbox.ports.api[0]}/websocket?vs=${VS}`,
    );
    open.push(market);
    market.ws.send(rankingSubscription(lottery));
    const wrong = await market.next((m) => m.channel === 'error');
    expect(String(wrong.data.reason)).toContain('stream socket');
  });
});
