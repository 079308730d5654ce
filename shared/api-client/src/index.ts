export { createApiClient } from './client';
export type {
  ApiClient,
  ApiClientOptions,
  CallArguments,
  ApiRequestConfig,
  NoticeSink,
  QueryParams,
  SessionSource,
} from './client';
export { haiguanApi, hgApi } from './clients';
export { ApiError, isApiError } from './api-error';
export type { ApiErrorInit, ApiErrorKind } from './api-error';
export { withCancel } from './cancel';
export type { CancelHandle } from './cancel';
export { NOTICE_TEXT } from './notices';
export { isCancel } from 'axios';
export { fetchFile, fileUrl, uploadFile } from './files';
export type { FileReference, UploadedFile, UploadOptions } from './files';
