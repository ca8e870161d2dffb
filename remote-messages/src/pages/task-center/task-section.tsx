// One group of sample tasks: name, reward, a progress bar and done / in progress.
import { useTranslation } from 'react-i18next';
import { CircleCheck, Coins } from 'lucide-react';
import type { SampleTask } from './sample-tasks';

export function TaskSection({ title, tasks }: { title: string; tasks: readonly SampleTask[] }) {
  const { t } = useTranslation('messages');
  return (
    <section className="uc-task-section">
      <h2 className="uc-task-section__title">
        {title}
        <span className="uc-sample-label">{t('sample.label')}</span>
      </h2>
      <ul className="uc-card uc-task-list" aria-label={title}>
        {tasks.map((task) => {
          const complete = task.done >= task.total;
          return (
            <li key={task.key} className="uc-task">
              <div className="uc-task__main">
                <span className="uc-task__name">{t(`task.items.${task.key}`)}</span>
                <span className="uc-task__reward">
                  <Coins className="uc-icon uc-icon--small" aria-hidden="true" />
                  {t('task.reward', { count: task.reward })}
                </span>
                <progress className="uc-task__progress" max={task.total} value={task.done} aria-label={t('task.progress', { done: task.done, total: task.total })} />
              </div>
              <span className={`uc-task__state${complete ? ' is-done' : ''}`}>
                {complete ? <CircleCheck className="uc-icon uc-icon--small" aria-hidden="true" /> : null}
                {complete ? t('task.done') : t('task.progress', { done: task.done, total: task.total })}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
