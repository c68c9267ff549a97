import '@/lib/zod-setup';
import { zodResolver } from '@hookform/resolvers/zod';

// zod and the resolver in a chunk of their own, loaded by use-zod-form.ts once the form is on
// screen: a form needs its rules when it is checked, not to render.
export { zodResolver };
