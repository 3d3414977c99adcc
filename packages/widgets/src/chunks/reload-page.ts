/** A new page: the one way to load a script the browser keeps as failed and names no address of. */
export function reloadPage(): void {
  window.location.reload();
}
