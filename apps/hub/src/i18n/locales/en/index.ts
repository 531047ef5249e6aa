import { app } from './app';
import { login } from './login';

export const hubEn = { app, login };
