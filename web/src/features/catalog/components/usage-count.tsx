import { Badge } from '../../../components/ui/badge';

/**
 * Where an item is used ("In 2 packages"), so the photographer knows why it cannot be
 * deleted yet; `unused` when nothing uses it.
 */
export const UsageCount = ({ count, used, unused }: { count: number; used: string; unused: string }) =>
  count > 0 ? <Badge tone="accent">{used}</Badge> : <span className="catalog-muted catalog-usage-none">{unused}</span>;
