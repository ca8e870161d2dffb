import { PageLayout } from '@uc/shared';
export default function OkPage() {
  return <PageLayout title="Crash remote OK"><p>crash remote ok page</p></PageLayout>;
}
