import { createMemberApiError } from '@member-hub/api-client';
import { DEBOUNCE_MS, ServiceId, serviceIdQueryOf } from '@member-hub/enums';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';

import { RoutePath } from '../../../route-paths';
import { demoClient, renderProfile } from '../../../test/render';
import { memberFixture } from '../fixtures';
import { AVATAR_CHOICE_KEY } from '../../shared/avatar-choice';
import { keepDraft, formValuesOf, ProfileEditKey, readDraft } from '../profile-edit';

const entry = (extra: Record<string, string> = {}) =>
  new URLSearchParams({ ...(demoClient as unknown as Record<string, string>), ...extra }).toString();

describe('028_ProfileEdit', () => {
  it('shows the sections in the spec order, the linkage banner and the birthday changes left', async () => {
    renderProfile(`${RoutePath.profileEdit}?${entry({ error: 'google' })}`);
    expect(await screen.findByRole('textbox', { name: /ニックネーム/ })).toHaveValue('はなこ');
    expect(screen.getByRole('alert')).toHaveTextContent('このGoogleアカウントはすでに連携されています。');
    expect(screen.getByText(memberFixture.email)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'メールアドレスを変更する' })).toHaveAttribute(
      'href',
      `${RoutePath.changeEmail}?serviceId=${serviceIdQueryOf(ServiceId.Community)}`,
    );
    const linkage = screen.getByRole('region', { name: 'アカウント連携' });
    expect(within(linkage).getByRole('link', { name: 'Googleの連携を設定する' })).toBeInTheDocument();
    expect(within(linkage).getByRole('link', { name: 'dアカウントの連携を設定する' })).toHaveAttribute(
      'href',
      `${RoutePath.providerLinkage}?serviceId=${serviceIdQueryOf(ServiceId.Community)}&provider=docomo-type`,
    );
    expect(screen.queryByRole('region', { name: '登録番号' })).toBeNull();
    expect(screen.getByText('誕生日の変更はあと 2 回できます。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'キャンセルしてマイページに戻る' })).toBeInTheDocument();
    // The quiet way to leave the service, after the form.
    expect(screen.getByRole('link', { name: '退会する' })).toHaveAttribute(
      'href',
      `${RoutePath.unsubscribe}?serviceId=${serviceIdQueryOf(ServiceId.Community)}`,
    );
    // Spec order: thumbnail, nickname, mail address, linkage, …, social skills.
    const fields = [...document.querySelectorAll('[data-field]')].map((e) => e.getAttribute('data-field'));
    expect(fields).toEqual([
      'thumbnail',
      'nickname',
      'email',
      'providerLinkage',
      'prefecture',
      'city',
      'sex',
      'birthday',
      'interests',
      'introduction',
      'socialSkills',
    ]);
  });

  it('hides the carrier linkage with hidden=1 (Google stays)', async () => {
    renderProfile(`${RoutePath.profileEdit}?${entry({ hidden: '1' })}`);
    await screen.findByRole('textbox', { name: /ニックネーム/ });
    expect(screen.queryByRole('link', { name: 'dアカウントの連携を設定する' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Googleの連携を設定する' })).toBeInTheDocument();
  });

  it('hides Google on the membership screen', async () => {
    renderProfile(
      `${RoutePath.memberProfileEdit}?${entry({ serviceId: serviceIdQueryOf(ServiceId.Membership) })}`,
    );
    await screen.findByRole('textbox', { name: /ニックネーム/ });
    expect(screen.queryByRole('link', { name: 'Googleの連携を設定する' })).toBeNull();
    expect(screen.getByRole('link', { name: 'dアカウントの連携を設定する' })).toBeInTheDocument();
  });

  // Retried: on a loaded CI machine the second 確認へ進む sometimes does not navigate (seen in two
  // fresh runs of three; never locally); the same journey passes end to end in profile-edit.spec.
  it('membership: a shop number typed with hyphens is found and named; a short one stops the form at the field', async () => {
    const user = userEvent.setup();
    const getShopInfo = vi.fn(async ({ query }: { query: { tel: string } }) => {
      if (query.tel === '0451234567') return { shopName: '横浜店' };
      throw createMemberApiError('http', 'none', { status: 404, code: 'shop.not_found' } as never);
    });
    const { router } = renderProfile(
      `${RoutePath.memberProfileEdit}?${entry({ serviceId: serviceIdQueryOf(ServiceId.Membership) })}`,
      {
        api: { getShopInfo, getPointHistory: vi.fn(async () => ({ pointHistoryList: [] })) } as never,
        membershipSlots: true,
      },
    );
    const shop = await screen.findByRole('textbox', { name: /購入店舗/ });
    await user.type(shop, '045-12-34');
    await user.click(screen.getByRole('button', { name: '確認へ進む' }));
    // The form checks the field before it moves on: on a busy machine longer than waitFor's second.
    await waitFor(() => expect(shop).toHaveFocus(), { timeout: 10_000 });
    expect(shop).toHaveAccessibleDescription(/半角数字10桁、または11桁で入力してください。/);
    expect(screen.getByText('電話番号は10桁または11桁です（いま7桁）。')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(RoutePath.memberProfileEdit);

    await user.clear(shop);
    await user.type(shop, '045-123-4567');
    expect(await screen.findByText('店舗名：横浜店')).toBeInTheDocument();
    // The button ignores a second tap within DEBOUNCE_MS of the first (the double-tap guard);
    // a member correcting the number takes longer than that, this test's typing may not.
    await new Promise((resolve) => setTimeout(resolve, DEBOUNCE_MS));
    await user.click(screen.getByRole('button', { name: '確認へ進む' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(RoutePath.memberProfileEditConfirm), {
      timeout: 10_000,
    });
    expect(await screen.findByText('横浜店')).toBeInTheDocument();
  });

  it('shows the registration number; the password only when asked for, read through its own call', async () => {
    const user = userEvent.setup();
    const getRegisterNum = vi.fn(async () => ({ rakucomId: '12345678', rakuUid: 'r-1', rakuPW: 'hana24' }));
    renderProfile(`${RoutePath.profileEdit}?${entry()}`, {
      getMe: async () => ({ ...memberFixture, rakucomId: '12345678', rakuUid: 'r-1', rakuPW: '' }),
      api: { getRegisterNum },
    });
    const section = await screen.findByRole('region', { name: '登録番号' });
    expect(within(section).getByText('12345678')).toBeInTheDocument();
    expect(within(section).getByText('********')).toBeInTheDocument();
    expect(getRegisterNum).not.toHaveBeenCalled();
    await user.click(within(section).getByRole('button', { name: 'パスワードを表示する' }));
    expect(await within(section).findByText('hana24')).toBeInTheDocument();
    expect(getRegisterNum).toHaveBeenCalledTimes(1);
    expect(within(section).getByRole('link', { name: 'パスワードを変更する' })).toHaveAttribute(
      'href',
      `${RoutePath.kantanPwdEdit}?rakuUid=r-1`,
    );
  });

  it('asks to sign in again when the sign-in is older than 5 minutes, keeping what was typed', async () => {
    const user = userEvent.setup();
    const stale = createMemberApiError('http', 'stale', {
      status: 403,
      code: 'auth.recent_login_required',
    } as never);
    const { storage, assign, services } = renderProfile(`${RoutePath.profileEdit}?${entry()}`, {
      client: demoClient,
      getMe: async () => ({ ...memberFixture, rakucomId: '12345678', rakuPW: '' }),
      api: { getRegisterNum: () => Promise.reject(stale) },
    });
    const nickname = await screen.findByRole('textbox', { name: /ニックネーム/ });
    await user.clear(nickname);
    await user.type(nickname, 'はなちゃん');
    const section = screen.getByRole('region', { name: '登録番号' });
    await user.click(within(section).getByRole('button', { name: 'パスワードを表示する' }));
    const notice = await within(section).findByRole('alert');
    expect(notice).toHaveTextContent('もう一度ログインしてください');
    expect(notice).toHaveTextContent('ログインし直すと、この画面に戻ってパスワードを表示します。');
    await user.click(within(section).getByRole('button', { name: 'ログインし直す' }));

    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    expect(services.identity.signOut).toHaveBeenCalledOnce();
    const login = new URL(assign.mock.calls[0]![0] as string, 'http://localhost:5170');
    expect(login.pathname).toBe('/login');
    const back = new URL(login.searchParams.get('returnUrl')!);
    expect(back.pathname).toBe(RoutePath.profileEdit);
    expect(back.searchParams.get('returnUrl')).toBe(demoClient.returnUrl);
    expect(readDraft(storage, 'u1')?.nickname).toBe('はなちゃん');
    // The password itself is never kept.
    expect(storage.getItem('signInAgain')).not.toMatch(/hana24|rakuPW/);
  });

  it('back from signing in again: the typed values, the password read and shown, the section in view', async () => {
    const getRegisterNum = vi.fn(async () => ({ rakucomId: '12345678', rakuUid: 'r-1', rakuPW: 'hana24' }));
    // jsdom lays nothing out and has no scrollIntoView: a spy stands in for this test.
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    onTestFinished(() => void Reflect.deleteProperty(Element.prototype, 'scrollIntoView'));
    const values = { ...formValuesOf(memberFixture), nickname: 'はなちゃん' };
    const { storage } = renderProfile(`${RoutePath.profileEdit}?${entry()}`, {
      getMe: async () => ({ ...memberFixture, rakucomId: '12345678', rakuUid: 'r-1', rakuPW: '' }),
      api: { getRegisterNum },
      stored: {
        [ProfileEditKey.draft]: JSON.stringify({ uid: 'u1', values }),
        signInAgain: JSON.stringify({
          path: RoutePath.profileEdit,
          uid: 'u1',
          draft: { reveal: true },
          at: Date.now(),
        }),
      },
    });
    // An entry query, yet the draft kept for the sign-in is not dropped.
    expect(await screen.findByRole('textbox', { name: /ニックネーム/ })).toHaveValue('はなちゃん');
    const section = screen.getByRole('region', { name: '登録番号' });
    expect(await within(section).findByText('hana24')).toBeInTheDocument();
    expect(getRegisterNum).toHaveBeenCalledOnce();
    expect(within(section).getByRole('status')).toHaveTextContent('ログインし直しました。');
    expect(scrolled).toHaveBeenCalled();
    await waitFor(() => expect(storage.getItem('signInAgain')).toBeNull());
  });

  it("another member's kept place is not theirs: nothing read, nothing shown", async () => {
    const getRegisterNum = vi.fn(async () => ({ rakucomId: '12345678', rakuUid: 'r-1', rakuPW: 'hana24' }));
    renderProfile(`${RoutePath.profileEdit}?${entry()}`, {
      uid: 'u2',
      getMe: async () => ({ ...memberFixture, uid: 'u2', rakucomId: '12345678', rakuPW: '' }),
      api: { getRegisterNum },
      stored: {
        signInAgain: JSON.stringify({
          path: RoutePath.profileEdit,
          uid: 'u1',
          draft: { reveal: true },
          at: Date.now(),
        }),
      },
    });
    const section = await screen.findByRole('region', { name: '登録番号' });
    expect(within(section).getByText('********')).toBeInTheDocument();
    expect(getRegisterNum).not.toHaveBeenCalled();
  });

  it("shows the avatar picker's choice on return, also without a kept draft, and keeps it for a reload", async () => {
    const { storage } = renderProfile(RoutePath.profileEdit, {
      stored: { [AVATAR_CHOICE_KEY]: JSON.stringify({ thumbnail: 'icon05', displayThumbnail: '' }) },
    });
    await screen.findByRole('textbox', { name: /ニックネーム/ });
    const thumbnail = document.querySelector('[data-field="thumbnail"]') as HTMLElement;
    expect(within(thumbnail).getByText('木')).toBeInTheDocument();
    await waitFor(() => expect(storage.getItem(AVATAR_CHOICE_KEY)).toBeNull());
    expect(readDraft(storage, 'u1')).toEqual({ ...formValuesOf(memberFixture), thumbnail: 'icon05' });
  });

  it('shows an uploaded choice from the picker with its picture', async () => {
    renderProfile(RoutePath.profileEdit, {
      stored: {
        [AVATAR_CHOICE_KEY]: JSON.stringify({
          thumbnail: 'thumbnails/a.png',
          displayThumbnail: 'http://127.0.0.1/member/v1/uploads/thumbnails/a.png',
        }),
      },
    });
    await screen.findByRole('textbox', { name: /ニックネーム/ });
    const thumbnail = document.querySelector('[data-field="thumbnail"]') as HTMLElement;
    expect(thumbnail.querySelector('img')?.getAttribute('src')).toMatch(
      /\/member\/v1\/uploads\/thumbnails\/a\.png$/,
    );
  });

  it('disables the birthday at two changes', async () => {
    renderProfile(`${RoutePath.profileEdit}?${entry()}`, {
      getMe: async () => ({ ...memberFixture, birthdayChangeCount: 2 }),
    });
    await screen.findByRole('textbox', { name: /ニックネーム/ });
    expect(screen.getByText('誕生日はこれ以上変更できません。')).toBeInTheDocument();
    const birthday = screen.getByRole('group', { name: /生年月日/ });
    for (const select of within(birthday).getAllByRole('combobox')) expect(select).toBeDisabled();
  });

  it('goes to the confirmation with the values and keeps them there (stopReload)', async () => {
    const user = userEvent.setup();
    const { router, storage } = renderProfile(`${RoutePath.profileEdit}?${entry()}`);
    const city = await screen.findByRole('textbox', { name: /市区町村/ });
    await user.clear(city);
    await user.type(city, '杉並区');
    await user.click(screen.getByRole('button', { name: '確認へ進む' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(RoutePath.profileEditConfirm));
    expect(storage.getItem(ProfileEditKey.stopReload)).toBe('true');
    expect(await screen.findByText('杉並区')).toBeInTheDocument();
    // First edit: createDate and updateDate in the same minute.
    expect(screen.getByText(/会員ではない方にも公開されます/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '前のページへ戻って修正する' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(RoutePath.profileEdit));
    expect(await screen.findByRole('textbox', { name: /市区町村/ })).toHaveValue('杉並区');
  });

  it('does not proceed and reloads the member without e-mail, rakucomId and d-account id', async () => {
    const user = userEvent.setup();
    const { router, getMe } = renderProfile(`${RoutePath.profileEdit}?${entry()}`, {
      getMe: async () => ({ ...memberFixture, email: '' }),
    });
    await screen.findByRole('textbox', { name: /ニックネーム/ });
    expect(getMe).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: '確認へ進む' }));
    await waitFor(() => expect(getMe).toHaveBeenCalledTimes(2));
    expect(await screen.findByText(/読み込み直しました/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(RoutePath.profileEdit);
  });

  it('asks before leaving with unsaved changes, not on the way to the confirmation', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { router } = renderProfile(`${RoutePath.profileEdit}?${entry()}`);
    await user.click(await screen.findByRole('link', { name: 'メールアドレスを変更する' }));
    expect(confirm).not.toHaveBeenCalled();
    // The screen, not only the router: React shows a route change as a transition, which a busy
    // machine commits later (the old form could still be on screen, and take the typing below).
    await screen.findByRole('heading', { level: 1, name: 'メールアドレス編集' });
    expect(router.state.location.pathname).toBe(RoutePath.changeEmail);

    await router.navigate(`${RoutePath.profileEdit}`);
    await screen.findByRole('heading', { level: 1, name: 'プロフィール編集' });
    const city = await screen.findByRole('textbox', { name: /市区町村/ });
    await user.type(city, '区');
    await user.click(screen.getByRole('link', { name: 'メールアドレスを変更する' }));
    await waitFor(() =>
      expect(confirm).toHaveBeenCalledWith(
        'このページを離れますか？\n行った変更が保存されない可能性があります。',
      ),
    );
    expect(router.state.location.pathname).toBe(RoutePath.profileEdit);

    confirm.mockClear();
    await user.click(screen.getByRole('button', { name: '確認へ進む' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(RoutePath.profileEditConfirm));
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  });

  it('leaves to the return address for a hidden other than 1', async () => {
    const { router } = renderProfile(`${RoutePath.profileEdit}?${entry({ hidden: '2' })}`);
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(screen.queryByRole('textbox', { name: /ニックネーム/ })).toBeNull();
  });
});

describe('029_profileEditConfirm', () => {
  it('goes back to the edit form when opened without the kept values', async () => {
    const { router } = renderProfile(RoutePath.profileEditConfirm, { client: demoClient });
    await waitFor(() => expect(router.state.location.pathname).toBe(RoutePath.profileEdit));
  });

  it('warns when the age moves from under 18 to 18 or over, and saves with post-judge → complete', async () => {
    const user = userEvent.setup();
    const updateMe = vi.fn(async () => ({ ...memberFixture, birthday: '1990-01-01' }));
    const postjudge = vi.fn(async () => undefined);
    const minor = { ...memberFixture, birthday: '2015-03-03', updateDate: '2025-01-01T00:00:00.000Z' };
    const { router, storage } = renderProfile(RoutePath.profileEditConfirm, {
      client: demoClient,
      getMe: async () => minor,
      api: { updateMe, postjudge } as never,
    });
    keepDraft(storage, 'u1', { ...formValuesOf(minor), birthday: '1990-01-01', nickname: 'はなちゃん' });
    expect(await screen.findByText(/年齢を偽って登録した場合/)).toBeInTheDocument();
    // The year with its era; the change uses one of the two.
    expect(screen.getByText(/1990（平成2）年1月1日/)).toBeInTheDocument();
    expect(
      screen.getByText('生年月日の変更は2回までです。この内容で登録すると1回使い、のこりは1回になります。'),
    ).toBeInTheDocument();
    // Not the first edit: no public notice.
    expect(screen.queryByText(/会員ではない方にも公開されます/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'この内容で登録する' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(RoutePath.profileEditComplete));
    expect(updateMe).toHaveBeenCalledWith({
      body: expect.objectContaining({ birthday: '1990-01-01', nickname: 'はなちゃん' }),
    });
    expect(postjudge).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'プロフィールを登録しました' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'マイページに戻る' })).toBeInTheDocument();
  });

  it('keeps the values and says so when the save fails', async () => {
    const user = userEvent.setup();
    const updateMe = vi.fn(async () => Promise.reject(new Error('boom')));
    const { router, storage, reporter } = renderProfile(RoutePath.profileEditConfirm, {
      client: demoClient,
      api: { updateMe } as never,
    });
    keepDraft(storage, 'u1', formValuesOf(memberFixture));
    await user.click(await screen.findByRole('button', { name: 'この内容で登録する' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      '処理に失敗しました。もう一度お試しください。',
    );
    expect(reporter.report).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe(RoutePath.profileEditConfirm);
    expect(screen.getByRole('button', { name: 'この内容で登録する' })).toBeEnabled();
  });

  it('a nickname taken between the check and the save brings the member back to the field with its message', async () => {
    const user = userEvent.setup();
    const updateMe = vi.fn(async () =>
      Promise.reject(createMemberApiError('http', 'taken', { status: 409, code: 'nickname.taken' } as never)),
    );
    const { router, storage } = renderProfile(RoutePath.profileEditConfirm, {
      client: demoClient,
      api: { updateMe } as never,
    });
    keepDraft(storage, 'u1', { ...formValuesOf(memberFixture), nickname: 'はなちゃん', city: '札幌市' });
    await user.click(await screen.findByRole('button', { name: 'この内容で登録する' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(RoutePath.profileEdit));
    const nickname = await screen.findByRole('textbox', { name: /ニックネーム/ });
    // The typed values are kept, the field says why and has the focus; no dialog in between.
    expect(nickname).toHaveValue('はなちゃん');
    expect(screen.getByRole('textbox', { name: /市区町村/ })).toHaveValue('札幌市');
    await waitFor(() => expect(nickname).toHaveFocus());
    expect(nickname).toHaveAccessibleDescription(/このニックネームは使用できません。/);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
