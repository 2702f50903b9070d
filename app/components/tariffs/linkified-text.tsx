/** Plain text whose web addresses become links (the research notes cite their sources inline). */
export function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s)]+)/g);
  return (
    <>
      {parts.map((part, index) => {
        if (!/^https?:\/\//.test(part)) return part;
        const url = part.replace(/[.,;]+$/, "");
        return (
          <span key={index}>
            <a href={url} rel="nofollow noopener" className="source-link">
              {url}
            </a>
            {part.slice(url.length)}
          </span>
        );
      })}
    </>
  );
}
