import { describe, expect, it } from 'vitest';
import {
  type ChunkFacts,
  START_PRELOADS_FILE,
  startPreloadsFor,
  startPreloadsOf,
  withHeadModulePreloads,
  withStartPreloads,
} from '../../../server/start-preloads.ts';
import { START_PRELOADS_ID } from '../../../src/app/first-view/start-after-paint.ts';
import { asPage, BUILT_INDEX, builtFiles, pageServer } from './support.ts';

/** A build's chunks as Rolldown reports them, with the modules the start looks for. */
const CHUNKS: ChunkFacts[] = [
  {
    fileName: 'assets/index-a.js',
    isEntry: true,
    imports: ['assets/runtime-b.js'],
    moduleIds: ['/r/src/app/boot.ts'],
  },
  { fileName: 'assets/runtime-b.js', isEntry: false, imports: [], moduleIds: ['\0runtime'] },
  {
    fileName: 'assets/main-c.js',
    isEntry: false,
    imports: ['assets/runtime-b.js'],
    moduleIds: ['/r/src/app/main.tsx'],
  },
  {
    fileName: 'assets/composition-d.js',
    isEntry: false,
    imports: [],
    moduleIds: ['/r/src/app/composition.ts'],
  },
  {
    fileName: 'assets/centre-route-e.js',
    isEntry: false,
    imports: ['assets/format-f.js'],
    moduleIds: ['/r/src/app/routes/centre-route.tsx'],
  },
  {
    fileName: 'assets/format-f.js',
    isEntry: false,
    imports: [],
    moduleIds: ['/r/src/i18n/format.ts'],
  },
  {
    fileName: 'assets/activity-route-g.js',
    isEntry: false,
    imports: [],
    moduleIds: ['/r/src/app/routes/activity-route.tsx'],
  },
  {
    fileName: 'assets/ar-h.js',
    isEntry: false,
    imports: [],
    moduleIds: ['/r/locales/ar.json?part=first'],
  },
  { fileName: 'assets/ar-all.js', isEntry: false, imports: [], moduleIds: ['/r/locales/ar.json'] },
  { fileName: 'assets/en-all.js', isEntry: false, imports: [], moduleIds: ['/r/locales/en.json'] },
  {
    fileName: 'assets/ar-i.js',
    isEntry: false,
    imports: [],
    moduleIds: ['/r/node_modules/dayjs/locale/ar.js'],
  },
  { fileName: 'assets/de-j.js', isEntry: false, imports: [], moduleIds: ['/r/locales/de.json'] },
  {
    fileName: 'assets/locale-files-l.js',
    isEntry: false,
    imports: [],
    moduleIds: ['/r/src/i18n/locale-files.ts'],
  },
  {
    fileName: 'assets/atlas-k.js',
    isEntry: false,
    imports: [],
    moduleIds: ['/r/src/app/atlas-route.tsx'],
  },
];

describe('the start preloads of a build', () => {
  const preloads = startPreloadsOf(CHUNKS);

  it("lists the centre's start with what it imports, and the locale's first words, no date locale", () => {
    expect(startPreloadsFor(preloads, 'centre', 'ar').sort()).toEqual(
      [
        '/assets/index-a.js',
        '/assets/runtime-b.js',
        '/assets/main-c.js',
        '/assets/composition-d.js',
        '/assets/centre-route-e.js',
        '/assets/format-f.js',
        '/assets/ar-h.js',
        '/assets/locale-files-l.js',
      ].sort(),
    );
  });

  it('lists the locale files only for a page that loads one of them', () => {
    // English's first words come with the start: its centre never loads the list of files.
    expect(startPreloadsFor(preloads, 'centre', 'en')).not.toContain('/assets/locale-files-l.js');
    expect(startPreloadsFor(preloads, 'centre', 'ar')).toContain('/assets/locale-files-l.js');
    // Past the centre, every locale's whole words are found through it, English's too.
    expect(startPreloadsFor(preloads, 'activity', 'en')).toContain('/assets/locale-files-l.js');
  });

  it("asks for a locale's whole words only past the centre, with English's", () => {
    expect(startPreloadsFor(preloads, 'centre', 'ar').some((f) => f.includes('-all'))).toBe(false);
    expect(startPreloadsFor(preloads, 'centre', 'en').some((f) => f.includes('-all'))).toBe(false);
    const activity = startPreloadsFor(preloads, 'activity', 'ar');
    expect(activity).toContain('/assets/ar-all.js');
    expect(activity).toContain('/assets/en-all.js');
  });

  it("lists the activity's route for an activity, and nothing of another locale or route", () => {
    const activity = startPreloadsFor(preloads, 'activity', 'en');
    expect(activity).toContain('/assets/activity-route-g.js');
    expect(activity).not.toContain('/assets/centre-route-e.js');
    expect(activity.some((file) => /ar-|de-|atlas-/.test(file))).toBe(false);
  });

  it('puts the list before the start script, which reads it', () => {
    const page = withStartPreloads(BUILT_INDEX, ['/assets/main-c.js']);
    const list = page.indexOf(`<script type="application/json" id="${START_PRELOADS_ID}">`);
    expect(list).toBeGreaterThan(0);
    expect(list).toBeLessThan(page.indexOf('<script>'));
  });

  it("preloads a shell's start files from its head, where the parser finds them first", () => {
    const files = ['/assets/index-a.js', '/assets/main-c.js'];
    const page = withHeadModulePreloads(BUILT_INDEX, files);
    const head = page.slice(0, page.indexOf('</head>'));
    for (const file of files) {
      expect(head).toContain(
        `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}" />`,
      );
    }
    // Preloaded, not run: the entry is still asked for by the start script alone.
    const scripts = (html: string) => html.match(/<script[^>]*>/g);
    expect(scripts(page)).toEqual(scripts(BUILT_INDEX));
    expect(withHeadModulePreloads(BUILT_INDEX, [])).toBe(BUILT_INDEX);
  });
});

describe('the page server without a first view, as a CDN sends the build', () => {
  const SHELL = BUILT_INDEX.replace(
    '<html lang="en" dir="ltr">',
    '<html lang="ar" dir="rtl">',
  ).replace('<div id="root">', '<div id="root" data-static-shell="ar">');
  const ACTIVITY = BUILT_INDEX.replace('<html lang="en" dir="ltr">', '<html lang="ar" dir="rtl">');
  const files = {
    ...builtFiles(),
    '/ar/index.html': SHELL,
    '/ar/activity/index.html': ACTIVITY,
    [START_PRELOADS_FILE]: JSON.stringify(startPreloadsOf(CHUNKS)),
  };
  const app = pageServer({ FIRST_VIEW: 'off' }, () => new Promise(() => {}), files);

  it("sends a locale's centre as its static shell, and its activities as its activity page", async () => {
    for (const path of ['/ar/', '/ar']) {
      expect(
        await (await app.request(`https://www.exchange.example${path}`, asPage())).text(),
      ).toBe(SHELL);
    }
    for (const path of ['/ar/activity/5', '/ar/events/squad-up']) {
      expect(
        await (await app.request(`https://www.exchange.example${path}`, asPage())).text(),
      ).toBe(ACTIVITY);
    }
    // Any other page, and a locale that has no shell, take index.html.
    expect(
      await (await app.request('https://www.exchange.example/ar/rewards', asPage())).text(),
    ).toContain('<div id="root">');
    expect(await (await app.request('https://www.exchange.example/de/', asPage())).text()).toBe(
      BUILT_INDEX.replace('<html lang="en" dir="ltr">', '<html lang="de" dir="ltr">'),
    );
  });
});
