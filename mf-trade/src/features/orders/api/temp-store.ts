import { haiguanApi, isApiError } from '@portal/api-client';
import { orderEndpoints } from '@portal/contracts/endpoints/orders';
import type { EndpointBody } from '@portal/contracts/endpoints';

export type SupplementInput = EndpointBody<typeof orderEndpoints.tempStore>;

export type TempStoreResult =
  | { kind: 'saved'; msg: string }
  /** Ask, then send again with `confirmDuplicate: true`; `fields` are the clashing ones. */
  | { kind: 'duplicate'; msg: string; fields: readonly string[] };

/**
 * The seller saves the supplement → '暂存成功'. Silent so that the duplicate-contract question
 * is asked instead of shown as an error; other failures are shown here like the client would.
 */
export async function tempStore(
  input: SupplementInput,
  showError: (msg: string) => void,
): Promise<TempStoreResult> {
  try {
    const answer = await haiguanApi.call(
      orderEndpoints.tempStore,
      { body: input },
      { silent: true },
    );
    return { kind: 'saved', msg: answer.msg };
  } catch (error) {
    if (isApiError(error)) {
      if (error.reason === 'duplicateContract')
        return { kind: 'duplicate', msg: error.msg, fields: error.fields };
      showError(error.msg);
    }
    throw error;
  }
}
