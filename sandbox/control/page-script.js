// The control page's script: it makes the server-rendered page live. Without it, every form
// still works as a plain post that redirects back with a notice.

const notice = document.getElementById('notice');
const errorBox = document.getElementById('error');

function say(message, isError) {
  notice.textContent = isError ? '' : message;
  errorBox.textContent = isError ? message : '';
}

/** Re-reads the page and swaps in the fresh copy of each live section. */
async function refresh(only) {
  const response = await fetch(location.pathname + location.search, {
    headers: { accept: 'text/html' },
  });
  const fresh = new DOMParser().parseFromString(await response.text(), 'text/html');
  for (const section of document.querySelectorAll('[data-live]')) {
    const name = section.getAttribute('data-live');
    if (only && name !== only) continue;
    // Keep an event the reader has opened.
    if (name === 'events' && section.querySelector('details[open]')) continue;
    const next = fresh.querySelector(`[data-live="${name}"]`);
    if (next && next.innerHTML !== section.innerHTML) section.innerHTML = next.innerHTML;
  }
}

/** Sends a form as JSON, says what happened, and refreshes the page's live parts. */
async function submit(form, submitter) {
  const confirmText = form.getAttribute('data-confirm');
  if (confirmText && !window.confirm(confirmText)) return;
  const fields = Object.fromEntries(new FormData(form, submitter));
  try {
    const response = await fetch(form.action, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(fields),
    });
    const body = await response.json();
    if (!response.ok) {
      say(body.error || `Failed with HTTP ${response.status}`, true);
    } else {
      say(summarise(form.action, body), false);
    }
  } catch (error) {
    say(`The sandbox did not answer: ${error.message}`, true);
  }
  await refresh();
}

function summarise(action, body) {
  if (body.fault)
    return `Fault ${body.fault.id}: ${body.fault.text} (${body.fault.enabled ? 'on' : 'off'})`;
  if (body.iso) return `Sandbox clock now ${body.iso} (offset ${body.offset})`;
  if (body.changedTasks)
    return `Simulated ${body.kind} for ${body.user.email}: ${body.changedTasks.length} task(s) changed`;
  if (body.seeded)
    return `Data reset: ${body.seeded.users} users, ${body.seeded.activities} activities`;
  if ('cleared' in body) return `Cleared ${body.cleared}`;
  if ('removed' in body) return `Fault ${body.removed} removed`;
  if ('on' in body) return `${body.hostId} ${body.on ? 'hangs' : 'answers'}`;
  return `Done: ${action}`;
}

document.addEventListener('submit', (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-api')) return;
  event.preventDefault();
  submit(form, event.submitter);
});

/** The sandbox clock ticks on the page between refreshes. */
function tick() {
  const clock = document.getElementById('clock-now');
  if (!clock) return;
  const offset = Number(clock.getAttribute('data-offset-ms')) || 0;
  const now = new Date(Date.now() + offset).toISOString();
  clock.textContent = now;
  clock.setAttribute('datetime', now);
}

setInterval(tick, 1000);
setInterval(() => {
  refresh('events').catch(() => undefined);
}, 3000);
