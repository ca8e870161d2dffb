// A hosted legal document in a full-size frame (SPEC §2 useragreementIf / userprivacyIf, v2 pages):
// the title bar is hidden when the query says simple=1.
import '../../locales/register';
import { useSearchParams } from 'react-router-dom';
import { PageLayout } from '@uc/shared';
import { HostedFrame, LEGAL_FRAME_SANDBOX } from '@uc/shared/hosted';

export function LegalFramePage({ title, src }: { title: string; src: string }) {
  const [search] = useSearchParams();
  return (
    <PageLayout
      title={title}
      hideTitleBar={search.get('simple') === '1'}
      className="uc-page--flush uc-legal-frame-page"
    >
      <HostedFrame src={src} title={title} sandbox={LEGAL_FRAME_SANDBOX} />
    </PageLayout>
  );
}
