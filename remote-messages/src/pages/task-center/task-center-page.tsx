// Exposed as './TaskCenter' (route /taskCenter): SPEC §2 placeholder with sample tasks. The daily and growth task calls
// are made as SPEC §7 lists, and their results are not used.
import '../../locales/register';
import { useTranslation } from 'react-i18next';
import { LoginRequired, PageLayout, selectIsLogin, selectUser, useAppSelector } from '@uc/shared';
import { useGetDailyTasksQuery, useGetGrowthTasksQuery } from '../../api/placeholder-calls';
import { SampleBanner } from '../../features/samples/sample-banner';
import { SAMPLE_DAILY_TASKS, SAMPLE_GROWTH_TASKS } from './sample-tasks';
import { TaskSection } from './task-section';
import './task-center-page.css';

function SampleTasks() {
  const { t } = useTranslation('messages');
  const { userId } = useAppSelector(selectUser);
  // Results unused (SPEC §2: not wired to real data); a failure changes nothing on screen, so nothing is shown for it.
  useGetDailyTasksQuery(userId);
  useGetGrowthTasksQuery(userId);
  return (
    <>
      <SampleBanner />
      <TaskSection title={t('task.daily')} tasks={SAMPLE_DAILY_TASKS} />
      <TaskSection title={t('task.growth')} tasks={SAMPLE_GROWTH_TASKS} />
    </>
  );
}

export default function TaskCenterPage() {
  const { t } = useTranslation('messages');
  const isLogin = useAppSelector(selectIsLogin);
  return (
    <PageLayout title={t('title.taskCenter')}>
      {isLogin ? <SampleTasks /> : <LoginRequired message={t('login.taskHint')} />}
    </PageLayout>
  );
}
