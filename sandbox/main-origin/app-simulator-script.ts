/**
 * The simulator page's script, served as a file (the page's CSP allows no inline script).
 * It installs the native bridge into the product's iframe on every load (same origin), logs
 * the calls, and delivers a native login through the product's ExchangeWeb entry.
 */
export const APP_SIMULATOR_SCRIPT = `
const frame = document.getElementById('app-frame');
const log = document.getElementById('bridge-log');
const loginStatus = document.getElementById('login-status');
const appForm = document.getElementById('app-form');
const loginForm = document.getElementById('login-form');

function say(text, tone) {
  loginStatus.textContent = text;
  loginStatus.setAttribute('data-tone', tone);
}

function record(raw) {
  let call;
  try {
    call = JSON.parse(String(raw));
  } catch {
    call = { method: '(unreadable)', params: String(raw) };
  }
  const item = document.createElement('li');
  item.setAttribute('data-method', String(call.method));
  const at = document.createElement('time');
  const now = new Date();
  at.dateTime = now.toISOString();
  at.textContent = now.toLocaleTimeString();
  const method = document.createElement('code');
  method.className = 'method';
  method.textContent = String(call.method);
  const params = document.createElement('code');
  params.className = 'params';
  params.textContent = ' ' + JSON.stringify(call.params ?? {});
  item.append(at, method, params);
  log.prepend(item);
  if (call.method === 'login') say('The app was asked to log in: use the form above.', 'info');
}

// The bridge the app's webview would expose, put into each new document of the iframe.
frame.addEventListener('load', () => {
  frame.contentWindow.ExchangeNative = { postMessage: (message) => record(message) };
});

appForm.addEventListener('submit', (event) => {
  event.preventDefault();
  const data = new FormData(appForm);
  const path = String(data.get('path') || '/');
  const url = new URL(path.startsWith('/') ? path : '/' + path, location.origin);
  url.searchParams.set('app', String(data.get('appVersion')));
  frame.src = url.pathname + url.search;
});

loginForm.addEventListener('submit', async (event) => {
  event.preventDefault();
  const data = new FormData(loginForm);
  say('Logging in…', 'info');
  try {
    const response = await fetch('/app-simulator/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        email: data.get('email'),
        password: data.get('password'),
        appVersion: new URL(frame.src, location.origin).searchParams.get('app'),
      }),
    });
    const body = await response.json();
    if (!response.ok) return say(body.error || 'The login failed.', 'error');
    const entry = frame.contentWindow.ExchangeWeb;
    if (!entry) return say('The page has not started yet: try again in a moment.', 'error');
    const accepted = entry.onNativeLogin(body.appInfo, body.tokens);
    say(
      accepted
        ? 'Logged in as ' + body.loginName + ': the app handed over its info and token.'
        : 'The page refused the login: a user is already logged in there.',
      accepted ? 'ok' : 'error',
    );
  } catch (error) {
    say('The login failed: ' + error.message, 'error');
  }
});

document.getElementById('log-clear').addEventListener('click', () => log.replaceChildren());
`;
