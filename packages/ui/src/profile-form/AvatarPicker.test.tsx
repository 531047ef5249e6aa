import { type PresetIconId } from '@member-hub/enums';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test-utils';
import { AvatarPicker } from './AvatarPicker';
import { ThumbnailField } from './ThumbnailField';

describe('AvatarPicker', () => {
  it('offers the 14 icons as one single choice, starting on the given one', () => {
    renderWithI18n(<AvatarPicker value="icon05" onDecide={() => {}} onCancel={() => {}} />);
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(14);
    expect(screen.getByRole('radio', { name: '木' })).toBeChecked();
    expect(radios.filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(1);
  });

  it('starts on icon12 when nothing was chosen', () => {
    renderWithI18n(<AvatarPicker onDecide={() => {}} onCancel={() => {}} />);
    expect(screen.getByRole('radio', { name: '人のかたち' })).toBeChecked();
  });

  it('hands the tapped icon over on 決定して戻る', async () => {
    const user = userEvent.setup();
    const onDecide = vi.fn<(id: PresetIconId) => void>();
    const onCancel = vi.fn();
    renderWithI18n(<AvatarPicker value="icon05" onDecide={onDecide} onCancel={onCancel} />);
    await user.click(screen.getByRole('radio', { name: 'ハート' }));
    await user.click(screen.getByRole('radio', { name: '太陽' }));
    expect(screen.getByRole('radio', { name: 'ハート' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: '決定して戻る' }));
    expect(onDecide).toHaveBeenCalledWith('icon03');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('hands nothing over on キャンセルして戻る', async () => {
    const user = userEvent.setup();
    const onDecide = vi.fn();
    const onCancel = vi.fn();
    renderWithI18n(<AvatarPicker value="icon05" onDecide={onDecide} onCancel={onCancel} />);
    await user.click(screen.getByRole('radio', { name: 'ハート' }));
    await user.click(screen.getByRole('button', { name: 'キャンセルして戻る' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onDecide).not.toHaveBeenCalled();
  });

  it('speaks English when the language is English', () => {
    renderWithI18n(<AvatarPicker onDecide={() => {}} onCancel={() => {}} />, { lng: 'en' });
    expect(screen.getByRole('button', { name: 'Decide and go back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel and go back' })).toBeInTheDocument();
  });
});

describe('ThumbnailField', () => {
  it('shows the chosen icon by name and opens the picker with プロフィール画像を選ぶ', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    renderWithI18n(<ThumbnailField value="icon04" onChoose={onChoose} />);
    expect(screen.getByRole('group', { name: 'プロフィール画像' })).toHaveTextContent('ねこ');
    expect(screen.queryByRole('radio')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'プロフィール画像を選ぶ' }));
    expect(onChoose).toHaveBeenCalledTimes(1);
  });

  it('shows the default icon12 for a thumbnail that is not a preset icon', () => {
    renderWithI18n(<ThumbnailField value="https://example.com/me.png" onChoose={() => {}} />);
    expect(screen.getByRole('group', { name: 'プロフィール画像' })).toHaveTextContent('人のかたち');
  });
});
