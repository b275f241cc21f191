import { createBrowserRouter } from 'react-router';
import { homeRedirectLoader } from './routes/home-redirect';
import { logoutAction, logoutLoader } from './routes/logout';
import { RootLayout, rootLoader } from './routes/root-layout';
import { RouteError } from './routes/route-error';

/**
 * Every page is a lazy route: its code (and the libraries only it uses) downloads when the page is
 * first visited, so the login page does not load the admin area, the playbook editor or the document
 * report. The root layout (top bar), the redirects and the error page stay in the entry.
 */
export const router = createBrowserRouter([
  {
    id: 'root',
    path: '/',
    loader: rootLoader,
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      { index: true, loader: homeRedirectLoader },
      {
        path: 'login',
        lazy: () =>
          import('./routes/login-layout').then((m) => ({ loader: m.loginLoader, Component: m.LoginLayout })),
        children: [
          {
            index: true,
            lazy: () => import('./routes/login-index').then((m) => ({ Component: m.LoginIndex })),
          },
          {
            path: 'masteradmin',
            lazy: () =>
              import('./routes/login-master-admin').then((m) => ({
                loader: m.loginMasterAdminLoader,
                action: m.loginMasterAdminAction,
                Component: m.LoginMasterAdmin,
              })),
          },
          {
            path: 'user',
            lazy: () =>
              import('./routes/login-user').then((m) => ({
                action: m.loginUserAction,
                Component: m.LoginUser,
              })),
          },
          {
            path: 'sso',
            lazy: () => import('./routes/login-sso').then((m) => ({ Component: m.LoginSso })),
          },
        ],
      },
      { path: 'logout', loader: logoutLoader, action: logoutAction },
      {
        path: 'legal',
        lazy: () =>
          import('./routes/legal-layout').then((m) => ({ loader: m.legalLoader, Component: m.LegalLayout })),
        children: [
          {
            index: true,
            lazy: () => import('./routes/legal-index').then((m) => ({ Component: m.LegalIndex })),
          },
          {
            path: 'add-company',
            lazy: () =>
              import('./routes/legal-add-company').then((m) => ({
                loader: m.legalAddCompanyLoader,
                Component: m.LegalAddCompany,
              })),
          },
          {
            path: 'add-company-api',
            lazy: () =>
              import('./routes/legal-add-company-api').then((m) => ({
                loader: m.legalAddCompanyApiLoader,
                Component: m.LegalAddCompanyApi,
              })),
          },
          {
            path: 'company-sign-in',
            lazy: () =>
              import('./routes/legal-company-sign-in').then((m) => ({
                loader: m.legalCompanySignInLoader,
                Component: m.LegalCompanySignIn,
              })),
          },
          {
            path: 'add-user',
            lazy: () =>
              import('./routes/legal-add-user').then((m) => ({
                loader: m.legalAddUserLoader,
                Component: m.LegalAddUser,
              })),
          },
          {
            path: 'get-users',
            lazy: () => import('./routes/legal-get-users').then((m) => ({ Component: m.LegalGetUsers })),
          },
          {
            path: 'create-masteradmin',
            lazy: () =>
              import('./routes/legal-create-master-admin').then((m) => ({
                Component: m.LegalCreateMasterAdmin,
              })),
          },
        ],
      },
      {
        path: 'train-model',
        lazy: () =>
          import('./routes/train-model').then((m) => ({
            loader: m.trainModelLoader,
            Component: m.TrainModel,
          })),
      },
      {
        path: 'reviews',
        lazy: () =>
          import('./routes/reviews').then((m) => ({ loader: m.reviewsLoader, Component: m.Reviews })),
      },
      {
        path: 'reviews/:taskid',
        lazy: () =>
          import('./routes/review-report').then((m) => ({
            loader: m.reviewReportLoader,
            Component: m.ReviewReport,
          })),
      },
      { path: '*', lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFound })) },
    ],
  },
]);
