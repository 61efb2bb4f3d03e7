/** A field people never see and bots fill in: a form posted with it is taken as a bot's
 * (the server answers as if it had worked and stores nothing). */
import { Input } from "./input.tsx";

export function HoneypotField({ id, defaultValue }: { id: string; defaultValue?: string }) {
  return (
    <div className="hidden" aria-hidden="true">
      <label htmlFor={id}>Não preencha este campo</label>
      <Input id={id} name="website" tabIndex={-1} autoComplete="off" defaultValue={defaultValue} />
    </div>
  );
}
