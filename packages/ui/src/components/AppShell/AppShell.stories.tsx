import { type Meta, type StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AppShell } from '.';
import { Button } from '../Button';

const content = (
  <>
    <p>ニックネームと自己紹介を入力してください。あとから変更できます。</p>
    <div style={{ display: 'grid', gap: 'var(--mh-space-3)' }}>
      <Button>この内容で登録する</Button>
      <Button variant="secondary">前のページへ戻って修正する</Button>
    </div>
  </>
);

const meta = {
  title: 'Shell/AppShell',
  component: AppShell,
  args: {
    variant: 'community',
    title: 'プロフィール登録',
    onBack: fn(),
    timeoutOpen: false,
    onTimeoutClose: fn(),
    // An example name: each app passes its deployment's operating company.
    companyName: '合同会社サンプル',
    children: content,
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Community: Story = {};
export const Members: Story = { args: { variant: 'members' }, globals: { variant: 'members' } };
// The member-site layout (profile spec §2): the header changes; the footer stays on screens whose
// route does not hide it there (e-mail change)…
export const MemberSiteLayoutMembers: Story = {
  args: { variant: 'members', memberSiteLayout: true, title: 'メールアドレス編集' },
  globals: { variant: 'members' },
};
// …and is hidden on those that do (the member profile edit: `hideFooterOnMemberSite`).
export const MemberSiteLayoutWithoutFooterMembers: Story = {
  args: { variant: 'members', memberSiteLayout: true, hideFooter: true, title: 'プロフィール編集' },
  globals: { variant: 'members' },
};
export const SystemErrorLayout: Story = {
  args: {
    showHeader: false,
    systemErrorLayout: true,
    children: (
      <section style={{ padding: 'var(--mh-space-4) var(--mh-space-3)' }}>
        <h1>エラー</h1>
        <p>ご迷惑をおかけしております。しばらく時間をおいてからのアクセスをお願いします。</p>
      </section>
    ),
  },
};
export const TimeoutOpen: Story = { args: { timeoutOpen: true } };
export const TimeoutOpenMembers: Story = {
  args: { variant: 'members', timeoutOpen: true },
  globals: { variant: 'members' },
};
