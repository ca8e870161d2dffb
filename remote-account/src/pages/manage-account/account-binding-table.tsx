// SPEC §2 manageaccount: name / status / masked detail / action, one row per login kind. The action column shows a
// button only where SPEC says (mobile, mail, bind, modify); a bound third party is unbound by tapping its detail,
// which carries an unlink mark and says so to screen readers.
import { useTranslation } from 'react-i18next';
import { Unlink } from 'lucide-react';
import { Button } from '@uc/shared';
import type { AccountRow } from './account-rows';

export interface AccountBindingTableProps {
  rows: readonly AccountRow[];
  onAction(row: AccountRow): void;
}

export function AccountBindingTable({ rows, onAction }: AccountBindingTableProps) {
  const { t } = useTranslation('account');
  return (
    <table className="uc-account-table">
      <caption className="uc-visually-hidden">{t('table.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('table.name')}</th>
          <th scope="col">{t('table.status')}</th>
          <th scope="col">{t('table.detail')}</th>
          <th scope="col">{t('table.action')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.type} data-type={row.type}>
            <th scope="row" className="uc-account-table__name">
              {t(`type.${row.type}`)}
            </th>
            <td className={row.isBind ? 'uc-account-table__status is-bound' : 'uc-account-table__status'}>
              {row.isBind ? t('status.bound') : t('status.notBound')}
            </td>
            <td className="uc-account-table__detail" title={row.label || undefined}>
              {row.operation === 'unbind' && !row.isShow ? (
                <button type="button" className="uc-account-table__unbind" onClick={() => onAction(row)}>
                  {/* The name starts with the visible label (WCAG 2.5.3, speech input), then says what a tap does. */}
                  <span className="uc-account-table__unbind-content">
                    <span className="uc-account-table__unbind-label">
                      <bdi>{row.label}</bdi>
                    </span>{' '}
                    <span className="uc-visually-hidden">{t('action.unbindNamed', { name: t(`type.${row.type}`) })}</span>
                    <Unlink className="uc-icon uc-icon--small" aria-hidden="true" />
                  </span>
                </button>
              ) : (
                // a masked phone or e-mail reads left to right inside Arabic too; a third party's name as it is written
                <bdi dir={row.type === 'mobile' || row.type === 'mail' ? 'ltr' : undefined}>{row.label}</bdi>
              )}
            </td>
            <td className="uc-account-table__action">
              {row.isShow ? (
                <Button variant={row.operation === 'bind' ? 'primary' : 'secondary'} onClick={() => onAction(row)}>
                  {t(`action.${row.operation}`)}
                </Button>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
