import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

export function NotFoundRoute() {
  return (
    <section className="mx-auto flex max-w-md flex-1 flex-col items-center justify-center gap-4 p-10 text-center">
      <title>Not found · Partnerly</title>
      <p className="text-5xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">Not found</h1>
      <p className="text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Button asChild>
        <Link to="/">Go to Home</Link>
      </Button>
    </section>
  );
}
