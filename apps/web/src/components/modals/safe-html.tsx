import DOMPurify from 'dompurify';

/** Renders translated text that may hold HTML, after DOMPurify removed anything executable. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}
