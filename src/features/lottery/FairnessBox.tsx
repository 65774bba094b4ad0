import type { DrawVerification } from '../../../machines/lottery.selectors.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import type { DrawCheck } from './draw-check.ts';

const REASON_KEYS = {
  hash: 'lottery.verify.reasonHash',
  clientSeed: 'lottery.verify.reasonClientSeed',
  prize: 'lottery.verify.reasonPrize',
  unknown: 'lottery.verify.reasonUnknown',
} as const;

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
      {check && (
        <p
          className={check.verified ? 'lottery-verdict verdict-ok' : 'lottery-verdict verdict-bad'}
          data-verdict={check.verified ? 'verified' : 'mismatch'}
          role="status"
        >
          <span aria-hidden="true">{check.verified ? '✓ ' : '✗ '}</span>
          {check.verified
            ? t('lottery.verify.verified')
            : t('lottery.verify.mismatch', { reason: t(REASON_KEYS[check.reason]) })}
        </p>
      )}
    </section>
  );
}
