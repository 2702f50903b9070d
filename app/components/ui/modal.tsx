import { Dialog, type DialogProps } from "./dialog.tsx";
import "./modal.css";

/** A centred modal (a project's details); its contents render only while open. */
export function Modal(props: Omit<DialogProps, "id">) {
  return <Dialog {...props} variant="modal" keepMounted={false} />;
}
