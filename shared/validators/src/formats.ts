import { MESSAGES, type ValidationMessage } from './messages';

// Practical address check: dot-separated local part, dot-separated host labels that neither start
// nor end with a hyphen, and an alphabetic top-level domain.
const EMAIL =
  /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
const EMAIL_MAX_LENGTH = 254;

const HOST_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
const TEL = /^tel:\+?\d[\d-]*\d$/;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);
}

function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const host = url.hostname;
  if (host === 'localhost') return true;
  // IPv4 / IPv6 literals are accepted by URL already; named hosts need a dot and sane labels.
  if (/^\[.*\]$/.test(host) || /^\d{1,3}(?:\.\d{1,3}){3}$/.test(host)) return true;
  const labels = host.split('.');
  return labels.length >= 2 && labels.every((label) => HOST_LABEL.test(label));
}

function isMailtoLink(value: string): boolean {
  const match = /^mailto:([^?]+)(?:\?.*)?$/i.exec(value);
  const address = match?.[1];
  return (
    address !== undefined &&
    address.split(',').every((part) => isEmail(decodeURIComponentSafe(part)))
  );
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** http(s) address, mailto: address(es) or tel: number. */
export function isLink(value: string): boolean {
  return isWebAddress(value) || isMailtoLink(value) || TEL.test(value);
}

export function validateEmail(value: string | null | undefined): ValidationMessage | null {
  return isEmail(value ?? '') ? null : MESSAGES.emailFormat;
}

export function validateLink(value: string | null | undefined): ValidationMessage | null {
  return isLink(value ?? '') ? null : MESSAGES.linkFormat;
}
