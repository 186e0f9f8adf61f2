/** Said wherever a screen would send an e-mail on a server that only logs them (no SMTP_URL). */
export function MailNotConfigured() {
  return (
    <p role="note" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-800" data-testid="mail-not-configured">
      E-mail is not configured on this Stride server, so no e-mail will arrive: the messages are written to the server&apos;s
      log. Ask the person who runs this server for help.
    </p>
  );
}
