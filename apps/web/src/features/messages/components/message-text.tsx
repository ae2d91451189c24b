import { messageTextParts } from './message-text-parts';

/** A message's plain text with its web addresses as links (new tab, no opener); never HTML. */
export function MessageText({ body }: { body: string }) {
  return (
    <p className="text-sm break-words whitespace-pre-wrap">
      {messageTextParts(body).map((part, index) =>
        part.kind === 'link' ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            className="underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
