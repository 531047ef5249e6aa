import { app } from './app';
import { login } from './login';
import { register } from './register';
import { migration } from './migration';
import { kantan } from './kantan';

export const hubEn = { app, login, register, migration, kantan };
