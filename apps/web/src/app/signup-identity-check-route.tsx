import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';

/**
 * /firstconnexion/justificatifs: the sign-up journey's page with the identity-check feature's
 * upload in visitor mode. Features do not import each other, so the app composes the two here.
 */
export const signupIdentityCheckRoute: RouteObject = {
  path: paths.firstConnexionJustificatifs.path,
  lazy: () =>
    Promise.all([
      import('../features/signup/pages/signup-identity-check-page'),
      import('../features/identity-check/components/upload-container'),
    ]).then(([signup, upload]) => ({
      Component: function SignupIdentityCheckRoute() {
        return (
          <signup.SignupIdentityCheckPage
            renderUpload={(visitor) => <upload.UploadContainer mode="visitor" visitor={visitor} />}
          />
        );
      },
    })),
};
