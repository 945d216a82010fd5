import { Anchor, Button, Group, Stack, Tabs, TextInput } from '@mantine/core';
import type { AuthTab } from '../../email-auth-flow';
import { PasswordField } from '../PasswordField/PasswordField';
import { PasswordStrength } from '../PasswordStrength/PasswordStrength';
import type { EmailAuth } from './use-email-auth';

/** Step 'auth': the two tabs, sign in and create account. */
export function AuthStep({ auth }: { auth: EmailAuth }) {
  return (
    <Tabs
      value={auth.flow.tab}
      onChange={(tab) => tab && auth.actions.selectTab(tab as AuthTab)}
      keepMounted={false}
    >
      <Tabs.List grow mb="md">
        <Tabs.Tab value="signin">Anmelden</Tabs.Tab>
        <Tabs.Tab value="register">Konto erstellen</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="signin">
        <SignInForm auth={auth} />
      </Tabs.Panel>
      <Tabs.Panel value="register">
        <RegisterForm auth={auth} />
      </Tabs.Panel>
    </Tabs>
  );
}

function SignInForm({ auth }: { auth: EmailAuth }) {
  const form = auth.forms.signIn;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void auth.actions.signIn();
      }}
    >
      <Stack gap="sm">
        <TextInput
          {...form.field('email')}
          label="E-Mail-Adresse"
          type="email"
          autoComplete="email"
          data-autofocus
        />
        <PasswordField {...form.field('password')} label="Passwort" autoComplete="current-password" />
        <Group justify="flex-end">
          <Anchor component="button" type="button" size="sm" onClick={auth.openForgotPassword}>
            Passwort vergessen?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={auth.loading} disabled={auth.loading}>
          Anmelden
        </Button>
      </Stack>
    </form>
  );
}

function RegisterForm({ auth }: { auth: EmailAuth }) {
  const form = auth.forms.register;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void auth.actions.register();
      }}
    >
      <Stack gap="sm">
        <Group grow align="flex-start" gap="sm">
          <TextInput {...form.field('firstName')} label="Vorname" autoComplete="given-name" data-autofocus />
          <TextInput {...form.field('lastName')} label="Nachname" autoComplete="family-name" />
        </Group>
        <TextInput {...form.field('email')} label="E-Mail-Adresse" type="email" autoComplete="email" />
        <PasswordField {...form.field('password')} label="Passwort" autoComplete="new-password" />
        <PasswordStrength password={form.values.password} />
        <PasswordField
          {...form.field('confirmPassword')}
          label="Passwort bestätigen"
          autoComplete="new-password"
        />
        <Button type="submit" fullWidth mt="xs" loading={auth.loading} disabled={auth.loading}>
          Konto erstellen
        </Button>
      </Stack>
    </form>
  );
}
