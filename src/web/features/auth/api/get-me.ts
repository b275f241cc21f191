import type { TMe } from '../../../../shared/schemas/auth';
import { ApiError, apiRequest } from '../../../api-client';
import { ME_DATA } from './read-me';

/** Who is logged in, from the HttpOnly session cookie; null when nobody is (401). */
export const getMe = async (): Promise<TMe | null> => {
  try {
    const result = await apiRequest('/auth/me', { data: ME_DATA });
    return result.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
};
