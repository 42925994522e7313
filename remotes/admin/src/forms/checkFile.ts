import { fileSizeMessage, fileTypeMessage, sniffFileType } from '@thrive/admin-contract';

/** The API's limit (UPLOAD_MAX_BYTES, 5 MB by default); checked here first to save a wait. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

export type FileLabel = 'Credentials' | 'Experience';

/**
 * A chosen file, checked as the API will check it: its size, and its type from its content
 * (a renamed .exe is not a PDF). Resolves to the API's own message, or null when it is fine.
 */
export async function checkFile(file: File, label: FileLabel): Promise<string | null> {
  if (file.size > MAX_FILE_BYTES) return fileSizeMessage(MAX_FILE_BYTES);
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  return sniffFileType(head) ? null : fileTypeMessage(label);
}
