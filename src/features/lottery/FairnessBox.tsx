import type { DrawVerification } from '../../../machines/lottery.selectors.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import type { DrawCheck } from './draw-check.ts';

const REASON_KEYS = {
  hash: 'lottery.verify.reasonHash',
  clientSeed: 'lottery.verify.reasonClientSeed',
  prize: 'lottery.verify.reasonPrize',
  unknown: 'lottery.verify.reasonUnknown',
} as const;

/** How a verdict reads: a draw this page cannot check is no proof of a fault. */
function verdictOf(check: DrawCheck): { kind: string; mark: string } {
  if (check.verified) return { kind: 'verified', mark: '✓ ' };
  if (check.reason === 'superseded') return { kind: 'superseded', mark: 'ⓘ ' };
  return { kind: 'mismatch', mark: '✗ ' };
}

function Hex(props: { value: string }) {
  return (
    <code className="lottery-hex" dir="ltr">
      {props.value}
    </code>
  );
}

/**
 * The verifiable draw: the commitment to the next draw before it, then the revealed seed, the
 * user's seed and the browser's own verdict on the last draw.
 */
export function FairnessBox(props: {
  commitment: string | undefined;
  verification: DrawVerification | undefined;
  check: DrawCheck | undefined;
}) {
  const { t } = useI18n();
  const { commitment, verification, check } = props;
  return (
    <section className="lottery-fairness" aria-labelledby="lottery-fairness-title">
      <h3 id="lottery-fairness-title">{t('lottery.verify.title')}</h3>
      <p className="muted">{t('lottery.verify.intro')}</p>
      <dl className="lottery-proof">
        <div>
          <dt>{t('lottery.verify.commitment')}</dt>
          <dd data-field="commitment">
            {commitment ? <Hex value={commitment} /> : t('lottery.verify.noCommitment')}
          </dd>
        </div>
        {verification && (
          <>
            <div>
              <dt>{t('lottery.verify.committed')}</dt>
              <dd data-field="committed">
                <Hex value={verification.committedSeedHash ?? '—'} />
              </dd>
            </div>
            <div>
              <dt>{t('lottery.verify.seed')}</dt>
              <dd data-field="seed">
                <Hex value={verification.seed} />
              </dd>
            </div>
            <div>
              <dt>{t('lottery.verify.seedHash')}</dt>
              <dd data-field="seedHash">
                <Hex value={verification.seedHash} />
              </dd>
            </div>
            <div>
              <dt>{t('lottery.verify.clientSeed')}</dt>
              <dd data-field="clientSeed">
                <Hex value={verification.clientSeed} />
              </dd>
            </div>
          </>
        )}
      </dl>
      {check && <Verdict check={check} />}
    </section>
  );
}

/** The browser’s verdict on the last draw, in words and as `data-verdict`. */
function Verdict({ check }: { check: DrawCheck }) {
  const { t } = useI18n();
  const { kind, mark } = verdictOf(check);
  return (
    <p className={`lottery-verdict verdict-${kind}`} data-verdict={kind} role="status">
      <span aria-hidden="true">{mark}</span>
      {check.verified
        ? t('lottery.verify.verified')
        : check.reason === 'superseded'
          ? t('lottery.verify.superseded')
          : t('lottery.verify.mismatch', { reason: t(REASON_KEYS[check.reason]) })}
    </p>
  );
}
