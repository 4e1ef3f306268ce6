import React, { useState } from 'react';
import PropTypes from 'prop-types';
import { Icon } from './Icon';

const ICONS = { info: 'info-circle', success: 'check', warning: 'alert', danger: 'error' };

/** A dismissible message, its tone from the design tokens. */
export function Alert({ tone = 'info', title, children, onDismiss, ...rest }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;

  const dismiss = (event) => {
    setOpen(false);
    onDismiss?.(event);
  };

  return (
    <div role="alert" className={`ds-alert ds-alert--${tone}`} data-tone={tone} {...rest}>
      <Icon name={ICONS[tone]} size={20} aria-hidden />
      <div className="ds-alert__body">
        {title && <strong className="ds-alert__title">{title}</strong>}
        <p>{children}</p>
      </div>
      {onDismiss ? (
        <button type="button" className="ds-alert__close" onClick={dismiss} aria-label="Dismiss">
          &times;
        </button>
      ) : null}
    </div>
  );
}

Alert.propTypes = {
  tone: PropTypes.oneOf(Object.keys(ICONS)),
  title: PropTypes.node,
  onDismiss: PropTypes.func,
};

export const AlertList = ({ alerts }) => (
  <>
    {alerts.length === 0 && <p className="ds-empty">Nothing to report</p>}
    {alerts.map(({ id, ...alert }) => (
      <Alert key={id} {...alert}>
        {alert.message}
      </Alert>
    ))}
    <Layout.Footer count={alerts.length / 2} />
  </>
);
