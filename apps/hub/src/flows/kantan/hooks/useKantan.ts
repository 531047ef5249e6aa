import { useMemo } from 'react';

import { useHubServices } from '../../../shell/ServicesContext';
import { kantanDepsOf } from '../loader';

/** The kantan flows' dependencies from the hub services. */
export function useKantan() {
  const services = useHubServices();
  const deps = useMemo(() => kantanDepsOf(services), [services]);
  return { services, deps };
}
