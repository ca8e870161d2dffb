// SPEC §7's three customer-service calls, each where the tile's state leads (docs/spec-readings.md "Customer service").
import { customerServiceMethod } from './customer-service-method';

test.each([
  [false, '', 'openCustomerService'],
  [false, 'R-1', 'openCustomerService'],
  [true, '', 'loginCustomerService'],
  [true, '  ', 'loginCustomerService'],
  [true, 'R-1', 'loginGameCustomerService'],
] as const)('logged in %p, role %p → %s', (isLogin, roleId, method) => {
  expect(customerServiceMethod(isLogin, roleId)).toBe(method);
});
