import { useNavigate } from 'react-router';

import { sendLoginMail } from '../flows/email-login';
import { RoutePath } from '../route-paths';
import { type MailSentState, mailSentState, useMailStep } from './useMailStep';

/** State passed to the 005 page; without it the page goes back to /login. */
export type SentState = MailSentState;

/** Sends the login mail and moves on by the flow's answer (screens only call `send`). */
export function useEmailLogin() {
  const navigate = useNavigate();
  const { run, busy } = useMailStep();

  const send = (email: string) =>
    run(
      'login mail',
      (services) => sendLoginMail(services, email),
      (result) => {
        if (result.kind === 'sent') navigate(RoutePath.loginSendComplete, { state: mailSentState(email) });
        else navigate(RoutePath.loginValidateError);
      },
    );

  return { send, busy };
}
