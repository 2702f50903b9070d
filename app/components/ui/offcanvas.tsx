import { Dialog, type DialogProps } from "./dialog.tsx";

/** A right-side slide-in panel (Enquire Now, Leave A Message); its contents stay mounted while closed. */
export function Offcanvas(props: DialogProps) {
  return <Dialog {...props} variant="offcanvas" keepMounted />;
}
