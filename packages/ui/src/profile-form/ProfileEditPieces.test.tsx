import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test-utils';
import { AdultWarning } from './AdultWarning';
import { LinkageErrorBanner } from './LinkageErrorBanner';
import { ProfileEditComplete } from './ProfileEditComplete';
import { ProviderLinkageSection } from './ProviderLinkageSection';
import { RegistrationNumberSection } from './RegistrationNumberSection';
import { ThumbnailField } from './ThumbnailField';

describe('profile edit pieces', () => {
  it('lists each provider with its state and the app link; nothing without providers', () => {
    const { container, rerender } = renderWithI18n(
      <ProviderLinkageSection
        items={[
          { provider: 'google', linked: true },
          { provider: 'docomo', linked: false },
        ]}
        renderAction={(provider, label) => <a href={`#${provider}`}>{label}</a>}
      />,
    );
    expect(screen.getByRole('region', { name: 'アカウント連携' })).toBeInTheDocument();
    expect(screen.getByText('連携済み')).toBeInTheDocument();
    expect(screen.getByText('未連携')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'dアカウントの連携を設定する' })).toHaveAttribute(
      'href',
      '#docomo',
    );
    rerender(<ProviderLinkageSection items={[]} renderAction={() => null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says the provider cannot be linked because the account is already linked', () => {
    renderWithI18n(<LinkageErrorBanner provider="docomo" />);
    expect(screen.getByRole('alert')).toHaveTextContent('連携できません');
    expect(screen.getByRole('alert')).toHaveTextContent('このdアカウントはすでに連携されています。');
  });

  it('masks the password until shown, and shows eight dashes with the support note when unknown', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithI18n(
      <RegistrationNumberSection
        number="12345678"
        password="abc123"
        changePassword={<button>変更</button>}
      />,
    );
    expect(screen.queryByText('abc123')).toBeNull();
    expect(screen.getByText('******')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'パスワードを表示する' }));
    expect(screen.getByText('abc123')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'パスワードを隠す' }));
    expect(screen.queryByText('abc123')).toBeNull();
    rerender(<RegistrationNumberSection number="12345678" password={null} changePassword={null} />);
    expect(screen.getByText('--------')).toBeInTheDocument();
    expect(screen.getByText(/サポート窓口/)).toBeInTheDocument();
  });

  it('warns of the deletion of minors who lie about their age', () => {
    renderWithI18n(<AdultWarning />);
    expect(screen.getByRole('note')).toHaveTextContent('アカウントはデータとともに削除されます');
  });

  it('completes with the member-service variant', async () => {
    const onBack = vi.fn();
    renderWithI18n(<ProfileEditComplete variant="members" onBack={onBack} />);
    expect(screen.getByRole('heading', { name: 'プロフィールを登録しました' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '会員サービスに戻る' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('shows an uploaded thumbnail by its address', () => {
    const { container } = renderWithI18n(
      <ThumbnailField
        value="thumbnails/a.png"
        imageUrl="/member/v1/uploads/thumbnails/a.png"
        onChoose={() => {}}
      />,
    );
    expect(container.querySelector('img')).toHaveAttribute('src', '/member/v1/uploads/thumbnails/a.png');
  });
});
