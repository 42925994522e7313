/** Every reader route, one plugin per use case (app.ts registers this under /api/v1). */
import type { FastifyPluginAsync } from 'fastify';
import { loginRoutes } from './login/loginRoutes.ts';
import { passwordRoutes } from './password/passwordRoutes.ts';
import { signUpRoutes } from './signUp/signUpRoutes.ts';

export const readerRoutes: FastifyPluginAsync = async (app) => {
  const { signUp, login, passwords, sessions } = app.services.readers;
  await app.register(signUpRoutes(signUp));
  await app.register(loginRoutes(login, sessions, app.services.deviceCookies));
  await app.register(passwordRoutes(passwords));
};
