import Markdown from 'react-markdown';

/**
 * A post's Markdown as React elements. Raw HTML in the text is never rendered (`skipHtml`, and no plugin
 * that would), links open in a new tab without handing this page over, an image shows as its description
 * (a post loads nothing from elsewhere), and headings sit one level under the page's own title.
 */
export function BlogMarkdown({ text }: { text: string }) {
  return (
    <div className="blog-markdown">
      <Markdown
        skipHtml
        components={{
          a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
          img: ({ alt }) => <span>{alt}</span>,
          h1: ({ node: _node, ...props }) => <h2 {...props} />,
          h2: ({ node: _node, ...props }) => <h3 {...props} />,
          h3: ({ node: _node, ...props }) => <h4 {...props} />,
          h4: ({ node: _node, ...props }) => <h5 {...props} />,
          h5: ({ node: _node, ...props }) => <h6 {...props} />,
        }}
      >
        {text}
      </Markdown>
    </div>
  );
}
