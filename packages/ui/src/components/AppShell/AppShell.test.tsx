import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../test-utils';
import { AppShell } from '.';

const base = {
  title: 'プロフィール登録',
  timeoutOpen: false,
  onTimeoutClose: () => {},
  companyName: '合同会社サンプル',
} as const;

describe('AppShell', () => {
  it('lays out header, content and footer with the variant on the root', () => {
    const { container } = renderWithI18n(
      <AppShell {...base} variant="members">
        <p>本文</p>
      </AppShell>,
    );
    expect(container.querySelector('[data-variant="members"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'プロフィール登録' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('本文');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('keeps the footer in the member-site layout and changes the header', () => {
    const { container } = renderWithI18n(
      <AppShell {...base} variant="community" memberSiteLayout>
        x
      </AppShell>,
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent('合同会社サンプル');
    expect(container.querySelector('.mh-header--member-site')).not.toBeNull();
  });

  it('hides the footer when asked, in either layout', () => {
    const { rerender } = renderWithI18n(
      <AppShell {...base} variant="community" memberSiteLayout hideFooter>
        x
      </AppShell>,
    );
    expect(screen.queryByRole('contentinfo')).toBeNull();
    rerender(
      <AppShell {...base} variant="community" hideFooter>
        x
      </AppShell>,
    );
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('drops the padding in the system-error layout', () => {
    renderWithI18n(
      <AppShell {...base} variant="community" systemErrorLayout>
        x
      </AppShell>,
    );
    expect(screen.getByRole('main')).toHaveClass('mh-main--system-error');
  });

  it('opens the timeout dialog from the flag', () => {
    renderWithI18n(
      <AppShell {...base} variant="community" timeoutOpen>
        x
      </AppShell>,
    );
    expect(screen.getByRole('dialog', { name: 'タイムアウトエラー' })).toHaveAttribute('open');
  });
});

function TimeoutAtStart() {
  const [open, setOpen] = useState(true);
  return (
    <AppShell
      {...base}
      variant="community"
      appName="らくらくコミュニティ"
      timeoutOpen={open}
      onTimeoutClose={() => setOpen(false)}
    >
      x
    </AppShell>
  );
}

describe('AppShell page title', () => {
  it('is "screen title | app name"', () => {
    renderWithI18n(
      <AppShell {...base} variant="community" appName="らくらくコミュニティ">
        x
      </AppShell>,
    );
    expect(document.title).toBe('プロフィール登録 | らくらくコミュニティ');
  });

  it('is タイムアウトエラー with the dialog open at start, and the page title again after closing', async () => {
    renderWithI18n(<TimeoutAtStart />);
    expect(document.title).toBe('タイムアウトエラー');
    await userEvent.click(screen.getByRole('button', { name: '閉じる' }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.title).toBe('プロフィール登録 | らくらくコミュニティ');
  });
});
