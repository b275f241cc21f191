import { ZSetupStatus } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../api-client';

/** Whether a master admin exists yet (anonymous; drives the first-run panel). */
export const getSetupStatus = async () => (await apiRequest('/setup/status', { data: ZSetupStatus })).data;
