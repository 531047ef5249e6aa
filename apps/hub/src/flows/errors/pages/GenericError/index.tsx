import { useEffect, useState } from 'react';

import { RouteErrorPage } from '../../../../components/ErrorWayForward';
import { INVALID_ENTRY_MARK } from '../../../shared/invalid-entry';
import { useHubServices } from '../../../../shell/ServicesContext';

/**
 * The generic error page on our own host (invalid entry, unexpected failures), in the normal page
 * layout; its way forward: back to the service when one is known, the previous screen (trying
 * again can work after a passing failure; not after a refused entry such as a look-alike return
 * address, which it would only repeat), and whom to call.
 */
export function GenericErrorPage() {
  const { storage } = useHubServices();
  // Read on the first render, dropped after (a later error page offers 'try again' again).
  const [invalidEntry] = useState(() => storage.getItem(INVALID_ENTRY_MARK) === 'true');
  useEffect(() => storage.removeItem(INVALID_ENTRY_MARK), [storage]);
  return <RouteErrorPage retry={!invalidEntry} />;
}
