// Ticket form rules (SPEC §5, §9): required fields with their own messages, the 500-character description.
import { setAppConfig } from '@uc/shared';
import {
  DESCRIPTION_MAX, QUESTION_TYPES, questionTypeId, characterCount, emptyTicketForm, firstError, limitDescription, ticketFormFromDraft,
  validateTicketForm,
} from './ticket-form';

const filled = () => ({
  ...emptyTicketForm(), questionType: 'password', deviceModel: 'Pixel 8', systemVersion: 'Android 14', email: 'a@b.c', description: 'Help',
});

afterEach(() => setAppConfig({}));

test("the five SPEC question types, each with a distinct id (today's by default)", () => {
  expect(QUESTION_TYPES).toEqual(['account', 'password', 'binding', 'login', 'otherAccount']);
  expect(QUESTION_TYPES.map(questionTypeId)).toEqual(['1', '2', '3', '4', '5']);
});

test("the question types' ids come from app-config", () => {
  setAppConfig({ ticketIds: { questionTypes: { login: '2044', otherAccount: 'acct-other' } } });
  expect(questionTypeId('login')).toBe('2044');
  expect(questionTypeId('otherAccount')).toBe('acct-other');
  expect(questionTypeId('account')).toBe('1');
  expect(questionTypeId('4')).toBe(''); // an id is not a question type
});

test('an empty form names every required field; SPEC §5\'s three come first, in its order', () => {
  const errors = validateTicketForm(emptyTicketForm());
  expect(errors).toEqual({
    questionType: 'putQuestion.error.questionType',
    deviceModel: 'putQuestion.error.deviceModel',
    systemVersion: 'putQuestion.error.systemVersion',
    email: 'putQuestion.error.email',
    description: 'putQuestion.error.description',
  });
  expect(firstError(errors)).toEqual(['deviceModel', 'putQuestion.error.deviceModel']);
  expect(firstError({ ...errors, deviceModel: undefined })).toEqual(['systemVersion', 'putQuestion.error.systemVersion']);
  expect(firstError({ email: 'e', questionType: 'q', description: 'd' })).toEqual(['email', 'e']);
  expect(firstError({ questionType: 'q', description: 'd' })).toEqual(['questionType', 'q']);
});

test('blank-only values count as empty; login time and phone are optional', () => {
  expect(validateTicketForm({ ...filled(), deviceModel: '   ' })).toEqual({ deviceModel: 'putQuestion.error.deviceModel' });
  expect(validateTicketForm(filled())).toEqual({});
  expect(firstError({})).toBeUndefined();
});

test('an unknown question type is refused', () => {
  expect(validateTicketForm({ ...filled(), questionType: '9' })).toEqual({ questionType: 'putQuestion.error.questionType' });
});

test('no e-mail format check on the client (SPEC §5)', () => {
  expect(validateTicketForm({ ...filled(), email: 'not-an-address' })).toEqual({});
});

test('the description is cut at 500 characters, counting an emoji as one and never splitting it', () => {
  expect(DESCRIPTION_MAX).toBe(500);
  const long = `${'a'.repeat(499)}😀😀`;
  const cut = limitDescription(long);
  expect(characterCount(cut)).toBe(500);
  expect(cut.endsWith('😀')).toBe(true);
  expect(limitDescription('short')).toBe('short');
  expect(validateTicketForm({ ...filled(), description: 'x'.repeat(501) })).toEqual({ description: 'putQuestion.error.descriptionTooLong' });
});

test('a restored draft keeps only known fields within the form\'s limits and a known question type', () => {
  expect(ticketFormFromDraft({
    questionType: '4', deviceModel: 'x'.repeat(150), email: 'a@b.c', description: 'y'.repeat(600), phone: '123',
  })).toEqual({ deviceModel: 'x'.repeat(100), email: 'a@b.c', description: 'y'.repeat(500), phone: '123' });
  expect(ticketFormFromDraft({ questionType: 'login' })).toEqual({ questionType: 'login' });
});
