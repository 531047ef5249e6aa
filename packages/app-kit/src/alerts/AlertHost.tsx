import { MessageDialog } from '@member-hub/ui';
import { useSyncExternalStore } from 'react';

import { type AlertQueue } from './alert-queue';

/** Shows the queue's current alert in the shared in-page dialog (render once per app). */
export function AlertHost({ queue }: { queue: AlertQueue }) {
  const current = useSyncExternalStore(queue.subscribe, queue.current, queue.current);
  return (
    <MessageDialog
      // A new dialog element per alert, so that two alerts in a row are each announced.
      key={current ? `${current.title ?? ''}|${current.message}` : 'none'}
      open={current !== null}
      message={current?.message ?? ''}
      {...(current?.hint ? { hint: current.hint } : {})}
      {...(current?.title ? { title: current.title } : {})}
      {...(current?.closeLabel ? { closeLabel: current.closeLabel } : {})}
      onClose={() => queue.dismiss()}
    />
  );
}
