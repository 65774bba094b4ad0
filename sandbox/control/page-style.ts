/** The control page's styles, in the login page's palette. */
export const CONTROL_PAGE_STYLE = `
  :root { color-scheme: dark; --bg: #0b0e11; --card: #161a1e; --line: #2b3139;
    --text: #eaecef; --muted: #929aa5; --accent: #f0b90b; --error: #f6465d; --ok: #0ecb81; }
  * { box-sizing: border-box; }
  body { margin: 0; background: var(--bg); color: var(--text); font: 15px/1.5 system-ui, sans-serif; }
  header, main { max-width: 1100px; margin: 0 auto; padding: 0 20px; }
  header { padding-top: 24px; }
  h1 { font-size: 1.5rem; margin: 0 0 4px; }
  h2 { font-size: 1.1rem; margin: 0 0 12px; }
  a { color: var(--accent); }
  main { display: grid; gap: 16px; grid-template-columns: repeat(auto-fit, minmax(480px, 1fr));
    padding-bottom: 40px; }
  section { background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 18px; }
  section.wide { grid-column: 1 / -1; }
  .muted, .help { color: var(--muted); font-size: .85rem; }
  .help { margin: 4px 0 0; }
  label { display: block; font-size: .85rem; margin: 10px 0 4px; }
  input, select { padding: 8px 10px; border-radius: 8px; border: 1px solid var(--line);
    background: var(--bg); color: var(--text); font: inherit; }
  input[type=text], input[type=email], input:not([type]) { width: 100%; }
  button { cursor: pointer; font: inherit; border-radius: 8px; border: 0; padding: 8px 12px;
    background: #2b3139; color: var(--text); }
  button.primary { background: var(--accent); color: #1e2026; font-weight: 600; }
  button.danger { background: var(--error); color: #fff; }
  :focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
  form { margin: 0; }
  .row { display: flex; flex-wrap: wrap; gap: 8px; align-items: end; margin-top: 10px; }
  .row > div { flex: 1 1 140px; }
  table { width: 100%; border-collapse: collapse; font-size: .9rem; }
  th, td { text-align: left; padding: 6px 8px; border-top: 1px solid var(--line); vertical-align: top; }
  th { color: var(--muted); font-weight: 500; }
  td:first-child { white-space: nowrap; }
  code { color: var(--accent); word-break: break-all; }
  .on { color: var(--ok); } .off { color: var(--muted); }
  .notice { border: 1px solid var(--ok); border-radius: 8px; padding: 8px 12px; }
  .error { border: 1px solid var(--error); color: var(--error); border-radius: 8px; padding: 8px 12px; }
  .notice:empty, .error:empty { display: none; }
  ol.events { list-style: none; margin: 12px 0 0; padding: 0; max-height: 520px; overflow: auto; }
  ol.events li { border-top: 1px solid var(--line); padding: 6px 0; }
  pre { white-space: pre-wrap; word-break: break-all; font-size: .8rem; color: var(--muted); margin: 6px 0 0; }
`;
