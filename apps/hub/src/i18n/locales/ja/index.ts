import { app } from './app';
import { login } from './login';
import { register } from './register';

export const hubJa = { app, login, register } as const;
