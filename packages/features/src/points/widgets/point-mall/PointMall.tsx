import { useTranslation } from 'react-i18next';
import { MainScreen, type WidgetProps } from '@wl/widgets';
import type { PointMallSettings } from './settings.gen.js';

/** The points mall: what points can be exchanged for. Its body is being built; until then it says so. */
export default function PointMall({ settings }: WidgetProps<PointMallSettings>) {
  const { t } = useTranslation();
  return <MainScreen widget="point-mall" title={t(settings.titleKey)} />;
}
