import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { isOutsideStorefront } from './dashboards';

/** Navigates within the storefront, or with a full page load to the admin console. */
export function useGoTo(): (path: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (path: string) => {
      if (isOutsideStorefront(path)) window.location.assign(path);
      else navigate(path);
    },
    [navigate],
  );
}
