// The SPEC §3 ticket save payload, field by field.
import { setAppConfig } from '@uc/shared';
import { buildTicketPayload, TICKET_FROM } from './ticket-payload';

afterEach(() => setAppConfig({}));

test('builds the exact payload from the form, the config and the session', () => {
  const payload = buildTicketPayload(
    {
      questionType: 'binding', loginTime: '2026-03-01T09:30', deviceModel: ' Pixel 8 ', systemVersion: 'Android 14',
      email: ' player@example.com ', phone: '', description: '  Cannot bind my e-mail  ',
    },
    { companyId: '100001', userId: 'cs-10001', title: 'Binding problem', imageUrls: ['http://x/1.png', 'http://x/2.png'] },
  );
  expect(TICKET_FROM).toBe('2');
  expect(payload).toEqual({
    companyid: '100001',
    ticket_title: 'Binding problem',
    userid: 'cs-10001',
    user_emails: 'player@example.com',
    ticket_typeid: '3',
    ticket_from: '2',
    ticket_content: 'Cannot bind my e-mail',
    extend_fields: [
      { fieldid: 'recent_login_time', field_value: '2026-03-01 09:30' },
      { fieldid: 'device_model', field_value: 'Pixel 8' },
      { fieldid: 'system_version', field_value: 'Android 14' },
      { fieldid: 'phone', field_value: '' },
      { fieldid: 'images', field_value: 'http://x/1.png,http://x/2.png' },
    ],
  });
});

test("takes the extended fields' ids and the question type's id from app-config", () => {
  setAppConfig({
    ticketIds: {
      fields: { loginTime: 'f_101', deviceModel: 'f_102', systemVersion: 'f_103', phone: 'f_104', images: 'f_105' },
      questionTypes: { binding: '30' },
    },
  });
  const payload = buildTicketPayload(
    {
      questionType: 'binding', loginTime: '', deviceModel: 'Pixel 8', systemVersion: 'Android 14',
      email: 'player@example.com', phone: '123', description: 'Help',
    },
    { companyId: '100001', userId: 'cs-1', title: 'Binding problem', imageUrls: [] },
  );
  expect(payload.ticket_typeid).toBe('30');
  expect(payload.extend_fields.map((f) => f.fieldid)).toEqual(['f_101', 'f_102', 'f_103', 'f_104', 'f_105']);
});
