import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { PasskeyList, type PasskeyListLabels } from '.';

const labels: PasskeyListLabels = {
  explanation: '指紋や顔でログインできます。',
  empty: '登録している端末はありません。',
  added: (date) => `追加した日：${date}`,
  lastUsed: (date) => `最後に使った日：${date}`,
  neverUsed: 'まだ使っていません',
  remove: '削除',
  confirmRemove: (name) => `「${name}」を削除しますか。`,
  confirmYes: '削除する',
  confirmNo: 'やめる',
  add: 'この端末を追加する',
};
const passkeys = [
  { passkeyId: 'a', deviceName: 'Android', createdAt: '2026-11-01', lastUsedAt: '2026-11-27' },
  { passkeyId: 'b', deviceName: 'iPhone', createdAt: '2026-11-20' },
];

function renderList(onAdd?: () => void) {
  const onRemove = vi.fn();
  render(
    <PasskeyList
      passkeys={passkeys}
      labels={labels}
      formatDate={(iso) => iso}
      onRemove={onRemove}
      onAdd={onAdd}
    />,
  );
  return { onRemove };
}

describe('PasskeyList', () => {
  it('lists each passkey with its device name, date added and last use', () => {
    renderList();
    expect(screen.getByText('Android')).toBeInTheDocument();
    expect(screen.getByText('追加した日：2026-11-01')).toBeInTheDocument();
    expect(screen.getByText('最後に使った日：2026-11-27')).toBeInTheDocument();
    expect(screen.getByText('まだ使っていません')).toBeInTheDocument();
  });

  it('removes only after the member confirms; やめる keeps it', async () => {
    const { onRemove } = renderList();
    await userEvent.click(screen.getByRole('button', { name: '削除: iPhone' }));
    expect(screen.getByText('「iPhone」を削除しますか。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'やめる' }));
    expect(onRemove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '削除: iPhone' }));
    await userEvent.click(screen.getByRole('button', { name: '削除する' }));
    expect(onRemove).toHaveBeenCalledWith('b');
  });

  it('offers 追加 only when the screen can add one', async () => {
    renderList();
    expect(screen.queryByRole('button', { name: 'この端末を追加する' })).toBeNull();
    const onAdd = vi.fn();
    render(
      <PasskeyList
        passkeys={[]}
        labels={labels}
        formatDate={(iso) => iso}
        onRemove={vi.fn()}
        onAdd={onAdd}
      />,
    );
    expect(screen.getByText('登録している端末はありません。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'この端末を追加する' }));
    expect(onAdd).toHaveBeenCalledOnce();
  });
});
