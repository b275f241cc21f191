import { z } from 'zod';
import type { TCreateMasterAdminRequest } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../api-client';

/** Creates a master admin; anyone holding the master secret key may (this is how the first one is made). */
export const createMasterAdmin = (request: TCreateMasterAdminRequest) =>
  apiRequest('/masteradmin/create/', { form: request, data: z.unknown() });
