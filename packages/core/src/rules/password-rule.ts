import { registerFieldRules } from '@wl/tenant-config';
import { useRegisterSetting } from '../hooks/use-register-setting.js';
import { useTenant } from '../tenant/tenant-context.js';
import type { StatedRule } from './stated-rule.js';

/** When neither the backend nor the tenant states a password rule. */
const ANY_PASSWORD: StatedRule = {
  acceptedPattern: '*',
  patternId: '*',
  minLength: null,
  maxLength: null,
};

/**
 * The merchant's password rule, one fact for every form that sets a password (register, change,
 * reset, downline): the `password` rule of the backend's register settings, else the tenant's
 * register form's while the settings cannot be had. docs/product/accounts.md#stated-rules
 */
export function usePasswordRule(): StatedRule {
  const settings = useRegisterSetting();
  const tenant = useTenant();
  const served = settings.data?.password;
  if (served?.enabled === true) return served;
  const own = registerFieldRules(tenant.register).fields.password;
  return own?.enabled === true ? own : ANY_PASSWORD;
}
