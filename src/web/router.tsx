import { createBrowserRouter } from 'react-router';
import { HomeRedirect, homeRedirectLoader } from './routes/home-redirect';
import { LegalAddCompany, legalAddCompanyLoader } from './routes/legal-add-company';
import { LegalAddCompanyApi, legalAddCompanyApiLoader } from './routes/legal-add-company-api';
import { LegalAddUser, legalAddUserLoader } from './routes/legal-add-user';
import { LegalCreateMasterAdmin } from './routes/legal-create-master-admin';
import { LegalGetUsers } from './routes/legal-get-users';
import { LegalIndex } from './routes/legal-index';
import { LegalLayout, legalLoader } from './routes/legal-layout';
import { LoginIndex } from './routes/login-index';
import { LoginLayout, loginLoader } from './routes/login-layout';
import {
  LoginMasterAdmin,
  loginMasterAdminAction,
  loginMasterAdminLoader,
} from './routes/login-master-admin';
import { LoginUser, loginUserAction } from './routes/login-user';
import { logoutAction, logoutLoader } from './routes/logout';
import { NotFound } from './routes/not-found';
import { RootLayout, rootLoader } from './routes/root-layout';
import { RouteError } from './routes/route-error';
import { TrainModel, trainModelLoader } from './routes/train-model';

export const router = createBrowserRouter([
  {
    id: 'root',
    path: '/',
    loader: rootLoader,
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      { index: true, loader: homeRedirectLoader, Component: HomeRedirect },
      {
        path: 'login',
        loader: loginLoader,
        Component: LoginLayout,
        children: [
          { index: true, Component: LoginIndex },
          {
            path: 'masteradmin',
            loader: loginMasterAdminLoader,
            action: loginMasterAdminAction,
            Component: LoginMasterAdmin,
          },
          { path: 'user', action: loginUserAction, Component: LoginUser },
        ],
      },
      { path: 'logout', loader: logoutLoader, action: logoutAction },
      {
        path: 'legal',
        loader: legalLoader,
        Component: LegalLayout,
        children: [
          { index: true, Component: LegalIndex },
          { path: 'add-company', loader: legalAddCompanyLoader, Component: LegalAddCompany },
          { path: 'add-company-api', loader: legalAddCompanyApiLoader, Component: LegalAddCompanyApi },
          { path: 'add-user', loader: legalAddUserLoader, Component: LegalAddUser },
          { path: 'get-users', Component: LegalGetUsers },
          { path: 'create-masteradmin', Component: LegalCreateMasterAdmin },
        ],
      },
      { path: 'train-model', loader: trainModelLoader, Component: TrainModel },
      { path: '*', Component: NotFound },
    ],
  },
]);
