// SPEC §2 menu keys → tiles: what each key shows and what tapping it does.
import type { ComponentType, SVGProps } from 'react';
import {
  CircleQuestionMark, Gift, Headset, KeyRound, ListChecks, Mail, MessageSquareText, ShieldCheck, UserRoundCog, UserRoundX, Wallet,
} from 'lucide-react';
import type { NoPayloadMethod } from '@uc/shared';

export const MENU_KEYS = [
  'manageAccount', 'myMessage', 'changePassword', 'customerService', 'userPrivacy', 'taskCenter', 'codeBox', 'faq', 'ticket',
  'wallet', 'deleteApply',
] as const;
export type MenuKey = (typeof MENU_KEYS)[number];

export type TileAction =
  | { kind: 'route'; path: string }
  | { kind: 'ticket' } // `/${ticketProvider}Ticket`, known at run time
  | { kind: 'native'; method: NoPayloadMethod }
  | { kind: 'customerService' } // the host's customer service, signed in as the player when there is one (customer-service-method.ts)
  | { kind: 'changePassword' }; // verifyaccount with the change-password query (by phone, else by e-mail)

export interface MenuEntry {
  key: MenuKey;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  action: TileAction;
  needLogin: boolean;
  badge?: 'message' | 'activeCode';
}

const entry = (key: MenuKey, icon: MenuEntry['icon'], action: TileAction, needLogin: boolean, badge?: MenuEntry['badge']): MenuEntry => ({
  key, icon, action, needLogin, ...(badge ? { badge } : {}),
});

export const MENU_CATALOGUE: Readonly<Record<MenuKey, MenuEntry>> = Object.freeze({
  manageAccount: entry('manageAccount', UserRoundCog, { kind: 'route', path: '/manageaccount' }, true),
  myMessage: entry('myMessage', Mail, { kind: 'route', path: '/mymessage' }, true, 'message'),
  changePassword: entry('changePassword', KeyRound, { kind: 'changePassword' }, true),
  customerService: entry('customerService', Headset, { kind: 'customerService' }, false),
  userPrivacy: entry('userPrivacy', ShieldCheck, { kind: 'route', path: '/v2/userprivacy' }, false),
  taskCenter: entry('taskCenter', ListChecks, { kind: 'route', path: '/taskCenter' }, true),
  codeBox: entry('codeBox', Gift, { kind: 'route', path: '/codebox' }, true, 'activeCode'),
  faq: entry('faq', CircleQuestionMark, { kind: 'route', path: '/faq' }, false),
  ticket: entry('ticket', MessageSquareText, { kind: 'ticket' }, false),
  wallet: entry('wallet', Wallet, { kind: 'native', method: 'openWallet' }, true),
  deleteApply: entry('deleteApply', UserRoundX, { kind: 'route', path: '/deleteapply' }, true),
});

export const isMenuKey = (v: unknown): v is MenuKey => typeof v === 'string' && (MENU_KEYS as readonly string[]).includes(v);

/**
 * Tiles shown when there is no configuration to read: a plain browser has no session, hence no app id to ask
 * open/sdk/config with (and a failed config call falls back here too). The filters still apply on top.
 */
export const DEFAULT_MENU: Readonly<{ items1: readonly MenuKey[]; items2: readonly MenuKey[] }> = Object.freeze({
  items1: ['manageAccount', 'myMessage', 'codeBox', 'faq'],
  items2: ['customerService', 'deleteApply'],
});
