import { queryOptions } from '@tanstack/react-query';
import { getUsers } from './get-users';

export const usersQueryOptions = queryOptions({ queryKey: ['users'], queryFn: getUsers });
