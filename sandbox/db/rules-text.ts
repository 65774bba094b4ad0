import type { Campaign } from './campaigns.ts';
import type { DetailTemplate, StageOverrides } from './catalog-details.ts';
import type { TaskSpec } from './catalog-tasks.ts';
import { NEW_USER_WINDOW_DAYS } from './eligibility.ts';
import { rewardWords } from './reward-words.ts';

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

const utc = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** What the rules text is written from. */
export interface RulesSource {
  campaign: Campaign;
  template: DetailTemplate;
  overrides: StageOverrides;
  tasks: readonly TaskSpec[];
  start: number;
  end: number;
  quota: number | undefined;
}

/** The rules as the campaign manager's rich text would render them (SPEC: HTML, sanitised later). */
export function renderRules(s: RulesSource): string {
  const e = escapeHtml;
  const who: string[] = [];
  if (s.template.newUsersOnly) {
    who.push(`Accounts registered in the last ${NEW_USER_WINDOW_DAYS} days.`);
  }
  if (s.template.requiresKyc) who.push('Identity verification (KYC) completed.');
  if (s.template.excludedRegions.length > 0) {
    who.push(`Not available to residents of: ${s.template.excludedRegions.join(', ')}.`);
  }
  if (s.overrides.needsRegisterCode) who.push('Enter your event register code when you join.');
  if (s.overrides.needsVipCode) who.push('Enter your VIP code when you join.');
  if (s.overrides.needsKolBind) who.push('Bind the KOL who invited you before you join.');
  if (s.quota !== undefined) who.push(`Limited to ${s.quota.toLocaleString('en')} participants.`);
  const counting = s.template.requiresEnrolment
    ? 'Only activity after you join counts: trades and deposits made before joining do not.'
    : 'Everything you do while the activity runs counts; no need to join.';
  return [
    `<h3>${e(s.campaign.title)}</h3>`,
    `<p>${e(s.campaign.summary)}</p>`,
    `<p><strong>When:</strong> ${utc(s.start)} to ${utc(s.end)}.</p>`,
    '<h4>How it works</h4>',
    `<ol>${s.template.steps.map((step) => `<li>${e(step)}</li>`).join('')}</ol>`,
    '<h4>Tasks</h4>',
    `<ul>${s.tasks.map((t) => `<li>${e(t.title)}: ${e(rewardWords(t.reward))}</li>`).join('')}</ul>`,
    '<h4>Who can join</h4>',
    `<ul>${(who.length > 0 ? who : ['Every user.']).map((w) => `<li>${e(w)}</li>`).join('')}</ul>`,
    `<p>${e(counting)}</p>`,
    '<h4>Terms</h4>',
    '<p>Rewards are credited to your rewards centre and expire as shown there. Accounts found ' +
      'gaming the campaign (linked accounts, wash trading) are excluded. The exchange may ' +
      'amend these rules; the rules shown here at the time of your action apply.</p>',
  ].join('\n');
}

/** The general pages' introduction: shorter than the rules, without the terms. */
export function renderIntroduce(s: RulesSource): string {
  const e = escapeHtml;
  return [
    `<p>${e(s.campaign.summary)}</p>`,
    `<ol>${s.template.steps.map((step) => `<li>${e(step)}</li>`).join('')}</ol>`,
  ].join('\n');
}
