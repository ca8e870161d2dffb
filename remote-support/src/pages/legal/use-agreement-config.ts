// SPEC §2 v2 pages: "when logged in and the agreement config is empty, the config is fetched" — both texts
// (contract, privacy) through RTK Query, whose cache makes a second visit call nothing. Failures stay silent:
// the page shows the hosted document either way.
import { currentLocale, selectIsLogin, useAppSelector } from '@uc/shared';
import { useGetContractQuery, useGetPrivacyQuery } from '../../api/get-legal-texts';

export function useAgreementConfig(): void {
  const isLogin = useAppSelector(selectIsLogin);
  const language = currentLocale();
  useGetContractQuery({ language }, { skip: !isLogin });
  useGetPrivacyQuery({ language }, { skip: !isLogin });
}
