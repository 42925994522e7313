export {
  ApiError,
  api,
  configureApi,
  createApiClient,
  get,
  post,
  postOrKeep,
  prepareApi,
  NO_CONNECTION_MESSAGE,
  toApiError,
  DEFAULT_API_BASE_URL,
  DEFAULT_TIMEOUT_MS,
  type ApiClientOptions,
} from './apiClient';
export { logOut, LOGOUT_PATH } from './logOut';
export { prepareApiOnFormUse } from './prepareOnFormUse';
export {
  flushFormOutbox,
  FORM_OUTBOX_SYNC_TAG,
  SAVED_FOR_LATER_MESSAGE,
  SavedForLater,
  startFormOutbox,
} from './formOutbox';
