import { UploadField, type UploadEntry } from '@portal/ui';

/** Contract attachments (docs/trade-orders.md): PDF, JPG or PNG, 5 MB each. */
export const CONTRACT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;

/** The contract's attachments; a form that may not be changed only lists them to open. */
export function AttachmentsField({
  disabled = false,
  ...field
}: {
  id?: string;
  value?: UploadEntry[];
  onChange?: (entries: UploadEntry[]) => void;
  disabled?: boolean;
}) {
  return (
    <UploadField
      {...field}
      extensions={CONTRACT_EXTENSIONS}
      purpose="contract"
      readOnly={disabled}
      inputTestId="contract-upload-input"
    />
  );
}
