import type { RuleObject } from 'antd/es/form';
import { validationText } from '../../common/validation-text';

/** A shared validator's check; asynchronous when its code is fetched on first use. */
export type Validate = (value: string | undefined) => string | null | Promise<string | null>;

/** An antd rule from one of the shared validators, so forms show the spec's exact messages. */
export function ruleFrom(validate: Validate): RuleObject {
  return {
    validator: async (_rule, value: string | undefined) => {
      const message = await validate(value);
      if (message) throw new Error(validationText(message));
    },
  };
}

/** Phone numbers and e-mail addresses are compared and sent without surrounding blanks. */
export function trimmed(value: string | undefined): string | undefined {
  return value?.trim();
}
