// One or two rows of feature tiles: icon, name, optional badge; width by SPEC §2 (see tile-width.ts).
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, useOrientation } from '@uc/shared';
import type { UnreadCounts } from './home-api';
import { MENU_CATALOGUE, type MenuKey } from './menu-catalogue';
import { tileWidthPercent } from './tile-width';
import './tile-grid.css';

export interface TileGridProps {
  rows: MenuKey[][];
  badges: UnreadCounts;
  onTile(key: MenuKey): void;
}

export function TileGrid({ rows, badges, onTile }: TileGridProps) {
  const { t } = useTranslation('host');
  const orientation = useOrientation();
  return (
    <nav className="uc-tile-grid" aria-label={t('home.features')}>
      {rows.map((row, i) => (
        <ul className="uc-tile-grid__row" key={i}>
          {row.map((key) => {
            const { icon: Icon, badge } = MENU_CATALOGUE[key];
            const count = badge ? badges[badge] : 0;
            const style: CSSProperties = { width: `${tileWidthPercent(row.length, orientation)}%` };
            return (
              <li className="uc-tile" key={key} style={style} data-tile={key}>
                <button type="button" className="uc-tile__button" onClick={() => onTile(key)}>
                  {/* the content span carries the grid: a <button> is no grid container before Chrome 83 */}
                  <span className="uc-tile__content">
                    <span className="uc-tile__icon" aria-hidden="true">
                      <Icon className="uc-icon" />
                    </span>
                    <span className="uc-tile__name">{t(`tile.${key}`)}</span>
                    {/* After the name, so the tile is announced as "Messages, 3 unread". */}
                    {count > 0 ? <Badge className="uc-tile__badge" count={count} label={t('home.unread', { count })} /> : null}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ))}
    </nav>
  );
}
