import { Slide, ToastContainer } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '#lib/notify.ts';
import styles from './toasts.module.css';

/** The single toast stack of the app, top-left (spec §9). */
export const Toasts = () => (
  <ToastContainer
    position="top-left"
    autoClose={TOAST_AUTO_CLOSE_MS}
    transition={Slide}
    newestOnTop
    closeOnClick={false}
    pauseOnFocusLoss
    pauseOnHover
    draggable={false}
    theme="light"
    className={styles.container}
    toastClassName={styles.toast}
  />
);
