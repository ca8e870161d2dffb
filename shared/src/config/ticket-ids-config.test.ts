// The ticket service's ids come from app-config.json, today's values by default; a broken table never reaches a ticket.
import { DEFAULT_APP_CONFIG, setAppConfig } from './app-config';
import { DEFAULT_TICKET_IDS, parseTicketIds } from './ticket-ids-config';

afterEach(() => setAppConfig({}));

it("defaults to today's ids", () => {
  expect(DEFAULT_APP_CONFIG.ticketIds).toEqual({
    fields: {
      loginTime: 'recent_login_time', deviceModel: 'device_model', systemVersion: 'system_version', phone: 'phone', images: 'images',
    },
    questionTypes: { account: '1', password: '2', binding: '3', login: '4', otherAccount: '5' },
  });
  expect(setAppConfig({}).ticketIds).toEqual(DEFAULT_TICKET_IDS);
});

it("takes a deployment's ids key by key (numbers read as text)", () => {
  const c = setAppConfig({ ticketIds: { fields: { deviceModel: 'field_2031', phone: 2044 }, questionTypes: { login: 17 } } });
  expect(c.ticketIds.fields).toMatchObject({ deviceModel: 'field_2031', phone: '2044', loginTime: 'recent_login_time' });
  expect(c.ticketIds.questionTypes).toMatchObject({ login: '17', account: '1' });
});

it('keeps defaults for wrong-typed, empty or overlong ids and unknown keys', () => {
  const t = parseTicketIds({
    fields: { deviceModel: '', phone: { x: 1 }, images: 'x'.repeat(65), extra: 'y' },
    questionTypes: [1, 2],
  });
  expect(t).toEqual(DEFAULT_TICKET_IDS);
  expect(parseTicketIds('nope')).toEqual(DEFAULT_TICKET_IDS);
  expect(parseTicketIds(JSON.parse('{"fields":{"__proto__":{"phone":"p"}}}'))).toEqual(DEFAULT_TICKET_IDS);
});

it('refuses a table where two keys share one id', () => {
  expect(parseTicketIds({ questionTypes: { account: '2' } }).questionTypes).toEqual(DEFAULT_TICKET_IDS.questionTypes);
  expect(parseTicketIds({ fields: { phone: 'images' } }).fields).toEqual(DEFAULT_TICKET_IDS.fields);
});
