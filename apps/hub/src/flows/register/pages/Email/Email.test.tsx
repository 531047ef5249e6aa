import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { registrationMailto } from '../../register';
import { apiError } from '../../../../test/api-errors';
import { renderHub } from '../../../../test/render';
import { closeAlert, findAlert } from '../../../../test/alerts';

const RETRY = '処理に失敗しました。恐れ入りますがもう一度はじめからお試しください。';

function renderRegisterEmail() {
  const view = renderHub('/AuthenRegister/Email');
  const sendRegisterMailLink = vi.fn(async () => undefined);
  Object.assign(view.api, { sendRegisterMailLink });
  return { ...view, sendRegisterMailLink };
}

async function submit(email: string) {
  await userEvent.type(await screen.findByLabelText('メールアドレス'), email);
  await userEvent.click(screen.getByRole('button', { name: '登録メールを送信する' }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

// The successful send is in Register.test.tsx (from the method choice to the sent page).
describe('the e-mail registration page', () => {
  it('shows the already-registered page for a taken address', async () => {
    const { router, sendRegisterMailLink } = renderRegisterEmail();
    sendRegisterMailLink.mockRejectedValueOnce(apiError('http', 409, 'email.taken'));
    await submit('hanako@example.com');
    expect(
      await screen.findByRole('heading', { name: 'このメールアドレスは既に登録されています' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/register/email/taken');
  });

  it('alerts and stays when the mail cannot be sent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router, sendRegisterMailLink } = renderRegisterEmail();
    sendRegisterMailLink.mockRejectedValueOnce(apiError('server', 500));
    await submit('new@example.com');
    expect(await findAlert(RETRY)).toHaveTextContent('もう一度ボタンを押してください');
    await closeAlert(RETRY);
    expect(router.state.location.pathname).toBe('/AuthenRegister/Email');
    expect(screen.getByRole('button', { name: '登録メールを送信する' })).toBeEnabled();
  });

  it('opens the empty-mail draft to the registration address', async () => {
    const { assign } = renderRegisterEmail();
    await userEvent.click(await screen.findByRole('button', { name: '空メールを送信する' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(registrationMailto('lpk1')));
  });

  describe('the code of the empty mail’s answer', () => {
    const CODE_FIELD = 'メールに書かれた6けたの数字';
    const LEAD = 'メールが届いたら、メールに書かれた6けたの数字を入れてください。';
    /** Past the button's 600 ms debounce. */
    const debounce = () => new Promise((resolve) => setTimeout(resolve, 650));

    it('appears once the draft is opened, and the code alone (no address) continues the registration here', async () => {
      const user = userEvent.setup();
      const { api, assign } = renderRegisterEmail();
      // The spec's texts of the page stay; no code field before the empty mail.
      expect(await screen.findByRole('heading', { name: '空メールで登録する' })).toBeInTheDocument();
      expect(
        screen.getByText('メールアプリが開きます。宛先・件名・本文はそのままで送信してください。'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: CODE_FIELD })).toBeNull();
      expect(screen.queryByText(LEAD)).toBeNull();

      await user.click(screen.getByRole('button', { name: '空メールを送信する' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith(registrationMailto('lpk1')));
      expect(
        await screen.findByRole('heading', { name: '届いたメールの数字で登録を進める' }),
      ).toBeInTheDocument();
      expect(screen.getByText(LEAD)).toBeInTheDocument();
      // The address form of the page is still there (the spec's e-mail route).
      expect(screen.getByRole('button', { name: '登録メールを送信する' })).toBeInTheDocument();

      api.enterMailCode.mockResolvedValueOnce({
        mailLink: 'http://127.0.0.1:9099/emulator/action?mode=signIn&by=empty-mail',
        email: 'taro@example.com',
      });
      await user.type(screen.getByRole('textbox', { name: CODE_FIELD }), '123456');
      await user.click(screen.getByRole('button', { name: 'この数字で登録を進める' }));
      await waitFor(() =>
        expect(assign).toHaveBeenLastCalledWith(
          'http://127.0.0.1:9099/emulator/action?mode=signIn&by=empty-mail',
        ),
      );
      expect(api.enterMailCode).toHaveBeenCalledTimes(1);
      expect((api.enterMailCode.mock.calls[0] as unknown[])[0]).toStrictEqual({
        body: { loginParamKey: 'lpk1', code: '123456' },
      });
    });

    it('a wrong code says so and the right one still works after it', async () => {
      const user = userEvent.setup();
      const { api, assign } = renderRegisterEmail();
      await user.click(await screen.findByRole('button', { name: '空メールを送信する' }));
      const input = await screen.findByRole('textbox', { name: CODE_FIELD });
      const go = screen.getByRole('button', { name: 'この数字で登録を進める' });

      api.enterMailCode.mockRejectedValueOnce(apiError('http', 400, 'link.code_wrong'));
      await user.type(input, '000000');
      await user.click(go);
      expect(await screen.findByRole('alert')).toHaveTextContent('数字がちがいます。');
      expect(screen.queryByRole('link', { name: 'もう一度メールを送る' })).toBeNull();

      await user.clear(input);
      await user.type(input, '123456');
      await debounce();
      await user.click(go);
      await waitFor(() =>
        expect(assign).toHaveBeenLastCalledWith('http://127.0.0.1:9099/emulator/action?mode=signIn&by=code'),
      );
      expect(api.enterMailCode).toHaveBeenCalledTimes(2);
    });

    it('is there again after a reload (the phone dropped the page while the mail app was open)', async () => {
      const user = userEvent.setup();
      const first = renderRegisterEmail();
      await user.click(await screen.findByRole('button', { name: '空メールを送信する' }));
      await screen.findByRole('textbox', { name: CODE_FIELD });
      first.view.unmount();

      // The same browser's storage, a new page.
      const again = renderHub('/AuthenRegister/Email', { storage: first.storage });
      expect(await screen.findByRole('textbox', { name: CODE_FIELD })).toBeInTheDocument();
      // A second tap opens the same draft: the answer to either mail finds this browser's key.
      await user.click(screen.getByRole('button', { name: '空メールを送信する' }));
      await waitFor(() => expect(again.assign).toHaveBeenCalledWith(registrationMailto('lpk1')));
      expect(again.api.saveLoginParam).not.toHaveBeenCalled();
    });

    it('no answer mail for this browser’s request yet: says to wait for it (no fresh start)', async () => {
      const user = userEvent.setup();
      const { api } = renderRegisterEmail();
      await user.click(await screen.findByRole('button', { name: '空メールを送信する' }));
      api.enterMailCode.mockRejectedValueOnce(apiError('http', 404, 'link.not_found'));
      await user.type(await screen.findByRole('textbox', { name: CODE_FIELD }), '000000');
      await user.click(screen.getByRole('button', { name: 'この数字で登録を進める' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        '返信のメールが、まだ届いていないようです。',
      );
      expect(screen.queryByRole('link', { name: 'もう一度メールを送る' })).toBeNull();
    });

    it('a locked code offers to start again', async () => {
      const user = userEvent.setup();
      const { api } = renderRegisterEmail();
      await user.click(await screen.findByRole('button', { name: '空メールを送信する' }));
      api.enterMailCode.mockRejectedValueOnce(apiError('http', 403, 'link.code_locked'));
      await user.type(await screen.findByRole('textbox', { name: CODE_FIELD }), '000000');
      await user.click(screen.getByRole('button', { name: 'この数字で登録を進める' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('数字を何度もまちがえたため');
      expect(screen.getByRole('link', { name: 'もう一度メールを送る' })).toHaveAttribute('href', '/register');
    });
  });

  it('opens the timeout dialog when saving the parameters times out', async () => {
    const { api, timeout } = renderRegisterEmail();
    api.saveLoginParam.mockRejectedValueOnce(apiError('timeout'));
    await userEvent.click(await screen.findByRole('button', { name: '空メールを送信する' }));
    await waitFor(() => expect(timeout.get()).toBe(true));
  });
});
