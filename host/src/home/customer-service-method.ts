// Which of SPEC §7's three customer-service calls the customer-service tile sends (docs/spec-readings.md "Customer
// service"): logged out, the host's customer service as it is (openCustomerService); logged in, the host's one with
// the player signed in (loginCustomerService, "after login"); logged in with a game role, the game's own customer
// service (loginGameCustomerService), which knows the role.
import type { NoPayloadMethod } from '@uc/shared';

export function customerServiceMethod(isLogin: boolean, roleId: string): NoPayloadMethod {
  if (!isLogin) return 'openCustomerService';
  return roleId.trim() ? 'loginGameCustomerService' : 'loginCustomerService';
}
