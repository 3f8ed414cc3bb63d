/** Spec 1 §4: a successful login and a cancel reload the page. One seam, so tests can see it. */
export function reloadPage(): void {
  window.location.reload();
}
