import { Outlet } from 'react-router-dom';

/** Agent pages: no header, footer or side menu. */
export function BareLayout() {
  return (
    <div data-layout="bare" className="min-h-screen bg-base-100 text-base-content">
      <main>
        <Outlet />
      </main>
    </div>
  );
}
