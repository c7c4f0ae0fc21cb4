/**
 * An interactive part of a page the server draws for a guest, marked as an island (ADR 071): a
 * `display: contents` element carrying the part's name and its props as JSON, around the part drawn
 * from those props. The server and the full app draw the same wrapper, so the page matches whichever
 * script takes it over: the full app (which draws it as any element), or a page's islands entry,
 * which finds each `[data-island]` and takes over that part alone from its name and props.
 *
 * Props are the part's data, serialisable and never callbacks: a part that needs to act holds its
 * own state (the report button holds its dialog). A part drawn from them must draw the same as it
 * did on the server: they are a contract.
 */
import type { ComponentType } from "react";

type IslandProps<P extends object> = {
  /** The name the page's islands entry knows the part by (islands/parts.ts). */
  name: string;
  component: ComponentType<P>;
  props: P;
  /** A `span` where a `div` may not stand (inside a `<p>`, a label or a button's text). */
  inline?: boolean;
};

export function Island<P extends object>({ name, component: Component, props, inline = false }: IslandProps<P>) {
  const Wrapper = inline ? "span" : "div";
  return (
    <Wrapper className="contents" data-island={name} data-island-props={JSON.stringify(props)}>
      <Component {...props} />
    </Wrapper>
  );
}
