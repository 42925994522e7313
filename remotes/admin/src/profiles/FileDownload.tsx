import { useState } from 'react';
import { Button } from '@thrive/ui';
import { adminApi } from '../api/adminApi';
import type { FileInfo } from '../api/types';
import { DownloadIcon } from '../common/icons';
import { useNotify } from '../common/notices';
import styles from './Profile.module.css';

const formatSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** 'Download file': fetched with the admin's token (files are for admins only), then saved. */
export function FileDownload({
  file,
  path,
  label,
}: {
  file: FileInfo | null;
  path: string;
  label: string;
}) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!file) return <span className={styles.muted}>No file uploaded</span>;
  const download = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await adminApi.download(path, 'The file could not be downloaded.');
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      notify(`${label}: ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className={styles.fileRow}>
      <Button
        variant="secondary"
        onClick={() => void download()}
        disabled={busy}
        aria-label={`Download file: ${label}, ${file.fileName}`}
      >
        <DownloadIcon size={18} /> Download file
      </Button>
      <span className={styles.muted}>
        {file.fileName} · {formatSize(file.size)}
      </span>
    </span>
  );
}
