import { Dialog, type DialogProps } from "./dialog.tsx";
import modalStyles from "./modal.css?url";
import { Stylesheet } from "./stylesheet.tsx";

/** A centred modal (a project's details); its contents render only while open, its styles always. */
export function Modal(props: Omit<DialogProps, "id">) {
  return (
    <>
      <Stylesheet href={modalStyles} />
      <Dialog {...props} variant="modal" keepMounted={false} />
    </>
  );
}
