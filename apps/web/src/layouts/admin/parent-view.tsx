import { Outlet } from 'react-router';

/** The plain parent view of nested server menus. */
export default function ParentView() {
  return <Outlet />;
}
