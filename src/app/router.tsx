import type { ComponentType } from 'react'
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom'
import { paths } from '@/config/paths'
import { AppLayout } from '@/components/layout/app-layout'
import { RouteError } from '@/components/layout/route-error'
import { LoadingScreen } from '@/components/layout/loading-screen'
import { AlertBanner } from '@/features/alert-banner/components/alert-banner'
import { BANNER_ROUTE_ID, loadBannerStatus } from '@/features/alert-banner/banner-source'

/** Route modules load on navigation, so a first visit downloads only the shell and its page. */
const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
})

export const routes: RouteObject[] = [
  {
    id: BANNER_ROUTE_ID,
    element: <AppLayout banner={<AlertBanner />} />,
    // The banner status arrives with the first paint; later changes come by realtime, not reloads.
    loader: () => loadBannerStatus(),
    shouldRevalidate: () => false,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      { path: paths.home, ...page(() => import('./routes/home')) },
      { path: paths.buy, ...page(() => import('./routes/buy')) },
      { path: paths.webpayReturn, ...page(() => import('./routes/webpay-return')) },
      { path: paths.hotel, ...page(() => import('./routes/hotel')) },
      { path: paths.rules, ...page(() => import('./routes/rules')) },
      { path: paths.us, ...page(() => import('./routes/us')) },
      { path: paths.friends, ...page(() => import('./routes/friends')) },
      { path: paths.socialMedia, ...page(() => import('./routes/social-media')) },
      { path: paths.login, ...page(() => import('./routes/login')) },
      { path: paths.register, ...page(() => import('./routes/register')) },
      { path: paths.recover, ...page(() => import('./routes/recover')) },
      { path: paths.mailVerification, ...page(() => import('./routes/mail-verification')) },
      { path: paths.passwordReset, ...page(() => import('./routes/password-reset')) },
      { path: paths.profile, ...page(() => import('./routes/profile')) },
      { path: paths.entrada, ...page(() => import('./routes/entrada')) },
      { path: paths.admin, element: <Navigate to={paths.adminLogin} replace /> },
      { path: paths.adminLogin, ...page(() => import('./routes/admin/login')) },
      { path: paths.adminBan, ...page(() => import('./routes/admin/bann')) },
      { path: paths.adminSell, ...page(() => import('./routes/admin/sell')) },
      { path: paths.adminRemove, ...page(() => import('./routes/admin/remove')) },
      { path: paths.adminSendMail, ...page(() => import('./routes/admin/send-mail')) },
      { path: paths.activities, ...page(() => import('./routes/activities')) },
      { path: paths.notFound, ...page(() => import('./routes/not-found')) },
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
]

export const createAppRouter = () => createBrowserRouter(routes)
