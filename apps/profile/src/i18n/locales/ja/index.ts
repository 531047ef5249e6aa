import { app } from './app';
import { avatar } from './avatar';
import { changeEmail, mailLink } from './change-email';
import { points } from './points';
import { prefectures } from './prefectures';
import { providerLinkage } from './providerLinkage';
import { unsubscribe } from './unsubscribe';

export const profileJa = {
  app,
  avatar,
  changeEmail,
  mailLink,
  points,
  prefectures,
  providerLinkage,
  unsubscribe,
} as const;
