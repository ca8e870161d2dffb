// Every language carries exactly the English keys, none empty (SPEC §1's eleven, plus Traditional Chinese and Thai).
import { expectLocalesComplete } from '@uc/shared/src/testing';

it('has complete texts in every language', () => {
  expectLocalesComplete(__dirname);
});
