import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectSessionKey } from '../../../machines/session.selectors.ts';
import { EventIndex } from '../../features/events/EventIndex.tsx';
import { useSystemActors } from '../actors-context.tsx';
import { provideEventIndex } from '../effects/events.ts';
import { eventPath } from '../routes.ts';
import { useServices } from '../services-context.tsx';

/**
 * The /events index (getAliasList, checkShowActivity). Drawn again when the session changes,
 * since what the exchange shows depends on who asks.
 */
export default function EventsRoute() {
  const services = useServices();
  const { session } = useSystemActors();
  const sessionKey = useSelector(session, selectSessionKey);
  const logic = useMemo(() => provideEventIndex(services), [services]);
  return <EventIndex key={sessionKey} logic={logic} eventPath={eventPath} />;
}
