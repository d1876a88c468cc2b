import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { payloadOf, type UserError } from '../../graphql/relay/user-errors.js';
import { CodeRejected } from './code-challenge.service.js';

/** Why a one-time code was refused (GraphQL's CodeRejection.reason; REST keeps `reason: 'CODE_EXPIRED'` and `attempts_left`). */
export enum CodeRejectionReason {
  WRONG_CODE = 'WRONG_CODE',
  CODE_EXPIRED = 'CODE_EXPIRED',
}

registerEnumType(CodeRejectionReason, {
  name: 'CodeRejectionReason',
  description: 'Why a one-time code was refused.',
  valuesConfig: {
    WRONG_CODE: { description: 'Not the code that was sent; `attemptsLeft` says how many tries remain.' },
    CODE_EXPIRED: {
      description:
        'The code can no longer be used: too old (10 minutes; an account setup code 3 days), five wrong tries, or already used. Ask for a new one (resendCode; an account setup already completed cannot be done again).',
    },
  },
});

@ObjectType('CodeRejection', {
  description: 'Why a one-time code was refused, beside the userError that says it in words.',
})
export class CodeRejection {
  @Field(() => CodeRejectionReason, { description: 'Why the code was refused.' })
  reason!: CodeRejectionReason;

  @Field(() => Int, {
    nullable: true,
    description:
      'After a wrong code: how many tries remain (0 to 4; at 0 the code is spent). Null for an expired code.',
  })
  attemptsLeft!: number | null;
}

/**
 * A payload whose work checks a one-time code (completeSignUp, verifyCode, completeAccountSetup): a refused code is a
 * userError as usual, and the payload's `codeRejection` also says why (wrong, with the tries left, or expired) for
 * clients that show it. The code itself is checked by the server only and never answered.
 */
export async function codePayloadOf<T extends object>(
  work: () => Promise<T>,
): Promise<Partial<T> & { userErrors: UserError[]; codeRejection: CodeRejection | null }> {
  let rejection: CodeRejection | null = null;
  const payload = await payloadOf(async () => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof CodeRejected) {
        const { attemptsLeft, reason } = error.details as { attemptsLeft?: number; reason?: string };
        rejection = {
          reason: reason === 'CODE_EXPIRED' ? CodeRejectionReason.CODE_EXPIRED : CodeRejectionReason.WRONG_CODE,
          attemptsLeft: attemptsLeft ?? null,
        };
      }
      throw error;
    }
  });
  return { ...payload, codeRejection: rejection };
}
