/**
 * What a tool's page is handed from the tools registry (app/tools.ts). Kept apart from the shell
 * (ToolPage.tsx), which loads with each tool's page: the registry is in every page's code.
 */
import type { ComponentType } from 'react';

/** What a tool's page knows of its entry in the tools registry (app/tools.ts). */
export interface ToolFrame {
  /** The tool's English path, as the route table writes it. */
  path: string;
  /** The page's link-preview image is its own (drawn at build time), not the site's. */
  ownImage: boolean;
}

/** A tool's page: its feature's default export, given its registry entry by app/tools.ts. */
export type ToolPageComponent = ComponentType<{ tool: ToolFrame }>;

/** Hands a tool's page its registry entry, as the route table's page component (no props). */
export function withTool(tool: ToolFrame, Page: ToolPageComponent): ComponentType {
  function ToolRoute() {
    return <Page tool={tool} />;
  }
  // For React's dev tools only: the browser's build leaves it out.
  if (import.meta.env.DEV) ToolRoute.displayName = `Tool(${tool.path})`;
  return ToolRoute;
}
