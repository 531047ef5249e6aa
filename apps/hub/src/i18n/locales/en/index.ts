import { app } from './app';
import { login } from './login';
import { register } from './register';

export const hubEn = { app, login, register };
