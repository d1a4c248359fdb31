/** What the OpenAPI document says of every /manager/* call (issue #20): its tag and refusals. */
import 'server-only';
import { managerMessages } from '../../../lib/api/contract/manager';
import { errorContent } from '../../http/router';

export const tags = ['manager'];

export const staffErrors = {
  401: errorContent('Not logged in'),
  403: errorContent(`A buyer's session: '${managerMessages.forbidden}'`),
};
