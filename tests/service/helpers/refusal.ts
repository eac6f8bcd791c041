// The code of the service's refusal of a call (a ServiceError); anything else thrown is passed on.
import { isServiceError } from '../../../src/service/errors.js';

export async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (isServiceError(error)) return error.code;
    throw error;
  }
  throw new Error('expected a refusal');
}
