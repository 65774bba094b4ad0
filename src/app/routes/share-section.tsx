import { useId, useMemo } from 'react';
import { canShareImageNatively } from '../../domain/version.ts';
import { SharePoster } from '../../features/share/SharePoster.tsx';
import { useFeedback } from '../../ui/feedback.tsx';
import { provideShare, provideShareContent } from '../effects/share.ts';
import { useServices } from '../services-context.tsx';

/**
 * The share poster of an activity (or, without `activityId`, of the user's invitation): the
 * link and QR code on a poster that can be saved as an image or shared.
 */
export function ShareSection(props: { activityId?: number; title: string }) {
  const services = useServices();
  const feedback = useFeedback();
  const logic = useMemo(() => provideShare(services, feedback), [services, feedback]);
  const contentLogic = useMemo(() => provideShareContent(services), [services]);
  const elementId = `share-poster-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <SharePoster
      logic={logic}
      input={{
        inApp: services.env.inApp,
        elementId,
        nativeImageShare: canShareImageNatively(services.env.android, services.env.appVersion),
      }}
      contentLogic={contentLogic}
      contentInput={{ activityId: props.activityId }}
      title={props.title}
    />
  );
}
