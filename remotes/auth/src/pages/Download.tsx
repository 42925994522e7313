import { useDocumentTitle } from '@thrive/ui';

export default function DownloadPage() {
  useDocumentTitle('Download');
  return (
    <main id="main">
      <h1>Download</h1>
    </main>
  );
}
