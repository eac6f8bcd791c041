// Rule violations are values, never exceptions: the caller shows them and nothing changes.
// Exceptions are kept for engine bugs and bad setups (programmer errors).

export type RuleErrorCode = 'rule/stale_prompt' | 'rule/stale_version' | 'rule/illegal_option' | 'rule/game_over';

export interface RuleError {
  error: RuleErrorCode;
  message: string;
}

export function ruleError(error: RuleErrorCode, message: string): RuleError {
  return { error, message };
}

export function isRuleError(value: unknown): value is RuleError {
  return typeof value === 'object' && value !== null && 'error' in value && typeof value.error === 'string';
}
