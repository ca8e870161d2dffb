// "A copy of my data" (ARCHITECTURE.md §8 dataExport), offered before applying: in the game by the session's token, on
// the web by the deletion proof. Ready → a link opened by the link rules (native openUrl, the Copy dialog, or this
// tab after asking); pending → the provider will e-mail it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, formatInstant, selectTextLanguage, showError, useAppSelector, useStillMounted } from '@uc/shared';
import { openExternalUrl } from '@uc/shared/html';
import { useExportDataMutation, type DataExport, type DataExportArg } from '../api/data-export';
import './data-export-offer.css';

export interface DataExportOfferProps {
  arg: DataExportArg;
  /** A 1401 (the web proof expired or was refused): the page asks for a new code. */
  onProofRefused?: () => void;
}

function useExpiryText(expires: number): string {
  const language = useAppSelector(selectTextLanguage);
  return expires ? formatInstant(expires, language) : '';
}

function ReadyCopy({ copy }: { copy: Extract<DataExport, { kind: 'ready' }> }) {
  const { t } = useTranslation('deletion');
  const until = useExpiryText(copy.expires);
  return (
    <>
      <p className="uc-data-export__result" role="status">
        {until ? t('export.readyUntil', { time: until }) : t('export.ready')}
      </p>
      <Button variant="secondary" block onClick={() => openExternalUrl(copy.url)}>
        {t('export.open')}
      </Button>
    </>
  );
}

export function DataExportOffer({ arg, onProofRefused }: DataExportOfferProps) {
  const { t } = useTranslation('deletion');
  const [exportData, { isLoading }] = useExportDataMutation();
  const [copy, setCopy] = useState<DataExport | null>(null);
  const stillMounted = useStillMounted();

  const ask = async () => {
    try {
      const answer = await exportData(arg).unwrap();
      if (stillMounted()) setCopy(answer);
    } catch (e) {
      if ((e as { code?: string }).code === '1401' && onProofRefused) onProofRefused();
      else showError(e);
    }
  };

  return (
    <section className="uc-data-export" aria-labelledby="uc-data-export-heading">
      <h2 id="uc-data-export-heading" className="uc-data-export__heading">
        {t('export.heading')}
      </h2>
      <p className="uc-data-export__text">{t('export.offer')}</p>
      {copy === null ? (
        <Button variant="secondary" block disabled={isLoading} aria-busy={isLoading || undefined} onClick={() => void ask()}>
          {t('export.get')}
        </Button>
      ) : copy.kind === 'ready' ? (
        <ReadyCopy copy={copy} />
      ) : (
        <p className="uc-data-export__result" role="status">
          {t('export.pending')}
        </p>
      )}
    </section>
  );
}
