import { AvatarPicker } from '@member-hub/ui';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';

import { type AvatarMode, avatarBackTarget, avatarStart, decideAvatar } from '../../avatar';
import { useHubServices } from '../../../../shell/ServicesContext';

/**
 * 901_avator_inRegist 'プロフィール画像の選択' (profile spec §2 "Avatar picker"): the 14 preset icons,
 * starting on the kept draft's; 決定して戻る puts the choice into the draft, キャンセルして戻る
 * keeps it as it was; both go back to the form. Without a draft it goes back at once.
 */
export function AvatarPage({ mode }: { mode: AvatarMode }) {
  const services = useHubServices();
  const navigate = useNavigate();
  // Read once: deciding changes the draft on the way out.
  const [start] = useState(() => avatarStart(services.storage));
  const back = avatarBackTarget(mode);

  if (!start) return <Navigate to={back} replace />;

  return (
    <AvatarPicker
      value={start}
      onDecide={(icon) => {
        decideAvatar(services.storage, icon);
        void navigate(back, { replace: true });
      }}
      onCancel={() => void navigate(back, { replace: true })}
    />
  );
}
