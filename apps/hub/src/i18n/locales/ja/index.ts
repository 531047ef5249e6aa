import { app } from './app';
import { login } from './login';

export const hubJa = { app, login } as const;
