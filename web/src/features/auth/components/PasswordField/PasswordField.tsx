import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';

/** A password input whose show/hide toggle is a named, focusable button (spec 01 section 2.5). */
export function PasswordField(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleIcon={({ reveal }) => (reveal ? <IconEyeOff size={18} /> : <IconEye size={18} />)}
      visibilityToggleButtonProps={{ 'aria-label': visible ? 'Passwort verbergen' : 'Passwort anzeigen' }}
    />
  );
}
