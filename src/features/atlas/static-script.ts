/**
 * The static copy's behaviour, as the script its index.html carries (it opens from disk, with no
 * build): the same zoom and pan as the page (viewport.ts: fit on open and by the Fit button,
 * drag, wheel, Ctrl + wheel, pinch, keys), the same search (search.ts: every word, any case,
 * over states, events, guards, actions and descriptions), and a state's address as the
 * fragment (`#activityApply.settled.standing.applied`). Plain ES2020, kept in step by hand
 * with those two modules; tests/e2e/atlas.spec.ts drives both.
 */
export const STATIC_SCRIPT = String.raw`
(() => {
  const MIN = 0.05, MAX = 4, STEP = 1.25, PAN = 48;
  const clamp = (s) => Math.min(MAX, Math.max(MIN, s));
  const views = new Map();
  for (const frame of document.querySelectorAll('.frame')) {
    const zoom = frame.querySelector('.zoom');
    const svg = zoom.querySelector('svg');
    const w = Number(svg.getAttribute('width')), h = Number(svg.getAttribute('height'));
    const level = frame.parentElement.querySelector('.level');
    let v = { x: 0, y: 0, s: 1 };
    const draw = () => {
      zoom.style.transform = 'translate(' + v.x + 'px,' + v.y + 'px) scale(' + v.s + ')';
      level.textContent = Math.round(v.s * 100) + '%';
      frame.dataset.scale = v.s.toFixed(3);
    };
    const fit = () => {
      const fw = frame.clientWidth, fh = frame.clientHeight;
      const s = clamp(Math.min(1, (fw - 32) / w, (fh - 32) / h));
      v = { s, x: (fw - w * s) / 2, y: (fh - h * s) / 2 };
      draw();
    };
    const zoomAt = (f, p) => {
      const s = clamp(v.s * f), k = s / v.s;
      v = { s, x: p.x - (p.x - v.x) * k, y: p.y - (p.y - v.y) * k };
      draw();
    };
    const pan = (dx, dy) => { v = { ...v, x: v.x + dx, y: v.y + dy }; draw(); };
    const mid = () => ({ x: frame.clientWidth / 2, y: frame.clientHeight / 2 });
    const centre = (rect) => {
      const n = (a) => Number(rect.getAttribute(a)) + (a === 'x' || a === 'y' ? 4 : 0);
      const box = { x: n('x'), y: n('y'), width: n('width'), height: n('height') };
      const s = clamp(Math.max(v.s, Math.min(1, (frame.clientWidth - 32) / box.width, (frame.clientHeight - 32) / box.height)));
      v = { s, x: frame.clientWidth / 2 - (box.x + box.width / 2) * s, y: frame.clientHeight / 2 - (box.y + box.height / 2) * s };
      draw();
    };
    views.set(frame, { fit, centre });
    frame.addEventListener('wheel', (e) => {
      e.preventDefault();
      const r = frame.getBoundingClientRect();
      if (e.ctrlKey || e.metaKey) zoomAt(Math.exp(-e.deltaY * 0.002), { x: e.clientX - r.left, y: e.clientY - r.top });
      else pan(-e.deltaX, -e.deltaY);
    }, { passive: false });
    const pointers = new Map();
    let travelled = 0;
    const local = (e) => { const r = frame.getBoundingClientRect(); return { x: e.clientX - r.left, y: e.clientY - r.top }; };
    frame.addEventListener('pointerdown', (e) => {
      if (e.button !== 0) return;
      frame.setPointerCapture(e.pointerId);
      pointers.set(e.pointerId, local(e));
      if (pointers.size === 1) travelled = 0;
    });
    frame.addEventListener('pointermove', (e) => {
      const before = pointers.get(e.pointerId);
      if (!before) return;
      const now = local(e);
      const other = [...pointers].find(([id]) => id !== e.pointerId);
      pointers.set(e.pointerId, now);
      travelled += Math.hypot(now.x - before.x, now.y - before.y);
      if (!other) return pan(now.x - before.x, now.y - before.y);
      const o = other[1];
      const spread = Math.hypot(now.x - o.x, now.y - o.y);
      const spreadBefore = Math.hypot(before.x - o.x, before.y - o.y) || spread;
      const m = { x: (now.x + o.x) / 2, y: (now.y + o.y) / 2 };
      const mb = { x: (before.x + o.x) / 2, y: (before.y + o.y) / 2 };
      zoomAt(spread / spreadBefore, m);
      pan(m.x - mb.x, m.y - mb.y);
    });
    const up = (e) => pointers.delete(e.pointerId);
    frame.addEventListener('pointerup', up);
    frame.addEventListener('pointercancel', up);
    frame.addEventListener('click', (e) => {
      if (travelled > 4) return;
      const state = e.target.closest('[data-state-id]');
      const edge = e.target.closest('[data-transition-id]');
      if (edge) focusItem(edge, false);
      else if (state) focusItem(state, true);
    });
    frame.addEventListener('keydown', (e) => {
      const step = e.shiftKey ? PAN * 4 : PAN;
      const keys = {
        ArrowLeft: () => pan(step, 0), ArrowRight: () => pan(-step, 0),
        ArrowUp: () => pan(0, step), ArrowDown: () => pan(0, -step),
        '+': () => zoomAt(STEP, mid()), '=': () => zoomAt(STEP, mid()),
        '-': () => zoomAt(1 / STEP, mid()), '0': fit, '1': () => zoomAt(1 / v.s, mid()),
      };
      if (!keys[e.key]) return;
      e.preventDefault();
      keys[e.key]();
    });
    frame.parentElement.querySelector('.toolbar').addEventListener('click', (e) => {
      const act = e.target.closest('[data-act]')?.dataset.act;
      if (act === 'fit') fit();
      if (act === 'in') zoomAt(STEP, mid());
      if (act === 'out') zoomAt(1 / STEP, mid());
      if (act === 'actual') zoomAt(1 / v.s, mid());
    });
    fit();
  }

  function focusItem(el, share) {
    for (const old of document.querySelectorAll('.focused')) old.classList.remove('focused');
    el.classList.add('focused');
    const frame = el.closest('.frame');
    frame.scrollIntoView({ block: 'center' });
    const rect = el.matches('[data-state-id]') ? el.querySelector(':scope > rect') : el.querySelector('.atlas-label rect');
    if (rect) views.get(frame).centre(rect);
    if (share) history.replaceState(null, '', '#' + encodeURIComponent(el.getAttribute('data-state-id')));
  }

  const clean = (t) => (t || '').replace(/\s+/g, ' ').trim();
  const items = [...document.querySelectorAll('[data-state-id], [data-transition-id]')].map((el) => {
    const machine = el.closest('section').id;
    const path = (id) => (id.startsWith(machine + '.') ? id.slice(machine.length + 1) : id);
    const isState = el.matches('[data-state-id]');
    const title = isState
      ? path(el.getAttribute('data-state-id'))
      : path(el.getAttribute('data-source')) + ' → ' + path(el.getAttribute('data-target'));
    const detail = isState
      ? clean(el.querySelector('title')?.textContent)
      : [...el.querySelectorAll('.atlas-label text')].map((t) => clean(t.textContent)).join(' ');
    const text = isState
      ? [el.getAttribute('data-state-id'), detail, ...[...el.querySelectorAll('text')].map((t) => clean(t.textContent))].join(' ')
      : title + ' ' + detail;
    return { el, machine, kind: isState ? 'state' : 'transition', title, detail, text: (machine + ' ' + text).toLowerCase() };
  });
  const input = document.getElementById('search');
  const results = document.getElementById('results');
  const status = document.getElementById('search-status');
  const search = () => {
    for (const old of document.querySelectorAll('.match')) old.classList.remove('match');
    results.replaceChildren();
    const words = input.value.toLowerCase().split(/\s+/).filter(Boolean);
    if (!words.length) { status.textContent = ''; return []; }
    const found = items.filter((i) => words.every((w) => i.text.includes(w)));
    status.textContent = found.length === 1 ? '1 match' : found.length + ' matches';
    for (const item of found) item.el.classList.add('match');
    for (const item of found.slice(0, 60)) {
      const li = document.createElement('li');
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'result';
      b.dataset.kind = item.kind;
      const kind = document.createElement('small');
      kind.textContent = item.machine + ' · ' + item.kind + ' ';
      const code = document.createElement('code');
      code.textContent = item.title;
      const detail = document.createElement('span');
      detail.className = 'muted';
      detail.textContent = ' ' + item.detail;
      b.append(kind, code, detail);
      b.addEventListener('click', () => focusItem(item.el, item.kind === 'state'));
      li.append(b);
      results.append(li);
    }
    return found;
  };
  input.addEventListener('input', search);
  input.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter') return;
    const first = search()[0];
    if (first) focusItem(first.el, first.kind === 'state');
  });
  const fromAddress = () => {
    const id = decodeURIComponent(location.hash.slice(1));
    const el = id && document.querySelector('[data-state-id="' + CSS.escape(id) + '"]');
    if (el) focusItem(el, false);
  };
  addEventListener('hashchange', fromAddress);
  fromAddress();
})();
`;
