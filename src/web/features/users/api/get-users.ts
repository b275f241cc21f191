import { z } from 'zod';
import { ZUser } from '../../../../shared/schemas/admin';
import { apiRequest } from '../../../api-client';

/** The user list, or null when the answer carries no data. */
export const getUsers = async () =>
  (await apiRequest('/masteradmin/get/users/', { data: z.array(ZUser).nullish() })).data ?? null;
