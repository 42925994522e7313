import { configureApi } from './apiClient';
import { prepareApiOnFormUse } from './prepareOnFormUse';

const loaded = jest.fn();
jest.mock('ky', () => {
  loaded();
  return jest.requireActual('ky');
});

beforeEach(() => {
  loaded.mockClear();
  configureApi({ baseUrl: 'http://api.test/api/v1' });
  document.body.innerHTML = `
    <a href="/about">About</a>
    <form><label>Email address <input name="email"></label></form>`;
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

it('loads the client when a reader focuses a form field, not before', async () => {
  prepareApiOnFormUse(document);
  document.querySelector('a')!.focus();
  await flush();
  expect(loaded).not.toHaveBeenCalled();
  document.querySelector('input')!.focus();
  await flush();
  expect(loaded).toHaveBeenCalledTimes(1);
});
