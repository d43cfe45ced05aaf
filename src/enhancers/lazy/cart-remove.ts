// The legacy cart-remove enhancer's lazy part (src/enhancers/cart-remove.ts): the call through the api client.
import { SYSTEM_ERROR } from '../../api/errors';
import { removeCartCode } from '../../api/page-behaviours';
import { report } from '../../registry/report';

/**
 * GET checkout/{code}/remove, then the page reloads: the answer is not read (the spec describes none), the reloaded
 * page is the server's cart. A failure is reported and its message returned (the system error), for the control.
 */
export async function removeCode(code: string): Promise<string | null> {
  try {
    await removeCartCode(code);
  } catch (error) {
    return report(error, {
      island: 'cart-remove',
      action: 'cart code not removed',
      show: 'inline',
      message: SYSTEM_ERROR,
    });
  }
  window.location.reload();
  return null;
}
