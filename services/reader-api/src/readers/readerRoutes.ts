/** Every reader route, one plugin per use case (app.ts registers this under /api/v1). */
import type { FastifyPluginAsync } from 'fastify';
import { loginRoutes } from './login/loginRoutes.ts';
import { emailChangeRoutes } from './emailChange/emailChangeRoutes.ts';
import { passwordRoutes } from './password/passwordRoutes.ts';
import { sessionRoutes } from './session/sessionRoutes.ts';
import { signUpRoutes } from './signUp/signUpRoutes.ts';

export const readerRoutes: FastifyPluginAsync = async (app) => {
  const { signUp, login, passwords, sessions, emailChange } = app.services.readers;
  await app.register(signUpRoutes(signUp));
  await app.register(loginRoutes(login, sessions, app.services.deviceCookies));
  await app.register(passwordRoutes(passwords));
  await app.register(sessionRoutes(sessions));
  await app.register(emailChangeRoutes(emailChange, sessions));
};
