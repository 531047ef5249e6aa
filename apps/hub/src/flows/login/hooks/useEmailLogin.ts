import { sendLoginMail } from '../../shared/email-login';
import { RoutePath } from '../../../route-paths';
import { useMailStep } from '../../shared/hooks/useMailStep';

/** State passed to the 005 page; without it the page goes back to /login. */

/** Sends the login mail and moves on by the flow's answer (screens only call `send`). */
export function useEmailLogin() {
  const { sendMailLink, busy } = useMailStep();
  const send = (email: string) =>
    sendMailLink('login mail', sendLoginMail, email, {
      sent: RoutePath.loginSendComplete,
      refused: RoutePath.loginValidateError,
    });
  return { send, busy };
}
