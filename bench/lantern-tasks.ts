/**
 * Where Lantern puts a page's long tasks (issue 17): Lighthouse's TBT and TTI come from a
 * simulation that replays the observed trace on slow 4G and a slowed CPU, and places each task
 * after what it depends on. This runs Lighthouse (mobile preset) on a URL and prints, for each
 * run, the simulated tasks of 50 ms or more in the TBT simulations, when each starts and ends,
 * its observed length, the requests it waits for, and what it ran; with NET=1 the simulated
 * requests too.
 *
 *   npm run bench:lantern -- <url> [runs]
 *   CPU=6 npm run bench:lantern -- http://127.0.0.1:9700/en/ 5
 *   NET=1 LABELS=pessimisticTotalBlockingTime npm run bench:lantern -- http://127.0.0.1:9700/en/ 3
 *
 * Serve a build first: `BENCH_PORT=9700 npm run bench:serve` (bench/serve.ts).
 */
import { launchChrome } from './chrome.ts';
import { ensureBenchDependencies } from './deps.ts';
import { type LighthouseResult, loadLighthouse, throttlingAt } from './lighthouse-page.ts';

/** A node of Lantern's graph, as far as this reads it. */
interface GraphNode {
  type: 'network' | 'cpu';
  request?: { url: string; priority: string; transferSize: number };
  event?: { dur?: number };
  childEvents?: { name: string; args?: { data?: { url?: string; functionName?: string } } }[];
  getDependencies(): GraphNode[];
}

interface NodeTiming {
  startTime: number;
  endTime: number;
}

interface LanternModule {
  Simulation: { Simulator: { allNodeTimings: Map<string, Map<GraphNode, NodeTiming>> } };
}

// A specifier the type checker does not follow: Lighthouse is the bench's own dependency.
const LANTERN = 'lighthouse/core/lib/lantern/lantern.js';
/** Lantern's long task: 50 ms in the simulation. */
const LONG_TASK_MS = 50;
/** What the task ran: these events name it. */
const NAMING_EVENTS =
  /EventDispatch|TimerFire|FireAnimationFrame|RunMicrotasks|XHRReadyStateChange|ResourceFinish/;

const [url, runsArg = '1'] = process.argv.slice(2);
if (!url) {
  console.error('usage: npm run bench:lantern -- <url> [runs]');
  process.exit(2);
}
const labels = (process.env.LABELS ?? 'optimisticTotalBlockingTime,pessimisticTotalBlockingTime')
  .split(',')
  .filter(Boolean);

const pathOf = (address: string) => address.replace(/^https?:\/\/[^/]+/, '').slice(0, 60);

function describeTask(node: GraphNode): string {
  const names = new Set<string>();
  for (const child of node.childEvents ?? []) {
    const data = child.args?.data;
    if (data?.url) names.add(pathOf(data.url));
    if (child.name === 'FunctionCall' && data?.functionName) names.add(`${data.functionName}()`);
    if (NAMING_EVENTS.test(child.name)) names.add(child.name);
  }
  return [...names].slice(0, 8).join(' ');
}

function printSimulation(label: string, timings: Map<GraphNode, NodeTiming>) {
  const at = (node: GraphNode) => Math.round(timings.get(node)?.endTime ?? Number.NaN);
  const waitsFor = (node: GraphNode) =>
    node
      .getDependencies()
      .map((d) => (d.request ? `${pathOf(d.request.url)}@${at(d)}` : `task@${at(d)}`))
      .join(', ');
  const entries = [...timings].sort((a, b) => a[1].startTime - b[1].startTime);
  console.info(`  ${label}`);
  if (process.env.NET) {
    for (const [node, t] of entries.filter(([n]) => n.request)) {
      const request = node.request;
      if (!request) continue;
      const kb = (request.transferSize / 1024).toFixed(0);
      console.info(
        `    request ${Math.round(t.startTime)}-${Math.round(t.endTime)} ${pathOf(request.url)} ${request.priority} ${kb} KB`,
      );
    }
  }
  for (const [node, t] of entries) {
    if (node.type !== 'cpu' || t.endTime - t.startTime < LONG_TASK_MS) continue;
    const observed = Math.round((node.event?.dur ?? 0) / 1000);
    console.info(
      `    task ${Math.round(t.startTime)}-${Math.round(t.endTime)} (${Math.round(t.endTime - t.startTime)} ms, observed ${observed} ms) waits for ${waitsFor(node)} | ${describeTask(node)}`,
    );
  }
}

ensureBenchDependencies((line) => console.info(line));
const lighthouse = await loadLighthouse();
const lantern = (await import(LANTERN)) as LanternModule;
const chrome = await launchChrome();
try {
  for (let run = 0; run < Number(runsArg); run += 1) {
    const { allNodeTimings } = lantern.Simulation.Simulator;
    allNodeTimings.clear();
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // CPU=<k> replaces the mobile preset's 4x, as the bench's 6x pages do.
      ...throttlingAt(process.env.CPU ? Number(process.env.CPU) : undefined),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { audits } = result.lhr as LighthouseResult;
    const metric = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
    console.info(
      `run ${run + 1}: TBT ${metric('total-blocking-time')} ms, TTI ${metric('interactive')} ms`,
    );
    if (process.env.ENDS) {
      for (const [label, timings] of allNodeTimings) {
        const end = Math.max(...[...timings.values()].map((t) => t.endTime));
        const cpu = [...timings]
          .filter(([n]) => n.type === 'cpu')
          .map(
            ([n, t]) =>
              `${Math.round(t.startTime)}+${Math.round(t.endTime - t.startTime)}(${Math.round((n.event?.dur ?? 0) / 1000)})`,
          );
        console.info(`  ${label}: ends ${Math.round(end)}; cpu ${cpu.slice(0, 12).join(' ')}`);
      }
    }
    for (const label of labels) {
      const timings = allNodeTimings.get(label);
      if (timings) printSimulation(label, timings);
      else
        console.info(`  ${label}: no such simulation (${[...allNodeTimings.keys()].join(', ')})`);
    }
  }
} finally {
  await chrome.stop();
}
