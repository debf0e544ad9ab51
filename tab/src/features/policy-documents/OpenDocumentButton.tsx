/**
 * Opens a policy document: downloads its attachment (GET …/attachments?key, toast
 * failed_to_download_attachment on failure) or opens its external link in a new tab.
 */
import { Button } from '@fluentui/react-components';
import { ArrowDownload20Regular, Open20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../components/notify';
import { ApiError } from '../../lib/api';
import { useDownloadAttachment, type PolicyDocument } from './policyDocumentsApi';

export function OpenDocumentButton({ document }: { document: Pick<PolicyDocument, 'id' | 'title' | 'link' | 'attachment'> }) {
  const { t } = useTranslation('policyDocuments');
  const notify = useNotify();
  const download = useDownloadAttachment();
  if (document.attachment) {
    return (
      <Button icon={<ArrowDownload20Regular />} disabled={download.isPending} aria-label={t('downloadNamed', { title: document.title })}
        onClick={() => download.mutate(document, { onError: () => notify.error(new ApiError(0, 'failed_to_download_attachment')) })}>
        {t('download')}
      </Button>
    );
  }
  if (!document.link) return null;
  return (
    <Button as="a" href={document.link} target="_blank" rel="noopener noreferrer" icon={<Open20Regular />} aria-label={t('openLinkNamed', { title: document.title })}>
      {t('openLink')}
    </Button>
  );
}
