export {
  ApiError,
  api,
  configureApi,
  createApiClient,
  get,
  post,
  toApiError,
  DEFAULT_API_BASE_URL,
  DEFAULT_TIMEOUT_MS,
  type ApiClientOptions,
} from './apiClient';
export { logOut, LOGOUT_PATH } from './logOut';
