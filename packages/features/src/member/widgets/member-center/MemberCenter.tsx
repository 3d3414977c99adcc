import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  CentrePageView,
  MainScreen,
  useAskedCentrePage,
  useCentrePages,
  type WidgetProps,
} from '@wl/widgets';
import { CentreMenu } from './CentreMenu.js';
import { MemberCentreLayout } from './MemberCentreLayout.js';
import type { MemberCenterSettings } from './settings.gen.js';

/** The chosen page, drawn again only when another is chosen (not when the centre re-renders). */
const ChosenPage = memo(CentrePageView);

/**
 * The member centre: a menu of every feature's member-centre pages and the one named in
 * `?page=` (the first when none or an unknown one is named; one whose gate is closed says it is
 * not available). docs/product/member.md#member-centre-pages
 */
export default function MemberCenter({ settings }: WidgetProps<MemberCenterSettings>) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const pages = useCentrePages('member');
  const asked = search.get('page');
  const current = useAskedCentrePage('member', asked) ?? pages[0];
  return (
    <MainScreen widget="member-center" title={t(settings.titleKey)}>
      {current === undefined ? undefined : (
        <MemberCentreLayout
          menu={<CentreMenu pages={pages} current={current.name} />}
          heading={t(current.titleKey)}
        >
          <ChosenPage name={current.name} />
        </MemberCentreLayout>
      )}
    </MainScreen>
  );
}
